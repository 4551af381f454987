import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec` (scripts/test.mjs). The files run side by side: each
// works in a project of its own (firestore.test.ts in demo-jobsearch-rules, the deployed rules in
// demo-jobsearch-deployed-rules, storage.test.ts in the Storage emulator), so clearing one's data
// never touches another's.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    passWithNoTests: true,
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
