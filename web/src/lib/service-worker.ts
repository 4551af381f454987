/**
 * The service worker vite-plugin-pwa builds (web/vite.config.ts), registered
 * once the page has loaded and the browser is idle, so neither its small
 * registration code (workbox-window) nor the precache it downloads competes
 * with the first view. registerType 'prompt': a new build's worker installs
 * beside the running one and waits; `useUpdateWaiting()` tells the app
 * (app/UpdatePrompt.tsx), and `reloadToUpdate()` lets it take over and
 * reloads the page. The browser looks for a new sw.js on every navigation
 * (hosting serves it with `Cache-Control: no-cache`), and an open tab asks
 * every hour.
 */
import { useSyncExternalStore } from 'react';

const CHECK_EVERY_MS = 60 * 60 * 1000;

let waiting = false;
let update: ((reloadPage?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function setWaiting(value: boolean) {
  waiting = value;
  for (const listener of listeners) listener();
}

export function startServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  import('virtual:pwa-register').then(
    ({ registerSW }) => {
      update = registerSW({
        immediate: true,
        onNeedRefresh: () => setWaiting(true),
        onRegisteredSW: (_url, registration) => {
          if (!registration) return;
          setInterval(() => {
            if (navigator.onLine) void registration.update().catch(() => undefined);
          }, CHECK_EVERY_MS);
        },
        onRegisterError: (error: unknown) => console.warn('The service worker was not registered', error),
      });
    },
    (error: unknown) => console.warn('The service worker registration did not load', error),
  );
}

/** Starts it after the page's `load` and the next idle moment. */
export function startServiceWorkerWhenIdle(): void {
  const start = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => startServiceWorker(), { timeout: 5000 });
    else setTimeout(startServiceWorker, 1000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** True while a new build's service worker waits to take over. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => waiting,
    () => false,
  );
}

/** The waiting worker takes over; the page reloads on it. */
export function reloadToUpdate(): void {
  if (update) void update(true);
  else window.location.reload();
}
