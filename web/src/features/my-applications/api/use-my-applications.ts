/**
 * A job seeker's own applications, newest first, live (lib/data/live.ts). Query
 * (rules allow it, index in firestore.indexes.json): applications where
 * applicantId == uid, orderBy createdAt desc.
 */
import { applicationSchema, type ApplicationWithId } from '@jobsearch/domain/schemas';
import { recallApplications } from '../../../lib/offline/last-seen-applications';
import { myApplicationsQuery, useLiveQuery } from '../../../lib/data/live';
import { useWithLastSeen } from '../../../lib/data/with-last-seen';

export type MyApplicationsState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `lastSeen`: the device's copy from the last time the list came from the server (offline, or the listener failed). */
  | { status: 'ready'; applications: readonly ApplicationWithId[]; lastSeen: boolean };

/** The live list, or offline the last-seen copy (lib/data/with-last-seen.ts). */
export function useMyApplications(uid: string): MyApplicationsState {
  const list = useWithLastSeen(useLiveQuery(myApplicationsQuery(uid), applicationSchema, 'my applications'), 'applications', uid, recallApplications);
  return list.status === 'ready' ? { status: 'ready', applications: list.rows, lastSeen: list.lastSeen } : list;
}
