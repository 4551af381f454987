/** The table's rows about the site in the browser: bytes, time to content, the service worker, a job's public page. */
import { CONTENT_TIME, HOME_JS, PUBLIC_JOB_LCP, serviceWorkerRepeat } from './budgets.mts';
import { CPU_SLOWDOWN, SLOW_4G } from './browser.mjs';
import { median } from './jobs-at-scale.mts';
import { failed, type Failed } from './phases.mts';
import { na, type Row } from './row.mts';
import { ROUNDS } from './settings.mts';
import type { Dist, measureJobPages, measureSiteViews, Round, View } from './site-views.mts';
import { kb, ms, ratio } from './table.mjs';

type SiteViews = Awaited<ReturnType<typeof measureSiteViews>> | Failed;
type JobPages = Awaited<ReturnType<typeof measureJobPages>> | Failed;

const screenLabel = { home: 'Home', login: '/login', jobs: '/jobs (seeker)' };

/** First-view JavaScript, CSS and SDKs of each screen; `unbuilt` says why there are none when the web build failed. */
export function bytesRows(views: SiteViews, ours: Dist, naive: Dist, unbuilt: string): Row[] {
  const rows: Row[] = [{ section: 'Bytes: first view, gzip (JS and CSS the browser requested)' }];
  if (failed(views) || !ours) {
    rows.push(na('First-view bytes', failed(views) ? views.failed : unbuilt));
    return rows;
  }
  const oursBytes = views.bytes.ours ?? {};
  for (const screen of ['home', 'login', 'jobs'] as const) {
    const b = oursBytes[screen];
    if (!b) continue;
    const shown = b.shown ? '' : ' (content never showed)';
    const late = b.jsAfterContent ? ` (${kb(b.jsAfterContent)} after content)` : '';
    rows.push({
      figure: `${screenLabel[screen]}: JavaScript`,
      value: kb(b.js) + late + shown,
      budget: screen === 'home' ? HOME_JS.text : '',
      naive: naive ? kb(naive.totals.js) : 'n/a',
      ratio: naive ? ratio(b.js, naive.totals.js) : '',
      verdict: screen === 'home' ? (HOME_JS.met(b.js) && b.shown ? 'pass' : 'FAIL') : 'info',
    });
    if (screen === 'home') {
      for (const [language, name] of [
        ['hi', 'Hindi'],
        ['mr', 'Marathi'],
      ] as const) {
        const other = views.homeByLanguage[language];
        if (!other) continue;
        rows.push({
          figure: `Home: JavaScript, in ${name}`,
          value: kb(other.js) + (other.shown ? '' : ' (content never showed)'),
          budget: HOME_JS.text,
          naive: naive ? kb(naive.totals.js) : 'n/a',
          ratio: naive ? ratio(other.js, naive.totals.js) : '',
          verdict: HOME_JS.met(other.js) && other.shown ? 'pass' : 'FAIL',
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
  return rows;
}

/** Why views showed no content: the first error the page logged, or what it showed instead. */
function lostWhy(runs: View[]): string {
  const lost = runs.find((v) => !v.ok) as (View & { shown?: { text?: string; errors?: string[]; error?: string } }) | undefined;
  const why = lost?.shown?.errors?.[0] ?? lost?.shown?.error ?? lost?.shown?.text?.split('\n')[0] ?? 'no content within 45 s';
  return why.slice(0, 120);
}

/** Home's Largest Contentful Paint and /jobs' first cards: first load, repeat view, cold with the screen shown. */
export function contentTimeRows(views: SiteViews, naive: Dist): Row[] {
  const rows: Row[] = [
    { section: `Time to content: CPU ${CPU_SLOWDOWN}x slower, Slow 4G (${SLOW_4G.latency} ms RTT, 1.6 Mbps down, 750 Kbps up); median of ${ROUNDS}` },
  ];
  if (failed(views)) {
    rows.push(na('Time to content', views.failed));
    return rows;
  }
  const view = (site: string, screen: 'home' | 'jobs', variant: keyof Round) => {
    const runs = views.rounds[site]?.[screen]?.map((r) => r[variant] as View) ?? [];
    const okRuns = runs.filter((v) => v.ok && v.contentAt != null);
    return { value: okRuns.length === runs.length && runs.length ? median(okRuns.map((v) => v.contentAt!)) : null, runs, okRuns };
  };
  // The comparator's rounds that never showed content are counted lost and said why, not left out silently.
  const naiveText = (n: ReturnType<typeof view>) => {
    if (!n.okRuns.length) return `n/a (${lostWhy(n.runs)})`;
    const lost = n.runs.length - n.okRuns.length;
    return `${ms(median(n.okRuns.map((v) => v.contentAt!)))}${lost ? ` (${lost} of ${n.runs.length} rounds lost: ${lostWhy(n.runs)})` : ''}`;
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
            budgeted ? CONTENT_TIME.text : '',
          ),
        );
        continue;
      }
      rows.push({
        figure,
        value: ms(o.value),
        budget: budgeted ? CONTENT_TIME.text : '— (3 s screen)',
        naive: n ? naiveText(n) : 'n/a',
        ratio: n?.okRuns.length ? ratio(o.value, median(n.okRuns.map((v) => v.contentAt!))) : '',
        verdict: budgeted ? (CONTENT_TIME.met(o.value) ? 'pass' : 'FAIL') : 'info',
      });
    }
  }
  return rows;
}

/** The installable site: /jobs with the service worker, beside today's network-first repeat view. */
export function serviceWorkerRows(views: SiteViews): Row[] {
  const rows: Row[] = [{ section: 'Installable site: /jobs with the service worker, same conditions, same rounds' }];
  if (failed(views)) {
    rows.push(na('Service worker views', views.failed));
    return rows;
  }
  const runs = views.rounds.ours?.jobs ?? [];
  const values = (pick: (r: Round) => View | undefined) => {
    const picked = runs.map(pick);
    return picked.every((v) => v?.ok && v.contentAt != null) && picked.length ? median(picked.map((v) => v!.contentAt!)) : null;
  };
  const today = values((r) => r.repeatNetworkFirst);
  const withCopies = values((r) => r.repeat);
  const withSw = values((r) => r.swRepeat);
  const firstRepeatWithSw = values((r) => r.swFirstRepeat);
  const firstWithSw = values((r) => r.swFirst);
  const firstToday = values((r) => r.first);
  const controlled = runs.every((r) => r.swRepeat?.controlled === true && r.swFirstRepeat?.controlled === true);
  if (withSw == null || today == null) rows.push(na('/jobs: repeat view with the service worker', 'no job card within 45 s'));
  else {
    const budget = serviceWorkerRepeat(today);
    rows.push({
      figure: `/jobs: first job cards shown, repeat view with the service worker (the tab's third view, as today's; each view from a settled page)${controlled ? '' : ' (page NOT controlled by it)'}`,
      value: ms(withSw),
      budget: budget.text,
      naive: `today's repeat view (network first, as before the service worker): ${ms(today)}`,
      ratio: ratio(withSw, today),
      verdict: controlled && budget.met(withSw) ? 'pass' : 'FAIL',
    });
  }
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
  return rows;
}

/** A job's public page (server-rendered) beside the signed-in /jobs/{id} details dialog. */
export function jobPageRows(jobPages: JobPages): Row[] {
  const rows: Row[] = [{ section: `A job's own page: empty cache, CPU ${CPU_SLOWDOWN}x slower, Slow 4G; median of ${ROUNDS}` }];
  if (failed(jobPages)) {
    rows.push(na('Public job page', jobPages.failed, PUBLIC_JOB_LCP.text));
    return rows;
  }
  const pick = (key: 'publicPage' | 'details' | 'naiveDetails') => {
    const runs = jobPages.rounds.map((round) => round[key]!);
    const okRuns = runs.filter((v) => v.ok && v.contentAt != null);
    return { value: okRuns.length === runs.length && runs.length ? median(okRuns.map((v) => v.contentAt!)) : null, element: okRuns[0]?.lcpElement ?? null };
  };
  const page = pick('publicPage');
  const details = pick('details');
  const naiveDetails = jobPages.rounds.every((round) => round.naiveDetails) ? pick('naiveDetails') : null;
  rows.push({
    figure: `Public job page /job/{id}, visitor: Largest Contentful Paint${page.element ? ` (${page.element})` : ''}`,
    value: page.value != null ? ms(page.value) : 'n/a (never showed)',
    budget: PUBLIC_JOB_LCP.text,
    naive: details.value != null ? `/jobs/{id} details: ${ms(details.value)}` : 'n/a',
    ratio: page.value != null && details.value != null ? ratio(page.value, details.value) : '',
    verdict: page.value == null ? 'n/a' : PUBLIC_JOB_LCP.met(page.value) ? 'pass' : 'FAIL',
  });
  rows.push({
    figure: "A job's details /jobs/{id}, signed-in seeker, empty cache, screen already shown: dialog with the job's facts",
    value: details.value != null ? ms(details.value) : 'n/a (never showed)',
    budget: CONTENT_TIME.text,
    naive: naiveDetails ? (naiveDetails.value != null ? ms(naiveDetails.value) : 'n/a (never showed)') : 'n/a',
    ratio: details.value != null && naiveDetails?.value != null ? ratio(details.value, naiveDetails.value) : '',
    verdict: details.value == null ? 'n/a' : CONTENT_TIME.met(details.value) ? 'pass' : 'FAIL',
  });
  return rows;
}
