import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The functions' parameters on the emulators, for code of functions/src that tests run in-process (tests/api/mail.test.ts). */
const functionsEnv = Object.fromEntries(
  readFileSync(fileURLToPath(new URL('../../functions/.env.demo-jobsearch', import.meta.url)), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => [match[1]!, match[2]!]),
);

// Runs inside `firebase emulators:exec` (scripts/test.mjs); one file at a time against the shared emulators.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    passWithNoTests: true,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env: functionsEnv,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
