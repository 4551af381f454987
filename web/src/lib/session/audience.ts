/** Who is looking: the navigation bar and Home both decide by it. No React, no Firebase. */

export type Audience = 'visitor' | 'jobseeker' | 'employer' | 'admin' | 'member';

/** Enough of a session to decide the audience (keeps this file free of React and Firebase). */
export type SessionLike =
  { status: 'loading' | 'signedOut' } | { status: 'signedIn'; isAdmin: boolean; role: 'jobseeker' | 'employer' | null; profileLoaded: boolean };

/**
 * The audience of the navigation bar. An admin is an admin first; a signed-in
 * user whose profile has not loaded yet (or who has none) is a plain member.
 */
export function audienceOf(session: SessionLike): Audience {
  if (session.status !== 'signedIn') return 'visitor';
  if (session.isAdmin) return 'admin';
  if (session.role) return session.role;
  return 'member';
}
