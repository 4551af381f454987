// `npm test`: every suite against real emulators, one closing line summed over all.
//   node scripts/test.mjs [lint|unit|deploy|rules|api|e2e ...]   (no argument: all of them)
// `lint` is ESLint, Prettier and TypeScript (every workspace and the tests) over the whole tree: one check each, counted like a test.
// Suites that need emulators run inside one `firebase emulators:exec` (rules beside most of
// api: scripts/lib/run-suites.mjs), under
// a machine-wide lock so two test runs never fight over the fixed ports.
// At the end each suite's counts and wall time, then the closing line alone and last.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdEmulatorLock } from './lib/lock.mjs';
import { runVitest } from './lib/vitest-run.mjs';
import { ROOT, TEST_OUTPUT_DIR } from './lib/paths.mjs';
import { secondsSince, suiteSecondsFile } from './lib/suite-timing.mjs';

const ALL = ['lint', 'unit', 'deploy', 'rules', 'api', 'e2e'];
const EMULATED = new Set(['rules', 'api', 'e2e']);

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const suites = requested.length ? requested : ALL;
for (const s of suites)
  if (!ALL.includes(s)) {
    console.error(`Unknown suite "${s}": choose from ${ALL.join(', ')}.`);
    process.exit(2);
  }

const startedAt = process.hrtime.bigint();
/** Wall seconds of the steps that are not suites (install, build, emulator start, waiting for the lock). */
const steps = [];
const timed = async (name, work) => {
  const start = process.hrtime.bigint();
  try {
    return await work();
  } finally {
    steps.push([name, secondsSince(start)]);
  }
};

const { ensureDependencies, ensureChromium, buildWorkspacesAlongside } = await import('./lib/setup.mjs');
await timed('install', () => ensureDependencies());
mkdirSync(TEST_OUTPUT_DIR, { recursive: true });
for (const s of [...suites, 'emulated']) for (const file of [join(TEST_OUTPUT_DIR, `${s}.json`), suiteSecondsFile(s)]) rmSync(file, { force: true });

const emulated = suites.filter((s) => EMULATED.has(s));
// The suites without emulators (the lint checks; the pure code; the function as `firebase deploy`
// would ship it) need neither the lock nor the build, so they run beside the emulated ones. The
// unit suite starts at once, beside the build; the lint checks and the deploy suite once the
// build is done, while the emulators start and the whole-database files run alone, which leave
// a core mostly idle: beside the build they only slowed it, and the emulated suites wait for it.
// With other suites running, a suite's output is held in test-output/<suite>.log and shown when it ends.
const alongside = [];
const startLate = () => {
  if (suites.includes('lint')) alongside.push(runLint());
  if (suites.includes('deploy')) alongside.push(runSuite('deploy', { quiet: suites.length > 1 }));
};
if (suites.includes('unit')) alongside.push(runSuite('unit', { quiet: suites.length > 1 }));
if (!emulated.length) {
  startLate();
  await Promise.all(alongside);
} else {
  if (emulated.includes('e2e')) process.env.CHROMIUM_PATH = await timed('chromium', () => ensureChromium({ forTests: true }));
  // Under the emulator lock (scripts/lib/lock.mjs), so a second run waits instead of failing;
  // the build too: web/dist and functions/lib are what the lock holder's emulators serve.
  await timed('lock wait', () => holdEmulatorLock());
  try {
    await timed('build', () => buildWorkspacesAlongside({ web: emulated.includes('e2e') }));
  } catch (error) {
    console.error(error.message);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  startLate();
  const { runEmulatedSuites } = await import('./lib/emulated-suites.mjs');
  const start = process.hrtime.bigint();
  await runEmulatedSuites(emulated);
  // What the emulators took beyond their suites: starting, importing the seed, stopping.
  steps.push(['emulators', Math.max(0, secondsSince(start) - (readSeconds('emulated') ?? 0))]);
  await Promise.all(alongside);
}

process.exit(report(suites));

/** One Vitest suite without emulators; `quiet` holds its output until it ends. */
async function runSuite(suite, { quiet }) {
  const seconds = await runVitest(suite, { held: quiet ? () => `${suite} suite (ran alongside)` : null });
  writeFileSync(suiteSecondsFile(suite), String(seconds));
}

/** Runs a command with its output held back, so checks running side by side do not interleave. */
function quietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * ESLint (zero warnings allowed), Prettier's check and the type check, side by side (each is
 * one single-threaded process, so two cores finish them in about half the time), reported in
 * the shape of a Vitest JSON file.
 */
async function runLint() {
  const start = process.hrtime.bigint();
  const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
  // Each check is one or more commands; it passes when all of them do.
  const checks = [
    ['ESLint', [[bin('eslint'), ['.', '--max-warnings', '0']]]],
    ['Prettier', [[bin('prettier'), ['--check', '--log-level', 'warn', '.']]]],
    ['TypeScript', ['domain', 'functions', 'web', 'tests'].map((project) => [bin('tsc'), ['-p', project, '--noEmit']])],
  ];
  console.error(`lint: ${checks.map(([name]) => name).join(', ')}...`);
  const outcomes = await Promise.all(
    checks.map(async ([name, commands]) => {
      const runs = await Promise.all(commands.map(([command, args]) => quietly(command, args)));
      const ok = runs.every((run) => run.ok);
      const output = runs.map((run) => run.output).join('');
      if (output.trim()) process.stderr.write(output.endsWith('\n') ? output : `${output}\n`);
      console.error(`lint: ${name} ${ok ? 'passed' : 'FAILED'}`);
      return ok;
    }),
  );
  const passed = outcomes.filter(Boolean).length;
  const failed = outcomes.length - passed;
  const result = { numPassedTests: passed, numFailedTests: failed, numPendingTests: 0, numTodoTests: 0, numFailedTestSuites: 0 };
  writeFileSync(join(TEST_OUTPUT_DIR, 'lint.json'), JSON.stringify(result));
  writeFileSync(suiteSecondsFile('lint'), String(secondsSince(start)));
}

/** A suite's wall seconds as it recorded them, or null when it did not run to the end. */
function readSeconds(suite) {
  const file = suiteSecondsFile(suite);
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) : null;
}

function clock(seconds) {
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s` : `${seconds} s`;
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
    const seconds = readSeconds(name);
    const beside = names.includes('rules') && names.includes('api') && (name === 'rules' || name === 'api') ? ', side by side' : '';
    const time = seconds === null ? '' : `  (${clock(seconds)}${beside})`;
    console.error(`  ${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped${time}`);
  }
  const overhead = steps.filter(([, seconds]) => seconds >= 1).map(([name, seconds]) => `${name} ${clock(seconds)}`);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.error(`  total ${clock(secondsSince(startedAt))}${overhead.length ? `; besides the suites: ${overhead.join(', ')}` : ''}; load average ${load}`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed === 0 ? 0 : 1;
}
