import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useT } from '../i18n';
import { useSession } from '../lib/session';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

// It brings the Auth SDK: loaded only once a seeker or employer is signed in.
const VerifyEmailPrompt = lazy(() => import('./VerifyEmailPrompt'));

/** A navigation bar above and a footer below every page; under the bar, the verify-your-email prompt when it applies. */
export function Layout() {
  const t = useT();
  const session = useSession();
  const mayPrompt = session.status === 'signedIn' && session.authUser !== null && !session.isAdmin && session.profile !== null;
  return (
    <div className="layout">
      <DocumentTitle />
      <a className="skip-link" href="#main">
        {t('ui.skipToContent')}
      </a>
      <NavBar />
      {mayPrompt ? (
        <Suspense fallback={null}>
          <VerifyEmailPrompt />
        </Suspense>
      ) : null}
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
