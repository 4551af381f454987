// Inside `firebase emulators:exec`: the Firestore emulator's data back to the committed seed, the way
// the restore drill (tests/api/restore-drill.test.ts) wipes and imports it.
//
// Why: the emulator has no indexes. For every query and count() it builds and sorts an index table
// of the whole collection, one entry per element of an array queried (a job's searchKeys, about 200
// for a test's job). After the API files the jobs collection holds some 550 jobs instead of the
// seed's 72, and the browser suite, which searches the list in nearly every file, then spent most
// of the emulator's time sorting them: 10 min 50 s instead of 8 min 43 s on a fresh database.
// Every browser test makes the data it looks at, so none needs what the API files left.
import { join } from 'node:path';
import { PROJECT_ID, SEED_DIR } from './paths.mjs';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const HUB = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;
const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;
const SEED_METADATA = join(SEED_DIR, 'firestore_export', 'firestore_export.overall_export_metadata');

async function call(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
}

/**
 * Background triggers off first: the hub's switch waits for the Functions emulator's queue to
 * drain (so no trigger of the files before writes after the wipe), and the wipe's deletes and the
 * import's writes fire none (a wipe would run every delete cascade, the import every counter).
 * Returns the seconds it took.
 */
export async function seedAgain() {
  const begun = Date.now();
  await call('PUT', `${HUB}/functions/disableBackgroundTriggers`);
  try {
    await call('DELETE', `${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`);
    await call('POST', `${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}:import`, { database: DATABASE, export_directory: SEED_METADATA });
  } finally {
    await call('PUT', `${HUB}/functions/enableBackgroundTriggers`);
  }
  return Math.round((Date.now() - begun) / 100) / 10;
}
