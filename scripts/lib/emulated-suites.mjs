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
    // The emulators' JVMs on C1 alone: a test run is over before C2's compiling (a third of the
    // Firestore emulator's CPU) pays back. It took a fifth off that JVM's CPU and about 8 % off
    // the browser files it served (docs/decisions.md, "The suite's time, eighth round").
    env.JDK_JAVA_OPTIONS = [process.env.JDK_JAVA_OPTIONS, '-XX:TieredStopAtLevel=1'].filter(Boolean).join(' ');
    const importArgs = existsSync(join(SEED_DIR, 'firebase-export-metadata.json')) ? ['--import', SEED_DIR] : [];
    const inner = `node ${JSON.stringify(join(ROOT, 'scripts', 'lib', 'run-suites.mjs'))} ${suites.join(' ')}`;
    await runFirebase(['emulators:exec', '--only', only.join(','), ...importArgs, inner], { env });
  } catch (error) {
    // Said here, not thrown: the caller still prints its closing summary line.
    console.error(error instanceof PreflightError ? error.message : error);
  }
}
