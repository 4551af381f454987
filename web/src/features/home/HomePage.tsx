import { EDUCATION_FILTERS } from '@jobsearch/domain/education';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { audienceOf } from '../../lib/audience';
import { toast } from '../../ui/toast';
import { useSession } from '../../lib/session';
import { HeroArt } from './components/HeroArt';
import { EMPLOYER_TILES, educationTarget, homeNavigation } from './model/home-nav';
import './home.css';
import { PATHS } from '../../lib/paths';

const VALUES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Free for job seekers',
    text: 'Search, filter and apply without paying a rupee. Your next job should not cost you money.',
    icon: (
      <path d="M7 5h10M7 9h10M7 5c4 0 6 1.5 6 4s-2 4-6 4l7 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    ),
  },
  {
    title: 'Jobs near you',
    text: 'Openings in every district of Maharashtra, from Mumbai and Pune to Nagpur and Nashik.',
    icon: (
      <>
        <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="12" cy="10" r="2.4" fill="none" stroke="currentColor" strokeWidth="2" />
      </>
    ),
  },
  {
    title: 'Apply in minutes',
    text: 'Read the details, tick the terms, upload your resume and you are done. Track every application.',
    icon: (
      <>
        <rect x="5" y="3" width="14" height="18" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m8.5 12.5 2.3 2.3 4.7-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
  {
    title: 'Every kind of work',
    text: 'Field, office, industry and work-from-home jobs for 10th pass to postgraduates, ITI and diploma holders.',
    icon: (
      <>
        <rect x="3" y="7" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" fill="none" stroke="currentColor" strokeWidth="2" />
      </>
    ),
  },
];

const STEPS = [
  { title: 'Create your account', text: 'Choose whether you want a job or want to hire, and verify your mobile number with an OTP.' },
  { title: 'Find the right job', text: 'Browse the latest openings or filter by degree, trade and job type.' },
  { title: 'Apply with your resume', text: 'Send your application in a few clicks. Employers see it straight away.' },
];

/** The landing page: headline, Browse Jobs, jobs by education, why and how. */
export default function HomePage() {
  const session = useSession();
  const audience = audienceOf(session);
  const navigate = useNavigate();

  const go = (target: string) => {
    const next = homeNavigation(session.status, target);
    if (next.loginFirst) toast.info(MESSAGES.loginFirst, { toastId: MESSAGES.loginFirst });
    navigate(next.to, next.state ? { state: next.state } : undefined);
  };

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__badge">Jobs across all 36 districts of Maharashtra</p>
          <h1 id="hero-title" className="hero__title">
            Find Your Dream Job
          </h1>
          <p className="hero__lead">{audience === 'employer' ? MESSAGES.employerHomeLead : 'Explore thousands of opportunities from top companies.'}</p>
          {audience === 'employer' ? (
            <div className="hero__actions">
              <Link to={PATHS.postJob} className="button button--accent button--large">
                {MESSAGES.employerPostJob}
              </Link>
              <Link to={PATHS.postedJobs} className="button button--ghost-light button--large">
                {MESSAGES.employerPostedJobs}
              </Link>
              <Link to={PATHS.applications} className="button button--ghost-light button--large">
                {MESSAGES.employerApplications}
              </Link>
            </div>
          ) : (
            <div className="hero__actions">
              <button type="button" className="button button--accent button--large" onClick={() => go(PATHS.jobs)}>
                Browse Jobs
              </button>
              {audience === 'visitor' ? (
                <button type="button" className="button button--ghost-light button--large" onClick={() => go(PATHS.postJob)}>
                  Post a Job
                </button>
              ) : null}
            </div>
          )}
          <ul className="hero__points">
            <li>Free for job seekers</li>
            <li>Verified mobile numbers</li>
            <li>Apply with one resume</li>
          </ul>
        </div>
        <div className="hero__art" aria-hidden="true">
          <HeroArt />
        </div>
      </section>

      {audience === 'employer' ? (
        <section className="home-section" aria-labelledby="hiring-title">
          <div className="home-section__head">
            <h2 id="hiring-title">{MESSAGES.employerHomeTitle}</h2>
            <p>{MESSAGES.employerHomeIntro}</p>
          </div>
          <ul className="hiring-grid">
            {EMPLOYER_TILES.map((t) => (
              <li key={t.to}>
                <Link to={t.to} className="education-card hiring-card">
                  <span className="education-card__label">{t.title}</span>
                  <span className="hiring-card__text">{t.text}</span>
                  <span className="education-card__more" aria-hidden="true">
                    {MESSAGES.employerTileMore} →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className="home-section" aria-labelledby="education-title">
          <div className="home-section__head">
            <h2 id="education-title">Jobs Based on Education</h2>
            <p>Choose your qualification and see the jobs that ask for it.</p>
          </div>
          <div className="education-grid">
            {EDUCATION_FILTERS.map((e) => (
              <button key={e.value} type="button" className="education-card" onClick={() => go(educationTarget(e.value))}>
                <svg className="education-card__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                  <path d="M2.5 9 12 4.5 21.5 9 12 13.5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                  <path d="M6.5 11v4.5c0 1.3 2.5 3 5.5 3s5.5-1.7 5.5-3V11M21.5 9v5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
                <span className="education-card__label">{e.label}</span>
                <span className="education-card__more" aria-hidden="true">
                  View jobs →
                </span>
              </button>
            ))}
          </div>
        </section>
      )}

      <section className="home-section" aria-labelledby="why-title">
        <div className="home-section__head">
          <h2 id="why-title">Why JobSearch India</h2>
          <p>Built for the people of Maharashtra who are looking for work, and for the companies hiring them.</p>
        </div>
        <ul className="value-grid">
          {VALUES.map((v) => (
            <li key={v.title} className="value-card">
              <span className="value-card__icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
                  {v.icon}
                </svg>
              </span>
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="how-title">
        <div className="home-section__head">
          <h2 id="how-title">How it works</h2>
        </div>
        <ol className="steps">
          {STEPS.map((s, i) => (
            <li key={s.title} className="step">
              <span className="step__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {audience === 'jobseeker' ? (
        <section className="cta-band" aria-labelledby="cta-title">
          <div>
            <h2 id="cta-title">Keep track of your applications</h2>
            <p>See every job you have applied for in one place.</p>
          </div>
          <button type="button" className="button button--accent button--large" onClick={() => go(PATHS.myApplications)}>
            My Applications
          </button>
        </section>
      ) : audience === 'visitor' || audience === 'employer' ? (
        <section className="cta-band" aria-labelledby="cta-title">
          <div>
            <h2 id="cta-title">Hiring? Meet your next team member</h2>
            <p>Post a job in minutes and see who applied, with their resumes, in one place.</p>
          </div>
          <button type="button" className="button button--accent button--large" onClick={() => go(PATHS.postJob)}>
            Post a Job
          </button>
        </section>
      ) : null}
    </div>
  );
}
