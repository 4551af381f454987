/**
 * Inside `firebase emulators:exec` (started by scripts/bench.mjs with the demo
 * seed imported): measures the built site, the jobs list at 10,000 jobs and
 * the API under load, prints the table and writes test-output/bench.json.
 *
 * Environment from bench.mjs: BENCH_NAIVE_DIST (the one-bundle build),
 * BENCH_BUILDS (JSON: how the builds went), BENCH_ROUNDS, BENCH_DIST_STAMP.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { analyseDist } from './bundle.mjs';
import { CPU_SLOWDOWN, firstViewAssets, launchBrowser, SLOW_4G, timeJobViews, timeScreen } from './browser.mjs';
import { median, seedJobs, timeJobQueries } from './jobs-at-scale.mts';
import { measureApi, type Figure } from './api-load.mts';
import { seedAlerts, timeAlertMatching } from './alerts-at-scale.mts';
import { seedPipeline, timePipeline } from './pipeline-at-scale.mts';
import { serveStatic } from './static-server.mjs';
import { kb, mib, ms, ratio, renderTable } from './table.mjs';
import { ROOT, TEST_OUTPUT_DIR } from '../lib/paths.mjs';

const BASE = 'http://127.0.0.1:5000';
const DIST = join(ROOT, 'web', 'dist');
const NAIVE_DIST = process.env.BENCH_NAIVE_DIST ?? '';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const JOBS_AT_SCALE = Number(process.env.BENCH_JOBS ?? 10_000);
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ALERTS_AT_SCALE = Number(process.env.BENCH_ALERTS ?? 10_000);
const PIPELINE_APPLICATIONS = Number(process.env.BENCH_PIPELINE_APPLICATIONS ?? 1000);
/** Which parts run (comma-separated; all by default): browser, scale, api, alerts, pipeline; `pages` runs only the job pages' part of browser. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'browser,scale,api,alerts,pipeline').split(',').map((p) => p.trim()));
const HOME_JS_BUDGET = 150 * 1024;
const CONTENT_BUDGET_MS = 2500;
const PUBLIC_JOB_LCP_BUDGET_MS = 1500;
const FUNCTION_MEMORY = 512 * 1024 * 1024; // functions/src/index.ts: memory '512MiB'
const SEEKER = { email: 'seeker1@jobsearch.test', password: 'Seeker@123', name: 'Amit Patil', phoneNumber: '+919810000001' };
const EMPLOYER = { email: 'employer1@jobsearch.test', password: 'Employer@123' };

const started = Date.now();
/** Before the builds (bench.mjs), so our own emulators are not in it. */
const loadavgAtStart = (
  process.env.BENCH_LOADAVG_START ??
  loadavg()
    .map((x) => x.toFixed(2))
    .join(',')
)
  .split(',')
  .map(Number);
const builds = JSON.parse(process.env.BENCH_BUILDS ?? '{}') as Record<string, { ok: boolean; ms: number; error?: string }>;
const phases: Record<string, number> = {};
const notes: string[] = [];
const log = (line: string) => console.error(`[bench] ${line}`);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160);

async function phase<T>(name: string, work: () => Promise<T>): Promise<T | { failed: string }> {
  const t = Date.now();
  log(`${name}...`);
  try {
    return await work();
  } catch (error) {
    log(`${name} failed: ${(error as Error).stack ?? error}`);
    return { failed: errorText(error) };
  } finally {
    phases[name] = (Date.now() - t) / 1000;
    log(`${name}: ${phases[name]!.toFixed(1)} s`);
  }
}
const failed = (x: unknown): x is { failed: string } => typeof x === 'object' && x !== null && 'failed' in x;
const distStamp = () =>
  existsSync(join(DIST, 'index.html'))
    ? createHash('sha1')
        .update(readFileSync(join(DIST, 'index.html')))
        .digest('hex')
    : 'missing';

// ---------------------------------------------------------------- bundles
const ours = builds.web?.ok !== false && existsSync(join(DIST, 'index.html')) ? analyseDist(DIST) : null;
const naive = builds.naive?.ok !== false && NAIVE_DIST && existsSync(join(NAIVE_DIST, 'index.html')) ? analyseDist(NAIVE_DIST) : null;

// ---------------------------------------------------------------- browser
type Screen = 'home' | 'login' | 'jobs';
type Bytes = {
  js: number;
  jsAfterContent: number;
  css: number;
  transferred: number;
  files: { path: string; gzip: number; sdks: string[] }[];
  sdks: string[];
  shown: boolean;
};
type View = { ok: boolean; contentAt: number | null; lcp: number | null; lcpElement: string | null; headingAt: number | null; screenGoneAt: number | null };
type Round = {
  first: View;
  repeat: View;
  repeatNetworkFirst?: View;
  coldNoScreen: View;
  swFirst?: View;
  swFirstRepeat?: View & { controlled?: boolean };
  swRepeat?: View & { controlled?: boolean };
  swInstallMs?: number;
};

const browserResult = await phase('browser', async () => {
  if (!PARTS.has('browser')) throw new Error('skipped (BENCH_PARTS)');
  const server = naive ? await serveStatic(NAIVE_DIST) : null;
  const browser = await launchBrowser();
  try {
    const sites = [
      ...(ours ? [{ name: 'ours' as const, url: BASE, dist: ours }] : []),
      ...(naive && server ? [{ name: 'naive' as const, url: server.url, dist: naive }] : []),
    ];
    const bytes: Record<string, Partial<Record<Screen, Bytes>>> = {};
    for (const site of sites) {
      bytes[site.name] = {};
      for (const screen of ['home', 'login', 'jobs'] as const) {
        const seen = await firstViewAssets(browser, site.url, screen, { user: screen === 'jobs' ? SEEKER : undefined });
        const files = seen.assets.map((a: { path: string; transferred: number; afterContent: boolean }) => {
          const known = site.dist.byPath.get(a.path);
          return {
            path: a.path,
            gzip: known?.gzip ?? a.transferred,
            sdks: known?.sdks ?? [],
            kind: a.path.endsWith('.css') ? 'css' : 'js',
            transferred: a.transferred,
            afterContent: a.afterContent,
          };
        });
        const sum = (kind: string, late = false) => files.filter((f) => f.kind === kind && (!late || f.afterContent)).reduce((n, f) => n + f.gzip, 0);
        bytes[site.name]![screen] = {
          js: sum('js'),
          jsAfterContent: sum('js', true),
          css: sum('css'),
          transferred: files.reduce((n, f) => n + f.transferred, 0),
          files: files.map(({ path, gzip, sdks, afterContent }) => ({ path, gzip, sdks, afterContent })),
          sdks: [...new Set(files.flatMap((f) => f.sdks))].sort(),
          shown: seen.shown,
        };
      }
    }
    // Home in each language (issue 22): the same first view with Hindi or Marathi chosen on the device.
    const homeByLanguage: Partial<Record<string, { js: number; shown: boolean }>> = {};
    if (ours) {
      for (const language of ['hi', 'mr']) {
        const seen = await firstViewAssets(browser, BASE, 'home', { language });
        const js = seen.assets
          .filter((a: { path: string }) => a.path.endsWith('.js'))
          .reduce((n: number, a: { path: string; transferred: number }) => n + (ours.byPath.get(a.path)?.gzip ?? a.transferred), 0);
        homeByLanguage[language] = { js, shown: seen.shown };
      }
    }
    const rounds: Record<string, Partial<Record<'home' | 'jobs', Round[]>>> = Object.fromEntries(sites.map((s) => [s.name, { home: [], jobs: [] }]));
    for (let r = 0; r < ROUNDS; r++) {
      // Interleaved, so a busy moment of the machine hits both sites alike.
      for (const site of sites) {
        for (const screen of ['home', 'jobs'] as const) {
          // Issue 22 part 3: our /jobs also with the service worker (the naive build's is never registered: blocked).
          const withServiceWorker = site.name === 'ours' && screen === 'jobs';
          rounds[site.name]![screen]!.push(await timeScreen(browser, site.url, screen, { user: screen === 'jobs' ? SEEKER : undefined, withServiceWorker }));
        }
      }
    }
    return { bytes, homeByLanguage, rounds, naiveUrl: server?.url ?? null };
  } finally {
    await browser.close();
    await server?.close();
  }
});

// ---------------------------------------------------------------- a job's public page (issue 22)
type JobView = { ok: boolean; status: number | null; contentAt: number | null; lcp: number | null; lcpElement: string | null };
const jobViews = await phase('job pages', async () => {
  if (!PARTS.has('browser') && !PARTS.has('pages')) throw new Error('skipped (BENCH_PARTS)');
  if (!ours) throw new Error('no web build');
  // An Active job of the seed, as the sitemap lists it (before the 10,000 jobs below are added).
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const jobId = /<loc>[^<]*\/job\/([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!jobId) throw new Error('the sitemap lists no job');
  const browser = await launchBrowser();
  try {
    const rounds: { publicPage: JobView; details: JobView }[] = [];
    for (let r = 0; r < ROUNDS; r++) rounds.push(await timeJobViews(browser, BASE, decodeURIComponent(jobId), { user: SEEKER }));
    return { jobId: decodeURIComponent(jobId), rounds };
  } finally {
    await browser.close();
  }
});

// ---------------------------------------------------------------- 10,000 jobs
const scale = await phase('jobs at scale', async () => {
  if (!PARTS.has('scale')) throw new Error('skipped (BENCH_PARTS)');
  const seeded = await seedJobs(JOBS_AT_SCALE);
  log(`seeded ${seeded.count} jobs (${seeded.active} Active) in ${(seeded.ms / 1000).toFixed(1)} s`);
  const timings = await timeJobQueries(SEEKER);
  return { seeded: { count: seeded.count, active: seeded.active, ms: seeded.ms }, timings, activeIds: seeded.activeIds };
});

// ---------------------------------------------------------------- API
const api = await phase('api', async () => {
  if (!PARTS.has('api')) throw new Error('skipped (BENCH_PARTS)');
  const jobIds = failed(scale) ? ['demo-job-001', 'demo-job-002', 'demo-job-003'] : scale.activeIds.slice(0, 3);
  return measureApi({ seeker: SEEKER, jobIds, duration: LOAD_SECONDS, connections: LOAD_CONNECTIONS, applicants: APPLICANTS });
});

// ---------------------------------------------------------------- 10,000 job alerts (after the API load, which they would slow)
const alerts = await phase('alerts at scale', async () => {
  if (!PARTS.has('alerts')) throw new Error('skipped (BENCH_PARTS)');
  const seeded = await seedAlerts(ALERTS_AT_SCALE);
  log(`seeded ${seeded.count} alerts in ${(seeded.ms / 1000).toFixed(1)} s`);
  return timeAlertMatching(Math.max(ROUNDS, 3));
});

// ---------------------------------------------------------------- 1,000 applications on one job (issue 21)
const pipeline = await phase('pipeline at scale', async () => {
  if (!PARTS.has('pipeline')) throw new Error('skipped (BENCH_PARTS)');
  const seeded = await seedPipeline(EMPLOYER, SEEKER, PIPELINE_APPLICATIONS);
  log(
    `seeded ${PIPELINE_APPLICATIONS} applications in ${(seeded.ms / 1000).toFixed(1)} s; counts caught up ${seeded.countsCaughtUpMs === null ? 'not within 3 min' : `after ${(seeded.countsCaughtUpMs / 1000).toFixed(1)} s`}`,
  );
  return timePipeline(EMPLOYER, SEEKER, PIPELINE_APPLICATIONS, seeded.countsCaughtUpMs, Math.max(ROUNDS, 5));
});

if (process.env.BENCH_DIST_STAMP && distStamp() !== process.env.BENCH_DIST_STAMP) {
  notes.push('web/dist changed while the bench ran (another process rebuilt it): the browser figures may mix two builds.');
}

// ---------------------------------------------------------------- table
type Row = { section?: string; figure?: string; value?: string; budget?: string; naive?: string; ratio?: string; verdict?: string };
const rows: Row[] = [];
const na = (figure: string, reason: string, budget = ''): Row => ({ figure, value: `n/a (${reason})`, budget, naive: '', ratio: '', verdict: 'n/a' });

rows.push({ section: 'Bytes: first view, gzip (JS and CSS the browser requested)' });
const screenLabel: Record<Screen, string> = { home: 'Home', login: '/login', jobs: '/jobs (seeker)' };
if (failed(browserResult) || !ours) {
  rows.push(na('First-view bytes', failed(browserResult) ? browserResult.failed : `web build failed: ${builds.web?.error ?? 'no web/dist'}`));
} else {
  const oursBytes = browserResult.bytes.ours ?? {};
  for (const screen of ['home', 'login', 'jobs'] as const) {
    const b = oursBytes[screen];
    if (!b) continue;
    const shown = b.shown ? '' : ' (content never showed)';
    const late = b.jsAfterContent ? ` (${kb(b.jsAfterContent)} after content)` : '';
    rows.push({
      figure: `${screenLabel[screen]}: JavaScript`,
      value: kb(b.js) + late + shown,
      budget: screen === 'home' ? '≤ 150.0 KB' : '',
      naive: naive ? kb(naive.totals.js) : 'n/a',
      ratio: naive ? ratio(b.js, naive.totals.js) : '',
      verdict: screen === 'home' ? (b.js <= HOME_JS_BUDGET && b.shown ? 'pass' : 'FAIL') : 'info',
    });
    if (screen === 'home') {
      for (const [language, name] of [
        ['hi', 'Hindi'],
        ['mr', 'Marathi'],
      ] as const) {
        const other = browserResult.homeByLanguage[language];
        if (!other) continue;
        rows.push({
          figure: `Home: JavaScript, in ${name}`,
          value: kb(other.js) + (other.shown ? '' : ' (content never showed)'),
          budget: '≤ 150.0 KB',
          naive: naive ? kb(naive.totals.js) : 'n/a',
          ratio: naive ? ratio(other.js, naive.totals.js) : '',
          verdict: other.js <= HOME_JS_BUDGET && other.shown ? 'pass' : 'FAIL',
        });
      }
    }
    rows.push({
      figure: `${screenLabel[screen]}: CSS`,
      value: kb(b.css),
      budget: '',
      naive: naive ? kb(naive.totals.css) : 'n/a',
      ratio: naive ? ratio(b.css, naive.totals.css) : '',
      verdict: 'info',
    });
    const usesSdks = screen === 'jobs';
    rows.push({
      figure: `${screenLabel[screen]}: Firestore/Storage code`,
      value: b.sdks.length ? b.sdks.join(' + ') : 'none',
      budget: usesSdks ? 'only where used' : 'none',
      naive: 'firestore + storage (one bundle)',
      ratio: '',
      verdict: usesSdks ? 'pass' : b.sdks.length === 0 ? 'pass' : 'FAIL',
    });
  }
}

rows.push({ section: `Time to content: CPU ${CPU_SLOWDOWN}x slower, Slow 4G (${SLOW_4G.latency} ms RTT, 1.6 Mbps down, 750 Kbps up); median of ${ROUNDS}` });
if (failed(browserResult)) {
  rows.push(na('Time to content', browserResult.failed));
} else {
  const view = (site: string, screen: 'home' | 'jobs', variant: keyof Round) => {
    const runs = browserResult.rounds[site]?.[screen]?.map((r) => r[variant]) ?? [];
    const okRuns = runs.filter((v) => v.ok && v.contentAt != null);
    return { value: okRuns.length === runs.length && runs.length ? median(okRuns.map((v) => v.contentAt!)) : null, runs };
  };
  const label = { home: 'Home: Largest Contentful Paint', jobs: '/jobs: first job cards shown' };
  const variants: [keyof Round, string, boolean][] = [
    ['first', 'first load of a session (spec: 3 s loading screen)', false],
    ['repeat', 'repeat view, same session', true],
    ['coldNoScreen', 'empty cache, screen already shown', true],
  ];
  for (const screen of ['home', 'jobs'] as const) {
    for (const [variant, text, budgeted] of variants) {
      const o = view('ours', screen, variant);
      const n = naive ? view('naive', screen, variant) : null;
      const figure = `${label[screen]}, ${text}`;
      if (o.value == null) {
        const heading = o.runs.find((v) => v.headingAt != null)?.headingAt;
        rows.push(
          na(
            figure,
            screen === 'jobs' ? `no job card within 45 s${heading != null ? `; 'Available Jobs' heading at ${ms(heading)}` : ''}` : 'content never showed',
            budgeted ? '< 2.50 s' : '',
          ),
        );
        continue;
      }
      rows.push({
        figure,
        value: ms(o.value),
        budget: budgeted ? '< 2.50 s' : '— (3 s screen)',
        naive: n?.value != null ? ms(n.value) : 'n/a',
        ratio: n?.value != null ? ratio(o.value, n.value) : '',
        verdict: budgeted ? (o.value < CONTENT_BUDGET_MS ? 'pass' : 'FAIL') : 'info',
      });
    }
  }
}

rows.push({ section: 'Installable site (issue 22 part 3): /jobs with the service worker, same conditions, same rounds' });
if (failed(browserResult)) {
  rows.push(na('Service worker views', browserResult.failed));
} else {
  const runs = browserResult.rounds.ours?.jobs ?? [];
  const values = (pick: (r: Round) => View | undefined) => {
    const views = runs.map(pick);
    return views.every((v) => v?.ok && v.contentAt != null) && views.length ? median(views.map((v) => v!.contentAt!)) : null;
  };
  const today = values((r) => r.repeatNetworkFirst);
  const withCopies = values((r) => r.repeat);
  const withSw = values((r) => r.swRepeat);
  const firstRepeatWithSw = values((r) => r.swFirstRepeat);
  const firstWithSw = values((r) => r.swFirst);
  const firstToday = values((r) => r.first);
  const controlled = runs.every((r) => r.swRepeat?.controlled === true && r.swFirstRepeat?.controlled === true);
  if (withSw == null || today == null) rows.push(na('/jobs: repeat view with the service worker', 'no job card within 45 s'));
  else
    rows.push({
      figure: `/jobs: first job cards shown, repeat view with the service worker (the tab's third view, as today's; each view from a settled page)${controlled ? '' : ' (page NOT controlled by it)'}`,
      value: ms(withSw),
      budget: `≤ ${ms(today / 2)} (½ of today's)`,
      naive: `today's repeat view (network first, as before issue 22): ${ms(today)}`,
      ratio: ratio(withSw, today),
      verdict: controlled && withSw <= today / 2 ? 'pass' : 'FAIL',
    });
  if (firstRepeatWithSw != null && today != null)
    rows.push({
      figure: "/jobs: the worker's first repeat view (the tab's second; Chrome compiles and caches the worker's copies of the code)",
      value: ms(firstRepeatWithSw),
      budget: '',
      naive: `today's: ${ms(today)}`,
      ratio: ratio(firstRepeatWithSw, today),
      verdict: 'info',
    });
  if (withCopies != null && today != null)
    rows.push({
      figure: "/jobs: repeat view without the service worker, drawn from the device's last-seen copies",
      value: ms(withCopies),
      budget: '',
      naive: `network first: ${ms(today)}`,
      ratio: ratio(withCopies, today),
      verdict: 'info',
    });
  if (firstWithSw != null && firstToday != null)
    rows.push({
      figure: '/jobs: first load of a session, the service worker installing after it',
      value: ms(firstWithSw),
      budget: '— (3 s screen)',
      naive: `without it: ${ms(firstToday)}`,
      ratio: ratio(firstWithSw, firstToday),
      verdict: 'info',
    });
  const installs = runs.map((r) => r.swInstallMs).filter((x): x is number => typeof x === 'number');
  if (installs.length)
    rows.push({
      figure: 'Service worker installed (precache of the shell, Slow 4G) after the first cards',
      value: ms(median(installs)),
      budget: '—',
      naive: '',
      ratio: '',
      verdict: 'info',
    });
}

rows.push({ section: `A job's own page (issue 22): empty cache, CPU ${CPU_SLOWDOWN}x slower, Slow 4G; median of ${ROUNDS}` });
if (failed(jobViews)) {
  rows.push(na('Public job page', jobViews.failed, `≤ ${(PUBLIC_JOB_LCP_BUDGET_MS / 1000).toFixed(2)} s`));
} else {
  const pick = (key: 'publicPage' | 'details') => {
    const runs = jobViews.rounds.map((round) => round[key]);
    const okRuns = runs.filter((v) => v.ok && v.contentAt != null);
    return { value: okRuns.length === runs.length && runs.length ? median(okRuns.map((v) => v.contentAt!)) : null, element: okRuns[0]?.lcpElement ?? null };
  };
  const page = pick('publicPage');
  const details = pick('details');
  rows.push({
    figure: `Public job page /job/{id}, visitor: Largest Contentful Paint${page.element ? ` (${page.element})` : ''}`,
    value: page.value != null ? ms(page.value) : 'n/a (never showed)',
    budget: `≤ ${(PUBLIC_JOB_LCP_BUDGET_MS / 1000).toFixed(2)} s`,
    naive: details.value != null ? `/jobs/{id} details: ${ms(details.value)}` : 'n/a',
    ratio: page.value != null && details.value != null ? ratio(page.value, details.value) : '',
    verdict: page.value == null ? 'n/a' : page.value <= PUBLIC_JOB_LCP_BUDGET_MS ? 'pass' : 'FAIL',
  });
  rows.push({
    figure: "Today's /jobs/{id} details (signed-in seeker, screen already shown): dialog with the job's facts",
    value: details.value != null ? ms(details.value) : 'n/a (never showed)',
    budget: '—',
    naive: '',
    ratio: '',
    verdict: 'info',
  });
}

rows.push({ section: `Jobs list with ${JOBS_AT_SCALE.toLocaleString('en-IN')} more jobs (web SDK from Node as a seeker; median)` });
if (failed(scale)) {
  rows.push(na('Jobs list at scale', scale.failed));
} else {
  const t = scale.timings;
  const whole = `${ms(t.wholeCollection.ms)} (${t.wholeCollection.docs} docs)`;
  rows.push({
    figure: `First page (${t.firstPage.docs}), no filter`,
    value: ms(t.firstPage.ms),
    budget: '—',
    naive: `read all Active: ${whole}`,
    ratio: ratio(t.firstPage.ms, t.wholeCollection.ms),
    verdict: 'info',
  });
  rows.push({
    figure: `First page (${t.firstPageDegree.docs}), degree == ${t.firstPageDegree.degree}`,
    value: ms(t.firstPageDegree.ms),
    budget: '—',
    naive: `read all Active: ${whole}`,
    ratio: ratio(t.firstPageDegree.ms, t.wholeCollection.ms),
    verdict: 'info',
  });
}

rows.push({ section: `Job alerts: ${ALERTS_AT_SCALE.toLocaleString('en-IN')} saved, the alerts one new job matches (Admin SDK; median)` });
if (failed(alerts)) {
  rows.push(na('Alerts at scale', alerts.failed));
} else {
  const { indexed, naive } = alerts;
  rows.push({
    figure: `Matching alerts of one new job (${alerts.job}): ${indexed.matched} found`,
    value: `${ms(indexed.ms)}, ${indexed.reads} reads in ${indexed.queries} queries`,
    budget: '—',
    naive: `scan all: ${ms(naive.ms)}, ${naive.reads} reads`,
    ratio: ratio(indexed.ms, naive.ms),
    verdict: 'info',
  });
}

rows.push({
  section: `Hiring pipeline: ${PIPELINE_APPLICATIONS.toLocaleString('en-IN')} applications on one job (web SDK listeners in Node; median)`,
});
if (failed(pipeline)) {
  rows.push(na('Pipeline at scale', pipeline.failed));
} else {
  rows.push({
    figure: `Employer's first page of applicants (${pipeline.firstPage.docs} docs, live listener, fresh client)`,
    value: ms(pipeline.firstPage.ms),
    budget: '—',
    naive: `every application: ${ms(pipeline.everything.ms)} (${pipeline.everything.docs} docs)`,
    ratio: ratio(pipeline.firstPage.ms, pipeline.everything.ms),
    verdict: 'info',
  });
  rows.push({
    figure: `Status change to the seeker's open My Applications listener (${pipeline.statusToSeeker.samples} moves)`,
    value: `${ms(pipeline.statusToSeeker.ms)} (${ms(pipeline.statusToSeeker.min)} - ${ms(pipeline.statusToSeeker.max)})`,
    budget: '—',
    naive: '',
    ratio: '',
    verdict: 'info',
  });
}

const workerCap = process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '50 (default)';
rows.push({
  section: `API through :5000 (load from another process; ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s; at most ${workerCap} function workers)`,
});
if (failed(api)) {
  rows.push(na('API under load', api.failed));
} else {
  const r = api.results as Record<string, Figure<any>>;
  const l20 = r.list20!,
    l100 = r.list100!;
  if (!l20.ok) {
    rows.push(na('GET /api/jobs/all?limit=20', l20.reason));
  } else {
    const v = l20.value,
      n = l100.ok ? l100.value : null;
    rows.push({
      figure: 'GET /api/jobs/all?limit=20: requests/s (2xx)',
      value: v.rps.toFixed(1),
      budget: '—',
      naive: n ? `limit=100: ${n.rps.toFixed(1)}` : `n/a (${(l100 as { reason: string }).reason})`,
      ratio: n ? ratio(v.rps, n.rps) : '',
      verdict: v.ok === v.requests ? 'info' : 'FAIL',
    });
    rows.push({
      figure: 'GET /api/jobs/all?limit=20: p50 / p95 / p99',
      value: `${ms(v.latency.p50)} / ${ms(v.latency.p95)} / ${ms(v.latency.p99)}`,
      budget: '—',
      naive: n ? `${ms(n.latency.p50)} / ${ms(n.latency.p95)} / ${ms(n.latency.p99)}` : '',
      ratio: n ? ratio(v.latency.p95, n.latency.p95) : '',
      verdict: 'info',
    });
    if (v.ok !== v.requests) notes.push(`GET limit=20: ${v.requests - v.ok} of ${v.requests} answers were not 2xx: ${JSON.stringify(v.statuses)}`);
  }
  const c = r.applyConcurrent!,
    s = r.applySequential!,
    d = r.duplicates!,
    nd = r.naiveDuplicates!;
  if (!c.ok) {
    rows.push(na(`${APPLICANTS} seekers apply at once: stored`, c.reason, `${APPLICANTS} once each`));
  } else {
    const v = c.value;
    rows.push({
      figure: `${APPLICANTS} seekers apply at once: stored`,
      value: `${v.stored} of ${v.expected} (${v.statuses['201'] ?? 0}×201)${v.storedLater !== v.stored ? `, ${v.storedLater} 5 s later` : ''}`,
      budget: `${APPLICANTS} once each`,
      naive: s.ok ? `one at a time: ${s.value.stored} stored` : '',
      ratio: '',
      verdict: v.stored === v.expected && (v.statuses['201'] ?? 0) === v.expected ? 'pass' : 'FAIL',
    });
    rows.push({
      figure: `${APPLICANTS} seekers apply at once: wall / p50 / p95 / p99`,
      value: `${ms(v.wallMs)} / ${ms(v.latency.p50)} / ${ms(v.latency.p95)} / ${ms(v.latency.p99)}`,
      budget: '—',
      naive: s.ok ? `one at a time: ${ms(s.value.wallMs)} (p95 ${ms(s.value.latency.p95)})` : '',
      ratio: s.ok ? ratio(v.wallMs, s.value.wallMs) : '',
      verdict: 'info',
    });
    if (Object.keys(v.codes).length) notes.push(`Concurrent applies not answered 201: ${JSON.stringify(v.codes)}`);
  }
  if (!d.ok) {
    rows.push(na(`${APPLICANTS} duplicate applies at once: stored`, d.reason, '1 stored, 1×2xx, rest 409'));
  } else {
    const v = d.value;
    const twoxx = Object.entries(v.statuses as Record<string, number>)
      .filter(([k]) => Number(k) >= 200 && Number(k) < 300)
      .reduce((a, [, n]) => a + n, 0);
    const conflicts = v.statuses['409'] ?? 0;
    rows.push({
      figure: `${APPLICANTS} duplicate applies at once: stored`,
      value: `${v.stored} (${twoxx}×2xx, ${conflicts}×409)`,
      budget: `1 stored, 1×2xx, ${APPLICANTS - 1}×409`,
      naive: nd.ok ? `read-then-write: ${nd.value.believedCreated} of ${nd.value.writers} "created"` : '',
      ratio: '',
      verdict: v.stored === 1 && twoxx === 1 && conflicts === APPLICANTS - 1 ? 'pass' : 'FAIL',
    });
    if (Object.keys(v.codes).length && !(Object.keys(v.codes).length === 1 && Object.keys(v.codes)[0]!.startsWith('409')))
      notes.push(`Duplicate applies: ${JSON.stringify(v.codes)}`);
  }
  const m = api.memory as Record<string, any>;
  const loads = ['list20', 'list100', 'applyConcurrent', 'duplicates'].filter((k) => m[k]);
  if (loads.length) {
    const peakHwm = Math.max(...loads.map((k) => m[k].peakWorkerHwm));
    const peakTotal = Math.max(...loads.map((k) => m[k].peakTotalRss));
    const peakWorkers = Math.max(...loads.map((k) => m[k].peakWorkers));
    rows.push({ section: 'Memory of the function (Functions emulator workers, /proc VmHWM and VmRSS)' });
    rows.push({
      figure: 'Peak RSS of one function process under load',
      value: peakHwm ? mib(peakHwm) : 'n/a (no worker process found)',
      budget: '≤ 512 MiB',
      naive: m.list100 ? `limit=100 load: ${mib(m.list100.peakWorkerRss)}` : '',
      ratio: '',
      verdict: peakHwm ? (peakHwm <= FUNCTION_MEMORY ? 'pass' : 'FAIL') : 'n/a',
    });
    for (const [key, what] of [
      ['warmList', 'list load'],
      ['warmApply', 'apply bursts'],
    ] as const) {
      const w = m[key];
      if (w)
        rows.push({
          figure: `Warm-up before the ${what}: ${w.sustainSeconds ? `${w.sustainSeconds} s at ${w.requested} connections` : `${w.requested} requests at once`}`,
          value: `${ms(w.wallMs)}, workers ${w.workersBefore} → ${w.workersAfter}`,
          budget: '—',
          naive: '',
          ratio: '',
          verdict: 'info',
        });
    }
    rows.push({
      figure: 'All function processes at once (peak)',
      value: peakTotal ? `${mib(peakTotal)} in ${peakWorkers} processes` : 'n/a',
      budget: '—',
      naive: m.idle?.count ? `idle before load: ${mib(m.idle.rss)} in ${m.idle.count}` : '',
      ratio: '',
      verdict: 'info',
    });
  }
}

const totalSeconds = (Date.now() - started) / 1000;
const table = renderTable(rows);
const failures = rows.filter((r) => r.verdict === 'FAIL').length;
const unavailable = rows.filter((r) => r.verdict === 'n/a').length;
const machine = { cores: cpus().length, loadavgAtStart, loadavgAtEnd: loadavg().map((x) => Number(x.toFixed(2))), node: process.version };
mkdirSync(TEST_OUTPUT_DIR, { recursive: true });
writeFileSync(
  join(TEST_OUTPUT_DIR, 'bench.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine,
      builds,
      phases,
      measureSeconds: totalSeconds,
      rounds: ROUNDS,
      parts: [...PARTS],
      settings: {
        functionWorkers: workerCap,
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
      scale: failed(scale) ? scale : { seeded: scale.seeded, timings: scale.timings },
      alerts,
      pipeline,
      api,
      rows,
      notes,
    },
    null,
    2,
  )}\n`,
);

// bench.mjs prints this after the emulators stop (their log goes to test-output/bench-emulators.log).
const report = [
  `JobSearch bench, ${new Date().toISOString()} (${machine.cores} cores; load average ${machine.loadavgAtStart.join(' ')} at the start, ${machine.loadavgAtEnd.join(' ')} at the end)`,
  '',
  table,
  ...(notes.length ? ['', 'Notes:', ...notes.map((n) => `- ${n}`)] : []),
  '',
  `${failures ? `${failures} budget(s) missed` : 'All budgets met'}${unavailable ? `, ${unavailable} figure(s) unavailable` : ''}. Measured in ${totalSeconds.toFixed(0)} s; details in test-output/bench.json.`,
].join('\n');
writeFileSync(join(TEST_OUTPUT_DIR, 'bench.txt'), `${report}\n`);
console.log(report);
process.exit(0);
