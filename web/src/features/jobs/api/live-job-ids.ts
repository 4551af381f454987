/**
 * The ids of the jobs one of the seeker's live lists names (their applications,
 * their saved jobs), so a card can say "Applied" or "Saved" the moment that
 * changes. The live layer (and the full Firestore SDK it needs) is imported once
 * the page says its first cards are shown, so it never delays them; from then on
 * the listener stays, whatever the list reloads.
 */
import { useEffect, useState } from 'react';
import type { z } from 'zod';

/** The seeker's queries in lib/data/live.ts whose documents carry a jobId. */
type JobListQuery = 'myApplicationsQuery' | 'savedJobsQuery';

/** A projection of the list's domain schema to its jobId (a module constant, so the listener is not restarted). */
type JobIdSchema = z.ZodType<{ jobId: string }>;
const NONE: ReadonlySet<string> = new Set();

export function useLiveJobIds(uid: string | null, cardsShown: boolean, queryName: JobListQuery, schema: JobIdSchema, label: string): ReadonlySet<string> {
  const [marks, setMarks] = useState<{ uid: string; ids: ReadonlySet<string> } | null>(null);
  // Set once: a filter change reloads the list, not the seeker's own records.
  const [enabled, setEnabled] = useState(cardsShown);
  if (cardsShown && !enabled) setEnabled(true);
  useEffect(() => {
    if (!uid || !enabled) return undefined;
    let stop: (() => void) | null = null;
    let ended = false;
    import('../../../lib/data/live').then(
      (live) => {
        if (ended) return;
        // Not knowing (an error) only hides the marks; the rules still refuse a second application.
        stop = live.watchLive(live[queryName](uid), schema, label, (result) => {
          // An answer from the SDK's cache alone (offline) knows nothing: the marks stay as they were.
          if (result.status === 'ready' && !result.fromCache) setMarks({ uid, ids: new Set(result.data.map((record) => record.jobId)) });
        });
      },
      (error: unknown) => console.error('Loading the Firestore SDK failed', error),
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [uid, enabled, queryName, schema, label]);
  return marks && uid && enabled && marks.uid === uid ? marks.ids : NONE;
}
