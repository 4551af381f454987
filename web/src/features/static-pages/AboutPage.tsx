import { Link } from 'react-router-dom';
import { useT, type MessageKey } from '../../i18n';
import './pages.css';
import { PATHS } from '../../lib/util/paths';

const VALUES: readonly { name: MessageKey; text: MessageKey }[] = [
  { name: 'pages.valueIntegrity', text: 'pages.valueIntegrityText' },
  { name: 'pages.valueInnovation', text: 'pages.valueInnovationText' },
  { name: 'pages.valueExcellence', text: 'pages.valueExcellenceText' },
];

const STORIES: readonly { quote: MessageKey; name: MessageKey; detail: MessageKey }[] = [
  { quote: 'pages.storyPriya', name: 'pages.storyPriyaName', detail: 'pages.storyPriyaDetail' },
  { quote: 'pages.storyRahul', name: 'pages.storyRahulName', detail: 'pages.storyRahulDetail' },
];

const IMPACT: readonly { figure: string; label: MessageKey }[] = [
  { figure: '500K+', label: 'pages.impactSeekers' },
  { figure: '10K+', label: 'pages.impactCompanies' },
  { figure: '200K+', label: 'pages.impactHires' },
  { figure: '98%', label: 'pages.impactSatisfaction' },
];

/** About: mission, vision, core values, success stories, impact, Get Started. */
export default function AboutPage() {
  const t = useT();
  return (
    <article className="info-page">
      <header className="info-hero">
        <p className="eyebrow">{t('pages.aboutEyebrow')}</p>
        <h1>{t('pages.aboutTitle')}</h1>
        <p>{t('pages.aboutLead')}</p>
      </header>

      <div className="about-grid">
        <section className="info-card" aria-labelledby="mission-title">
          <h2 id="mission-title">{t('pages.missionTitle')}</h2>
          <p>{t('pages.missionText')}</p>
        </section>
        <section className="info-card" aria-labelledby="vision-title">
          <h2 id="vision-title">{t('pages.visionTitle')}</h2>
          <p>{t('pages.visionText')}</p>
        </section>
      </div>

      <section className="info-section" aria-labelledby="values-title">
        <h2 id="values-title">{t('pages.valuesTitle')}</h2>
        <ul className="values-list">
          {VALUES.map((v) => (
            <li key={v.name} className="info-card">
              <h3>{t(v.name)}</h3>
              <p>{t(v.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-section" aria-labelledby="stories-title">
        <h2 id="stories-title">{t('pages.storiesTitle')}</h2>
        <div className="stories">
          {STORIES.map((s) => (
            <figure key={s.name} className="story">
              <blockquote>
                <p>{t(s.quote)}</p>
              </blockquote>
              <figcaption>
                <span className="story__avatar" aria-hidden="true">
                  {t(s.name)
                    .split(' ')
                    .map((w) => w[0])
                    .join('')}
                </span>
                <span>
                  <strong>{t(s.name)}</strong>
                  <br />
                  <span className="muted">{t(s.detail)}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="info-section" aria-labelledby="impact-title">
        <h2 id="impact-title">{t('pages.impactTitle')}</h2>
        <dl className="impact">
          {IMPACT.map((i) => (
            <div key={i.label} className="impact__item">
              <dt>{t(i.label)}</dt>
              <dd>{i.figure}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="info-cta" aria-labelledby="start-title">
        <h2 id="start-title">{t('pages.ctaTitle')}</h2>
        <p>{t('pages.ctaText')}</p>
        <Link to={PATHS.home} className="button button--accent button--large">
          {t('pages.getStarted')}
        </Link>
      </section>
    </article>
  );
}
