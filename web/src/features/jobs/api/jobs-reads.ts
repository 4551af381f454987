/**
 * The Firestore Lite reads of jobs for a seeker: a page of the list, its
 * count, and one job by its id. Loaded on the first read (list-jobs.ts,
 * get-job.ts), not with the page: a repeat view draws its cards from the
 * device's last-seen copy before Firestore Lite and the Auth SDK it needs
 * have even run (docs/decisions.md, "The /jobs view draws before Firebase
 * runs").
 *
 * The list: `status == 'Active'` [+ searchKeys array-contains-any, the
 * filters and search terms] [+ salaryMax >= minimum], newest first, 10 on
 * the first page and 20 with each "Load more" (startAfter).
 */
import { isListedForSeekers } from '@jobsearch/domain/job';
import { jobMatchesFilters } from '@jobsearch/domain/job-search';
import { BEST_MATCH_CANDIDATES, rankJobs } from '@jobsearch/domain/matching';
import { jobHasTerms } from '@jobsearch/domain/search';
import type { WorkProfile } from '@jobsearch/domain/work-profile';
import { jobSchema, type Job, type JobWithId } from '@jobsearch/domain/schemas';
import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { liteDb, liteSchemaConverter } from '../../../lib/firebase/firestore-lite';
import type { JobFilters } from '../model/jobs-query';
import { buildJobsQuery, type JobsQueryDescription } from '../model/list-query';

const jobConverter = liteSchemaConverter(jobSchema);
export type JobSnapshot = QueryDocumentSnapshot<Job>;

/** A description (list-query.ts) as the SDK's query; `paged: false` leaves out cursor and limit (the count's query). */
export function toFirestoreQuery(description: JobsQueryDescription<JobSnapshot>, paged = true): Query<Job> {
  const constraints: QueryConstraint[] = description.where.map((w) => where(w.field, w.op, w.value));
  constraints.push(orderBy(description.orderBy.field, description.orderBy.direction));
  if (paged && description.startAfter) constraints.push(startAfter(description.startAfter));
  if (paged) constraints.push(limit(description.limit));
  return query(collection(liteDb, description.collection).withConverter(jobConverter), ...constraints);
}

/**
 * How many jobs match the filters: Firestore's count aggregation over the
 * list's own query (without cursor and limit), so no job is read for it.
 * Jobs hidden by reports are left out of the cards after the query
 * (docs/decisions.md: a filter on the flag would drop every job without it),
 * so they are taken off the count the same way: the Active jobs flagged
 * hidden (rare; two equalities, no composite index) are read and the ones
 * that pass the filters subtracted. With more than three terms (filters and
 * words) the others are checked on the page only, so no honest total exists:
 * null, and the page says how many it shows.
 */
export async function countJobs(filters: JobFilters): Promise<number | null> {
  const description = buildJobsQuery<JobSnapshot>(filters, null);
  if (description.clientTerms.length > 0) return null;
  const hiddenQuery = query(collection(liteDb, 'jobs').withConverter(jobConverter), where('status', '==', 'Active'), where('hiddenByReports', '==', true));
  const [counted, hidden] = await Promise.all([getCount(toFirestoreQuery(description, false)), getDocs(hiddenQuery)]);
  const hiddenMatching = readJobs(hidden.docs as JobSnapshot[]).filter((job) => jobMatchesFilters(job, filters)).length;
  return Math.max(0, counted.data().count - hiddenMatching);
}

export interface JobsPage {
  jobs: JobWithId[];
  /** The last document Firestore returned: the cursor of the next page. */
  cursor: JobSnapshot | null;
  hasMore: boolean;
}

/** A malformed document is logged and left out, not allowed to break the list. */
function readJobs(docs: JobSnapshot[]): JobWithId[] {
  const jobs: JobWithId[] = [];
  for (const snapshot of docs) {
    try {
      jobs.push({ ...snapshot.data(), jobId: snapshot.id });
    } catch (error) {
      console.error(`jobs/${snapshot.id} does not match the job schema; left out`, error);
    }
  }
  return jobs;
}

/**
 * Where the next page starts: the last document's snapshot, or the id of the last job of a
 * first page read before the SDK was up (early-jobs.ts), whose snapshot is read when needed.
 */
export type JobCursor = JobSnapshot | string | null;

/** A job's snapshot as a cursor; null (start again, the list drops repeats) when it is gone. */
async function snapshotOf(jobId: string): Promise<JobSnapshot | null> {
  const snapshot = await getDoc(doc(liteDb, 'jobs', jobId).withConverter(jobConverter));
  return snapshot.exists() ? (snapshot as JobSnapshot) : null;
}

/** How many Firestore pages one "Load more" may read while other search words filter everything out. */
const MAX_PAGES_PER_FETCH = 5;

/**
 * One page of the list after `cursor`. With more than three terms the
 * others filter the page here (and a job hidden by reports is left out); if they leave nothing, the next page is
 * read too (a few at most), so "Load more" never answers with nothing.
 */
export async function getJobsPage(filters: JobFilters, cursor: JobCursor): Promise<JobsPage> {
  const jobs: JobWithId[] = [];
  let next = typeof cursor === 'string' ? await snapshotOf(cursor) : cursor;
  let hasMore = true;
  for (let round = 0; round < MAX_PAGES_PER_FETCH && hasMore && jobs.length === 0; round++) {
    const description = buildJobsQuery<JobSnapshot>(filters, next);
    const snapshot = await getDocs(toFirestoreQuery(description));
    const docs = snapshot.docs as JobSnapshot[];
    // A job 3 open reports hide waits for an admin; one the trigger has not flagged yet shows (docs/decisions.md).
    jobs.push(...readJobs(docs).filter((job) => isListedForSeekers(job) && jobHasTerms(job, description.clientTerms)));
    hasMore = docs.length === description.limit;
    next = docs.at(-1) ?? next;
  }
  return { jobs, cursor: next, hasMore };
}

/**
 * Best match: the newest jobs the filters find, up to BEST_MATCH_CANDIDATES in
 * one read, ranked by the seeker's work profile (rankJobs: best fit first,
 * newest first among equals). No further pages: the page says when the
 * total is larger.
 */
export async function getBestMatches(filters: JobFilters, profile: WorkProfile): Promise<JobsPage> {
  const description = { ...buildJobsQuery<JobSnapshot>(filters, null), limit: BEST_MATCH_CANDIDATES };
  const snapshot = await getDocs(toFirestoreQuery(description));
  const docs = snapshot.docs as JobSnapshot[];
  const jobs = readJobs(docs).filter((job) => isListedForSeekers(job) && jobHasTerms(job, description.clientTerms));
  return { jobs: rankJobs(jobs, profile, new Set()), cursor: docs.at(-1) ?? null, hasMore: false };
}

/** The job when a seeker may open it, null when it is not available (unknown, Inactive, hidden, refused). */
export async function getOpenJob(jobId: string): Promise<JobWithId | null> {
  try {
    const snapshot = await getDoc(doc(liteDb, 'jobs', jobId).withConverter(jobConverter));
    if (!snapshot.exists()) return null;
    const job = { ...snapshot.data(), jobId: snapshot.id };
    return job.status === 'Active' && isListedForSeekers(job) ? job : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}
