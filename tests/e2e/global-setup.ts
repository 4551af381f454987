/**
 * Runs once before the e2e files: a run starts without the screenshots and
 * console logs of an earlier one, so test-output/e2e shows only this run.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { OUTPUT_DIR } from './output';

export default function setup(): void {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const name of readdirSync(OUTPUT_DIR)) {
    if (name.endsWith('.png') || name.endsWith('.log')) rmSync(join(OUTPUT_DIR, name), { force: true });
  }
}
