// `npm run seed`: regenerates emulator-data/ from scripts/seed-data.mts in fresh emulators.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies } from './lib/setup.mjs';
import { ROOT, SEED_DIR } from './lib/paths.mjs';
import { PreflightError } from './lib/preflight.mjs';

ensureDependencies();
const { holdEmulatorLock } = await import('./lib/lock.mjs');
holdEmulatorLock();
const { prepareEmulators, runFirebase } = await import('./lib/emulators.mjs');
try {
  const { env, storage } = await prepareEmulators();
  rmSync(SEED_DIR, { recursive: true, force: true });
  const only = ['auth', 'firestore', ...(storage ? ['storage'] : [])].join(',');
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const code = await runFirebase(['emulators:exec', '--only', only, '--export-on-exit', SEED_DIR, `${tsx} scripts/seed-data.mts`], { env });
  process.exit(code);
} catch (error) {
  if (error instanceof PreflightError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
