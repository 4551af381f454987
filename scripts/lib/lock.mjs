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
import { closeSync, constants, ftruncateSync, openSync, readFileSync, readlinkSync, statSync, writeSync } from 'node:fs';

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
    const holder = describeHolder();
    if (!wait) {
      console.error(
        `The emulators are in use by another "npm start", "npm test" or "npm run seed" on this machine${holder ? ` (${holder})` : ''}: stop it and try again.`,
      );
      process.exit(1);
    }
    console.error(`Waiting for the emulators lock (${LOCK}), held by ${holder ?? 'another run on this machine'}...`);
    flock(fd, { wait: true });
  }
  held = true;
  process.env.JOBSEARCH_HOLDS_LOCK = '1';
  sayWhoHolds(fd);
}

/** Writes who we are into the lock file for whoever queues behind us; emptied again on exit. */
function sayWhoHolds(fd) {
  const script = process.env.npm_lifecycle_event;
  const command = script ? (['test', 'start'].includes(script) ? `npm ${script}` : `npm run ${script}`) : `node ${process.argv.slice(1).join(' ')}`;
  const line = JSON.stringify({ pid: process.pid, command, cwd: process.cwd(), since: new Date().toISOString() });
  try {
    ftruncateSync(fd, 0);
    writeSync(fd, `${line}\n`, 0);
    process.on('exit', () => {
      try {
        ftruncateSync(fd, 0);
      } catch {
        /* read-only or gone */
      }
    });
  } catch {
    // read-only lock file: waiters fall back to /proc/locks
  }
}

/** "npm test in /work/x (pid 123, since 10:42)", or the holding process's command line, or null. */
function describeHolder() {
  try {
    const info = JSON.parse(readFileSync(LOCK, 'utf8'));
    if (info?.pid && isAlive(info.pid)) {
      const since = new Date(info.since).toTimeString().slice(0, 5);
      return `${info.command} in ${info.cwd} (pid ${info.pid}, since ${since})`;
    }
  } catch {
    // empty, or written by an older checkout that re-runs itself under flock
  }
  // /proc/locks names the process that took the flock; for older checkouts that is
  // `flock <lock> node .../scripts/x.mjs`, alive for the whole run.
  try {
    const { ino, dev } = statSync(LOCK);
    const id = `${hex2((dev >> 8) & 0xfff)}:${hex2((dev & 0xff) | ((dev >> 12) & 0xfff00))}:${ino}`;
    for (const line of readFileSync('/proc/locks', 'utf8').split('\n')) {
      const f = line.trim().split(/\s+/);
      if (f[1] !== 'FLOCK' || f[5] !== id) continue; // f[1] is '->' for a waiter
      const pid = Number(f[4]);
      if (!isAlive(pid)) continue;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      let cwd = '';
      try {
        cwd = ` in ${readlinkSync(`/proc/${pid}/cwd`)}`;
      } catch {
        /* another user's process */
      }
      return `pid ${pid}: ${cmd.length > 120 ? `${cmd.slice(0, 117)}...` : cmd}${cwd}`;
    }
  } catch {
    // no /proc/locks: say nothing more
  }
  return null;
}

const hex2 = (n) => n.toString(16).padStart(2, '0');

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
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
