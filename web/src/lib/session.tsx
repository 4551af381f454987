/**
 * Who is signed in, their profile (users/{uid}) and whether they are an
 * admin (custom claim). The profile is read once with Firestore Lite when a
 * user becomes visible, and again through `refreshProfile()` after the app
 * itself changes it (the profile page, an auth flow ending): a live listener
 * would put the full Firestore SDK on the path of every signed-in first page.
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
import { auth } from './firebase';
import { forgetLastSeen } from './last-seen-keys';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: User; profile: UserProfile | null; role: Role | null; isAdmin: boolean; profileLoaded: boolean };

const SessionContext = createContext<Session>({ status: 'loading' });

// ---- Session hold -------------------------------------------------------

const HOLD_KEY = 'jobsearch.authFlowPending';
let held = false;
const holdListeners = new Set<() => void>();
const notifyHold = () => {
  for (const listener of holdListeners) listener();
};

function readStoredHold(): boolean {
  try {
    return sessionStorage.getItem(HOLD_KEY) === '1';
  } catch {
    return false;
  }
}
function writeStoredHold(value: boolean) {
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

// ---- Profile refresh --------------------------------------------------------

let reloadProfile: (() => Promise<void>) | null = null;

/** Reads the signed-in user's profile again; resolves once the session holds it. */
export function refreshProfile(): Promise<void> {
  return reloadProfile?.() ?? Promise.resolve();
}

// ---- Provider -------------------------------------------------------------

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const isHeld = useSyncExternalStore(
    subscribeHold,
    () => held,
    () => false,
  );

  useEffect(() => {
    let latestRead = 0;
    // Only the newest read may set the profile: an older one may answer last.
    const loadProfile = async (user: User) => {
      const read = ++latestRead;
      const { readUserProfileOrLastSeen } = await import('./users');
      const profile = await readUserProfileOrLastSeen(user.uid).catch((error: unknown) => {
        console.error('Reading the profile failed', error);
        return null;
      });
      if (read !== latestRead || auth.currentUser?.uid !== user.uid) return;
      setSession((prev) =>
        prev.status === 'signedIn' && prev.user.uid === user.uid ? { ...prev, profile, role: profile?.role ?? null, profileLoaded: true } : prev,
      );
    };
    reloadProfile = () => (auth.currentUser ? loadProfile(auth.currentUser) : Promise.resolve());

    const stopAuth = onIdTokenChanged(auth, async (user) => {
      if (!user) {
        latestRead++;
        if (!held) writeStoredHold(false); // a stale mark with nobody signed in
        forgetLastSeen(); // the previous user's offline copies go with them
        setSession({ status: 'signedOut' });
        return;
      }
      if (!held && readStoredHold()) {
        setSession({ status: 'signedOut' });
        await abandonStaleFlow(user);
        return;
      }
      // Offline with an expired token, this throws: the user is then no admin until the next refresh.
      const isAdmin = await user.getIdTokenResult().then(
        (token) => token.claims.admin === true,
        () => false,
      );
      if (auth.currentUser?.uid !== user.uid) return; // signed out or switched meanwhile
      setSession((prev) => {
        const same = prev.status === 'signedIn' && prev.user.uid === user.uid;
        return {
          status: 'signedIn',
          user,
          isAdmin,
          profile: same ? prev.profile : null,
          role: same ? prev.role : null,
          profileLoaded: same ? prev.profileLoaded : false,
        };
      });
      await loadProfile(user);
    });
    return () => {
      stopAuth();
      reloadProfile = null;
    };
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
