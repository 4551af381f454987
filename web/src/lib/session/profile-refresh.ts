/**
 * The profile is read once when a user becomes visible, and again through
 * `refreshProfile()` after the app itself changes it (the profile page, an auth
 * flow ending). The provider registers the reader while it is mounted.
 */

let reloadProfile: (() => Promise<void>) | null = null;

/** Reads the signed-in user's profile again; resolves once the session holds it. */
export function refreshProfile(): Promise<void> {
  return reloadProfile?.() ?? Promise.resolve();
}

/** The provider's reader (null when it unmounts). */
export function setProfileReloader(reload: (() => Promise<void>) | null): void {
  reloadProfile = reload;
}
