/**
 * The employer's per-job applicant counts, live: jobStats where
 * employerId == uid (the rules' list filter), written by the applications
 * trigger. One listener for the whole list; a card reads its job's entry.
 */
import { jobStatsSchema, type JobStats } from '@jobsearch/domain/pipeline';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { db } from '../../../lib/firebase/firestore';
import { useLiveQuery } from '../../../lib/data/live';

export function useJobStats(employerId: string): ReadonlyMap<string, JobStats> | null {
  const live = useLiveQuery(query(collection(db, 'jobStats'), where('employerId', '==', employerId)), jobStatsSchema, 'the applicant counts');
  return useMemo(() => (live.status === 'ready' ? new Map(live.data.map((stats) => [stats.id, stats])) : null), [live.status, live.data]);
}
