/**
 * The jobs the signed-in seeker has applied to, live, so a card says "Applied"
 * the moment an application is created. Query (rules allow it): applications
 * where applicantId == uid, orderBy createdAt desc, the same listener as My Applications.
 */
import { applicationSchema } from '@jobsearch/domain/schemas';
import { useLiveJobIds } from './live-job-ids';

const appliedSchema = applicationSchema.pick({ jobId: true });

export function useMyAppliedJobIds(uid: string | null, cardsShown: boolean): ReadonlySet<string> {
  return useLiveJobIds(uid, cardsShown, 'myApplicationsQuery', appliedSchema, 'my applications');
}
