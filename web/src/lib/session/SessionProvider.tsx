/**
 * Who is signed in, their profile (users/{uid}) and whether they are an
 * admin (custom claim). The profile is read once with Firestore Lite when a
 * user becomes visible, and again through `refreshProfile()` after the app
 * itself changes it: a live listener would put the full Firestore SDK on the
 * path of every signed-in first page.
 *
 * The Auth SDK loads only when it has something to do (lib/firebase/auth-ready.ts):
 * its own stored entry (stored-user.ts) says whether a user will
 * be restored. A visitor is signed out from the first render with no Firebase
 * code downloaded (Home's JavaScript budget); a sign-in page loads the SDK and
 * the session follows it from then on. A restored user is shown at once from
 * that entry and the device's last-seen profile (lib/offline/last-seen.ts), while the
 * SDK confirms the user with the server and the profile is read again: a
 * repeat view draws without waiting for the network. Reads made meanwhile
 * wait for the SDK themselves (Firestore asks it for the token). While an
 * auth flow holds the session (hold.ts), the app sees nobody signed in.
 */
import type { UserProfile } from '@jobsearch/domain/schemas';
import type { Auth, User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { whenAuthLoads } from '../firebase/auth-ready';
import { whenIdle } from '../util/idle';
import { forgetLastSeen } from '../offline/last-seen-keys';
import { abandonStaleFlow, heldStore, isSessionHeld, readStoredHold, writeStoredHold } from './hold';
import { setProfileReloader } from './profile-refresh';
import { primedProfile } from './primed-profile';
import { readStoredUser } from './stored-user';
import type { Session } from './types';

const SessionContext = createContext<Session>({ status: 'loading' });
/** How long a restored user's Auth SDK waits for a page's own read to load it, when early reads stood in. */
const EARLY_AUTH_DELAY_MS = 5000;

/** The first render's session: a visitor is signed out at once; a restored user shows before the SDK confirms them. */
function initialSession(): Session {
  if (readStoredHold()) return { status: 'loading' }; // a flow cut off by a reload: settled once Auth loads
  const stored = readStoredUser();
  if (!stored) return { status: 'signedOut' };
  // The early read's profile, when main.tsx took it before this render (primed-profile.ts).
  const profile = primedProfile.get(stored.user.uid);
  return {
    status: 'signedIn',
    user: stored.user,
    authUser: null,
    isAdmin: stored.isAdmin,
    profile: profile ?? null,
    role: profile?.role ?? null,
    profileLoaded: profile !== undefined,
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(initialSession);
  const isHeld = useSyncExternalStore(heldStore.subscribe, heldStore.get, () => false);

  useEffect(() => {
    const restoring = readStoredUser();
    const cutOffFlow = readStoredHold();
    let stopped = false;
    let latestRead = 0;
    let currentAuth: Auth | null = null;
    const setProfile = (uid: string, profile: UserProfile | null, onlyIfMissing: boolean) =>
      setSession((prev) =>
        prev.status === 'signedIn' && prev.user.uid === uid && !(onlyIfMissing && prev.profileLoaded)
          ? { ...prev, profile, role: profile?.role ?? null, profileLoaded: true }
          : prev,
      );
    // The user whose profile came from index.html's early read: as fresh as a read, so the first read after Auth is not made.
    let earlyProfileOf: string | null = restoring && primedProfile.get(restoring.user.uid) ? restoring.user.uid : null;
    // The device's last-seen profile first, so a repeat view draws at once; the early read (or the read) then replaces it.
    const showProfileCopy = async (uid: string) => {
      const { earlyUserProfile, recallUserProfile } = await import('./users');
      const copy = recallUserProfile(uid);
      if (copy !== undefined && !stopped) setProfile(uid, copy, true);
      const early = await earlyUserProfile(uid);
      if (early === undefined || stopped || latestRead > 0) return;
      earlyProfileOf = uid;
      setProfile(uid, early, false);
    };
    // Only the newest read may set the profile: an older one may answer last. `again`: the app changed the profile.
    const loadProfile = async (user: User, again = false) => {
      if (earlyProfileOf === user.uid && !again) return;
      const read = ++latestRead;
      const { readUserProfileOrLastSeen } = await import('./users');
      const profile = await readUserProfileOrLastSeen(user.uid).catch((error: unknown) => {
        console.error('Reading the profile failed', error);
        return null;
      });
      if (stopped || read !== latestRead || currentAuth?.currentUser?.uid !== user.uid) return;
      setProfile(user.uid, profile, false);
    };
    setProfileReloader(() => (currentAuth?.currentUser ? loadProfile(currentAuth.currentUser, true) : Promise.resolve()));

    if (restoring && !cutOffFlow && earlyProfileOf !== restoring.user.uid) void showProfileCopy(restoring.user.uid);

    let stopAuth = () => undefined as void;
    const follow = async (auth: Auth) => {
      const { onIdTokenChanged } = await import('firebase/auth');
      if (stopped) return;
      currentAuth = auth;
      stopAuth = onIdTokenChanged(auth, async (user) => {
        if (!user) {
          latestRead++;
          earlyProfileOf = null;
          if (!isSessionHeld()) writeStoredHold(false); // a stale mark with nobody signed in
          forgetLastSeen(); // the previous user's offline copies go with them
          setSession({ status: 'signedOut' });
          return;
        }
        if (!isSessionHeld() && readStoredHold()) {
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
      import('../firebase/app').catch((error: unknown) => {
        // Offline without the installed app: a restored user stays as the device last saw them.
        console.error('Loading Firebase Auth failed', error);
        if (!stopped) setSession((prev) => (prev.status === 'loading' ? { status: 'signedOut' } : prev));
      });
    };
    // A cut-off flow waits on it; a restored user is already drawn, so the SDK runs at the next idle
    // moment, after the first view (a page's first read loads it sooner): a repeat view's copies are
    // not held behind its code (docs/decisions.md, "The /jobs view draws before Firebase runs").
    // When index.html's early reads stand in for the first reads (lib/data/early-reads.ts), nothing on the first
    // view needs the SDK: the page's first read through it loads it, after its first content, off the slow link
    // the page's own code shares; a page that reads nothing gets it a few seconds on.
    const readEarly = restoring && window.__earlyReads?.uid === restoring.user.uid;
    if (cutOffFlow) loadAuth();
    else if (readEarly) setTimeout(() => whenIdle(loadAuth, { timeoutMs: 1000, fallbackDelayMs: 0 }), EARLY_AUTH_DELAY_MS);
    else if (restoring) whenIdle(loadAuth, { timeoutMs: 1000, fallbackDelayMs: 0 });
    return () => {
      stopped = true;
      stopWaiting();
      stopAuth();
      setProfileReloader(null);
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
