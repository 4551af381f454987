import './lib/util/zod-jitless'; // before any module that builds a zod schema
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadPageAt } from './app/routes';
import { i18n, I18nProvider, startLanguage } from './i18n';
import { ErrorBoundary } from './ui/ErrorBoundary';
import './styles.css';

declare global {
  interface Window {
    /** Set by index.html's signed-in script when it preloaded this URL's page (web/vite.config.ts). */
    __pagePreloaded?: boolean;
  }
}

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </I18nProvider>
  </StrictMode>
);
const render = () => {
  if (root.dataset.prerendered !== 'last-seen') {
    createRoot(root).render(app);
    return;
  }
  // The last-seen view (lib/offline/last-seen-view.ts) is inert markup: the app replaces it in one
  // synchronous commit, and only then is the root live again.
  flushSync(() => createRoot(root).render(app));
  root.inert = false;
  delete root.dataset.prerendered;
};

// The first paint is already in the chosen language: the texts of every page (ALWAYS_LOADED in
// i18n/index.ts: `common`, the bar and footer, and `ui`, the shared shell) load before React renders;
// startLanguage() always settles, in English if it must, so the page never stays blank. Awaited in a
// callback, not at the module's top level: a one-bundle build (the bench's comparator) evaluates the
// lazily imported modules after this one, and a top-level await let code run before them
// ("Cannot access ... before initialization").
void startLanguage().then(() => {
  // A job's public page comes drawn by the server, and a repeat view may start from the last-seen
  // view: either stays until the page's own code (and its texts) are in, rather than
  // giving way to a loading spinner first. So does a page whose code index.html's script preloaded
  // (a signed-in /jobs, web/vite.config.ts), which comes beside the shell's: the shell and the page
  // are drawn in one pass, with the answers index.html read early and already has (the profile,
  // lib/session/primed-profile.ts; the page's own, routes.tsx), not laid out twice on a slow phone.
  const firstPage = window.__pagePreloaded
    ? Promise.all([loadPageAt(window.location), import('./lib/session/users').then((users) => users.primeEarlyProfile())])
    : root.dataset.prerendered
      ? loadPageAt(window.location)
      : null;
  if (firstPage) void firstPage.then(render, render);
  else render();
});
