/**
 * An auth flow (sign-up, login with its role check, forgot password, admin
 * login) may sign a Firebase user in before it has decided whether that user
 * may stay signed in. While a flow "holds" the session, the app sees no
 * signed-in user: the navigation does not flash, guards do not let a
 * half-made account through, and /login does not redirect. A hold left behind
 * by a reload is cleaned up on startup (see `holdSession`).
 */
import type { Auth, User } from 'firebase/auth';
import { refreshProfile } from './profile-refresh';

const HOLD_KEY = 'jobsearch.authFlowPending';
let held = false;
const holdListeners = new Set<() => void>();
const notifyHold = () => {
  for (const listener of holdListeners) listener();
};

export function readStoredHold(): boolean {
  try {
    return sessionStorage.getItem(HOLD_KEY) === '1';
  } catch {
    return false;
  }
}
export function writeStoredHold(value: boolean) {
  try {
    if (value) sessionStorage.setItem(HOLD_KEY, '1');
    else sessionStorage.removeItem(HOLD_KEY);
  } catch {
    /* storage unavailable: the in-memory hold still works */
  }
}

/**
 * Hides the signed-in user from the app until `releaseSession()`. Also noted
 * in sessionStorage: if the page reloads mid-flow, startup signs that user
 * out (or deletes it when it is a phone-only account a sign-up left behind).
 */
export function holdSession(): void {
  held = true;
  writeStoredHold(true);
  notifyHold();
}

export function releaseSession(): void {
  held = false;
  writeStoredHold(false);
  notifyHold();
  // The flow may have created or checked the profile since the session last read it.
  void refreshProfile();
}

export function isSessionHeld(): boolean {
  return held;
}

function subscribeHold(listener: () => void) {
  holdListeners.add(listener);
  return () => {
    holdListeners.delete(listener);
  };
}

/**
 * A user left by a sign-up that never finished: it proved a number (so it has
 * no password) but has no profile. An account made with the phone alone has
 * no password either; its profile is what tells it apart, so it is read.
 */
export async function isUnfinishedSignUp(user: Pick<User, 'providerData' | 'uid'>): Promise<boolean> {
  if (user.providerData.some((p) => p.providerId === 'password')) return false;
  const { readUserProfile } = await import('./users');
  return (await readUserProfile(user.uid)) === null;
}

/** Startup after a reload in the middle of an auth flow: end that flow's sign-in. */
export async function abandonStaleFlow(auth: Auth, user: User): Promise<void> {
  const { signOut } = await import('firebase/auth');
  writeStoredHold(false);
  try {
    if (await isUnfinishedSignUp(user)) await user.delete();
    else await signOut(auth);
  } catch {
    await signOut(auth).catch(() => undefined);
  }
}

/** The hold as an external store, for useSyncExternalStore. */
export const heldStore = {
  subscribe: subscribeHold,
  get: () => held,
};
