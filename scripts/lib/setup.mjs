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

/** Debian's Chromium, the browser people use: the bench measures the site in it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's build of Chromium's old headless shell (the same engine without the desktop browser
 * around it, what Playwright itself runs headless): the browser tests run in it, for about a
 * third less of Chromium's CPU than the full browser in headless mode (docs/decisions.md).
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** A Devanagari font, so Hindi and Marathi screens draw real letters in screenshots and width checks. */
const DEVANAGARI_FONT = '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf';
const FONTS = ['fonts-noto-color-emoji', 'fonts-dejavu-core', 'fonts-lohit-deva'];

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  run(['update', '-q']);
  return run(['install', '-y', '-q', '--no-install-recommends', ...packages]).status === 0;
}

/**
 * A Debian Chromium with the fonts the screens need, installed with apt where missing and we are
 * root: the browser (`chromium`) for the bench, its headless shell for the tests.
 */
export function ensureChromium({ forTests = false } = {}) {
  const path = forTests ? TEST_CHROMIUM : CHROMIUM;
  const debianPackage = forTests ? 'chromium-headless-shell' : 'chromium';
  const root = process.getuid?.() === 0;
  if (existsSync(path)) {
    if (!existsSync(DEVANAGARI_FONT) && root) {
      log('installing a Devanagari font from Debian packages...');
      aptInstall(['fonts-lohit-deva']);
    }
    return path;
  }
  if (!root) throw new Error(`Chromium is missing at ${path}: install it (sudo apt-get install -y ${debianPackage} ${FONTS.join(' ')}) or set CHROMIUM_PATH.`);
  log(`installing ${debianPackage} from Debian packages...`);
  const installed = aptInstall([debianPackage, ...FONTS]);
  if (!installed || !existsSync(path)) throw new Error(`${debianPackage} could not be installed with apt-get.`);
  return path;
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
