/** The table's rows about data at scale: the jobs list, job alerts, the hiring pipeline. */
import type { AlertTimings } from './alerts-at-scale.mts';
import type { QueryTimings } from './jobs-at-scale.mts';
import { failed, type Failed } from './phases.mts';
import type { PipelineTimings } from './pipeline-at-scale.mts';
import type { SearchFigure, SearchTimings } from './search-at-scale.mts';
import { na, type Row } from './row.mts';
import { ALERTS_AT_SCALE, JOBS_AT_SCALE, PIPELINE_APPLICATIONS } from './settings.mts';
import { ms, ratio } from './table.mjs';

/** The first page of the jobs list, unfiltered and by degree, beside reading every Active job. */
export function jobsAtScaleRows(scale: { timings: QueryTimings } | Failed): Row[] {
  const rows: Row[] = [{ section: `Jobs list with ${JOBS_AT_SCALE.toLocaleString('en-IN')} more jobs (web SDK from Node as a seeker; median)` }];
  if (failed(scale)) {
    rows.push(na('Jobs list at scale', scale.failed));
    return rows;
  }
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
  return rows;
}

/** The saved alerts one new job matches, found by the index's queries beside a scan of all. */
export function alertsRows(alerts: AlertTimings | Failed): Row[] {
  const rows: Row[] = [{ section: `Job alerts: ${ALERTS_AT_SCALE.toLocaleString('en-IN')} saved, the alerts one new job matches (Admin SDK; median)` }];
  if (failed(alerts)) {
    rows.push(na('Alerts at scale', alerts.failed));
    return rows;
  }
  const { indexed, naive } = alerts;
  rows.push({
    figure: `Matching alerts of one new job (${alerts.job}): ${indexed.matched} found`,
    value: `${ms(indexed.ms)}, ${indexed.reads} reads in ${indexed.queries} queries`,
    budget: '—',
    naive: `scan all: ${ms(naive.ms)}, ${naive.reads} reads`,
    ratio: ratio(indexed.ms, naive.ms),
    verdict: 'info',
  });
  return rows;
}

/** One job's applicants: the employer's first page, and how soon a status change reaches the seeker. */
export function pipelineRows(pipeline: PipelineTimings | Failed): Row[] {
  const rows: Row[] = [
    { section: `Hiring pipeline: ${PIPELINE_APPLICATIONS.toLocaleString('en-IN')} applications on one job (web SDK listeners in Node; median)` },
  ];
  if (failed(pipeline)) {
    rows.push(na('Pipeline at scale', pipeline.failed));
    return rows;
  }
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
  return rows;
}

const searchFigure = (f: SearchFigure) => `${f.ms === null ? 'not timed' : ms(f.ms)}, ${f.reads} reads, ${f.shown} shown, total ${f.total ?? 'none'}`;

/** How a size's figures were had, for its heading. */
function searchHow(size: SearchTimings): string {
  if (size.how === 'memory')
    return 'reads and totals counted in memory over the same jobs; not timed: the emulator sorts the whole index table for each key of a query, minutes a query at this size';
  const agree = size.disagreements?.length
    ? `; DIFFERS from the count in memory: ${size.disagreements.join('; ')}`
    : '; the same reads and totals as counted in memory';
  return `${size.seeding?.avgKeys ?? '?'} keys, ${size.seeding?.avgBytes ?? '?'} bytes a job; Admin SDK; median; the emulator scans, reads are what Firestore bills${agree}`;
}

/** The search box at each size: the keys' query and count() beside today's keyword query with the other words checked on the page. */
export function searchRows(search: SearchTimings[] | Failed): Row[] {
  if (failed(search)) return [{ section: 'Search box at scale' }, na('Search at scale', search.failed)];
  return search.flatMap((size) => [
    { section: `Search box with ${size.jobs.toLocaleString('en-IN')} jobs (${searchHow(size)})` },
    ...size.rows.map((row) => ({
      figure: `${row.label}: first page and total`,
      value: searchFigure(row.keys),
      budget: '—',
      naive: `before: ${searchFigure(row.before)}`,
      ratio: row.keys.ms === null || row.before.ms === null ? '' : ratio(row.keys.ms, row.before.ms),
      verdict: 'info',
    })),
  ]);
}
