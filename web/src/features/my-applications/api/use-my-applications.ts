/**
 * A job seeker's own applications, newest first, live (lib/live.ts). Query
 * (rules allow it, index in firestore.indexes.json): applications where
 * applicantId == uid, orderBy createdAt desc.
 */
import { applicationSchema, type ApplicationWithId } from '@jobsearch/domain/schemas';
import { myApplicationsQuery, useLiveQuery } from '../../../lib/live';

export type MyApplicationsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; applications: readonly ApplicationWithId[] };

export function useMyApplications(uid: string): MyApplicationsState {
  const live = useLiveQuery(myApplicationsQuery(uid), applicationSchema, 'my applications');
  return live.status === 'ready' ? { status: 'ready', applications: live.data } : { status: live.status };
}
