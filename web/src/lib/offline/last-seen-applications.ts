/**
 * The seeker's applications as last seen (lib/offline/last-seen.ts): written by My
 * Applications whenever its live list comes from the server (lib/data/with-last-seen.ts),
 * read offline by My Applications and by the Jobs list's "Applied" marks.
 */
import { applicationSchema, type ApplicationWithId } from '@jobsearch/domain/schemas';
import { readRows, recallLastSeen } from './last-seen';

/** The last-seen applications of `uid`, or null when there is no copy. */
export function recallApplications(uid: string): ApplicationWithId[] | null {
  const copy = recallLastSeen('applications', uid);
  return copy ? readRows(copy.data, applicationSchema, 'id') : null;
}
