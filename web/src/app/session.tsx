/**
 * Who is signed in, their profile (users/{uid}) and whether they are an
 * admin (custom claim). Firestore is loaded only once someone signs in.
 *
 * An auth flow (sign-up, login with its role check, forgot password, admin
 * login) may sign a Firebase user in before it has decided whether that user
 * may stay signed in. While a flow "holds" the session, the app sees no
 * signed-in user: the navigation does not flash, guards do not let a
 * half-made account through, and /login does not redirect. A hold left behind
 * by a reload is cleaned up on startup (see `holdSession`).
 */
import type { Role } from '@jobsearch/domain/choices';
import type { UserProfile } from '@jobsearch/domain/schemas';
import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { auth } from '../lib/firebase';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: User; profile: UserProfile | null; role: Role | null; isAdmin: boolean; profileLoaded: boolean };

const SessionContext = createContext<Session>({ status: 'loading' });

// ---- Session hold -------------------------------------------------------

const HOLD_KEY = 'jobsearch.authFlowPending';
let held = false;
const holdListeners = new Set<() => void>();
const notifyHold = () => { for (const listener of holdListeners) listener(); };

function readStoredHold(): boolean {
  try { return sessionStorage.getItem(HOLD_KEY) === '1'; } catch { return false; }
}
function writeStoredHold(value: boolean) {
  try {
    if (value) sessionStorage.setItem(HOLD_KEY, '1');
    else sessionStorage.removeItem(HOLD_KEY);
  } catch { /* storage unavailable: the in-memory hold still works */ }
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
}

export function isSessionHeld(): boolean {
  return held;
}

function subscribeHold(listener: () => void) {
  holdListeners.add(listener);
  return () => { holdListeners.delete(listener); };
}

/** A phone-only user: verified a number in a sign-up that was never finished. */
export function isUnfinishedSignUp(user: Pick<User, 'providerData'>): boolean {
  return !user.providerData.some((p) => p.providerId === 'password');
}

/** Startup after a reload in the middle of an auth flow: end that flow's sign-in. */
async function abandonStaleFlow(user: User): Promise<void> {
  writeStoredHold(false);
  try {
    if (isUnfinishedSignUp(user)) await user.delete();
    else await signOut(auth);
  } catch {
    await signOut(auth).catch(() => undefined);
  }
}

// ---- Provider -------------------------------------------------------------

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const isHeld = useSyncExternalStore(subscribeHold, () => held, () => false);

  useEffect(() => {
    let stopProfile: (() => void) | undefined;
    const stopAuth = onIdTokenChanged(auth, async (user) => {
      stopProfile?.();
      stopProfile = undefined;
      if (!user) {
        if (!held) writeStoredHold(false); // a stale mark with nobody signed in
        setSession({ status: 'signedOut' });
        return;
      }
      if (!held && readStoredHold()) { setSession({ status: 'signedOut' }); await abandonStaleFlow(user); return; }
      const claims = (await user.getIdTokenResult()).claims;
      const isAdmin = claims.admin === true;
      setSession((prev) => ({
        status: 'signedIn', user, isAdmin,
        profile: prev.status === 'signedIn' && prev.user.uid === user.uid ? prev.profile : null,
        role: prev.status === 'signedIn' && prev.user.uid === user.uid ? prev.role : null,
        profileLoaded: prev.status === 'signedIn' && prev.user.uid === user.uid ? prev.profileLoaded : false,
      }));
      const { watchProfile } = await import('./profile-source');
      if (auth.currentUser?.uid !== user.uid) return;
      stopProfile = watchProfile(user.uid, (profile) => {
        setSession((prev) => prev.status === 'signedIn' && prev.user.uid === user.uid
          ? { ...prev, profile, role: profile?.role ?? null, profileLoaded: true }
          : prev);
      });
    });
    return () => { stopAuth(); stopProfile?.(); };
  }, []);

  const visible: Session = isHeld && session.status === 'signedIn' ? { status: 'signedOut' } : session;
  return <SessionContext.Provider value={visible}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

/** The signed-in session, for pages behind RequireUser. */
export function useSignedIn() {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useSignedIn used outside RequireUser');
  return session;
}
