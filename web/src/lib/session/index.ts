/**
 * The session: who is signed in (SessionProvider, useSession, useSignedIn),
 * the hold an auth flow puts on it, the profile refresh, and the user the
 * Auth SDK will restore (read from its own stored entry).
 */
export { isSessionHeld, holdSession, isUnfinishedSignUp, releaseSession } from './hold';
export { refreshProfile } from './profile-refresh';
export { SessionProvider, useSession, useSignedIn } from './SessionProvider';
export { readStoredUser, storedUserFrom, type StoredUser } from './stored-user';
export type { Session, SessionUser } from './types';
