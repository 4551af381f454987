/** The hero: headline, the audience's lead and first actions (Browse Jobs, or the employer's three), and three points. */
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import type { Audience } from '../../../lib/session/audience';
import { PATHS } from '../../../lib/util/paths';
import { HeroArt } from './HeroArt';

/**
 * `compact`: a signed-in seeker's Home, whose own jobs come next: the headline and Browse Jobs
 * only, so on a phone their first match shows on the first screen.
 */
export function Hero({ audience, go, compact = false }: { audience: Audience; go: (target: string) => void; compact?: boolean }) {
  const t = useT();
  return (
    <section className={`hero${compact ? ' hero--compact' : ''}`} aria-labelledby="hero-title">
      <div className="hero__text">
        {compact ? null : <p className="hero__badge">{t('home.heroBadge')}</p>}
        <h1 id="hero-title" className="hero__title">
          {audience === 'employer' ? t('home.employerHeroTitle') : t('home.heroTitle')}
        </h1>
        {compact ? null : <p className="hero__lead">{audience === 'employer' ? t('home.employerHomeLead') : t('home.heroLead')}</p>}
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
        {compact ? null : (
          <ul className="hero__points">
            <li>{t('home.pointFree')}</li>
            <li>{t('home.pointVerified')}</li>
            <li>{t('home.pointOneResume')}</li>
          </ul>
        )}
      </div>
      {compact ? null : (
        <div className="hero__art" aria-hidden="true">
          <HeroArt />
        </div>
      )}
    </section>
  );
}
