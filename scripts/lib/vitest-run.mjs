// One Vitest run of a suite, for scripts/test.mjs (the suites without emulators) and
// scripts/lib/run-suites.mjs (inside the emulators): its JSON result in test-output/<name>.json.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, TEST_OUTPUT_DIR } from './paths.mjs';
import { secondsSince } from './suite-timing.mjs';

/**
 * Resolves with the run's wall seconds. `name` names its JSON and log (a suite's part:
 * `api-shared`); `held` writes the output to test-output/<name>.log (a file, not a pipe: a
 * blocked parent would stall a full pipe) and shows it, under that heading, once the run ends.
 */
export function runVitest(suite, { name = suite, env = {}, args = [], held = null } = {}) {
  const start = process.hrtime.bigint();
  const logFile = join(TEST_OUTPUT_DIR, `${name}.log`);
  const output = held ? openSync(logFile, 'w') : 'inherit';
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      '--config',
      join('tests', suite, 'vitest.config.ts'),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(TEST_OUTPUT_DIR, `${name}.json`)}`,
      ...args,
    ],
    { cwd: ROOT, stdio: ['ignore', output, output], env: { ...process.env, ...(held ? { FORCE_COLOR: '0' } : {}), ...env } },
  );
  return new Promise((resolve) => {
    child.on('close', () => {
      const seconds = secondsSince(start);
      if (held) {
        closeSync(output);
        console.error(`\n=== ${held(seconds)} ===\n${readFileSync(logFile, 'utf8')}`);
      }
      resolve(seconds);
    });
  });
}
