/**
 * Signing out. The Auth SDK and the app are imported on use: Auth is already loaded for
 * anyone signed in, and a visitor's Home does not carry it.
 */
export async function signOutOfFirebase(): Promise<void> {
  const [{ signOut }, { auth }] = await Promise.all([import('firebase/auth'), import('../firebase/app')]);
  await signOut(auth);
}
