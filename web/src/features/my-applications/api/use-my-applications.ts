/**
 * A job seeker's own applications, newest first, live (lib/data/live.ts). Query
 * (rules allow it, index in firestore.indexes.json): applications where
 * applicantId == uid, orderBy createdAt desc.
 */
import { applicationSchema, type ApplicationWithId } from '@jobsearch/domain/schemas';
import { useEffect, useMemo } from 'react';
import { recallApplications, rememberApplications } from '../../../lib/offline/last-seen-applications';
import { myApplicationsQuery, useLiveQuery } from '../../../lib/data/live';
import { useOnline } from '../../../lib/offline/online';

export type MyApplicationsState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `lastSeen`: the device's copy from the last time the list came from the server (offline, or the listener failed). */
  | { status: 'ready'; applications: readonly ApplicationWithId[]; lastSeen: boolean };

/**
 * The live list; each answer from the server is kept as the last-seen copy.
 * Offline, or when the SDK could only answer from its (memory) cache or
 * failed, the copy shows instead; without a copy that is an error, never an
 * empty list the seeker could take for "no applications".
 */
export function useMyApplications(uid: string): MyApplicationsState {
  const live = useLiveQuery(myApplicationsQuery(uid), applicationSchema, 'my applications');
  const online = useOnline();
  const fresh = live.status === 'ready' && !live.fromCache ? live.data : null;
  useEffect(() => {
    if (fresh) rememberApplications(uid, fresh);
  }, [uid, fresh]);
  const withoutServer = !online || live.status === 'error' || (live.status === 'ready' && live.fromCache);
  const copy = useMemo(() => (withoutServer ? recallApplications(uid) : null), [withoutServer, uid]);
  if (copy) return { status: 'ready', applications: copy, lastSeen: true };
  if (fresh) return { status: 'ready', applications: fresh, lastSeen: false };
  if (withoutServer && live.status !== 'loading') return { status: 'error' };
  return { status: 'loading' };
}
