// `npm test`: every suite against real emulators, one closing line summed over all.
//   node scripts/test.mjs [lint|unit|deploy|rules|api|e2e ...]   (no argument: all of them)
// `lint` is ESLint, Prettier and TypeScript (every workspace and the tests) over the whole tree: one check each, counted like a test.
// Suites that need emulators run inside one `firebase emulators:exec`, under
// a machine-wide lock so two test runs never fight over the fixed ports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdEmulatorLock } from './lib/lock.mjs';
import { ROOT, TEST_OUTPUT_DIR } from './lib/paths.mjs';

const ALL = ['lint', 'unit', 'deploy', 'rules', 'api', 'e2e'];
const EMULATED = new Set(['rules', 'api', 'e2e']);

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const suites = requested.length ? requested : ALL;
for (const s of suites)
  if (!ALL.includes(s)) {
    console.error(`Unknown suite "${s}": choose from ${ALL.join(', ')}.`);
    process.exit(2);
  }

const { ensureDependencies, ensureChromium, buildWorkspaces } = await import('./lib/setup.mjs');
ensureDependencies();
mkdirSync(TEST_OUTPUT_DIR, { recursive: true });
for (const s of suites) rmSync(join(TEST_OUTPUT_DIR, `${s}.json`), { force: true });

if (suites.includes('lint')) runLint();
// No emulators: the pure code, and the function as `firebase deploy` would ship it.
for (const s of ['unit', 'deploy']) if (suites.includes(s)) runSuite(s, process.env);

const emulated = suites.filter((s) => EMULATED.has(s));
if (emulated.length) {
  if (emulated.includes('e2e')) process.env.CHROMIUM_PATH = ensureChromium();
  // Under the emulator lock (scripts/lib/lock.mjs), so a second run waits instead of failing;
  // the build too: web/dist and functions/lib are what the lock holder's emulators serve.
  holdEmulatorLock();
  try {
    buildWorkspaces({ web: emulated.includes('e2e') });
  } catch (error) {
    console.error(error.message);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const { runEmulatedSuites } = await import('./lib/emulated-suites.mjs');
  await runEmulatedSuites(emulated);
}

process.exit(report(suites));

function runSuite(suite, env) {
  const config = join('tests', suite, 'vitest.config.ts');
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'vitest'),
    ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${join(TEST_OUTPUT_DIR, `${suite}.json`)}`],
    { cwd: ROOT, stdio: 'inherit', env },
  );
  return result.status ?? 1;
}

/** ESLint (zero warnings allowed), Prettier's check and the type check, reported in the shape of a Vitest JSON file. */
function runLint() {
  const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
  // Each check is one or more commands; it passes when all of them do.
  const checks = [
    ['ESLint', [[bin('eslint'), ['.', '--max-warnings', '0']]]],
    ['Prettier', [[bin('prettier'), ['--check', '--log-level', 'warn', '.']]]],
    ['TypeScript', ['domain', 'functions', 'web', 'tests'].map((project) => [bin('tsc'), ['-p', project, '--noEmit']])],
  ];
  let passed = 0,
    failed = 0;
  for (const [name, commands] of checks) {
    console.error(`lint: ${name}...`);
    const ok = commands.every(([command, args]) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status === 0);
    console.error(`lint: ${name} ${ok ? 'passed' : 'FAILED'}`);
    if (ok) passed += 1;
    else failed += 1;
  }
  const result = { numPassedTests: passed, numFailedTests: failed, numPendingTests: 0, numTodoTests: 0, numFailedTestSuites: 0 };
  writeFileSync(join(TEST_OUTPUT_DIR, 'lint.json'), JSON.stringify(result));
}

function report(names) {
  let passed = 0,
    failed = 0,
    skipped = 0;
  for (const name of names) {
    const file = join(TEST_OUTPUT_DIR, `${name}.json`);
    if (!existsSync(file)) {
      console.error(`Suite "${name}" reported nothing: counted as one failure.`);
      failed += 1;
      continue;
    }
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    if (r.numFailedTestSuites > 0 && r.numFailedTests === 0) {
      console.error(`Suite "${name}" had a file that failed to load.`);
      failed += r.numFailedTestSuites;
    }
    console.error(`  ${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`);
  }
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed === 0 ? 0 : 1;
}
