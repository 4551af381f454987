/** The hero: headline, the audience's lead and first actions (Browse Jobs, or the employer's three), and three points. */
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import type { Audience } from '../../../lib/session/audience';
import { PATHS } from '../../../lib/util/paths';
import { HeroArt } from './HeroArt';

export function Hero({ audience, go }: { audience: Audience; go: (target: string) => void }) {
  const t = useT();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__badge">{t('home.heroBadge')}</p>
        <h1 id="hero-title" className="hero__title">
          {audience === 'employer' ? t('home.employerHeroTitle') : t('home.heroTitle')}
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
  );
}
