/**
 * The jobs the signed-in seeker has applied to, live, for the cards' and details'
 * "Applied" marks: the `appliedJobIds` of their inbox (domain/src/inboxes.ts), one
 * document the navigation and the bell listen to as well, so the marks cost no read of
 * their own. The server writes a mark when an application is made; the page that made
 * it marks the job at once itself (its `justApplied`). The live layer (and the full
 * Firestore SDK it needs) is imported once the page says its first cards are shown,
 * so it never delays them.
 */
import { inboxSchema } from '@jobsearch/domain/inboxes';
import { useEffect, useMemo, useState } from 'react';
import { recallApplications } from '../../../lib/offline/last-seen-applications';
import { useOnline } from '../../../lib/offline/online';

const NONE: ReadonlySet<string> = new Set();

/** Offline, the listener cannot tell: the applications last seen (lib/offline/last-seen-applications.ts) mark the cards too. */
export function useMyAppliedJobIds(uid: string | null, cardsShown: boolean): ReadonlySet<string> {
  const [marks, setMarks] = useState<{ uid: string; ids: ReadonlySet<string> } | null>(null);
  // Set once: the marks follow the inbox, whatever the list shows.
  const [enabled, setEnabled] = useState(cardsShown);
  if (cardsShown && !enabled) setEnabled(true);
  useEffect(() => {
    if (!uid || !enabled) return undefined;
    let stop: (() => void) | null = null;
    let ended = false;
    import('../../../lib/data/live').then(
      (live) => {
        if (ended) return;
        stop = live.watchLive(live.inboxQuery(uid), inboxSchema, 'inbox', (result) => {
          // An answer from the SDK's cache alone (offline) knows nothing: the marks stay as they were.
          // Not knowing (an error) only hides the marks; the rules still refuse a second application.
          if (result.status !== 'ready' || result.fromCache) return;
          setMarks({ uid, ids: new Set(result.data[0]?.appliedJobIds ?? []) });
        });
      },
      (error: unknown) => console.error('Loading the Firestore SDK failed', error),
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [uid, enabled]);
  const live = marks && uid && enabled && marks.uid === uid ? marks.ids : NONE;
  const online = useOnline();
  return useMemo(() => {
    const copy = !online && uid ? recallApplications(uid) : null;
    return copy ? new Set([...live, ...copy.map((application) => application.jobId)]) : live;
  }, [online, uid, live]);
}
