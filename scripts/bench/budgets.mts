/**
 * The budgets of docs/performance.md, each with the text the table prints and
 * the check its verdict uses, so the two cannot drift apart.
 */
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

/**
 * Firestore documents one view may read (docs/performance.md, "Reads per view"): each is
 * the page size the view shows, plus the session's profile, its counts and its marks.
 */
export const READS_PER_VIEW: Record<string, number> = {
  jobs: 15,
  jobsNext: 22,
  details: 4,
  myApplications: 55,
  savedJobs: 55,
  postedJobs: 55,
  applications: 55,
  'admin-overview': 40,
  'admin-users': 55,
  'admin-employers': 55,
  'admin-jobs': 55,
  'admin-applications': 55,
  'admin-reports': 60,
};
