// `npm run setup`: installs what a fresh clone lacks, and says what it did:
// npm packages, the Firestore emulator shim, the Storage rules runtime adapter,
// and (as root) Debian's Chromium headless shell for the browser tests. `npm start` and
// `npm test` do the same on demand; this is for doing it ahead of time.
import { existsSync, statSync } from 'node:fs';
import { TEST_CHROMIUM, ensureChromium, ensureDependencies } from './lib/setup.mjs';
import { PreflightError, requireJdk } from './lib/preflight.mjs';

const done = [];
const problems = [];

done.push(ensureDependencies() ? 'npm packages: installed' : 'npm packages: already installed');

let jdk = true;
try {
  requireJdk();
} catch (error) {
  if (!(error instanceof PreflightError)) throw error;
  problems.push(error.message);
  jdk = false;
}

if (jdk) {
  const { SHIM_JAR, cachedFirestoreEmulator, ensureFirestoreShim, noFirestoreEmulatorMessage } = await import('./lib/firestore-shim.mjs');
  const { ADAPTER_JAR, ensureStorageRuntime } = await import('./lib/storage-runtime.mjs');
  const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

  try {
    const shimBefore = mtime(SHIM_JAR);
    const shim = ensureFirestoreShim();
    if (shim) done.push(`Firestore emulator shim: ${mtime(shim) !== shimBefore ? 'made' : 'up to date'} (${shim})`);
    else if (cachedFirestoreEmulator().cached) done.push("Firestore emulator: firebase-tools' own download is cached; no shim needed");
    else problems.push(noFirestoreEmulatorMessage());
  } catch (error) {
    if (!(error instanceof PreflightError)) throw error;
    problems.push(error.message);
  }

  const before = mtime(ADAPTER_JAR);
  const reasons = [];
  const jar = await ensureStorageRuntime({ log: (line) => reasons.push(line) });
  if (jar === ADAPTER_JAR) done.push(`Storage rules runtime adapter: ${mtime(ADAPTER_JAR) !== before ? 'built' : 'up to date'} (${jar})`);
  else if (jar) done.push(`Storage rules runtime: STORAGE_EMULATOR_BINARY_PATH (${jar})`);
  else if (reasons.length) problems.push(...reasons);
  else done.push("Storage rules runtime: firebase-tools' own download is cached; no adapter needed");
}

const hadChromium = existsSync(TEST_CHROMIUM);
try {
  ensureChromium({ forTests: true });
  done.push(`Chromium headless shell: ${hadChromium ? 'already installed' : 'installed'} (${TEST_CHROMIUM})`);
} catch (error) {
  problems.push(error.message);
}

for (const line of done) console.log(`[setup] ${line}`);
for (const line of problems) console.log(`[setup] NOT DONE: ${line}`);
console.log(problems.length ? '[setup] some parts are missing (see above).' : '[setup] ready: npm start, npm test.');
process.exit(problems.length ? 1 : 0);
