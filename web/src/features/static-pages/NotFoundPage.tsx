import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import './pages.css';
import { PATHS } from '../../lib/util/paths';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('pages.notFoundTitle')}</h1>
      <p className="muted">{t('pages.notFoundText')}</p>
      <div className="not-found__actions">
        <Link to={PATHS.home} className="button">
          {t('pages.goHome')}
        </Link>
        <Link to={PATHS.jobs} className="button button--secondary">
          {t('pages.browseJobs')}
        </Link>
      </div>
    </section>
  );
}
