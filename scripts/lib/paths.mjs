import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CACHE_DIR = join(ROOT, '.cache');
/** Data a person adds while `npm start` runs; the committed seed stays in emulator-data/. */
export const STATE_DIR = join(ROOT, '.emulator-state');
export const SEED_DIR = join(ROOT, 'emulator-data');
export const TEST_OUTPUT_DIR = join(ROOT, 'test-output');
export const PROJECT_ID = 'demo-jobsearch';
