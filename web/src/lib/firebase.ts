/**
 * The one place the web app connects to Firebase. Auth is needed on every
 * page; Firestore and Storage live in their own modules (firestore.ts,
 * storage.ts) so a route that does not use them does not download them.
 */
import { initializeApp } from 'firebase/app';
import { browserSessionPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';

const env = import.meta.env;
const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-jobsearch';

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID || '000000000000',
  appId: env.VITE_FIREBASE_APP_ID || '1:000000000000:web:0000000000000000',
};

/** demo-* projects exist only on the emulators, so they always use them. */
export const usesEmulators = env.VITE_USE_EMULATORS === 'true' || projectId.startsWith('demo-');

/** Emulators listen on the machine that serves the page (localhost, 127.0.0.1 or a LAN name). */
export const emulatorHost = typeof location !== 'undefined' && location.hostname ? location.hostname : '127.0.0.1';

export const firebaseApp = initializeApp(firebaseConfig);

// Session persistence: a fresh browser session starts signed out (docs/spec-notes.md §2).
export const auth: Auth = initializeAuth(firebaseApp, { persistence: browserSessionPersistence });
if (usesEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:9099`, { disableWarnings: true });
  // No reCAPTCHA script is fetched: the Auth emulator accepts any verifier.
  auth.settings.appVerificationDisabledForTesting = true;
}
