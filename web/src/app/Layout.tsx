import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

/** A navigation bar above and a footer below every page. */
export function Layout() {
  return (
    <div className="layout">
      <DocumentTitle />
      <a className="skip-link" href="#main">
        Skip to content
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
