// What a fresh clone lacks, installed on demand: npm packages, Chromium.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

const log = (line) => console.error(`[setup] ${line}`);

/** npm install when node_modules is missing or older than the lock file; true when it installed. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return false;
  log('installing npm packages (first run)...');
  // Not `npm ci`: npm leaves other platforms' optional packages (rollup's) out of the
  // lock file and ci then refuses it; install follows the lock file all the same.
  execSync('npm install --no-audit --no-fund', { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  return true;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A Devanagari font, so Hindi and Marathi screens draw real letters in screenshots and width checks. */
const DEVANAGARI_FONT = '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf';

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  run(['update', '-q']);
  return run(['install', '-y', '-q', '--no-install-recommends', ...packages]).status === 0;
}

/** Debian's Chromium for the browser tests (with the fonts they need); installed with apt where missing and we are root. */
export function ensureChromium() {
  const root = process.getuid?.() === 0;
  if (existsSync(CHROMIUM)) {
    if (!existsSync(DEVANAGARI_FONT) && root) {
      log('installing a Devanagari font from Debian packages...');
      aptInstall(['fonts-lohit-deva']);
    }
    return CHROMIUM;
  }
  if (!root) throw new Error(`Chromium is missing at ${CHROMIUM}: install it (sudo apt-get install -y chromium fonts-lohit-deva) or set CHROMIUM_PATH.`);
  log('installing Chromium from Debian packages...');
  const installed = aptInstall(['chromium', 'fonts-noto-color-emoji', 'fonts-dejavu-core', 'fonts-lohit-deva']);
  if (!installed || !existsSync(CHROMIUM)) throw new Error('Chromium could not be installed with apt-get.');
  return CHROMIUM;
}

/**
 * Builds what the emulators serve: the function bundle always, the site when asked,
 * first, because the function carries the site's index.html (the public job pages).
 */
export function buildWorkspaces({ web = true } = {}) {
  for (const workspace of web ? ['web', 'functions'] : ['functions']) {
    const run = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.signal) throw new BuildError(`The ${workspace} build was interrupted (${run.signal}).`);
    if (run.status !== 0) throw new BuildError(`The ${workspace} workspace failed to build: see the errors above.`);
  }
}

/** buildWorkspaces without blocking this process, for a caller with other work under way (scripts/test.mjs). */
export async function buildWorkspacesAlongside({ web = true } = {}) {
  for (const workspace of web ? ['web', 'functions'] : ['functions']) {
    const run = await new Promise((resolve) => {
      const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      child.on('close', (status, signal) => resolve({ status, signal }));
    });
    if (run.signal) throw new BuildError(`The ${workspace} build was interrupted (${run.signal}).`);
    if (run.status !== 0) throw new BuildError(`The ${workspace} workspace failed to build: see the errors above.`);
  }
}

export class BuildError extends Error {}
