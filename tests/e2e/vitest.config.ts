import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two files at once, each in its own worker with its own Chromium, against the one
 * emulator suite: every test scopes what it asserts to data it made itself (unique
 * users, words, dates), so files never wait on each other. Much of a test is waiting
 * (for the site, the emulators, a trigger), which the other worker fills. Three
 * workers on two cores queue the functions emulator's triggers too long.
 * JOBSEARCH_E2E_WORKERS=1 runs one file at a time.
 */
const workers = Number(process.env.JOBSEARCH_E2E_WORKERS) || 2;

// Real Chromium (playwright-core) against hosting on :5000, inside `firebase emulators:exec`.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    passWithNoTests: true,
    include: ['tests/e2e/**/*.test.ts'],
    // Clears the screenshots and console logs of the previous run.
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // A worker keeps its loaded modules (the harness, the toolkit, domain, firebase-admin) from
    // one file to the next instead of loading them again for each: nothing in them holds a
    // test's state, and each file launches its own browser.
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 90_000,
  },
});
