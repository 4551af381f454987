import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Real Chromium (playwright-core) against hosting on :5000, inside `firebase emulators:exec`.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    passWithNoTests: true,
    include: ['tests/e2e/**/*.test.ts'],
    // Clears the screenshots and console logs of the previous run.
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
