// Where the tests find the emulators: the project ids, the site's base URL and
// each emulator's host. Imported first by everything that talks to them, so
// firebase-admin and the client SDKs see the same hosts as `npm start`.

/** The project `npm start` and `firebase emulators:exec` serve (its seed, functions and hosting). */
export const PROJECT_ID = 'demo-jobsearch';
/** The rules suite's own project: clearing its data never touches the seed other suites read. */
export const RULES_PROJECT_ID = 'demo-jobsearch-rules';
/** The default Storage bucket of PROJECT_ID. */
export const BUCKET_NAME = `${PROJECT_ID}.appspot.com`;
/** The site through hosting (port 5000), as a browser reaches it. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

// firebase.json's ports, unless `firebase emulators:exec` already named the hosts.
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';

export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
export const STORAGE_EMULATOR_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
/** The Auth emulator's Identity Toolkit REST API (sign-up, sign-in, OTPs). */
export const IDENTITY_URL = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
/** The Auth emulator's own endpoints (verification codes, out-of-band links). */
export const AUTH_EMULATOR_URL = `http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}`;
