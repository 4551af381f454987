// Each suite's wall time, written beside its Vitest JSON by whichever process ran it
// (scripts/test.mjs, or scripts/lib/run-suites.mjs inside the emulators), for the summary.
import { join } from 'node:path';
import { TEST_OUTPUT_DIR } from './paths.mjs';

export const suiteSecondsFile = (suite) => join(TEST_OUTPUT_DIR, `${suite}.seconds`);

/** Whole seconds since a `process.hrtime.bigint()` reading. */
export const secondsSince = (start) => Math.round(Number(process.hrtime.bigint() - start) / 1e9);
