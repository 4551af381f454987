import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('firestore.indexes.json is what scripts/gen-indexes.mjs makes from the query shapes', () => {
  const run = spawnSync(process.execPath, ['scripts/gen-indexes.mjs', '--check'], { encoding: 'utf8' });
  expect(run.stderr + run.stdout).not.toMatch(/stale|differ/i);
  expect(run.status).toBe(0);
});
