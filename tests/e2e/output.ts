import { join } from 'node:path';

/** Where every test leaves its screenshot, and a failing one its console log (git-ignored). */
export const OUTPUT_DIR = join(process.cwd(), 'test-output', 'e2e');
