/**
 * Who is signed in, their profile (users/{uid}) and whether they are an
 * admin (custom claim). Firestore is loaded only once someone signs in.
 */
import type { Role } from '@jobsearch/domain/choices';
import type { UserProfile } from '@jobsearch/domain/schemas';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { auth } from '../lib/firebase';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: User; profile: UserProfile | null; role: Role | null; isAdmin: boolean; profileLoaded: boolean };

const SessionContext = createContext<Session>({ status: 'loading' });

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });

  useEffect(() => {
    let stopProfile: (() => void) | undefined;
    const stopAuth = onIdTokenChanged(auth, async (user) => {
      stopProfile?.();
      stopProfile = undefined;
      if (!user) { setSession({ status: 'signedOut' }); return; }
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

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
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
