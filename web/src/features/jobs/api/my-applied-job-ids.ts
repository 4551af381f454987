/**
 * The jobs the signed-in seeker has applied to, live, so a card says
 * "Applied" the moment an application is created. Query (rules allow it):
 * applications where applicantId == uid, orderBy createdAt desc.
 * The full Firestore SDK it needs is imported once the page says its first
 * cards are shown, so it never delays them; from then on the listener stays,
 * whatever the list reloads.
 */
import { useEffect, useState } from 'react';

async function watchMyAppliedJobIds(uid: string, onChange: (jobIds: ReadonlySet<string>) => void): Promise<() => void> {
  const [{ collection, onSnapshot, orderBy, query, where }, { db }] = await Promise.all([
    import('firebase/firestore'),
    import('../../../lib/firestore'),
  ]);
  const mine = query(collection(db, 'applications'), where('applicantId', '==', uid), orderBy('createdAt', 'desc'));
  return onSnapshot(
    mine,
    (snapshot) => {
      const ids = new Set<string>();
      for (const doc of snapshot.docs) {
        const jobId = doc.get('jobId');
        if (typeof jobId === 'string') ids.add(jobId);
      }
      onChange(ids);
    },
    // Not knowing only hides the "Applied" marks; applying still refuses a second application.
    (error) => console.error('Watching my applications failed', error),
  );
}

const NONE: ReadonlySet<string> = new Set();

export function useMyAppliedJobIds(uid: string | null, cardsShown: boolean): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(NONE);
  // Set once: a filter change reloads the list, not the seeker's applications.
  const [enabled, setEnabled] = useState(cardsShown);
  if (cardsShown && !enabled) setEnabled(true);
  useEffect(() => {
    if (!uid || !enabled) { setIds(NONE); return undefined; }
    let stop: (() => void) | null = null;
    let ended = false;
    watchMyAppliedJobIds(uid, setIds).then(
      (unsubscribe) => { if (ended) unsubscribe(); else stop = unsubscribe; },
      (error: unknown) => console.error('Loading the Firestore SDK failed', error),
    );
    return () => { ended = true; stop?.(); };
  }, [uid, enabled]);
  return ids;
}
