import { EDUCATION_FILTERS } from '@jobsearch/domain/education';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT, type MessageKey } from '../../i18n';
import { audienceOf } from '../../lib/audience';
import { toast } from '../../ui/toast';
import { useSession } from '../../lib/session';
import { HeroArt } from './components/HeroArt';
import { EMPLOYER_TILES, educationTarget, homeNavigation } from './model/home-nav';
import './home.css';
import { PATHS } from '../../lib/paths';

const VALUES: { title: MessageKey; text: MessageKey; icon: ReactNode }[] = [
  {
    title: 'home.valueFreeTitle',
    text: 'home.valueFreeText',
    icon: (
      <path d="M7 5h10M7 9h10M7 5c4 0 6 1.5 6 4s-2 4-6 4l7 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    ),
  },
  {
    title: 'home.valueNearTitle',
    text: 'home.valueNearText',
    icon: (
      <>
        <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="12" cy="10" r="2.4" fill="none" stroke="currentColor" strokeWidth="2" />
      </>
    ),
  },
  {
    title: 'home.valueFastTitle',
    text: 'home.valueFastText',
    icon: (
      <>
        <rect x="5" y="3" width="14" height="18" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m8.5 12.5 2.3 2.3 4.7-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
  {
    title: 'home.valueKindsTitle',
    text: 'home.valueKindsText',
    icon: (
      <>
        <rect x="3" y="7" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" fill="none" stroke="currentColor" strokeWidth="2" />
      </>
    ),
  },
];

const STEPS: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'home.stepAccountTitle', text: 'home.stepAccountText' },
  { title: 'home.stepFindTitle', text: 'home.stepFindText' },
  { title: 'home.stepApplyTitle', text: 'home.stepApplyText' },
];

/** The landing page: headline, Browse Jobs, jobs by education, why and how. */
export default function HomePage() {
  const t = useT();
  const session = useSession();
  const audience = audienceOf(session);
  const navigate = useNavigate();

  const go = (target: string) => {
    const next = homeNavigation(session.status, target);
    if (next.loginFirst) toast.info(t('common.loginFirst'), { toastId: 'common.loginFirst' });
    navigate(next.to, next.state ? { state: next.state } : undefined);
  };

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__badge">{t('home.heroBadge')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.heroTitle')}
          </h1>
          <p className="hero__lead">{audience === 'employer' ? t('home.employerHomeLead') : t('home.heroLead')}</p>
          {audience === 'employer' ? (
            <div className="hero__actions">
              <Link to={PATHS.postJob} className="button button--accent button--large">
                {t('common.employerPostJob')}
              </Link>
              <Link to={PATHS.postedJobs} className="button button--ghost-light button--large">
                {t('common.employerPostedJobs')}
              </Link>
              <Link to={PATHS.applications} className="button button--ghost-light button--large">
                {t('common.employerApplications')}
              </Link>
            </div>
          ) : (
            <div className="hero__actions">
              <button type="button" className="button button--accent button--large" onClick={() => go(PATHS.jobs)}>
                {t('home.browseJobs')}
              </button>
              {audience === 'visitor' ? (
                <button type="button" className="button button--ghost-light button--large" onClick={() => go(PATHS.postJob)}>
                  {t('home.postJob')}
                </button>
              ) : null}
            </div>
          )}
          <ul className="hero__points">
            <li>{t('home.pointFree')}</li>
            <li>{t('home.pointVerified')}</li>
            <li>{t('home.pointOneResume')}</li>
          </ul>
        </div>
        <div className="hero__art" aria-hidden="true">
          <HeroArt />
        </div>
      </section>

      {audience === 'employer' ? (
        <section className="home-section" aria-labelledby="hiring-title">
          <div className="home-section__head">
            <h2 id="hiring-title">{t('home.employerHomeTitle')}</h2>
            <p>{t('home.employerHomeIntro')}</p>
          </div>
          <ul className="hiring-grid">
            {EMPLOYER_TILES.map((tile) => (
              <li key={tile.to}>
                <Link to={tile.to} className="education-card hiring-card">
                  <span className="education-card__label">{t(tile.title)}</span>
                  <span className="hiring-card__text">{t(tile.text)}</span>
                  <span className="education-card__more" aria-hidden="true">
                    {t('home.employerTileMore')} →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className="home-section" aria-labelledby="education-title">
          <div className="home-section__head">
            <h2 id="education-title">{t('home.educationTitle')}</h2>
            <p>{t('home.educationIntro')}</p>
          </div>
          <div className="education-grid">
            {EDUCATION_FILTERS.map((e) => (
              <button key={e.value} type="button" className="education-card" onClick={() => go(educationTarget(e.value))}>
                <svg className="education-card__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                  <path d="M2.5 9 12 4.5 21.5 9 12 13.5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                  <path d="M6.5 11v4.5c0 1.3 2.5 3 5.5 3s5.5-1.7 5.5-3V11M21.5 9v5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
                <span className="education-card__label">{t(`home.education:${e.value}`)}</span>
                <span className="education-card__more" aria-hidden="true">
                  {t('home.viewJobs')} →
                </span>
              </button>
            ))}
          </div>
        </section>
      )}

      <section className="home-section" aria-labelledby="why-title">
        <div className="home-section__head">
          <h2 id="why-title">{t('home.whyTitle')}</h2>
          <p>{t('home.whyIntro')}</p>
        </div>
        <ul className="value-grid">
          {VALUES.map((v) => (
            <li key={v.title} className="value-card">
              <span className="value-card__icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
                  {v.icon}
                </svg>
              </span>
              <h3>{t(v.title)}</h3>
              <p>{t(v.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="how-title">
        <div className="home-section__head">
          <h2 id="how-title">{t('home.howTitle')}</h2>
        </div>
        <ol className="steps">
          {STEPS.map((s, i) => (
            <li key={s.title} className="step">
              <span className="step__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t(s.title)}</h3>
              <p>{t(s.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      {audience === 'jobseeker' ? (
        <section className="cta-band" aria-labelledby="cta-title">
          <div>
            <h2 id="cta-title">{t('home.trackTitle')}</h2>
            <p>{t('home.trackText')}</p>
          </div>
          <button type="button" className="button button--accent button--large" onClick={() => go(PATHS.myApplications)}>
            {t('home.myApplications')}
          </button>
        </section>
      ) : audience === 'visitor' || audience === 'employer' ? (
        <section className="cta-band" aria-labelledby="cta-title">
          <div>
            <h2 id="cta-title">{t('home.hiringTitle')}</h2>
            <p>{t('home.hiringText')}</p>
          </div>
          <button type="button" className="button button--accent button--large" onClick={() => go(PATHS.postJob)}>
            {t('home.postJob')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
