/**
 * What the bench measures and with which accounts: the knobs bench.mjs passes
 * in the environment (docs/performance.md lists them), with their defaults.
 */
import { join } from 'node:path';
import { ROOT } from '../lib/paths.mjs';

/** The site as the emulators' Hosting serves it. */
export const BASE = 'http://127.0.0.1:5000';
export const DIST = join(ROOT, 'web', 'dist');
/** The one-bundle build bench.mjs made for comparison ('' when it failed). */
export const NAIVE_DIST = process.env.BENCH_NAIVE_DIST ?? '';
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const JOBS_AT_SCALE = Number(process.env.BENCH_JOBS ?? 10_000);
export const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 200);
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
export const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const ALERTS_AT_SCALE = Number(process.env.BENCH_ALERTS ?? 10_000);
export const PIPELINE_APPLICATIONS = Number(process.env.BENCH_PIPELINE_APPLICATIONS ?? 1000);
/** The sizes the search box is measured at, in jobs with search keys (ascending; each adds jobs to the last). */
export const SEARCH_SIZES = (process.env.BENCH_SEARCH_JOBS ?? '2000,10000,100000').split(',').map(Number);
/**
 * The largest of them the emulator times; above it the reads and totals are counted in memory
 * (search-at-scale.mts): the emulator builds and sorts the whole collection's index entries for
 * each key of a query, and at 10,000 jobs of some 400 keys it ran out of its 6 GB heap.
 */
export const SEARCH_TIMED_UP_TO = Number(process.env.BENCH_SEARCH_TIMED_UP_TO ?? 2_000);
/** Which parts run (comma-separated; all by default): browser, scale, api, alerts, pipeline, search, resume (the made resume's PDF); `pages` runs only the job pages' part of browser, `reads` only its reads per view. */
export const PARTS = new Set((process.env.BENCH_PARTS ?? 'browser,scale,api,alerts,pipeline,search,resume').split(',').map((p) => p.trim()));
/** The Functions emulator's cap on worker processes, as bench.mjs set it. */
export const FUNCTION_WORKERS = process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '50 (default)';

/** Accounts of the demo seed (emulator-data/). */
export const SEEKER = { email: 'seeker1@jobsearch.test', password: 'Seeker@123', name: 'Amit Patil', phoneNumber: '+919810000001' };
export const EMPLOYER = { email: 'employer1@jobsearch.test', password: 'Employer@123' };
export const ADMIN = { email: 'admin@jobsearch.test', password: 'Admin@12345' };
