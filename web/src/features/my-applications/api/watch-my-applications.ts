/**
 * A job seeker's own applications, newest first, live. Query (rules allow
 * it, index in firestore.indexes.json): applications where applicantId == uid,
 * orderBy createdAt desc.
 */
import { applicationSchema, type ApplicationWithId } from '@jobsearch/domain/schemas';
import { collection, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { db, schemaConverter } from '../../../lib/firestore';

const converter = schemaConverter(applicationSchema);

export type MyApplicationsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; applications: ApplicationWithId[] };

export function watchMyApplications(uid: string, onChange: (state: MyApplicationsState) => void): () => void {
  const mine = query(collection(db, 'applications').withConverter(converter), where('applicantId', '==', uid), orderBy('createdAt', 'desc'));
  return onSnapshot(
    mine,
    (snapshot) => {
      const applications: ApplicationWithId[] = [];
      for (const doc of snapshot.docs) {
        try {
          applications.push({ ...doc.data(), id: doc.id });
        } catch (error) {
          console.error(`applications/${doc.id} does not match the application schema; left out`, error);
        }
      }
      onChange({ status: 'loaded', applications });
    },
    (error) => {
      console.error('Watching my applications failed', error);
      onChange({ status: 'error' });
    },
  );
}

export function useMyApplications(uid: string): MyApplicationsState {
  const [state, setState] = useState<MyApplicationsState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    return watchMyApplications(uid, setState);
  }, [uid]);
  return state;
}
