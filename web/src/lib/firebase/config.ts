/**
 * The web app's Firebase settings, apart from the SDKs: the session reads
 * from them whether a signed-in user will be restored (the Auth SDK's entry
 * in sessionStorage or localStorage) without downloading the Auth SDK, which a visitor's
 * Home does not need (lib/session/).
 */
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

/** The Auth SDK's key for the signed-in user, in sessionStorage or (kept signed in) localStorage: `firebase:authUser:<apiKey>:<app>`. */
export const STORED_USER_KEY = `firebase:authUser:${firebaseConfig.apiKey}:[DEFAULT]`;
