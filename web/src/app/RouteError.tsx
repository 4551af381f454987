import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PATHS } from '../lib/util/paths';
import { useT } from '../i18n';

/**
 * Shown in place of a page that failed: most often a page's code that could
 * not be downloaded (a new version was deployed, or the network dropped).
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="route-error" role="alert">
      <h1>{notFound ? t('ui.pageNotFound') : t('ui.pageLoadFailed')}</h1>
      <p className="muted">{notFound ? t('ui.pageNotFoundText') : t('ui.pageLoadFailedText')}</p>
      <div className="route-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('ui.reloadPage')}
        </button>
        <Link to={PATHS.home} className="button button--secondary">
          {t('ui.goHome')}
        </Link>
      </div>
    </section>
  );
}
