import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useT } from '../i18n';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

/** A navigation bar above and a footer below every page. */
export function Layout() {
  const t = useT();
  return (
    <div className="layout">
      <DocumentTitle />
      <a className="skip-link" href="#main">
        {t('ui.skipToContent')}
      </a>
      <NavBar />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
