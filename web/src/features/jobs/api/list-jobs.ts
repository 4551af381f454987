/**
 * Available Jobs, a page at a time, straight from Firestore under the rules
 * (the reads: jobs-reads.ts, loaded on the first one). Beside the first page,
 * the number of matching jobs from Firestore's count aggregation (nothing
 * read). Read with Firestore Lite: the list is not live, and Lite keeps the
 * full SDK off the path to the first cards (lib/firebase/firestore-lite.ts).
 */
import type { JobWithId } from '@jobsearch/domain/schemas';
import type { WorkProfile } from '@jobsearch/domain/work-profile';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { recallLastSeen, rememberLastSeen } from '../../../lib/offline/last-seen';
import { checkOnline, isOnline, useOnline } from '../../../lib/offline/online';
import { filtersKey, NO_FILTERS, type JobFilters } from '../model/jobs-query';
import { lastListFor, lastListToStore } from '../model/last-list';
import { primedJobsPage, takeEarlyJobsPage } from './early-jobs';
import type { JobCursor } from './jobs-reads';

const loadReads = () => import('./jobs-reads');
const countJobs = (filters: JobFilters) => loadReads().then((reads) => reads.countJobs(filters));
const getJobsPage = (filters: JobFilters, cursor: JobCursor) => loadReads().then((reads) => reads.getJobsPage(filters, cursor));
const NO_FILTERS_KEY = filtersKey(NO_FILTERS);

/**
 * The first page and its count: newest first, or every candidate ranked for the profile (Best
 * match); the unfiltered newest page index.html read beside the shell (early-jobs.ts), else
 * Firestore's answer. The count reads through Firestore Lite and Auth: beside the SDK's read, but
 * once an early page's cards are painted: they would otherwise wait while those SDKs share the
 * slow link with the page's own code and then run on its thread.
 */
function firstPage(uid: string, key: string, filters: JobFilters, ranking: WorkProfile | null) {
  const unfiltered = key === NO_FILTERS_KEY && !ranking;
  const primed = unfiltered ? primedJobsPage(uid, { take: true }) : undefined;
  const early = primed ? Promise.resolve(primed) : unfiltered ? takeEarlyJobsPage(uid) : undefined;
  const read = (): Promise<{ jobs: JobWithId[]; cursor: JobCursor; hasMore: boolean }> =>
    ranking ? loadReads().then((reads) => reads.getBestMatches(filters, ranking)) : getJobsPage(filters, null);
  const count = () =>
    countJobs(filters).catch((error: unknown) => {
      console.error('Counting jobs failed', error);
      return null;
    });
  if (!early) return { page: read(), counting: count() };
  const page = early.then((found) => found ?? read());
  return { page, counting: page.then(afterPaint, afterPaint).then(count) };
}

/** Once the frame after now is painted (the cards set meanwhile are on screen), in a task of its own. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

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
  ranking: WorkProfile | null = null,
): { state: JobsListState; loadMore: () => void; retry: () => void; remove: (jobId: string) => void } {
  const key = ranking ? `${filtersKey(filters)}|match|${JSON.stringify(ranking)}` : filtersKey(filters);
  // A repeat view draws the copy in its very first render, not one effect later; a first view the early page, when it came before that render.
  const [state, setState] = useState<JobsListState>(() => lastSeenState(uid, key, isOnline()) ?? primedState(uid, key, ranking) ?? { status: 'loading' });
  const drawnFirst = useRef(state.status === 'loaded');
  const [attempt, setAttempt] = useState(0);
  const cursorRef = useRef<JobCursor>(null);
  const requestRef = useRef(0);
  const loadingMoreRef = useRef(false);
  const removedRef = useRef<Set<string>>(new Set());
  const filtersRef = useRef(filters);
  const rankingRef = useRef(ranking);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    filtersRef.current = filters;
    rankingRef.current = ranking;
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
      const copied = lastSeenState(uid, key, refreshing);
      if (copied) setState(copied);
      return copied !== null;
    };
    // The copy at once (already drawn by the first render); offline it stays, without waiting for a read that cannot answer.
    const online = isOnline();
    const shown = drawnFirst.current || showLastSeen(online);
    drawnFirst.current = false;
    if (shown && !online) return;
    // The count never holds the cards back.
    const { page: first, counting } = firstPage(uid, key, filtersRef.current, rankingRef.current);
    first.then(
      (page) => {
        if (request !== requestRef.current) return;
        cursorRef.current = page.cursor;
        // A copy's total stays up until the count answers, rather than blinking out.
        // The primed page is already drawn (the same jobs): nothing to draw again.
        setState((latest) =>
          latest.status === 'loaded' && latest.jobs === page.jobs
            ? latest
            : freshState(page, latest.status === 'loaded' && latest.refreshing ? latest.total : null),
        );
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

/** A page just read (or read early), shown as it is: not a copy. */
function freshState(page: { jobs: JobWithId[]; hasMore: boolean }, total: number | null): JobsListState {
  return { status: 'loaded', jobs: page.jobs, hasMore: page.hasMore, loadingMore: false, loadMoreFailed: false, total, lastSeen: false, refreshing: false };
}

/** The early first page taken before the first render (early-jobs.ts primeEarlyJobsPage), for the unfiltered newest list. */
function primedState(uid: string, key: string, ranking: WorkProfile | null): JobsListState | null {
  const page = key === NO_FILTERS_KEY && !ranking ? primedJobsPage(uid) : undefined;
  return page ? freshState(page, null) : null;
}

/**
 * The list as the device's last-seen copy for these filters shows it, or null
 * when there is none. Online it is `refreshing` (the read replaces it in place)
 * and an empty copy is not drawn: "No jobs found" would be a claim the read may
 * take back. Offline it is `lastSeen`, with its notice.
 */
function lastSeenState(uid: string, key: string, refreshing: boolean): JobsListState | null {
  const copy = recallLastSeen('jobs', uid);
  const list = copy ? lastListFor(copy.data, key) : null;
  if (!list || (refreshing && list.jobs.length === 0)) return null;
  return { status: 'loaded', jobs: list.jobs, hasMore: false, loadingMore: false, loadMoreFailed: false, total: list.total, lastSeen: !refreshing, refreshing };
}

function appendNew(existing: JobWithId[], more: JobWithId[], removed: ReadonlySet<string>): JobWithId[] {
  const seen = new Set(existing.map((job) => job.jobId));
  return [...existing, ...more.filter((job) => !seen.has(job.jobId) && !removed.has(job.jobId))];
}
