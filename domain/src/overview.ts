/**
 * The admin's Overview: what each record adds to the counters, and the
 * counters read back as totals, a funnel and the last days. Pure; the
 * counting triggers (functions/src/triggers/overview.ts), the recount of the
 * seed and of production (scripts/) and the dashboard share it.
 *
 * Every record contributes a tally: counts per counter document, `totals`
 * or a day in India (YYYY-MM-DD). A write changes the counters by the tally
 * after minus the tally before, so the counters always equal the sum of the
 * tallies of every record there is (a recount proves it). Records are dated
 * by their own stored times (createdAt, statusHistory.Hired), never by when a
 * trigger ran.
 */
import { APPLICATION_STATUSES, type ApplicationStatus, statusOf } from './pipeline.js';
import { todayInIndia } from './helpers.js';

/** The counters' collection (admins read it; only the functions write it). */
export const OVERVIEW_COUNTERS = 'overviewCounters';
/** Events already counted, by event id: a redelivered event counts once. */
export const OVERVIEW_EVENTS = 'overviewEvents';
/**
 * Each counter is spread over this many documents, picked at random per
 * event: a document takes about one write a second, so the counters take
 * about this many. Readers sum whatever shards exist, so raising it is safe.
 */
export const COUNTER_SHARDS = 10;
/** The days the charts show, today included. */
export const OVERVIEW_DAYS = 30;

export const OVERVIEW_TOTALS = ['seekers', 'employers', 'activeJobs', 'applications', 'openReports', 'hiddenJobs'] as const;
export type OverviewTotal = (typeof OVERVIEW_TOTALS)[number];
export const OVERVIEW_DAILY = ['accounts', 'jobs', 'applications', 'hires'] as const;
export type OverviewDaily = (typeof OVERVIEW_DAILY)[number];

/** The pipeline's forward path, Applied to Hired: the funnel's steps. */
export const FUNNEL_STAGES = APPLICATION_STATUSES.filter((status) => status !== 'Not selected') as Exclude<ApplicationStatus, 'Not selected'>[];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
/** The totals' field counting applications whose furthest step is `stage`. */
export const furthestField = (stage: FunnelStage) => `furthest${stage}`;

/** Counts per counter document: 'totals' or a day, then field -> count. */
export type Tally = Record<string, Record<string, number>>;
type Data = Record<string, unknown>;

/** A stored moment (a Firestore Timestamp of either SDK, or a Date) as a Date; null when it is neither. */
export function momentOf(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate: () => Date }).toDate();
  return null;
}

function tally(totals: Record<string, number>, days: [Date | null, string][] = []): Tally {
  const result: Tally = { totals };
  for (const [at, field] of days) {
    if (!at) continue; // a record without a readable time counts in the totals only
    const day = todayInIndia(at);
    result[day] = { ...result[day], [field]: (result[day]?.[field] ?? 0) + 1 };
  }
  return result;
}

/** A job seeker or employer: the totals of their role, and a new account on the day they joined. */
export function userTally(user: Data): Tally {
  const totals: Record<string, number> = user.role === 'jobseeker' ? { seekers: 1 } : user.role === 'employer' ? { employers: 1 } : {};
  return tally(totals, [[momentOf(user.createdAt), 'accounts']]);
}

/** A job: Active or not, hidden by reports or not, and posted on its day. */
export function jobTally(job: Data): Tally {
  const totals: Record<string, number> = {};
  if (job.status === 'Active') totals.activeJobs = 1;
  if (job.hiddenByReports === true) totals.hiddenJobs = 1;
  return tally(totals, [[momentOf(job.createdAt), 'jobs']]);
}

/** The furthest step of the forward path an application reached (one Not selected after Viewed reached Viewed). */
export function furthestStage(application: Data): FunnelStage {
  const history = application.statusHistory && typeof application.statusHistory === 'object' ? Object.keys(application.statusHistory) : [];
  let furthest = 0;
  for (const status of [statusOf(application), ...history]) furthest = Math.max(furthest, FUNNEL_STAGES.indexOf(status as FunnelStage));
  return FUNNEL_STAGES[furthest]!;
}

/** An application: counted, at its furthest step, on the day it was made, and on the day its applicant was hired. */
export function applicationTally(application: Data): Tally {
  const hiredAt = statusOf(application) === 'Hired' ? momentOf((application.statusHistory as Data | undefined)?.Hired) : null;
  return tally({ applications: 1, [furthestField(furthestStage(application))]: 1 }, [
    [momentOf(application.createdAt), 'applications'],
    [hiredAt, 'hires'],
  ]);
}

/** A report: open or decided. */
export function reportTally(report: Data): Tally {
  return tally(report.status === 'open' ? { openReports: 1 } : {});
}

/** `after` minus `before`, without the counts that did not change (empty when nothing did). */
export function tallyChange(before: Tally, after: Tally): Tally {
  const change: Tally = {};
  for (const target of new Set([...Object.keys(before), ...Object.keys(after)])) {
    for (const field of new Set([...Object.keys(before[target] ?? {}), ...Object.keys(after[target] ?? {})])) {
      const by = (after[target]?.[field] ?? 0) - (before[target]?.[field] ?? 0);
      if (by !== 0) change[target] = { ...change[target], [field]: by };
    }
  }
  return change;
}

/** Adds `more` into `into` (a recount sums every record's tally). */
export function addTally(into: Tally, more: Tally): Tally {
  for (const [target, fields] of Object.entries(more))
    for (const [field, by] of Object.entries(fields)) into[target] = { ...into[target], [field]: (into[target]?.[field] ?? 0) + by };
  return into;
}

/** The counter document of a target and shard, and the fields that say what it counts. */
export function counterDoc(target: string, shard: number): { id: string; fields: { kind: 'totals' } | { kind: 'day'; day: string } } {
  return target === 'totals' ? { id: `totals-${shard}`, fields: { kind: 'totals' } } : { id: `day-${target}-${shard}`, fields: { kind: 'day', day: target } };
}

export interface OverviewDay extends Record<OverviewDaily, number> {
  day: string;
}
export interface Overview {
  totals: Record<OverviewTotal, number>;
  /** Each step of Applied to Hired, with the applications that reached it. */
  funnel: { stage: FunnelStage; reached: number }[];
  /** The last OVERVIEW_DAYS days, oldest first, today last. */
  days: OverviewDay[];
}

/** The `count` days ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, count = OVERVIEW_DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

const countIn = (doc: Data, field: string) => (typeof doc[field] === 'number' && Number.isFinite(doc[field]) ? (doc[field] as number) : 0);

/** The Overview from the counter documents read (totals shards, and day shards of the shown days). */
export function overviewFrom(counters: readonly Data[], today: string): Overview {
  const sum = (docs: readonly Data[], field: string) => docs.reduce((total, doc) => total + countIn(doc, field), 0);
  const totalsDocs = counters.filter((doc) => doc.kind === 'totals');
  const totals = Object.fromEntries(OVERVIEW_TOTALS.map((key) => [key, sum(totalsDocs, key)])) as Record<OverviewTotal, number>;
  const furthest = FUNNEL_STAGES.map((stage) => sum(totalsDocs, furthestField(stage)));
  const funnel = FUNNEL_STAGES.map((stage, i) => ({ stage, reached: furthest.slice(i).reduce((a, b) => a + b, 0) }));
  const days = lastDays(today).map((day) => {
    const docs = counters.filter((doc) => doc.kind === 'day' && doc.day === day);
    return { day, ...(Object.fromEntries(OVERVIEW_DAILY.map((key) => [key, sum(docs, key)])) as Record<OverviewDaily, number>) };
  });
  return { totals, funnel, days };
}
