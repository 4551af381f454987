// The Firestore emulator's data through its own endpoints (the ones `firebase emulators:export` and
// `--import` use), with the Functions emulator's background triggers off meanwhile: the restore
// drill (tests/api/restore-drill.test.ts) and, between the Node suites and the browsers, the data
// back to the committed seed (seedAgain).
//
// Why the seed again: the emulator has no indexes. For every query and count() it builds and sorts
// an index table of the whole collection, one entry per element of an array queried (a job's
// searchKeys, about 200 for a test's job). After the API files the jobs collection holds some 550
// jobs instead of the seed's 72, and the browser suite, which searches the list in nearly every
// file, then spent most of the emulator's time sorting them: 10 min 50 s instead of 8 min 43 s on a
// fresh database. Every browser test makes the data it looks at, so none needs what the API files left.
import { join } from 'node:path';
import { PROJECT_ID, SEED_DIR } from './paths.mjs';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const HUB = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;
const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;
const SEED_METADATA = join(SEED_DIR, 'firestore_export', 'firestore_export.overall_export_metadata');

/** One request; anything but 200 throws, naming the request and the emulator's answer. */
async function call(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
}

/** The database's documents exported to `directory/name` (its metadata file ends in `.overall_export_metadata`). */
export const exportData = (directory, name) =>
  call('POST', `${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}:export`, { database: DATABASE, export_directory: directory, export_name: name });
/** The documents of an export, given by its metadata file, written over what is there. */
export const importData = (metadata) =>
  call('POST', `${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}:import`, { database: DATABASE, export_directory: metadata });
/** Every document of the database deleted. */
export const wipeData = () => call('DELETE', `${FIRESTORE}/emulator/v1/${DATABASE}/documents`);

/**
 * `work` with the background triggers off, on again whatever it does. The emulator sends a wipe's
 * deletes and an import's writes to the triggers like any other (a wipe would run every delete
 * cascade, an import every counter); the hub's switch also waits for the Functions emulator's
 * queue to drain, so no trigger of what came before writes in the middle.
 */
export async function withBackgroundTriggersOff(work) {
  await call('PUT', `${HUB}/functions/disableBackgroundTriggers`);
  try {
    return await work();
  } finally {
    await call('PUT', `${HUB}/functions/enableBackgroundTriggers`);
  }
}

/** The data back to the committed seed (emulator-data/); returns the seconds it took. */
export async function seedAgain() {
  const begun = Date.now();
  await withBackgroundTriggersOff(async () => {
    await wipeData();
    await importData(SEED_METADATA);
  });
  return Math.round((Date.now() - begun) / 100) / 10;
}
