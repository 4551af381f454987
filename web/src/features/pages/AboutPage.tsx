import { Link } from 'react-router-dom';
import './pages.css';
import { PATHS } from '../../lib/paths';

const VALUES = [
  {
    name: 'Integrity',
    text: 'We show real jobs from real employers. Every account verifies its mobile number, and we remove listings that mislead job seekers.',
  },
  {
    name: 'Innovation',
    text: 'We keep looking for simpler ways to match people with work: smart filters by degree and trade, quick applications and instant updates for employers.',
  },
  {
    name: 'Excellence',
    text: 'We hold ourselves to a high standard in everything we build, from a fast and reliable site to the way we answer every support request.',
  },
];

const STORIES = [
  {
    quote:
      'I had finished my B.Com and was sending my resume everywhere with no reply. On JobSearch India I filtered by Graduation, applied to three jobs in Pune and had an offer as an Accounts Executive within two weeks.',
    name: 'Priya Deshmukh',
    detail: 'Accounts Executive, Pune',
  },
  {
    quote:
      'We needed six CNC operators for our new line in Nashik. We posted one job, saw every applicant with their resume in one table, and filled all the positions in under a month.',
    name: 'Rahul Patil',
    detail: 'Plant Manager, Nashik',
  },
];

const IMPACT = [
  { figure: '500K+', label: 'Job Seekers' },
  { figure: '10K+', label: 'Companies' },
  { figure: '200K+', label: 'Successful Hires' },
  { figure: '98%', label: 'User Satisfaction' },
];

/** About: mission, vision, core values, success stories, impact, Get Started. */
export default function AboutPage() {
  return (
    <article className="info-page">
      <header className="info-hero">
        <p className="eyebrow">About us</p>
        <h1>About JobSearch India</h1>
        <p>
          JobSearch India brings job seekers and employers together. Whether you have passed 10th, hold an ITI certificate or a postgraduate degree, we help you
          find work that fits, close to home.
        </p>
      </header>

      <div className="about-grid">
        <section className="info-card" aria-labelledby="mission-title">
          <h2 id="mission-title">Our Mission</h2>
          <p>
            To connect every job seeker with the right opportunity, quickly and free of charge, and to give employers a simple way to reach the people they need
            to grow their business.
          </p>
        </section>
        <section className="info-card" aria-labelledby="vision-title">
          <h2 id="vision-title">Our Vision</h2>
          <p>
            An India where no one misses a good job because they did not hear about it: where every opening is one search away and every application reaches the
            employer who posted it.
          </p>
        </section>
      </div>

      <section className="info-section" aria-labelledby="values-title">
        <h2 id="values-title">Our Core Values</h2>
        <ul className="values-list">
          {VALUES.map((v) => (
            <li key={v.name} className="info-card">
              <h3>{v.name}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-section" aria-labelledby="stories-title">
        <h2 id="stories-title">Success Stories</h2>
        <div className="stories">
          {STORIES.map((s) => (
            <figure key={s.name} className="story">
              <blockquote>
                <p>{s.quote}</p>
              </blockquote>
              <figcaption>
                <span className="story__avatar" aria-hidden="true">
                  {s.name
                    .split(' ')
                    .map((w) => w[0])
                    .join('')}
                </span>
                <span>
                  <strong>{s.name}</strong>
                  <br />
                  <span className="muted">{s.detail}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="info-section" aria-labelledby="impact-title">
        <h2 id="impact-title">Our Impact</h2>
        <dl className="impact">
          {IMPACT.map((i) => (
            <div key={i.label} className="impact__item">
              <dt>{i.label}</dt>
              <dd>{i.figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="info-cta" aria-labelledby="start-title">
        <h2 id="start-title">Ready to take the next step?</h2>
        <p>Join the job seekers and companies who already use JobSearch India.</p>
        <Link to={PATHS.home} className="button button--accent button--large">
          Get Started
        </Link>
      </section>
    </article>
  );
}
