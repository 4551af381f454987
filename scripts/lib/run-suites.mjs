// Inside `firebase emulators:exec`: one Vitest run per suite, each writing its JSON result.
// JOBSEARCH_TEST_FILES (space-separated name filters, e.g. `fuzz`) narrows a suite to some files while iterating.
//
// The rules suite and most API files run side by side: both are Node clients on data of their own
// (other projects, unique ids), and much of an API test is waiting on a trigger. Then, alone, the
// API files that act on the whole emulator suite (tests/api/vitest.config.ts names them: the
// restore drill wipes the database with the triggers off; the fault switch fails whichever delete
// cascade comes next). The browser suite comes last: with the API files after it (or beside
// it) the Firestore emulator spent its time on the browsers' listen channels ("too many pending
// messagings in the back channel ... abort the channel", some 50,000 a minute) and the API files
// took five times as long. The API suite's two parts report as one.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, TEST_OUTPUT_DIR } from './paths.mjs';
import { secondsSince, suiteSecondsFile } from './suite-timing.mjs';

const suites = process.argv.slice(2);
const filters = (process.env.JOBSEARCH_TEST_FILES ?? '').split(' ').filter(Boolean);
const begun = process.hrtime.bigint();

/** One Vitest run; `part` names its JSON (`api-shared.json`), `log` holds its output back until it ends. */
function vitest(suite, { part = suite, env = {}, log = false } = {}) {
  const start = process.hrtime.bigint();
  const logFile = join(TEST_OUTPUT_DIR, `${part}.log`);
  const output = log ? openSync(logFile, 'w') : 'inherit';
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      '--config',
      join('tests', suite, 'vitest.config.ts'),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(TEST_OUTPUT_DIR, `${part}.json`)}`,
      ...filters,
    ],
    { cwd: ROOT, stdio: ['ignore', output, output], env: { ...process.env, ...(log ? { FORCE_COLOR: '0' } : {}), ...env } },
  );
  console.error(`\n=== ${part} ${log ? '(running beside another suite; its output follows when it ends)' : ''}===`);
  return new Promise((resolve) => {
    child.on('close', () => {
      const seconds = secondsSince(start);
      if (log) {
        closeSync(output);
        console.error(`\n=== ${part} (ran beside another suite, ${seconds} s) ===\n${readFileSync(logFile, 'utf8')}`);
      }
      resolve(seconds);
    });
  });
}

/** The API suite's parts as one Vitest JSON result and one wall time. */
function joinApiParts(parts) {
  const results = parts.map((part) => join(TEST_OUTPUT_DIR, `${part}.json`)).filter(existsSync);
  if (!results.length) return;
  const read = results.map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const sum = (key) => read.reduce((total, r) => total + (r[key] ?? 0), 0);
  const joined = {
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numPendingTests: sum('numPendingTests'),
    numTodoTests: sum('numTodoTests'),
    numFailedTestSuites: sum('numFailedTestSuites'),
    testResults: read.flatMap((r) => r.testResults ?? []),
  };
  writeFileSync(join(TEST_OUTPUT_DIR, 'api.json'), JSON.stringify(joined));
  for (const file of results) rmSync(file);
}

const wanted = (suite) => suites.includes(suite);
const apiShared = { part: 'api-shared', env: { JOBSEARCH_API_PART: 'shared' } };
const apiAlone = { part: 'api-alone', env: { JOBSEARCH_API_PART: 'alone' } };
let apiSeconds = 0;

// Side by side only when both run: a lone suite streams its output as it goes.
const pair = wanted('rules') && wanted('api');
await Promise.all([
  wanted('rules') && vitest('rules', { log: pair }).then((seconds) => writeFileSync(suiteSecondsFile('rules'), String(seconds))),
  wanted('api') && vitest('api', { ...apiShared, log: pair }).then((seconds) => (apiSeconds += seconds)),
]);
if (wanted('api')) {
  apiSeconds += await vitest('api', apiAlone);
  joinApiParts([apiShared.part, apiAlone.part]);
  writeFileSync(suiteSecondsFile('api'), String(apiSeconds));
}
if (wanted('e2e')) writeFileSync(suiteSecondsFile('e2e'), String(await vitest('e2e')));
// The suites' wall time together, for the summary to tell the emulators' own time (start, seed, stop).
writeFileSync(suiteSecondsFile('emulated'), String(secondsSince(begun)));
// The summary is read from the JSON files; the exit code here only says the runs happened.
