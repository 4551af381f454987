/**
 * A seeker's saved jobs (newest first) and job alerts, live (lib/data/live.ts).
 * Queries (rules allow them, indexes in firestore.indexes.json): savedJobs where
 * userId == uid orderBy savedAt desc; jobAlerts where userId == uid.
 */
import { jobAlertSchema, savedJobSchema } from '@jobsearch/domain/pipeline';
import { myAlertsQuery, savedJobsQuery, useLiveQuery } from '../../../lib/data/live';

export function useSavedJobs(uid: string) {
  return useLiveQuery(savedJobsQuery(uid), savedJobSchema, 'saved jobs');
}

export function useMyAlerts(uid: string) {
  return useLiveQuery(myAlertsQuery(uid), jobAlertSchema, 'job alerts');
}
