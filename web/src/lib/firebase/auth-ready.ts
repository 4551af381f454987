/**
 * Tells the session when the Auth SDK has loaded (lib/firebase/app.ts announces
 * it), whoever loaded it: a sign-in page, a restored user, a public job
 * page's apply button. The session then follows that Auth instance; until
 * then a visitor is simply signed out, with no Firebase code downloaded.
 */
import type { Auth } from 'firebase/auth';

let loaded: Auth | null = null;
const waiting = new Set<(auth: Auth) => void>();

export function announceAuth(auth: Auth): void {
  loaded = auth;
  for (const listener of [...waiting]) listener(auth);
  waiting.clear();
}

/** Calls `listener` once Auth is loaded (at once if it already is); returns an unsubscribe. */
export function whenAuthLoads(listener: (auth: Auth) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  waiting.add(listener);
  return () => {
    waiting.delete(listener);
  };
}
