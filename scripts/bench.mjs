// `npm run bench`: performance figures beside their naive alternatives (docs/performance.md).
// Builds the site (and a one-bundle build of it for comparison), starts the
// emulators with the demo seed under the machine-wide lock, and runs
// scripts/bench/measure.mts inside them. Nothing is exported: the 10,000 jobs
// and 200 seekers it adds vanish with the emulators.
//
// Knobs (environment): BENCH_ROUNDS (browser rounds, default 3), BENCH_JOBS,
// BENCH_APPLICANTS, BENCH_LOAD_SECONDS, BENCH_CONNECTIONS, BENCH_PARTS
// (browser,scale,api,alerts,pipeline,search,resume: the parts to run), BENCH_FUNCTION_WORKERS (default 8;
// "default" leaves firebase-tools' 50).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies } from './lib/setup.mjs';
import { ROOT, SEED_DIR, TEST_OUTPUT_DIR } from './lib/paths.mjs';
import { PreflightError } from './lib/preflight.mjs';

ensureDependencies();
const { holdEmulatorLock } = await import('./lib/lock.mjs');
// Builds happen under the lock too: web/dist is what Hosting serves to whoever holds it.
holdEmulatorLock();

const started = Date.now();
const loadavgAtStart = loadavg()
  .map((x) => x.toFixed(2))
  .join(',');
// Above 1.5 on 2 cores, other work shares the CPU the slow phone's 4x throttling assumes is ours.
const BUSY_LOAD = 1.5;
console.error(
  `[bench] load average at the start: ${loadavgAtStart.replaceAll(',', ' ')}${loadavg()[0] > BUSY_LOAD ? ` (WARNING: above ${BUSY_LOAD}; the times will be slow and noisy)` : ''}`,
);
process.env.CHROMIUM_PATH = ensureChromium();

const builds = {};
const timed = async (name, work) => {
  const t = Date.now();
  try {
    await work();
    builds[name] = { ok: true, ms: Date.now() - t };
  } catch (error) {
    builds[name] = {
      ok: false,
      ms: Date.now() - t,
      error: String(error.message ?? error)
        .trim()
        .split('\n')[0],
    };
    console.error(`[bench] ${name} build failed: ${builds[name].error}`);
  }
};
const npmBuild = (workspace) => () => {
  const run = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`npm run build -w ${workspace} exited ${run.status}`);
};
console.error('[bench] building the site, the function, and the site as one bundle...');
// A failed function build still lets the browser figures run (the API rows then say n/a), and the other way round.
// The site first: the function carries its index.html (the public job pages).
await timed('web', npmBuild('web'));
await timed('functions', npmBuild('functions'));
const naiveDist = join(tmpdir(), 'jobsearch-bench-naive');
await timed('naive', async () => {
  const { buildNaive } = await import('./bench/naive-build.mjs');
  await buildNaive(naiveDist);
});
const indexHtml = join(ROOT, 'web', 'dist', 'index.html');
const distStamp = existsSync(indexHtml) ? createHash('sha1').update(readFileSync(indexHtml)).digest('hex') : '';

const { prepareEmulators, runFirebase } = await import('./lib/emulators.mjs');
mkdirSync(TEST_OUTPUT_DIR, { recursive: true });
const report = join(TEST_OUTPUT_DIR, 'bench.txt');
const emulatorLog = join(TEST_OUTPUT_DIR, 'bench-emulators.log');
// The emulators log every request; that (and the measuring script's own stdout) goes to a
// file, progress lines (stderr) to the terminal, and the table is printed at the end.
const logFd = openSync(emulatorLog, 'w');
let code;
try {
  const { env, only } = await prepareEmulators();
  // The Functions emulator runs one worker process per request in flight, up to
  // FUNCTIONS_EMULATOR_PARALLEL (50 by default). Starting dozens of them at once on
  // 2 cores took longer than its 30 s start-up limit ("Failed to load function") and
  // Hosting answered 504 after 60 s: a figure of the emulator, not of the API. A few
  // workers, like a few instances, queue the rest instead (docs/performance.md).
  const workers = process.env.BENCH_FUNCTION_WORKERS ?? '8';
  if (workers !== 'default') env.FUNCTIONS_EMULATOR_PARALLEL = workers;
  // METADATA_SERVER_DETECTION: the Admin SDK would otherwise probe Google's metadata server and warn.
  Object.assign(env, {
    METADATA_SERVER_DETECTION: 'none',
    BENCH_NAIVE_DIST: naiveDist,
    BENCH_BUILDS: JSON.stringify(builds),
    BENCH_DIST_STAMP: distStamp,
    BENCH_LOADAVG_START: loadavgAtStart,
  });
  const importArgs = existsSync(join(SEED_DIR, 'firebase-export-metadata.json')) ? ['--import', SEED_DIR] : [];
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const inner = `${JSON.stringify(tsx)} ${JSON.stringify(join(ROOT, 'scripts', 'bench', 'measure.mts'))}`;
  console.error('[bench] starting the emulators...');
  code = await runFirebase(['emulators:exec', '--only', only.join(','), ...importArgs, inner], { env, stdio: ['ignore', logFd, 'inherit'] });
} catch (error) {
  if (error instanceof PreflightError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
} finally {
  closeSync(logFd);
  rmSync(naiveDist, { recursive: true, force: true });
}
if (existsSync(report) && statSync(report).mtimeMs >= started) {
  console.log(`\n${readFileSync(report, 'utf8')}`);
} else {
  const tail = readFileSync(emulatorLog, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
  console.error(`[bench] the measuring script wrote no report (firebase exited ${code}). Last lines of ${emulatorLog}:\n${tail}`);
  code ||= 1;
}
const loadAtEnd = loadavg();
console.error(
  `[bench] load average at the end: ${loadAtEnd.map((x) => x.toFixed(2)).join(' ')}${loadAtEnd[0] > BUSY_LOAD ? ` (WARNING: above ${BUSY_LOAD})` : ''}`,
);
console.error(`[bench] done in ${((Date.now() - started) / 1000).toFixed(0)} s (emulator log: test-output/bench-emulators.log)`);
process.exit(code);
