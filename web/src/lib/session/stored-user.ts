/**
 * The user the Auth SDK will restore, read from the SDK's own entry before any
 * Firebase code has loaded: a restored user can be drawn at once, and a
 * visitor is known to be signed out from the first render. The entry is in
 * sessionStorage, or in localStorage for someone who chose "Keep me signed
 * in" (lib/session/persistence.ts): both are read synchronously here, which
 * is why that choice uses localStorage rather than the SDK's IndexedDB.
 */
import { STORED_USER_KEY } from '../firebase/config';
import type { SessionUser } from './types';

export interface StoredUser {
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

/** The user in the Auth SDK's entry (what it restores on load), or null: sessionStorage first, as the SDK looks. */
export function readStoredUser(): StoredUser | null {
  return storedUserFrom(storedEntry(() => sessionStorage) ?? storedEntry(() => localStorage));
}

/**
 * Where the signed-in user's device copies go (lib/offline/last-seen.ts): the storage holding
 * the Auth SDK's entry, so a kept user's copies outlive the browser session with them and
 * nobody else's do.
 */
export function userStorage(): Storage | null {
  try {
    return storedEntry(() => sessionStorage) === null && storedEntry(() => localStorage) !== null ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

function storedEntry(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORED_USER_KEY);
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
