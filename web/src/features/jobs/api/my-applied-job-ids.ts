/**
 * The jobs the signed-in seeker has applied to, live, so a card says
 * "Applied" the moment an application is created. Query (rules allow it):
 * applications where applicantId == uid, orderBy createdAt desc.
 */
import { collection, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { db } from '../../../lib/firestore';

export function watchMyAppliedJobIds(uid: string, onChange: (jobIds: ReadonlySet<string>) => void): () => void {
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

export function useMyAppliedJobIds(uid: string | null): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(NONE);
  useEffect(() => {
    if (!uid) { setIds(NONE); return undefined; }
    return watchMyAppliedJobIds(uid, setIds);
  }, [uid]);
  return ids;
}
