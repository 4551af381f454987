// Everything needed to run `firebase emulators:*` on these offline machines.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureFirestoreShim } from './firestore-shim.mjs';
import { ensureStorageRuntime, officialRuntimePath } from './storage-runtime.mjs';
import { requireFreePorts, requireJava } from './preflight.mjs';
import { CACHE_DIR, PROJECT_ID, ROOT } from './paths.mjs';

const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

/**
 * Environment for firebase-tools: the Firestore shim, the Storage rules
 * runtime adapter where the official one is not cached, and which emulators
 * can run here.
 */
export async function prepareEmulators({ log = (line) => console.error(line) } = {}) {
  requireJava();
  await requireFreePorts();
  // The Storage emulator keeps blobs under os.tmpdir()/firebase and wipes them on exit:
  // a temp folder of our own keeps another emulator on the machine from wiping ours.
  const tmp = join(CACHE_DIR, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const env = { ...process.env, TMPDIR: tmp };
  const firestoreJar = ensureFirestoreShim();
  if (firestoreJar) env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreJar;
  else log('Firestore emulator: Debian package not found, firebase-tools will download its own.');

  let storage = true;
  try {
    const jar = await ensureStorageRuntime({ log });
    if (jar) env.STORAGE_EMULATOR_BINARY_PATH = jar;
    else storage = officialRuntimePath().cached;
  } catch (error) {
    log(`Storage emulator unavailable: ${error.message}`);
    storage = false;
  }
  const only = ['auth', 'firestore', 'functions', 'hosting', ...(storage ? ['storage'] : [])];
  env.JOBSEARCH_STORAGE_EMULATOR = storage ? '1' : '0';
  return { env, only, storage };
}

/**
 * Runs firebase-tools with the prepared environment; resolves with its exit code.
 * Ctrl-C reaches firebase-tools directly (same process group) and it exports
 * before stopping, so this process only waits; SIGTERM is passed on.
 */
export function runFirebase(args, { env, stdio = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(FIREBASE_BIN, [...args, '--project', PROJECT_ID], { cwd: ROOT, env, stdio });
    const ignoreInterrupt = () => {};
    const forwardTerminate = () => child.kill('SIGTERM');
    process.on('SIGINT', ignoreInterrupt);
    process.on('SIGTERM', forwardTerminate);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignoreInterrupt);
      process.off('SIGTERM', forwardTerminate);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
