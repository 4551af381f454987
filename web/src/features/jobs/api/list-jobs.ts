/**
 * Available Jobs, a page at a time, straight from Firestore under the rules:
 * `status == 'Active'` [+ degree] [+ trade] [+ jobType] [+ city] [+ keywords
 * array-contains] [+ salaryMax >= minimum], newest first, 10 on the first page
 * and 20 with each "Load more" (startAfter). Beside the first page, the
 * number of matching jobs from Firestore's count aggregation (nothing read).
 * Read with Firestore Lite: the list is not live, and Lite keeps the full
 * SDK off the path to the first cards (lib/firestore-lite.ts).
 */
import { matchesSearchWords } from '@jobsearch/domain/helpers';
import { isListedForSeekers, jobMatchesFilters } from '@jobsearch/domain/job';
import { jobSchema, type Job, type JobWithId } from '@jobsearch/domain/schemas';
import {
  collection,
  getCount,
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
import { recallLastSeen, rememberLastSeen } from '../../../lib/last-seen';
import { checkOnline, isOnline, useOnline } from '../../../lib/online';
import { buildJobsQuery, filtersKey, type JobFilters, type JobsQueryDescription } from '../model/jobs-query';
import { lastListFor, lastListToStore } from '../model/last-list';

const jobConverter = liteSchemaConverter(jobSchema);
type JobSnapshot = QueryDocumentSnapshot<Job>;

/** A description (jobs-query.ts) as the SDK's query; `paged: false` leaves out cursor and limit (the count's query). */
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
 * that pass the filters subtracted. With more than one search word the
 * extra words are checked on the page only, so no honest total exists:
 * null, and the page says how many it shows.
 */
export async function countJobs(filters: JobFilters): Promise<number | null> {
  const description = buildJobsQuery<JobSnapshot>(filters, null);
  if (description.clientWords.length > 0) return null;
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
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'loaded';
      jobs: JobWithId[];
      hasMore: boolean;
      loadingMore: boolean;
      loadMoreFailed: boolean;
      total: number | null;
      /** Shown from the device's last-seen copy (offline, or the read failed), not from Firestore. */
      lastSeen: boolean;
      /** Shown from the last-seen copy while Firestore is read again (online): replaced in place when the read answers. */
      refreshing: boolean;
    };

/**
 * The list for the filters: refetched from the start whenever a filter
 * changes. `total` is the count (null until it arrives, or when it cannot be
 * told); `remove` takes a job off the list and the count (it went Inactive).
 * The first page and its total are kept as the seeker's last-seen copy. Online,
 * a copy for the same filters shows at once, marked `refreshing`, while Firestore
 * is read (stale-while-revalidate: a repeat view draws without the network, and
 * the read replaces it in place); offline, or when the read fails, the copy
 * stays, marked `lastSeen`, and a retry reads Firestore again.
 */
export function useJobsPage(
  uid: string,
  filters: JobFilters,
): { state: JobsListState; loadMore: () => void; retry: () => void; remove: (jobId: string) => void } {
  const key = filtersKey(filters);
  const [state, setState] = useState<JobsListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const cursorRef = useRef<JobSnapshot | null>(null);
  const requestRef = useRef(0);
  const loadingMoreRef = useRef(false);
  const removedRef = useRef<Set<string>>(new Set());
  const filtersRef = useRef(filters);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    filtersRef.current = filters;
    stateRef.current = state;
  });
  // Back online after showing the last-seen copy: read Firestore again (the notice goes with the copy).
  const online = useOnline();
  const [wasOnline, setWasOnline] = useState(online);
  if (wasOnline !== online) {
    setWasOnline(online);
    if (online && state.status === 'loaded' && state.lastSeen) setAttempt((n) => n + 1);
  }
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
    removedRef.current = new Set();
    const showLastSeen = (refreshing: boolean): boolean => {
      const copy = recallLastSeen('jobs', uid);
      const list = copy ? lastListFor(copy.data, key) : null;
      // An empty copy is not drawn while refreshing: "No jobs found" would be a claim the read may take back.
      if (!list || (refreshing && list.jobs.length === 0)) return false;
      setState({
        status: 'loaded',
        jobs: list.jobs,
        hasMore: false,
        loadingMore: false,
        loadMoreFailed: false,
        total: list.total,
        lastSeen: !refreshing,
        refreshing,
      });
      return true;
    };
    // The copy at once; offline it stays, without waiting for a read that cannot answer.
    const online = isOnline();
    if (showLastSeen(online) && !online) return;
    // The count runs beside the first page and never holds the cards back.
    const counting = countJobs(filtersRef.current).catch((error: unknown) => {
      console.error('Counting jobs failed', error);
      return null;
    });
    getJobsPage(filtersRef.current, null).then(
      (page) => {
        if (request !== requestRef.current) return;
        cursorRef.current = page.cursor;
        // A copy's total stays up until the count answers, rather than blinking out.
        setState((latest) => ({
          status: 'loaded',
          jobs: page.jobs,
          hasMore: page.hasMore,
          loadingMore: false,
          loadMoreFailed: false,
          total: latest.status === 'loaded' && latest.refreshing ? latest.total : null,
          lastSeen: false,
          refreshing: false,
        }));
        rememberLastSeen('jobs', uid, lastListToStore(key, page.jobs, null));
        void counting.then((total) => {
          if (request !== requestRef.current) return;
          setState((latest) => (latest.status === 'loaded' ? { ...latest, total } : latest));
          if (total !== null) rememberLastSeen('jobs', uid, lastListToStore(key, page.jobs, total));
        });
      },
      (error: unknown) => {
        if (request !== requestRef.current) return;
        console.error('Loading jobs failed', error);
        void checkOnline();
        if (!showLastSeen(false)) setState({ status: 'error' });
      },
    );
  }, [uid, key, attempt]);

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
              ? { ...latest, jobs: appendNew(latest.jobs, page.jobs, removedRef.current), hasMore: page.hasMore, loadingMore: false, loadMoreFailed: false }
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

  const remove = useCallback((jobId: string) => {
    if (removedRef.current.has(jobId)) return;
    removedRef.current.add(jobId);
    setState((latest) => {
      if (latest.status !== 'loaded') return latest;
      const wasListed = latest.jobs.some((job) => job.jobId === jobId);
      return {
        ...latest,
        jobs: latest.jobs.filter((job) => job.jobId !== jobId),
        total: latest.total !== null && wasListed ? Math.max(0, latest.total - 1) : latest.total,
      };
    });
  }, []);

  return { state, loadMore, retry, remove };
}

function appendNew(existing: JobWithId[], more: JobWithId[], removed: ReadonlySet<string>): JobWithId[] {
  const seen = new Set(existing.map((job) => job.jobId));
  return [...existing, ...more.filter((job) => !seen.has(job.jobId) && !removed.has(job.jobId))];
}
