// Everything needed to run `firebase emulators:*` on these offline machines.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { cachedFirestoreEmulator, ensureFirestoreShim, noFirestoreEmulatorMessage } from './firestore-shim.mjs';
import { ensureStorageRuntime, officialRuntimePath } from './storage-runtime.mjs';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { requireFreePorts, requireJdk } from './preflight.mjs';
import { CACHE_DIR, PROJECT_ID, ROOT } from './paths.mjs';

const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

/**
 * Environment for firebase-tools: the Firestore shim, the Storage rules
 * runtime adapter where the official one is not cached, and which emulators
 * can run here.
 */
export async function prepareEmulators({ log = (line) => console.error(line) } = {}) {
  requireJdk();
  await requireFreePorts();
  // The Storage emulator keeps blobs under os.tmpdir()/firebase and wipes them on exit:
  // a temp folder of our own keeps another emulator on the machine from wiping ours.
  const tmp = join(CACHE_DIR, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const env = { ...process.env, TMPDIR: tmp };
  const firestoreJar = ensureFirestoreShim();
  if (firestoreJar) env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreJar;
  else if (!process.env.FIRESTORE_EMULATOR_BINARY_PATH && !cachedFirestoreEmulator().cached) {
    log(noFirestoreEmulatorMessage());
  }

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
 *
 * firebase-tools runs in a process group of its own, so Ctrl-C reaches only this
 * process (which holds the emulator lock and must outlive the export) and is
 * passed on to that group exactly once: firebase-tools takes a second SIGINT as
 * "stop now, skip the export", and a terminal's Ctrl-C plus npm's forwarding of
 * it would otherwise deliver two. The group also holds what firebase-tools runs
 * (the emulators:exec script, function workers), which get Ctrl-C as they did in
 * the terminal's group; the emulators' JVMs run in groups of their own and are
 * stopped by firebase-tools. A later Ctrl-C (a deliberate second press) is
 * passed on too. SIGTERM goes to firebase-tools, SIGHUP to its group; it exports
 * on those as well. stdin is not given to firebase-tools: outside the terminal's
 * foreground group a read from it would stop the process.
 */
export function runFirebase(args, { env, stdio = 'inherit' } = {}) {
  const streams = stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', ...stdio.slice(1)];
  return new Promise((resolve, reject) => {
    // firebase.json with the emulators' origins in its Content-Security-Policy (emulator-config.mjs).
    const config = writeEmulatorConfig();
    const child = spawn(FIREBASE_BIN, [...args, '--project', PROJECT_ID, '--config', config], { cwd: ROOT, env, stdio: streams, detached: true });
    const lastSent = {};
    const running = () => child.exitCode === null && child.signalCode === null;
    const forward =
      (signal, { group }) =>
      () => {
        const now = Date.now();
        if (now - (lastSent[signal] ?? 0) < 1000) return; // the same Ctrl-C, arriving twice
        lastSent[signal] = now;
        if (!running()) return;
        try {
          if (group) process.kill(-child.pid, signal);
          else child.kill(signal);
        } catch {
          // already gone
        }
      };
    const handlers = {
      SIGINT: forward('SIGINT', { group: true }),
      SIGTERM: forward('SIGTERM', { group: false }),
      SIGHUP: forward('SIGHUP', { group: true }),
    };
    // Should this process end some other way, firebase-tools is not left running.
    const stopChild = () => {
      if (running()) child.kill('SIGTERM');
    };
    for (const [signal, handler] of Object.entries(handlers)) process.on(signal, handler);
    process.on('exit', stopChild);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      for (const [name, handler] of Object.entries(handlers)) process.off(name, handler);
      process.off('exit', stopChild);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
