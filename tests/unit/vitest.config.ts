import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// No shared emulators: domain, the web app's logic, the functions' helpers, and the
// Storage rules runtime adapter (spoken to directly, and once through a private
// Storage emulator on ports of its own).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    passWithNoTests: true,
    include: [
      'domain/test/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'functions/src/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/storage-runtime/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
