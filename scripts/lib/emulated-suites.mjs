// Under the emulator lock (the caller holds it): starts the emulators once, with
// the seed imported, and runs the given suites inside them one after another.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prepareEmulators, runFirebase } from './emulators.mjs';
import { PreflightError } from './preflight.mjs';
import { ROOT, SEED_DIR } from './paths.mjs';

/** Resolves when the run is over; the results are in the suites' JSON files. */
export async function runEmulatedSuites(suites) {
  try {
    const { env, only } = await prepareEmulators();
    const importArgs = existsSync(join(SEED_DIR, 'firebase-export-metadata.json')) ? ['--import', SEED_DIR] : [];
    const inner = `node ${JSON.stringify(join(ROOT, 'scripts', 'lib', 'run-suites.mjs'))} ${suites.join(' ')}`;
    await runFirebase(['emulators:exec', '--only', only.join(','), ...importArgs, inner], { env });
  } catch (error) {
    // Said here, not thrown: the caller still prints its closing summary line.
    console.error(error instanceof PreflightError ? error.message : error);
  }
}
