import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// What `firebase deploy` uploads and Cloud Build installs, checked without a
// Google project: no emulators, but the npm registry for the production install.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
