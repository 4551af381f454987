import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PATHS } from '../lib/paths';

/**
 * Shown in place of a page that failed: most often a page's code that could
 * not be downloaded (a new version was deployed, or the network dropped).
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="route-error" role="alert">
      <h1>{notFound ? 'Page not found' : 'This page could not be loaded'}</h1>
      <p className="muted">{notFound ? 'The page you are looking for does not exist.' : 'Please check your connection and reload the page.'}</p>
      <div className="route-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to={PATHS.home} className="button button--secondary">
          Go to Home
        </Link>
      </div>
    </section>
  );
}
