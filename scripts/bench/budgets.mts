/**
 * The budgets of docs/performance.md, each with the text the table prints and
 * the check its verdict uses, so the two cannot drift apart.
 */
import { JOBS_PAGE_SIZE } from '../../domain/src/constants.ts';
import { ADMIN_PAGE_SIZE } from '../../web/src/features/admin/model/admin-model.ts';
import { APPLICANTS_PAGE_SIZE } from '../../web/src/features/applicants/model/applicants.ts';
import { kb, mib, ms } from './table.mjs';

export interface Budget {
  limit: number;
  /** As the table's Budget column prints it. */
  text: string;
  met: (value: number) => boolean;
}

const atMost = (limit: number, format: (value: number) => string): Budget => ({ limit, text: `≤ ${format(limit)}`, met: (value) => value <= limit });
const below = (limit: number, format: (value: number) => string): Budget => ({ limit, text: `< ${format(limit)}`, met: (value) => value < limit });

/** Home's first-view JavaScript, gzip, in every language. */
export const HOME_JS = atMost(150 * 1024, kb);
/** Time to content of a repeat view, or of a cold one with the loading screen already shown. */
export const CONTENT_TIME = below(2500, ms);
/** A job's public page, empty cache: its Largest Contentful Paint. */
export const PUBLIC_JOB_LCP = atMost(1500, ms);
/** functions/src/index.ts gives the api function memory '512MiB'. */
export const FUNCTION_MEMORY = atMost(512 * 1024 * 1024, mib);

/** /jobs' repeat view with the service worker: at most half of today's (network first). */
export const serviceWorkerRepeat = (todayMs: number): Budget => {
  const budget = atMost(todayMs / 2, ms);
  return { ...budget, text: `${budget.text} (½ of today's)` };
};

/** Concurrent applies of different seekers: each stored once, each answered 201. */
export const appliesStoredOnce = (applicants: number) => `${applicants} once each`;

/** Concurrent applies of one seeker to one job: one stored, one 2xx, every other a 409. */
export const duplicatesRefused = (applicants: number) => `1 stored, 1×2xx, ${applicants - 1}×409`;

/** Interaction to Next Paint on /jobs (typing a search, choosing a filter, opening details), p75 of the rounds. */
export const INP = atMost(200, ms);
/** Cumulative Layout Shift of a view, p75 of the rounds. */
export const CLS = atMost(0.1, (value) => value.toFixed(3));

/** A signed-in view's own reads before its content: the profile (one get). */
const SESSION_READS = 1;
/** A listener or query that finds nothing still costs one read: the Applied and the Saved marks, at least one each. */
const MARKS_READS = 2;

/**
 * Firestore documents one view may read (docs/performance.md, "Reads per view"), as the
 * page sizes and what each view shows make them; a view over its budget is a FAIL row.
 */
export const READS_PER_VIEW: Record<string, number> = {
  /** The profile, the first page, the count (one per 1,000 jobs), the jobs hidden by reports (one when none), the marks. */
  jobs: 15,
  /** The next page, the job its cursor starts after (a first page read early has only its id), the marks of the longer list. */
  jobsNext: JOBS_PAGE_SIZE + 1 + 2 * MARKS_READS,
  /** The list under it, and the job. */
  details: 15 + 1,
  /** The seeker's own applications and saved jobs (with their job alerts, at most 10): not paged, a seeker's few records. */
  myApplications: SESSION_READS + 20,
  savedJobs: SESSION_READS + 20 + 10,
  /** Every job of the employer, live, and each one's counts: not paged, two reads a job (the demo employer has 36). */
  postedJobs: SESSION_READS + 2 * 40,
  /** A page of applicants (one more tells whether there is a next page), and the employer's jobs for the filter. */
  applications: SESSION_READS + APPLICANTS_PAGE_SIZE + 1 + 40,
  /** The totals and the last 30 days' counters. */
  'admin-overview': SESSION_READS + 1 + 31,
  'admin-users': ADMIN_PAGE_SIZE + 1,
  'admin-employers': ADMIN_PAGE_SIZE + 1,
  /** A page, and the count above it. */
  'admin-jobs': ADMIN_PAGE_SIZE + 1 + 1,
  'admin-applications': ADMIN_PAGE_SIZE + 1,
  /** The open reports and the latest 20 notices. */
  'admin-reports': ADMIN_PAGE_SIZE + 20,
};
