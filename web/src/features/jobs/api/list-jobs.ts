/**
 * Available Jobs, a page at a time, straight from Firestore under the rules:
 * `status == 'Active'` [+ degree] [+ trade] [+ jobType] [+ keywords
 * array-contains], newest first, 10 on the first page and 20 with each "Load more"
 * (startAfter).
 * Read with Firestore Lite: the list is not live, and Lite keeps the full
 * SDK off the path to the first cards (lib/firestore-lite.ts).
 */
import { matchesSearchWords } from '@jobsearch/domain/helpers';
import { isListedForSeekers } from '@jobsearch/domain/job';
import { jobSchema, type Job, type JobWithId } from '@jobsearch/domain/schemas';
import {
  collection,
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
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { liteDb, liteSchemaConverter } from '../../../lib/firestore-lite';
import { buildJobsQuery, filtersKey, type JobFilters, type JobsQueryDescription } from '../model/jobs-query';

const jobConverter = liteSchemaConverter(jobSchema);
type JobSnapshot = QueryDocumentSnapshot<Job>;

/** A description (jobs-query.ts) as the SDK's query. */
export function toFirestoreQuery(description: JobsQueryDescription<JobSnapshot>): Query<Job> {
  const constraints: QueryConstraint[] = description.where.map((w) => where(w.field, w.op, w.value));
  constraints.push(orderBy(description.orderBy.field, description.orderBy.direction));
  if (description.startAfter) constraints.push(startAfter(description.startAfter));
  constraints.push(limit(description.limit));
  return query(collection(liteDb, description.collection).withConverter(jobConverter), ...constraints);
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

/** How many Firestore pages one "Load more" may read while other search words filter everything out. */
const MAX_PAGES_PER_FETCH = 5;

/**
 * One page of the list after `cursor`. With more than one search word the
 * extra words filter the page here (and a job hidden by reports is left out); if they leave nothing, the next page is
 * read too (a few at most), so "Load more" never answers with nothing.
 */
export async function getJobsPage(filters: JobFilters, cursor: JobSnapshot | null): Promise<JobsPage> {
  const jobs: JobWithId[] = [];
  let next = cursor;
  let hasMore = true;
  for (let round = 0; round < MAX_PAGES_PER_FETCH && hasMore && jobs.length === 0; round++) {
    const description = buildJobsQuery<JobSnapshot>(filters, next);
    const snapshot = await getDocs(toFirestoreQuery(description));
    const docs = snapshot.docs as JobSnapshot[];
    // A job 3 open reports hide waits for an admin; one the trigger has not flagged yet shows (docs/decisions.md).
    jobs.push(...readJobs(docs).filter((job) => isListedForSeekers(job) && matchesSearchWords(job, description.clientWords)));
    hasMore = docs.length === description.limit;
    next = docs.at(-1) ?? next;
  }
  return { jobs, cursor: next, hasMore };
}

export type JobsListState =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; jobs: JobWithId[]; hasMore: boolean; loadingMore: boolean; loadMoreFailed: boolean };

/** The list for the filters: refetched from the start whenever a filter changes. */
export function useJobsPage(filters: JobFilters): { state: JobsListState; loadMore: () => void; retry: () => void } {
  const key = filtersKey(filters);
  const [state, setState] = useState<JobsListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const cursorRef = useRef<JobSnapshot | null>(null);
  const requestRef = useRef(0);
  const loadingMoreRef = useRef(false);
  const filtersRef = useRef(filters);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    filtersRef.current = filters;
    stateRef.current = state;
  });
  // A new filter (or a retry) shows the loading state at once, in the same render.
  const [requested, setRequested] = useState(`${key}#${attempt}`);
  if (requested !== `${key}#${attempt}`) {
    setRequested(`${key}#${attempt}`);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    const request = ++requestRef.current;
    cursorRef.current = null;
    loadingMoreRef.current = false;
    getJobsPage(filtersRef.current, null).then(
      (page) => {
        if (request !== requestRef.current) return;
        cursorRef.current = page.cursor;
        setState({ status: 'loaded', jobs: page.jobs, hasMore: page.hasMore, loadingMore: false, loadMoreFailed: false });
      },
      (error: unknown) => {
        if (request !== requestRef.current) return;
        console.error('Loading jobs failed', error);
        setState({ status: 'error' });
      },
    );
  }, [key, attempt]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'loaded' || current.loadingMore || !current.hasMore || loadingMoreRef.current) return;
    const request = requestRef.current;
    loadingMoreRef.current = true;
    setState({ ...current, loadingMore: true, loadMoreFailed: false });
    getJobsPage(filtersRef.current, cursorRef.current)
      .finally(() => {
        loadingMoreRef.current = false;
      })
      .then(
        (page) => {
          if (request !== requestRef.current) return;
          cursorRef.current = page.cursor;
          setState((latest) =>
            latest.status === 'loaded'
              ? { ...latest, jobs: appendNew(latest.jobs, page.jobs), hasMore: page.hasMore, loadingMore: false, loadMoreFailed: false }
              : latest,
          );
        },
        (error: unknown) => {
          if (request !== requestRef.current) return;
          console.error('Loading more jobs failed', error);
          setState((latest) => (latest.status === 'loaded' ? { ...latest, loadingMore: false, loadMoreFailed: true } : latest));
        },
      );
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, loadMore, retry };
}

function appendNew(existing: JobWithId[], more: JobWithId[]): JobWithId[] {
  const seen = new Set(existing.map((job) => job.jobId));
  return [...existing, ...more.filter((job) => !seen.has(job.jobId))];
}
