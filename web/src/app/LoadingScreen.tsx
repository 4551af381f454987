import { LOADING_SCREEN_MS } from '@jobsearch/domain/constants';
import { useEffect } from 'react';
import { useT } from '../i18n';

/**
 * The branded loading screen, for 3000 ms on the first load of a browser
 * session. It is markup in index.html, shown (or dropped) by the inline script
 * there before the first paint; this takes it down once its 3000 ms, counted
 * from when it appeared, are up, and lets the page behind it be used.
 */
export function LoadingScreen() {
  const t = useT();
  const tagline = t('ui.loadingScreenTagline');
  // index.html's markup is English (its inline script's hash is pinned in the CSP): the tagline follows the chosen language once the app runs.
  useEffect(() => {
    const line = document.querySelector('#loading-screen .loading-screen__tagline');
    if (line && line.textContent !== tagline) line.textContent = tagline;
  }, [tagline]);
  useEffect(() => {
    const screen = document.getElementById('loading-screen');
    if (!screen) return undefined;
    const shownFor = performance.now() - Number(screen.dataset.shownAt ?? 0);
    const timer = setTimeout(
      () => {
        screen.remove();
        const root = document.getElementById('root');
        if (root) root.inert = false;
      },
      Math.max(0, LOADING_SCREEN_MS - shownFor),
    );
    return () => clearTimeout(timer);
  }, []);
  return null;
}
