/**
 * The one place the web app connects to Firebase. Firestore and Storage live
 * in their own modules (firestore.ts, storage.ts), and this module itself
 * loads only when a user is signed in or starts to sign in (lib/session/),
 * so a visitor's Home downloads no Firebase SDK at all.
 */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, initializeAuth, type Auth, type User } from 'firebase/auth';
import { announceAuth } from './auth-ready';
import { emulatorHost, firebaseConfig, usesEmulators } from './config';

export { emulatorHost, firebaseConfig, usesEmulators } from './config';

export const firebaseApp = initializeApp(firebaseConfig);

// Session persistence unless the person chose "Keep me signed in" at login (lib/session/persistence.ts): the SDK
// restores a user from whichever of the two holds one, and keeps them there.
export const auth: Auth = initializeAuth(firebaseApp, { persistence: [browserSessionPersistence, browserLocalPersistence] });
if (usesEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:9099`, { disableWarnings: true });
  // No reCAPTCHA script is fetched: the Auth emulator accepts any verifier.
  auth.settings.appVerificationDisabledForTesting = true;
}
announceAuth(auth);

/** The signed-in user once the SDK has settled: a restored user shows before the SDK confirms them (lib/session/). */
export async function confirmedUser(): Promise<User | null> {
  await auth.authStateReady();
  return auth.currentUser;
}
