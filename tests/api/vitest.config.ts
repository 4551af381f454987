import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** The functions' parameters on the emulators, for code of functions/src that tests run in-process (tests/api/mail.test.ts). */
const functionsEnv = Object.fromEntries(
  readFileSync(fileURLToPath(new URL('../../functions/.env.demo-jobsearch', import.meta.url)), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => [match[1]!, match[2]!]),
);

/**
 * The files that act on, or look at, the whole emulator suite, not data of their own: the restore
 * drill exports, wipes and imports the database with the background triggers off; the fault
 * switch (`faults/{step}`) fails whichever delete cascade comes next; the fuzz test checks that no
 * document anywhere changed that no accepted request wrote; the admin Overview's test compares the
 * whole site's counters with a recount. They run first and alone
 * (JOBSEARCH_PART=alone); the others (JOBSEARCH_PART=shared) beside the rules suite.
 */
const WHOLE_EMULATOR_FILES = ['tests/api/restore-drill.test.ts', 'tests/api/integrity.test.ts', 'tests/api/fuzz.test.ts', 'tests/api/overview.test.ts'];
const part = process.env.JOBSEARCH_PART;
// The shared files two at a time (JOBSEARCH_API_WORKERS=1: one at a time). Before the triggers were one
// function per collection, two at once doubled the queue of triggers a test waits on, beside the rules
// suite; with a third as many trigger runs, two at once took the rules and API suites from 6 min 16 s to
// 3 min 42 s, and the whole-database files stay one at a time (they run alone).
const apiWorkers = part === 'shared' ? Number(process.env.JOBSEARCH_API_WORKERS) || 2 : 1;

// Runs inside `firebase emulators:exec` (scripts/lib/run-suites.mjs).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    passWithNoTests: true,
    include: part === 'alone' ? WHOLE_EMULATOR_FILES : ['tests/api/**/*.test.ts'],
    exclude: part === 'shared' ? [...configDefaults.exclude, ...WHOLE_EMULATOR_FILES] : configDefaults.exclude,
    environment: 'node',
    env: functionsEnv,
    fileParallelism: apiWorkers > 1,
    maxWorkers: apiWorkers,
    // The worker keeps its modules (firebase-admin, the web SDK, domain) from one file to the next
    // instead of loading them again for each of the 27: files keep their data apart by unique ids.
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
