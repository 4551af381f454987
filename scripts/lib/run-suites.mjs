// Inside `firebase emulators:exec`: one vitest run per suite, each writing its JSON result.
// JOBSEARCH_TEST_FILES (space-separated name filters, e.g. `fuzz`) narrows a suite to some files while iterating.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, TEST_OUTPUT_DIR } from './paths.mjs';
import { secondsSince, suiteSecondsFile } from './suite-timing.mjs';

for (const suite of process.argv.slice(2)) {
  console.error(`\n=== ${suite} suite ===`);
  const start = process.hrtime.bigint();
  spawnSync(
    join(ROOT, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      '--config',
      join('tests', suite, 'vitest.config.ts'),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(TEST_OUTPUT_DIR, `${suite}.json`)}`,
      ...(process.env.JOBSEARCH_TEST_FILES ?? '').split(' ').filter(Boolean),
    ],
    { cwd: ROOT, stdio: 'inherit', env: process.env },
  );
  writeFileSync(suiteSecondsFile(suite), String(secondsSince(start)));
}
// The summary is read from the JSON files; the exit code here only says the runs happened.
