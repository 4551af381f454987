/**
 * Inside `firebase emulators:exec` (started by scripts/bench.mjs with the demo
 * seed imported): measures the built site, the jobs list at 10,000 jobs and
 * the API under load, prints the table and writes test-output/bench.json.
 * Each part runs in turn (phases.mts); the rows of the table come from
 * site-rows.mts, data-rows.mts and api-rows.mts, their budgets from budgets.mts.
 *
 * Environment from bench.mjs: BENCH_NAIVE_DIST (the one-bundle build),
 * BENCH_BUILDS (JSON: how the builds went), BENCH_ROUNDS, BENCH_DIST_STAMP;
 * the other knobs in settings.mts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedAlerts, timeAlertMatching } from './alerts-at-scale.mts';
import { measureApi } from './api-load.mts';
import { apiRows } from './api-rows.mts';
import { CPU_SLOWDOWN, SLOW_4G } from './browser.mjs';
import { analyseDist } from './bundle.mjs';
import { alertsRows, jobsAtScaleRows, pipelineRows, searchRows } from './data-rows.mts';
import { seedJobs, timeJobQueries } from './jobs-at-scale.mts';
import { madeResumeRows, measureMadeResume } from './made-resume.mts';
import { matchingRows, measureMatching } from './matching-at-scale.mts';
import { failed, log, phase, phases } from './phases.mts';
import { seedPipeline, timePipeline } from './pipeline-at-scale.mts';
import { writeReport } from './report.mts';
import { disagreements, searchReadsInMemory, seedSearchJobs, timeSearches, type SearchTimings } from './search-at-scale.mts';
import {
  ALERTS_AT_SCALE,
  APPLICANTS,
  DIST,
  EMPLOYER,
  FUNCTION_WORKERS,
  JOBS_AT_SCALE,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  NAIVE_DIST,
  PARTS,
  PIPELINE_APPLICATIONS,
  ROUNDS,
  SEARCH_SIZES,
  SEARCH_TIMED_UP_TO,
  SEEKER,
} from './settings.mts';
import { bytesRows, contentTimeRows, jobPageRows, serviceWorkerRows } from './site-rows.mts';
import { readsRows, vitalsRows } from './vitals-rows.mts';
import { measureJobPages, measureReadsPerView, measureSiteViews } from './site-views.mts';

const started = Date.now();
const builds = JSON.parse(process.env.BENCH_BUILDS ?? '{}') as Record<string, { ok: boolean; ms: number; error?: string }>;
const notes: string[] = [];
const skipped = () => new Error('skipped (BENCH_PARTS)');
const distStamp = () =>
  existsSync(join(DIST, 'index.html'))
    ? createHash('sha1')
        .update(readFileSync(join(DIST, 'index.html')))
        .digest('hex')
    : 'missing';

const ours = builds.web?.ok !== false && existsSync(join(DIST, 'index.html')) ? analyseDist(DIST) : null;
const naive = builds.naive?.ok !== false && NAIVE_DIST && existsSync(join(NAIVE_DIST, 'index.html')) ? analyseDist(NAIVE_DIST) : null;

const browserResult = await phase('browser', async () => {
  if (!PARTS.has('browser')) throw skipped();
  return measureSiteViews(ours, naive);
});

const jobViews = await phase('job pages', async () => {
  if (!PARTS.has('browser') && !PARTS.has('pages')) throw skipped();
  if (!ours) throw new Error('no web build');
  return measureJobPages(naive);
});

// Before the jobs at scale are added: the counts and lists read the seed's data.
const reads = await phase('reads per view', async () => {
  if (!PARTS.has('browser') && !PARTS.has('reads')) throw skipped();
  if (!ours) throw new Error('no web build');
  return measureReadsPerView();
});

const scale = await phase('jobs at scale', async () => {
  if (!PARTS.has('scale')) throw skipped();
  const seeded = await seedJobs(JOBS_AT_SCALE);
  log(`seeded ${seeded.count} jobs (${seeded.active} Active) in ${(seeded.ms / 1000).toFixed(1)} s`);
  const timings = await timeJobQueries(SEEKER);
  return { seeded: { count: seeded.count, active: seeded.active, ms: seeded.ms }, timings, activeIds: seeded.activeIds };
});

const matching = await phase('matching at scale', async () => (PARTS.has('scale') || PARTS.has('matching') ? measureMatching() : Promise.reject(skipped())));

const api = await phase('api', async () => {
  if (!PARTS.has('api')) throw skipped();
  const jobIds = failed(scale) ? ['demo-job-001', 'demo-job-002', 'demo-job-003'] : scale.activeIds.slice(0, 3);
  return measureApi({ seeker: SEEKER, jobIds, duration: LOAD_SECONDS, connections: LOAD_CONNECTIONS, applicants: APPLICANTS });
});

// After the API load, which they would slow.
const alerts = await phase('alerts at scale', async () => {
  if (!PARTS.has('alerts')) throw skipped();
  const seeded = await seedAlerts(ALERTS_AT_SCALE);
  log(`seeded ${seeded.count} alerts in ${(seeded.ms / 1000).toFixed(1)} s`);
  return timeAlertMatching(Math.max(ROUNDS, 3));
});

const pipeline = await phase('pipeline at scale', async () => {
  if (!PARTS.has('pipeline')) throw skipped();
  const seeded = await seedPipeline(EMPLOYER, SEEKER, PIPELINE_APPLICATIONS);
  log(
    `seeded ${PIPELINE_APPLICATIONS} applications in ${(seeded.ms / 1000).toFixed(1)} s; counts caught up ${seeded.countsCaughtUpMs === null ? 'not within 3 min' : `after ${(seeded.countsCaughtUpMs / 1000).toFixed(1)} s`}`,
  );
  return timePipeline(EMPLOYER, SEEKER, PIPELINE_APPLICATIONS, seeded.countsCaughtUpMs, Math.max(ROUNDS, 5));
});

// The server's PDF builder in a process of its own: no emulator, no data.
const madeResume = await phase('made resume', async () => (PARTS.has('resume') ? measureMadeResume() : Promise.reject(skipped())));

// Last: its jobs would slow every other part.
const search = await phase('search at scale', async () => {
  if (!PARTS.has('search')) throw skipped();
  const counted = searchReadsInMemory(SEARCH_SIZES);
  const sizes: SearchTimings[] = [];
  let seeded = 0;
  for (const size of SEARCH_SIZES) {
    const expected = counted.get(size)!;
    if (size > SEARCH_TIMED_UP_TO) {
      log(`search with ${size} jobs: reads and totals counted in memory (above BENCH_SEARCH_TIMED_UP_TO=${SEARCH_TIMED_UP_TO})`);
      sizes.push({ jobs: size, rows: expected, how: 'memory' });
      continue;
    }
    const added = await seedSearchJobs(seeded, size);
    log(
      `seeded jobs ${seeded}..${size - 1} with search keys in ${(added.ms / 1000).toFixed(1)} s (${added.avgKeys} keys, ${added.avgBytes} bytes a job on average)`,
    );
    seeded = size;
    const timed = await timeSearches(size);
    sizes.push({ ...timed, seeding: added, disagreements: disagreements(timed.rows, expected) });
  }
  return sizes;
});

if (process.env.BENCH_DIST_STAMP && distStamp() !== process.env.BENCH_DIST_STAMP) {
  notes.push('web/dist changed while the bench ran (another process rebuilt it): the browser figures may mix two builds.');
}

const rows = [
  ...bytesRows(browserResult, ours, naive, `web build failed: ${builds.web?.error ?? 'no web/dist'}`),
  ...contentTimeRows(browserResult, naive),
  ...serviceWorkerRows(browserResult),
  ...jobPageRows(jobViews),
  ...vitalsRows(browserResult, jobViews),
  ...readsRows(reads),
  ...jobsAtScaleRows(scale),
  ...matchingRows(matching),
  ...alertsRows(alerts),
  ...pipelineRows(pipeline),
  ...searchRows(search),
  ...madeResumeRows(madeResume),
  ...apiRows(api, notes),
];

const report = writeReport({
  rows,
  notes,
  startedAt: started,
  details: {
    builds,
    phases,
    rounds: ROUNDS,
    parts: [...PARTS],
    settings: {
      functionWorkers: FUNCTION_WORKERS,
      cpuSlowdown: CPU_SLOWDOWN,
      network: SLOW_4G,
      jobsAtScale: JOBS_AT_SCALE,
      applicants: APPLICANTS,
      loadSeconds: LOAD_SECONDS,
      loadConnections: LOAD_CONNECTIONS,
    },
    bundles: { ours: ours && { totals: ours.totals, files: ours.files.slice(0, 15) }, naive: naive && { totals: naive.totals, files: naive.files } },
    browser: browserResult,
    jobViews,
    reads,
    scale: failed(scale) ? scale : { seeded: scale.seeded, timings: scale.timings },
    alerts,
    pipeline,
    api,
    search,
    madeResume,
  },
});
console.log(report);
process.exit(0);
