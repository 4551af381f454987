/**
 * The jobs the signed-in seeker has applied to, live (lib/live.ts), so a card
 * says "Applied" the moment an application is created. Query (rules allow
 * it): applications where applicantId == uid, orderBy createdAt desc, the
 * same listener as My Applications.
 * The live layer (and the full Firestore SDK it needs) is imported once the
 * page says its first cards are shown, so it never delays them; from then on
 * the listener stays, whatever the list reloads.
 */
import { applicationSchema } from '@jobsearch/domain/schemas';
import { useEffect, useState } from 'react';

const appliedSchema = applicationSchema.pick({ jobId: true });

const NONE: ReadonlySet<string> = new Set();

export function useMyAppliedJobIds(uid: string | null, cardsShown: boolean): ReadonlySet<string> {
  const [marks, setMarks] = useState<{ uid: string; ids: ReadonlySet<string> } | null>(null);
  // Set once: a filter change reloads the list, not the seeker's applications.
  const [enabled, setEnabled] = useState(cardsShown);
  if (cardsShown && !enabled) setEnabled(true);
  useEffect(() => {
    if (!uid || !enabled) return undefined;
    let stop: (() => void) | null = null;
    let ended = false;
    import('../../../lib/live').then(
      ({ myApplicationsQuery, watchLive }) => {
        if (ended) return;
        // Not knowing (an error) only hides the "Applied" marks; applying still refuses a second application.
        stop = watchLive(myApplicationsQuery(uid), appliedSchema, 'my applications', (live) => {
          if (live.status === 'ready') setMarks({ uid, ids: new Set(live.data.map((application) => application.jobId)) });
        });
      },
      (error: unknown) => console.error('Loading the Firestore SDK failed', error),
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [uid, enabled]);
  return marks && uid && enabled && marks.uid === uid ? marks.ids : NONE;
}
