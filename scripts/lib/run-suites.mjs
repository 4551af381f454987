// Inside `firebase emulators:exec`: one Vitest run per suite, each writing its JSON result.
// JOBSEARCH_TEST_FILES (space-separated name filters, e.g. `fuzz`) narrows a suite to some files while iterating.
//
// Each emulated suite in two parts (its vitest.config.ts says which files are which):
//   1. `alone`, one suite after the other: the API files that act on or look at the whole database
//      (restore drill, fault switch, fuzz, the Overview's counters), while it holds little more than
//      the seed, then the rules' Storage file (its few hundred writes in the triggers' project would
//      queue ahead of the API files' triggers).
//   2. `shared`: the rules files and the other API files side by side; both are Node clients on
//      data of their own (other projects, unique ids), and much of an API test waits on a trigger.
//   3. The browser suite, after them, on the seed's data again (seed-again.mjs: the emulator's queries
//      cost as much as the collection is large, and the API files leave hundreds of jobs behind).
//      JOBSEARCH_E2E_BESIDE=1 runs it beside the shared part instead, on whatever the API files
//      leave. It used to be faster (16½ minutes against 19), but in two whole runs of three an API
//      test then waited over 120 s for an interview's mail that never came (docs/decisions.md,
//      "fifth round"). Now that the browsers have the seed's data again and the triggers are one
//      function per collection, it is the slower way: 17 min 42 s against 16 min 55 s, every test
//      passing (docs/decisions.md, "sixth round").
// A suite's parts report as one.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_OUTPUT_DIR } from './paths.mjs';
import { runVitest } from './vitest-run.mjs';
import { seedAgain } from './seed-again.mjs';
import { secondsSince, suiteSecondsFile } from './suite-timing.mjs';

const suites = process.argv.slice(2);
const filters = (process.env.JOBSEARCH_TEST_FILES ?? '').split(' ').filter(Boolean);
const begun = process.hrtime.bigint();

/** One Vitest run; `part` names its JSON (`api-shared.json`), `log` holds its output back until it ends. */
function vitest(suite, { part = suite, env = {}, log = false } = {}) {
  console.error(`\n=== ${part}${log ? ' (running beside another suite; its output follows when it ends)' : ''} ===`);
  return runVitest(suite, { name: part, env, args: filters, held: log ? (seconds) => `${part} (ran beside another suite, ${seconds} s)` : null });
}

/** A suite's parts as one Vitest JSON result (`<suite>.json`). */
function joinParts(suite, parts) {
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
  writeFileSync(join(TEST_OUTPUT_DIR, `${suite}.json`), JSON.stringify(joined));
  for (const file of results) rmSync(file);
}

const wanted = (suite) => suites.includes(suite);
/** Each emulated suite's parts: `alone` first, one suite at a time, then `shared` side by side with the other suite's. */
const part = (suite, which) => ({ part: `${suite}-${which}`, env: { JOBSEARCH_PART: which } });
const seconds = { rules: 0, api: 0 };
const run = async (suite, which, log) => {
  seconds[suite] += await vitest(suite, { ...part(suite, which), log });
};

// The whole-database files first, one suite after the other, while the database holds the seed
// alone: the restore drill exports and re-imports less, the Overview recounts less. Then the rest
// side by side (only when both run: a lone suite streams its output as it goes).
// The API's first: the rules' Storage file fires triggers, which the fuzz test would see as changes.
for (const suite of ['api', 'rules'].filter(wanted)) await run(suite, 'alone', false);
const shared = ['rules', 'api'].filter(wanted);
const beside = process.env.JOBSEARCH_E2E_BESIDE === '1';
const browsers = async () => writeFileSync(suiteSecondsFile('e2e'), String(await vitest('e2e')));
const nodeSuites = Promise.all(shared.map((suite) => run(suite, 'shared', shared.length > 1 || (beside && wanted('e2e')))));
await Promise.all([nodeSuites, wanted('e2e') && beside ? browsers() : null]);
for (const suite of shared) {
  joinParts(suite, [part(suite, 'alone').part, part(suite, 'shared').part]);
  writeFileSync(suiteSecondsFile(suite), String(seconds[suite]));
}
if (wanted('e2e') && !beside) {
  if (wanted('api') || wanted('rules')) console.error(`\nThe database is back to the seed for the browsers (${await seedAgain()} s).`);
  await browsers();
}
// The suites' wall time together, for the summary to tell the emulators' own time (start, seed, stop).
writeFileSync(suiteSecondsFile('emulated'), String(secondsSince(begun)));
// The summary is read from the JSON files; the exit code here only says the runs happened.
