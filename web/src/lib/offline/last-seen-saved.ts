/**
 * The seeker's saved jobs and job alerts as last seen (lib/offline/last-seen.ts):
 * written by Saved Jobs whenever its live lists come from the server
 * (lib/data/with-last-seen.ts), read when it opens offline.
 */
import { jobAlertSchema, savedJobSchema, type JobAlert, type SavedJob } from '@jobsearch/domain/pipeline';
import { readRows, recallLastSeen } from './last-seen';

/** The last-seen saved jobs of `uid`, or null when there is no copy. */
export function recallSavedJobs(uid: string): (SavedJob & { id: string })[] | null {
  const copy = recallLastSeen('savedJobs', uid);
  return copy ? readRows(copy.data, savedJobSchema, 'id') : null;
}

/** The last-seen job alerts of `uid`, or null when there is no copy. */
export function recallAlerts(uid: string): (JobAlert & { id: string })[] | null {
  const copy = recallLastSeen('alerts', uid);
  return copy ? readRows(copy.data, jobAlertSchema, 'id') : null;
}
