import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// No shared emulators: domain, the web app's logic, the functions' helpers, and the
// Storage rules runtime adapter (spoken to directly, and once through a private
// Storage emulator on ports of its own).
//
// Worker threads that keep their modules from one file to the next: a file does not load
// domain, zod and the catalogs again, which was most of this suite's CPU time. The files
// that need modules loaded afresh (zod-jitless checks what happens before zod first loads)
// run isolated, in a project of their own.
const ISOLATED = ['web/src/lib/util/zod-jitless.test.ts'];

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    passWithNoTests: true,
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'domain/test/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'functions/src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/storage-runtime/**/*.test.ts',
          ],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
