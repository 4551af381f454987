import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec` (scripts/test.mjs); one file at a time against the shared emulators.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    passWithNoTests: true,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
