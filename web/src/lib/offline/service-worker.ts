/**
 * The service worker vite-plugin-pwa builds with Workbox (web/vite.config.ts),
 * registered once the page has loaded and the browser is idle, so neither this
 * code nor the precache it starts competes with the first view. Registration
 * is these few lines rather than workbox-window (2.3 KB gzip on Home's first
 * view, against its 150 KB budget): register, notice a new worker waiting,
 * and let it take over on request; the caching itself is all Workbox's.
 *
 * registerType 'prompt': a new build's worker installs beside the running one
 * and waits; `useUpdateWaiting()` tells the app (app/UpdatePrompt.tsx), and
 * `reloadToUpdate()` asks it to take over (Workbox's SKIP_WAITING message) and
 * reloads the page once it controls it. The browser looks for a new sw.js on
 * every navigation (hosting serves it with `Cache-Control: no-cache`), and an
 * open tab asks every hour.
 */
import { useSyncExternalStore } from 'react';
import { whenIdle } from '../util/idle';

const CHECK_EVERY_MS = 60 * 60 * 1000;

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  if (worker === waitingWorker) return;
  waitingWorker = worker;
  for (const listener of listeners) listener();
}

/** A worker that has installed while another controls the page is a new build waiting. */
function watch(worker: ServiceWorker | null) {
  if (!worker) return;
  const check = () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
    else if (worker.state === 'redundant' && waitingWorker === worker) setWaiting(null);
  };
  check();
  worker.addEventListener('statechange', check);
}

export function startServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      if (!registration) return; // Playwright's serviceWorkers: 'block' answers with nothing
      watch(registration.waiting);
      watch(registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, CHECK_EVERY_MS);
    },
    (error: unknown) => console.warn('The service worker was not registered', error),
  );
}

/** Starts it after the page's `load` and the next idle moment. */
export function startServiceWorkerWhenIdle(): void {
  const start = () => whenIdle(startServiceWorker, { timeoutMs: 5000, fallbackDelayMs: 1000 });
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
    () => waitingWorker !== null,
    () => false,
  );
}

/** The waiting worker takes over; the page reloads on it. */
export function reloadToUpdate(): void {
  const worker = waitingWorker;
  if (!worker) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
