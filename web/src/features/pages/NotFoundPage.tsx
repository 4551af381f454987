import { Link } from 'react-router-dom';
import './pages.css';
import { PATHS } from '../../lib/paths';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <div className="not-found__actions">
        <Link to={PATHS.home} className="button">
          Go to Home
        </Link>
        <Link to={PATHS.jobs} className="button button--secondary">
          Browse Jobs
        </Link>
      </div>
    </section>
  );
}
