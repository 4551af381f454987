/**
 * The ids of the jobs one of the seeker's live lists names (their saved jobs;
 * the Applied marks come with the inbox, my-applied-job-ids.ts), so a card can
 * say "Saved" the moment that changes. The live layer (and the full Firestore SDK it needs) is imported once
 * the page says its first cards are shown, so it never delays them. Given the
 * jobs on screen, the listeners ask only about those (IN_FILTER_MAX ids a
 * query), so a view reads what its cards need, not every record the seeker
 * ever made (docs/performance.md, "Reads per view"); they follow the list as it
 * grows or changes.
 */
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';

/** The seeker's queries in lib/data/live.ts whose documents carry a jobId: all of them, or those among some jobs. */
type JobListQuery = 'savedJobsQuery';
type JobsAmongQuery = 'savedJobsAmongQuery';

/** A projection of the list's domain schema to its jobId (a module constant, so the listener is not restarted). */
type JobIdSchema = z.ZodType<{ jobId: string }>;
const NONE: ReadonlySet<string> = new Set();
/** lib/data/live.ts IN_FILTER_MAX, known here without loading the SDK. */
const IDS_PER_QUERY = 30;

export function useLiveJobIds(
  uid: string | null,
  cardsShown: boolean,
  queries: { all: JobListQuery; among: JobsAmongQuery },
  schema: JobIdSchema,
  label: string,
  jobIds: readonly string[] | null = null,
): ReadonlySet<string> {
  const [marks, setMarks] = useState<{ uid: string; ids: ReadonlySet<string> } | null>(null);
  // Set once: a filter change reloads the list; the marks follow the jobs it shows.
  const [enabled, setEnabled] = useState(cardsShown);
  if (cardsShown && !enabled) setEnabled(true);
  const key = jobIds === null ? '*' : [...new Set(jobIds)].sort().join('\n');
  const { all, among } = queries;
  useEffect(() => {
    if (!uid || !enabled) return undefined;
    const ids = key === '*' ? null : key.split('\n').filter(Boolean);
    if (ids?.length === 0) return undefined;
    const stops: (() => void)[] = [];
    let ended = false;
    import('../../../lib/data/live').then(
      (live) => {
        if (ended) return;
        const groups =
          ids === null
            ? [null]
            : Array.from({ length: Math.ceil(ids.length / IDS_PER_QUERY) }, (_, i) => ids.slice(i * IDS_PER_QUERY, (i + 1) * IDS_PER_QUERY));
        const found = new Map<number, ReadonlySet<string>>();
        groups.forEach((group, index) => {
          // Not knowing (an error) only hides the marks; the rules still refuse a second application.
          stops.push(
            live.watchLive(group === null ? live[all](uid) : live[among](uid, group), schema, label, (result) => {
              // An answer from the SDK's cache alone (offline) knows nothing: the marks stay as they were.
              if (result.status !== 'ready' || result.fromCache) return;
              found.set(index, new Set(result.data.map((record) => record.jobId)));
              if (found.size === groups.length) setMarks({ uid, ids: new Set([...found.values()].flatMap((set) => [...set])) });
            }),
          );
        });
      },
      (error: unknown) => console.error('Loading the Firestore SDK failed', error),
    );
    return () => {
      ended = true;
      for (const stop of stops) stop();
    };
  }, [uid, enabled, key, all, among, schema, label]);
  // While the listeners of a longer list start, the marks already known stay up.
  const shown = useMemo(() => (marks && uid && enabled && key !== '' && marks.uid === uid ? marks.ids : NONE), [marks, uid, enabled, key]);
  return shown;
}
