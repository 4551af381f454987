/**
 * The profile index.html's early read brought, checked before the first render
 * (users.ts primeEarlyProfile, called by main.tsx when the page's code was
 * preloaded): the session starts with the role known, so a guarded page is
 * drawn at once instead of one render later. Apart from users.ts so the shell
 * reads it without the schemas.
 */
import type { UserProfile } from '@jobsearch/domain/schemas';

let primed: { uid: string; profile: UserProfile } | null = null;

export function primeProfile(uid: string, profile: UserProfile): void {
  primed = { uid, profile };
}

/** The primed profile of `uid` (read, not taken: a first render may be run twice, under StrictMode). */
export function primedProfile(uid: string): UserProfile | undefined {
  return primed?.uid === uid ? primed.profile : undefined;
}
