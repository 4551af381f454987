/**
 * Who is signed in, their profile (users/{uid}) and whether they are an
 * admin (custom claim). The profile is read once with Firestore Lite when a
 * user becomes visible, and again through `refreshProfile()` after the app
 * itself changes it (the profile page, an auth flow ending): a live listener
 * would put the full Firestore SDK on the path of every signed-in first page.
 *
 * The Auth SDK loads only when it has something to do (lib/auth-ready.ts):
 * its own entry in sessionStorage says whether a user will be restored. A
 * visitor is signed out from the first render with no Firebase code
 * downloaded (Home's JavaScript budget); a sign-in page loads the SDK and the
 * session follows it from then on. A restored user is shown at once from
 * that entry and the device's last-seen profile (lib/last-seen.ts), while the
 * SDK confirms the user with the server and the profile is read again: a
 * repeat view draws without waiting for the network (issue 22). Reads made
 * meanwhile wait for the SDK themselves (Firestore asks it for the token).
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
import type { Auth, User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { whenAuthLoads } from './auth-ready';
import { STORED_USER_KEY } from './firebase-config';
import { whenIdle } from './idle';
import { forgetLastSeen } from './last-seen-keys';

/** What the app reads of the signed-in user: the same whether the SDK has confirmed them yet or not. */
export type SessionUser = Pick<User, 'uid' | 'email' | 'phoneNumber' | 'displayName' | 'emailVerified'>;

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      user: SessionUser;
      /** The SDK's user once it has confirmed them (null while a restored user shows from the device's entry): for account changes. */
      authUser: User | null;
      profile: UserProfile | null;
      role: Role | null;
      isAdmin: boolean;
      profileLoaded: boolean;
    };

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
async function abandonStaleFlow(auth: Auth, user: User): Promise<void> {
  const { signOut } = await import('firebase/auth');
  writeStoredHold(false);
  try {
    if (isUnfinishedSignUp(user)) await user.delete();
    else await signOut(auth);
  } catch {
    await signOut(auth).catch(() => undefined);
  }
}

// ---- The user the Auth SDK will restore -------------------------------------

interface StoredUser {
  user: SessionUser;
  isAdmin: boolean;
}

/** The `admin` claim of an ID token, decoded as `getIdTokenResult()` does (no check: the server checks every call). */
function adminClaimOf(token: unknown): boolean {
  if (typeof token !== 'string') return false;
  try {
    const payload = token.split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { admin?: unknown }).admin === true;
  } catch {
    return false;
  }
}

/** The user in the Auth SDK's sessionStorage entry (what it restores on load), or null. */
export function readStoredUser(): StoredUser | null {
  try {
    return storedUserFrom(sessionStorage.getItem(STORED_USER_KEY));
  } catch {
    return null; // storage unavailable: the SDK keeps its user in memory, and nobody is restored
  }
}

/** The user in the text of that entry, or null when it holds none. */
export function storedUserFrom(entry: string | null): StoredUser | null {
  try {
    const stored = JSON.parse(entry ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored.uid !== 'string') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const tokens = stored.stsTokenManager as { accessToken?: unknown } | undefined;
    return {
      user: {
        uid: stored.uid,
        email: text(stored.email),
        phoneNumber: text(stored.phoneNumber),
        displayName: text(stored.displayName),
        emailVerified: stored.emailVerified === true,
      },
      isAdmin: adminClaimOf(tokens?.accessToken),
    };
  } catch {
    return null;
  }
}

/** The first render's session: a visitor is signed out at once; a restored user shows before the SDK confirms them. */
function initialSession(): Session {
  if (readStoredHold()) return { status: 'loading' }; // a flow cut off by a reload: settled once Auth loads
  const stored = readStoredUser();
  if (!stored) return { status: 'signedOut' };
  return { status: 'signedIn', user: stored.user, authUser: null, isAdmin: stored.isAdmin, profile: null, role: null, profileLoaded: false };
}

// ---- Profile refresh --------------------------------------------------------

let reloadProfile: (() => Promise<void>) | null = null;

/** Reads the signed-in user's profile again; resolves once the session holds it. */
export function refreshProfile(): Promise<void> {
  return reloadProfile?.() ?? Promise.resolve();
}

// ---- Provider -------------------------------------------------------------

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(initialSession);
  const isHeld = useSyncExternalStore(
    subscribeHold,
    () => held,
    () => false,
  );

  useEffect(() => {
    let stopped = false;
    let latestRead = 0;
    let currentAuth: Auth | null = null;
    const setProfile = (uid: string, profile: UserProfile | null, onlyIfMissing: boolean) =>
      setSession((prev) =>
        prev.status === 'signedIn' && prev.user.uid === uid && !(onlyIfMissing && prev.profileLoaded)
          ? { ...prev, profile, role: profile?.role ?? null, profileLoaded: true }
          : prev,
      );
    // The device's last-seen profile first, so a repeat view draws at once; the read then replaces it.
    const showProfileCopy = async (uid: string) => {
      const { recallUserProfile } = await import('./users');
      const copy = recallUserProfile(uid);
      if (copy !== undefined && !stopped) setProfile(uid, copy, true);
    };
    // Only the newest read may set the profile: an older one may answer last.
    const loadProfile = async (user: User) => {
      const read = ++latestRead;
      const { readUserProfileOrLastSeen } = await import('./users');
      const profile = await readUserProfileOrLastSeen(user.uid).catch((error: unknown) => {
        console.error('Reading the profile failed', error);
        return null;
      });
      if (stopped || read !== latestRead || currentAuth?.currentUser?.uid !== user.uid) return;
      setProfile(user.uid, profile, false);
    };
    reloadProfile = () => (currentAuth?.currentUser ? loadProfile(currentAuth.currentUser) : Promise.resolve());

    const restoring = readStoredUser();
    const cutOffFlow = readStoredHold();
    if (restoring && !cutOffFlow) void showProfileCopy(restoring.user.uid);

    let stopAuth = () => undefined as void;
    const follow = async (auth: Auth) => {
      const { onIdTokenChanged } = await import('firebase/auth');
      if (stopped) return;
      currentAuth = auth;
      stopAuth = onIdTokenChanged(auth, async (user) => {
        if (!user) {
          latestRead++;
          if (!held) writeStoredHold(false); // a stale mark with nobody signed in
          forgetLastSeen(); // the previous user's offline copies go with them
          setSession({ status: 'signedOut' });
          return;
        }
        if (!held && readStoredHold()) {
          setSession({ status: 'signedOut' });
          await abandonStaleFlow(auth, user);
          return;
        }
        // Offline with an expired token this throws: the claim is then read from the stored token, as on startup.
        const isAdmin = await user.getIdTokenResult().then(
          (token) => token.claims.admin === true,
          () => readStoredUser()?.isAdmin === true,
        );
        if (auth.currentUser?.uid !== user.uid) return; // signed out or switched meanwhile
        setSession((prev) => {
          const same = prev.status === 'signedIn' && prev.user.uid === user.uid;
          return {
            status: 'signedIn',
            user,
            authUser: user,
            isAdmin,
            profile: same ? prev.profile : null,
            role: same ? prev.role : null,
            profileLoaded: same ? prev.profileLoaded : false,
          };
        });
        await loadProfile(user);
      });
    };
    const stopWaiting = whenAuthLoads((auth) => void follow(auth));
    // Someone to restore (or a cut-off flow to end): load the SDK without waiting for a page to ask for it.
    const loadAuth = () => {
      if (stopped) return;
      import('./firebase').catch((error: unknown) => {
        // Offline without the installed app: a restored user stays as the device last saw them.
        console.error('Loading Firebase Auth failed', error);
        if (!stopped) setSession((prev) => (prev.status === 'loading' ? { status: 'signedOut' } : prev));
      });
    };
    // A cut-off flow waits on it; a restored user is already drawn, so the SDK runs at the next idle
    // moment, after the first view (a page's first read loads it sooner): a repeat view's copies are
    // not held behind its code (docs/decisions.md, "The /jobs view draws before Firebase runs").
    if (cutOffFlow) loadAuth();
    else if (restoring) whenIdle(loadAuth, { timeoutMs: 1000, fallbackDelayMs: 0 });
    return () => {
      stopped = true;
      stopWaiting();
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
