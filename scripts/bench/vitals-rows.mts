/** The table's rows of Web Vitals (layout shift, interaction delay) and of Firestore reads per view. */
import { CLS, INP, READS_PER_VIEW } from './budgets.mts';
import { CPU_SLOWDOWN } from './browser.mjs';
import { failed, type Failed } from './phases.mts';
import { na, type Row } from './row.mts';
import { ROUNDS } from './settings.mts';
import type { Interactions, measureJobPages, measureReadsPerView, measureSiteViews, Vitals } from './site-views.mts';
import { ms, ratio } from './table.mjs';

type SiteViews = Awaited<ReturnType<typeof measureSiteViews>> | Failed;
type JobPages = Awaited<ReturnType<typeof measureJobPages>> | Failed;
type Reads = Awaited<ReturnType<typeof measureReadsPerView>> | Failed;

/** The 75th percentile by nearest rank (of 3 rounds, the worst): what web-vitals' reports are judged by. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

const clsText = (value: number) => value.toFixed(3);

/** The element that moved most in the worst round, as web-vitals' attribution names it. */
function shifted(vitals: Vitals[]): string {
  const worst = vitals.filter((v) => v).sort((a, b) => b!.cls - a!.cls)[0];
  const top = worst?.clsShifts.filter((s) => s.target).sort((a, b) => b.value - a.value)[0];
  return top ? ` (most: ${top.target})` : '';
}

/** CLS of Home, /jobs, a job's details and its public page; INP of /jobs' interactions; ours beside the one-bundle build. */
export function vitalsRows(views: SiteViews, jobPages: JobPages): Row[] {
  const rows: Row[] = [{ section: `Web Vitals (web-vitals library): CPU ${CPU_SLOWDOWN}x slower, Slow 4G, empty cache; p75 of ${ROUNDS}` }];
  const clsRow = (figure: string, ours: (Vitals | undefined)[], naive: (Vitals | undefined)[] | null) => {
    const got = ours.filter((v): v is NonNullable<Vitals> => !!v);
    const value = got.length === ours.length ? p75(got.map((v) => v.cls)) : null;
    const naiveGot = naive?.filter((v): v is NonNullable<Vitals> => !!v) ?? [];
    const naiveValue = naiveGot.length ? p75(naiveGot.map((v) => v.cls)) : null;
    if (value == null) return rows.push(na(figure, 'not measured in every round', CLS.text));
    rows.push({
      figure: `${figure}${shifted(got)}`,
      value: clsText(value),
      budget: CLS.text,
      naive: naiveValue != null ? clsText(naiveValue) : 'n/a',
      ratio: '',
      verdict: CLS.met(value) ? 'pass' : 'FAIL',
    });
  };
  if (failed(views)) rows.push(na('CLS of Home and /jobs; INP', views.failed));
  else {
    const cold = (site: string, screen: 'home' | 'jobs') => views.rounds[site]?.[screen]?.map((r) => r.coldNoScreen.vitals) ?? [];
    const hasNaive = !!views.rounds.naive;
    clsRow('Home: CLS', cold('ours', 'home'), hasNaive ? cold('naive', 'home') : null);
    clsRow('/jobs: CLS', cold('ours', 'jobs'), hasNaive ? cold('naive', 'jobs') : null);
    const kinds: [keyof Interactions, string][] = [
      ['search', 'typing in the search box and Enter'],
      ['filter', 'choosing a filter (the Filters sheet, a job type)'],
      ['details', "opening a job's details"],
      ['inp', 'the page (all of them)'],
    ];
    const pick = (site: string, kind: keyof Interactions) => {
      const runs = views.interactions[site] ?? [];
      const ok = runs.filter((r) => r.ok);
      return { value: ok.length ? p75(ok.map((r) => Number(r[kind] ?? 0))) : null, lost: runs.length - ok.length, error: runs.find((r) => !r.ok)?.error };
    };
    for (const [kind, text] of kinds) {
      const o = pick('ours', kind);
      const n = pick('naive', kind);
      const figure = `/jobs: INP, ${text}`;
      if (o.value == null || o.lost) {
        rows.push(na(figure, o.error ?? 'no round', INP.text));
        continue;
      }
      rows.push({
        figure,
        value: ms(o.value),
        budget: INP.text,
        naive: n.value != null ? `${ms(n.value)}${n.lost ? ` (${n.lost} round(s) lost: ${n.error})` : ''}` : 'n/a',
        ratio: n.value ? ratio(o.value, n.value) : '',
        verdict: INP.met(o.value) ? 'pass' : 'FAIL',
      });
    }
  }
  if (failed(jobPages)) rows.push(na("CLS of a job's details and public page", jobPages.failed));
  else {
    const naiveDetails = jobPages.rounds.every((r) => r.naiveDetails) ? jobPages.rounds.map((r) => r.naiveDetails!.vitals) : null;
    clsRow(
      "A job's details /jobs/{id}: CLS",
      jobPages.rounds.map((r) => r.details.vitals),
      naiveDetails,
    );
    clsRow(
      'Public job page /job/{id}: CLS',
      jobPages.rounds.map((r) => r.publicPage.vitals),
      null,
    );
  }
  return rows;
}

/** Firestore documents read by each view, against its budget. */
export function readsRows(reads: Reads): Row[] {
  const rows: Row[] = [{ section: 'Firestore documents read per view (counted on the wire from the emulator, as billed; unthrottled)' }];
  if (failed(reads)) {
    rows.push(na('Reads per view', reads.failed));
    return rows;
  }
  for (const view of reads) {
    const budget = READS_PER_VIEW[view.id];
    if (view.reads == null) {
      rows.push(na(view.label, view.error ?? 'not measured', budget != null ? `≤ ${budget}` : ''));
      continue;
    }
    rows.push({
      figure: view.label,
      value: String(view.reads),
      budget: budget != null ? `≤ ${budget}` : '—',
      naive: '',
      ratio: '',
      verdict: budget == null ? 'info' : view.reads <= budget ? 'pass' : 'FAIL',
    });
  }
  return rows;
}
