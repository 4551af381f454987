/**
 * Where the last-seen copies live (lib/offline/last-seen.ts), and their removal at
 * sign-out: apart, so the session (on Home's first view) carries only this.
 */
export const LAST_SEEN_PREFIX = 'jobsearch.lastSeen.';

export type LastSeenKind = 'profile' | 'jobs' | 'applications' | 'savedJobs' | 'alerts' | 'view' | 'threads' | 'messages';

/** The last-seen view's markup (lib/offline/last-seen-view.ts), read before any script by index.html's inline one. */
export const LAST_SEEN_VIEW_KEY = `${LAST_SEEN_PREFIX}view`;

/** On sign-out: nothing of the previous user stays. */
export function forgetLastSeen(): void {
  try {
    // Both storages: a kept user's copies are in localStorage (lib/session/stored-user.ts, userStorage).
    for (const storage of [sessionStorage, localStorage]) {
      for (const kind of ['profile', 'jobs', 'applications', 'savedJobs', 'alerts', 'view', 'threads', 'messages'] satisfies LastSeenKind[])
        storage.removeItem(LAST_SEEN_PREFIX + kind);
    }
  } catch {
    /* storage unavailable: nothing to forget */
  }
}
