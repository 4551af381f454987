/**
 * The jobs the signed-in seeker has applied to, live, so a card says "Applied"
 * the moment an application is created. Query (rules allow it): applications
 * where applicantId == uid, orderBy createdAt desc, the same listener as My Applications.
 */
import { applicationSchema } from '@jobsearch/domain/schemas';
import { useMemo } from 'react';
import { recallApplications } from '../../../lib/offline/last-seen-applications';
import { useOnline } from '../../../lib/offline/online';
import { useLiveJobIds } from './live-job-ids';

const appliedSchema = applicationSchema.pick({ jobId: true });
const APPLIED_QUERIES = { all: 'myApplicationsQuery', among: 'myApplicationsToJobsQuery' } as const;

/** Offline, the listener cannot tell: the applications last seen (lib/offline/last-seen-applications.ts) mark the cards too. */
/** `jobIds`: the jobs on screen, whose marks are all that is read (null: every application). */
export function useMyAppliedJobIds(uid: string | null, cardsShown: boolean, jobIds: readonly string[] | null = null): ReadonlySet<string> {
  const live = useLiveJobIds(uid, cardsShown, APPLIED_QUERIES, appliedSchema, 'my applications', jobIds);
  const online = useOnline();
  return useMemo(() => {
    const copy = !online && uid ? recallApplications(uid) : null;
    return copy ? new Set([...live, ...copy.map((application) => application.jobId)]) : live;
  }, [online, uid, live]);
}
