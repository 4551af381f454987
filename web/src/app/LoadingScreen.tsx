import { LOADING_SCREEN_MS } from '@jobsearch/domain/constants';
import { useEffect } from 'react';

/**
 * The branded loading screen, for 3000 ms on the first load of a browser
 * session. It is markup in index.html, shown (or dropped) by the inline script
 * there before the first paint; this takes it down once its 3000 ms, counted
 * from when it appeared, are up, and lets the page behind it be used.
 */
export function LoadingScreen() {
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
