import { applicationTally, jobTally, reportTally, tallyChange, userTally, type Tally } from '@jobsearch/domain/overview';
import { log } from '../log';
import { db } from '../store/firebase';
import { applyTally } from '../store/overview';
import { dataAfter, dataBefore, idOf, type Written } from './on-write';

type Data = Record<string, unknown>;

/**
 * The admin's Overview counters, on every write of a record of `collection`:
 * the record's tally after the write minus its tally before
 * (domain/src/overview.ts) is added to one random shard of each counter it
 * changes, once per event id (store/overview.ts). Most writes change no count
 * and write nothing; one that does writes at most one mark and three counters.
 * No record is read: the event carries both versions.
 */
function countForOverview(collection: string, tallyOf: (data: Data) => Tally) {
  return async (event: Written): Promise<void> => {
    const before = dataBefore(event);
    const after = dataAfter(event);
    const change = tallyChange(before ? tallyOf(before) : {}, after ? tallyOf(after) : {});
    if (Object.keys(change).length === 0) return;
    const counted = await applyTally(db, event.id, change);
    if (!counted) log.info('Overview counters: event already counted', { collection, docId: idOf(event), eventId: event.id });
  };
}

export const countUsersForOverview = countForOverview('users', userTally);
export const countJobsForOverview = countForOverview('jobs', jobTally);
export const countApplicationsForOverview = countForOverview('applications', applicationTally);
export const countReportsForOverview = countForOverview('reports', reportTally);
