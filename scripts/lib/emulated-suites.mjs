// Runs under the emulator lock: starts the emulators once, with the seed
// imported, and runs the given suites inside them one after another.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prepareEmulators, runFirebase } from './emulators.mjs';
import { PreflightError } from './preflight.mjs';
import { ROOT, SEED_DIR } from './paths.mjs';

const suites = process.argv.slice(2);
try {
  const { env, only } = await prepareEmulators();
  const importArgs = existsSync(join(SEED_DIR, 'firebase-export-metadata.json')) ? ['--import', SEED_DIR] : [];
  const inner = `node ${JSON.stringify(join(ROOT, 'scripts', 'lib', 'run-suites.mjs'))} ${suites.join(' ')}`;
  await runFirebase(['emulators:exec', '--only', only.join(','), ...importArgs, inner], { env });
} catch (error) {
  if (error instanceof PreflightError) { console.error(error.message); process.exit(1); }
  throw error;
}
