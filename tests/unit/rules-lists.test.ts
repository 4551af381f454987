import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('the choice lists in firestore.rules are what scripts/gen-rules-lists.mts makes from domain/src/choices.ts', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-rules-lists.mts', '--check'], { encoding: 'utf8' });
  expect(run.stderr + run.stdout).not.toMatch(/stale|no generated/i);
  expect(run.status).toBe(0);
});
