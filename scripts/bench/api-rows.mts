/** The table's rows about the API under load, and the memory of the function processes meanwhile. */
import type { Figure, measureApi } from './api-load.mts';
import { appliesStoredOnce, duplicatesRefused, FUNCTION_MEMORY } from './budgets.mts';
import { failed, type Failed } from './phases.mts';
import { na, type Row } from './row.mts';
import { APPLICANTS, FUNCTION_WORKERS, LOAD_CONNECTIONS, LOAD_SECONDS } from './settings.mts';
import { mib, ms, ratio } from './table.mjs';

type ApiResult = Awaited<ReturnType<typeof measureApi>>;

/** Listing, concurrent and duplicate applies; `notes` gets what the table cannot hold (unexpected answers). */
export function apiRows(api: ApiResult | Failed, notes: string[]): Row[] {
  const rows: Row[] = [
    {
      section: `API through :5000 (load from another process; ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s; at most ${FUNCTION_WORKERS} function workers)`,
    },
  ];
  if (failed(api)) {
    rows.push(na('API under load', api.failed));
    return rows;
  }
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
    rows.push(na(`${APPLICANTS} seekers apply at once: stored`, c.reason, appliesStoredOnce(APPLICANTS)));
  } else {
    const v = c.value;
    rows.push({
      figure: `${APPLICANTS} seekers apply at once: stored`,
      value: `${v.stored} of ${v.expected} (${v.statuses['201'] ?? 0}×201)${v.storedLater !== v.stored ? `, ${v.storedLater} 5 s later` : ''}`,
      budget: appliesStoredOnce(APPLICANTS),
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
    rows.push(na(`${APPLICANTS} duplicate applies at once: stored`, d.reason, duplicatesRefused(APPLICANTS)));
  } else {
    const v = d.value;
    const twoxx = Object.entries(v.statuses as Record<string, number>)
      .filter(([k]) => Number(k) >= 200 && Number(k) < 300)
      .reduce((a, [, n]) => a + n, 0);
    const conflicts = v.statuses['409'] ?? 0;
    rows.push({
      figure: `${APPLICANTS} duplicate applies at once: stored`,
      value: `${v.stored} (${twoxx}×2xx, ${conflicts}×409)`,
      budget: duplicatesRefused(APPLICANTS),
      naive: nd.ok ? `read-then-write: ${nd.value.believedCreated} of ${nd.value.writers} "created"` : '',
      ratio: '',
      verdict: v.stored === 1 && twoxx === 1 && conflicts === APPLICANTS - 1 ? 'pass' : 'FAIL',
    });
    if (Object.keys(v.codes).length && !(Object.keys(v.codes).length === 1 && Object.keys(v.codes)[0]!.startsWith('409')))
      notes.push(`Duplicate applies: ${JSON.stringify(v.codes)}`);
  }
  rows.push(...memoryRows(api.memory as Record<string, any>));
  return rows;
}

/** Peak memory of one function process and of all of them, sampled during each load. */
function memoryRows(m: Record<string, any>): Row[] {
  const loads = ['list20', 'list100', 'applyConcurrent', 'duplicates'].filter((k) => m[k]);
  if (!loads.length) return [];
  const peakHwm = Math.max(...loads.map((k) => m[k].peakWorkerHwm));
  const peakTotal = Math.max(...loads.map((k) => m[k].peakTotalRss));
  const peakWorkers = Math.max(...loads.map((k) => m[k].peakWorkers));
  const rows: Row[] = [{ section: 'Memory of the function (Functions emulator workers, /proc VmHWM and VmRSS)' }];
  rows.push({
    figure: 'Peak RSS of one function process under load',
    value: peakHwm ? mib(peakHwm) : 'n/a (no worker process found)',
    budget: FUNCTION_MEMORY.text,
    naive: m.list100 ? `limit=100 load: ${mib(m.list100.peakWorkerRss)}` : '',
    ratio: '',
    verdict: peakHwm ? (FUNCTION_MEMORY.met(peakHwm) ? 'pass' : 'FAIL') : 'n/a',
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
  return rows;
}
