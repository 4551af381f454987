import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The Storage rules' file writes its profiles, jobs and applications in the project the triggers
 * watch (the Storage emulator reads them there), a few hundred writes whose triggers would queue
 * ahead of the API files' own: it runs before them (JOBSEARCH_PART=alone), the others beside them
 * (JOBSEARCH_PART=shared). scripts/lib/run-suites.mjs.
 */
const TRIGGERING_FILES = ['tests/rules/storage.test.ts'];
const part = process.env.JOBSEARCH_PART;

// Runs inside `firebase emulators:exec` (scripts/test.mjs). The files run side by side: each
// works in a project of its own (firestore.test.ts in demo-jobsearch-rules, the deployed rules in
// demo-jobsearch-deployed-rules, storage.test.ts in the Storage emulator), so clearing one's data
// never touches another's.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    passWithNoTests: true,
    include: part === 'alone' ? TRIGGERING_FILES : ['tests/rules/**/*.test.ts'],
    exclude: part === 'shared' ? [...configDefaults.exclude, ...TRIGGERING_FILES] : configDefaults.exclude,
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
