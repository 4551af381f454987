/** The conversations a participant reported, the latest report first, and a thread's messages: live, under the admin claim. */
import { chatMessageSchema, threadSchema } from '@jobsearch/domain/threads';
import { collection, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/data/live';
import { db } from '../../../lib/firebase/firestore';

export const REPORTED_THREADS_SHOWN = 50;

export function useReportedThreads() {
  // A report time after 1970 is every report (unreported threads hold null); one field, no composite index.
  return useLiveQuery(
    query(collection(db, 'threads'), where('reportedAt', '>', Timestamp.fromMillis(0)), orderBy('reportedAt', 'desc'), limit(REPORTED_THREADS_SHOWN)),
    threadSchema,
    'reported conversations',
  );
}

export function useThreadMessages(threadId: string) {
  return useLiveQuery(query(collection(db, 'threads', threadId, 'messages'), orderBy('createdAt')), chatMessageSchema, 'a reported conversation');
}
