import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec` (scripts/test.mjs), beside the API files that keep to data
// of their own (scripts/lib/run-suites.mjs). The files run side by side: each works in a project of
// its own (firestore.test.ts in demo-jobsearch-rules, the deployed rules in
// demo-jobsearch-deployed-rules), so clearing one's data never touches another's. storage.test.ts
// writes its profiles, jobs and applications in the project the triggers watch (the Storage
// emulator reads them there), under ids of its own: their triggers queue beside the API files'.
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
