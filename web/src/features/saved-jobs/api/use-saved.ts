/**
 * A seeker's saved jobs (newest first) and job alerts, live (lib/data/live.ts),
 * or offline the last-seen copies (lib/data/with-last-seen.ts).
 * Queries (rules allow them, indexes in firestore.indexes.json): savedJobs where
 * userId == uid orderBy savedAt desc; jobAlerts where userId == uid.
 */
import { jobAlertSchema, savedJobSchema } from '@jobsearch/domain/pipeline';
import { myAlertsQuery, savedJobsQuery, useLiveQuery } from '../../../lib/data/live';
import { useWithLastSeen } from '../../../lib/data/with-last-seen';
import { recallAlerts, recallSavedJobs } from '../../../lib/offline/last-seen-saved';

export function useSavedJobs(uid: string) {
  return useWithLastSeen(useLiveQuery(savedJobsQuery(uid), savedJobSchema, 'saved jobs'), 'savedJobs', uid, recallSavedJobs);
}

export function useMyAlerts(uid: string) {
  return useWithLastSeen(useLiveQuery(myAlertsQuery(uid), jobAlertSchema, 'job alerts'), 'alerts', uid, recallAlerts);
}

export type SavedJobsList = ReturnType<typeof useSavedJobs>;
export type AlertsList = ReturnType<typeof useMyAlerts>;
