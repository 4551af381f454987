// One machine-wide lock for the fixed emulator ports: `npm test`, `npm run seed`,
// `npm run bench` and `npm start` never start two emulator suites at once.
//
// The lock is flock(2) on /tmp/jobsearch-emulators.lock, taken in this process:
// the file is opened here and util-linux `flock` is run on that inherited file
// descriptor. A flock belongs to the open file, not to the process that took it,
// so it stays held after the helper exits, for as long as this process lives.
// (Earlier the script re-ran itself under `flock`, which dies at once on Ctrl-C
// and left firebase-tools exporting without the lock and the caller exiting 1.)
// Runs of older checkouts that still re-exec under `flock` share the same lock.
import { spawnSync } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';

export const LOCK = '/tmp/jobsearch-emulators.lock';

const BUSY = 75; // flock's exit code when -n finds the lock taken (-E)
let held = false;

/**
 * Takes the emulator lock for the rest of this process's life (children are
 * told through JOBSEARCH_HOLDS_LOCK=1 that their parent holds it).
 * `wait: false` fails at once with a message instead of queueing.
 */
export function holdEmulatorLock({ wait = true } = {}) {
  if (held || process.env.JOBSEARCH_HOLDS_LOCK === '1') return;
  const fd = openLockFile();
  if (flock(fd, { wait: false }) !== 0) {
    if (!wait) {
      console.error('The emulators are in use by another "npm start", "npm test" or "npm run seed" on this machine: stop it and try again.');
      process.exit(1);
    }
    flock(fd, { wait: true });
  }
  held = true;
  process.env.JOBSEARCH_HOLDS_LOCK = '1';
}

function openLockFile() {
  try {
    return openSync(LOCK, constants.O_RDWR | constants.O_CREAT, 0o666);
  } catch (error) {
    // A lock file made by another user may be read-only to us; flock works on it all the same.
    if (error.code === 'EACCES') return openSync(LOCK, constants.O_RDONLY);
    throw error;
  }
}

/** util-linux flock on our descriptor (as the child's fd 3); returns 0 when held, BUSY when -n found it taken. */
function flock(fd, { wait }) {
  const run = spawnSync('flock', [...(wait ? [] : ['-n', '-E', String(BUSY)]), '3'], { stdio: ['ignore', 'inherit', 'inherit', fd] });
  if (run.error) throw new Error(`Could not run flock for ${LOCK}: ${run.error.message}`);
  if (run.status === 0) return 0;
  if (!wait && run.status === BUSY) return BUSY;
  closeSync(fd);
  if (run.signal) process.exit(130); // Ctrl-C while queueing: nothing was started
  throw new Error(`flock on ${LOCK} exited ${run.status}`);
}
