// One machine-wide lock for the fixed emulator ports: `npm test`, `npm run seed`
// and `npm start` never start two emulator suites at once.
import { spawnSync } from 'node:child_process';

export const LOCK = '/tmp/jobsearch-emulators.lock';

/**
 * Re-runs the calling script under `flock` unless it already holds the lock.
 * `wait: false` fails at once with a message instead of queueing.
 */
export function holdEmulatorLock({ wait = true } = {}) {
  if (process.env.JOBSEARCH_HOLDS_LOCK === '1') return;
  const args = [...(wait ? [] : ['-n', '-E', '75']), LOCK, process.execPath, ...process.argv.slice(1)];
  const run = spawnSync('flock', args, { stdio: 'inherit', env: { ...process.env, JOBSEARCH_HOLDS_LOCK: '1' } });
  if (run.error) throw run.error;
  if (!wait && run.status === 75) {
    console.error('The emulators are in use by another "npm start", "npm test" or "npm run seed" on this machine: stop it and try again.');
    process.exit(1);
  }
  process.exit(run.status ?? 1);
}
