/**
 * Whether the site can reach the network, for React (`useOnline`) and outside
 * it (`isOnline`). `navigator.onLine` alone is not enough: `true` only means
 * some network is there, and `false` is also what Chromium says on a machine
 * without a default route, where localhost still answers (our test sandbox).
 * So the browser's word is a hint, checked with a probe: a HEAD request for
 * the manifest past every cache (the service worker does not answer it). The
 * site starts out online; when the browser says offline (at start or with its
 * `offline` event) or a read fails, a probe decides; while offline, a probe
 * runs every few seconds and on the `online` event, until one answers.
 */
import { useSyncExternalStore } from 'react';

/** How often a probe runs while offline. */
export const PROBE_EVERY_MS = 5000;
/** A probe that has not answered in this long counts as offline (a network that takes requests and answers nothing). */
export const PROBE_TIMEOUT_MS = 5000;

export interface OnlineTrackerDeps {
  /** Resolves true when the network answered. */
  probe: () => Promise<boolean>;
  /** Runs `run` after `ms`; returns the cancel. */
  later: (run: () => void, ms: number) => () => void;
}

/** The state machine, without the browser (unit-tested in online.test.ts). */
export class OnlineTracker {
  private online = true;
  private probing: Promise<void> | null = null;
  private cancelRetry: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: OnlineTrackerDeps) {}

  get isOnline(): boolean {
    return this.online;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The browser or a failed read says the network may be gone, or (`online` event) back: ask the network. */
  check(): Promise<void> {
    this.probing ??= this.deps
      .probe()
      .catch(() => false)
      .then((answered) => {
        this.probing = null;
        this.set(answered);
      });
    return this.probing;
  }

  private set(online: boolean) {
    this.cancelRetry?.();
    this.cancelRetry = online ? null : this.deps.later(() => void this.check(), PROBE_EVERY_MS);
    if (online === this.online) return;
    this.online = online;
    for (const listener of this.listeners) listener();
  }
}

function probeNetwork(): Promise<boolean> {
  return fetch(`/manifest.webmanifest?online-check=${Date.now()}`, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
    () => true,
    () => false,
  );
}

const tracker = new OnlineTracker({
  probe: probeNetwork,
  later: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
});

if (typeof window !== 'undefined') {
  if (navigator.onLine === false) void tracker.check();
  window.addEventListener('offline', () => void tracker.check());
  window.addEventListener('online', () => void tracker.check());
}

export function isOnline(): boolean {
  return tracker.isOnline;
}

/** A read failed: maybe the network is gone; a probe decides. */
export function checkOnline(): Promise<void> {
  return tracker.check();
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => tracker.subscribe(listener),
    () => tracker.isOnline,
    () => true,
  );
}
