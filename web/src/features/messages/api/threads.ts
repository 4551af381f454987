/**
 * Messages' reads and writes. Reads are live (lib/data/live.ts): a person's
 * threads (employerId or applicantId == uid, the latest message first), one
 * of them, and its messages. Writes go through the rules: a message with the
 * sender's rate of the day in one batch, their own read time, a block, and a
 * report (their own document, with their report quota of the day in one batch).
 */
import {
  chatMessageSchema,
  MESSAGE_LIMITS,
  nextMessageRate,
  otherParticipant,
  threadSchema,
  type ChatMessageWithId,
  type ThreadWithId,
} from '@jobsearch/domain/threads';
import {
  nextThreadReportQuota,
  THREAD_REPORT_QUOTA_COLLECTION,
  THREAD_REPORTS_COLLECTION,
  threadReportId,
  threadReportQuotaSchema,
  threadReportSchema,
} from '@jobsearch/domain/thread-reports';
import { todayInIndia } from '@jobsearch/domain/helpers';
import {
  collection,
  doc,
  documentId,
  FieldPath,
  getDoc,
  limit,
  limitToLast,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { useEffect, useMemo } from 'react';
import { useLiveQuery, type Live } from '../../../lib/data/live';
import { useWithLastSeen, type LastSeenList } from '../../../lib/data/with-last-seen';
import { useInbox } from '../../../lib/entities/inbox';
import { db } from '../../../lib/firebase/firestore';
import { recallMessages, recallThreads, rememberMessages } from '../../../lib/offline/last-seen-threads';
import { useOnline } from '../../../lib/offline/online';

/** Who reads: an employer's threads are theirs by employerId, a seeker's by applicantId. */
type Role = 'jobseeker' | 'employer';

/** How many threads the list shows, and messages a conversation shows (the newest). */
export const THREADS_SHOWN = 100;
export const MESSAGES_SHOWN = 200;

const sideOf = (role: Role) => (role === 'employer' ? 'employerId' : 'applicantId');

/** The person's threads, live; offline (or when the server cannot answer) the device's last-seen copy (lib/data/with-last-seen.ts). */
export function useMyThreads(uid: string, role: Role): LastSeenList<ThreadWithId> {
  const live = useLiveQuery(
    query(collection(db, 'threads'), where(sideOf(role), '==', uid), orderBy('lastMessageAt', 'desc'), limit(THREADS_SHOWN)),
    threadSchema,
    'message threads',
  );
  return useWithLastSeen(live, 'threads', uid, recallThreads);
}

/** Whether a live read has nothing from the server now: offline, failed, or answered from the SDK's cache. */
function withoutServer(live: Live<unknown>, online: boolean): boolean {
  return !online || live.status === 'error' || (live.status === 'ready' && live.fromCache);
}

/** One of the person's threads (the filter on their side is what the rules allow them to read); offline, its last-seen copy. */
export function useMyThread(uid: string, role: Role, threadId: string) {
  const online = useOnline();
  const live = useLiveQuery(
    query(collection(db, 'threads'), where(sideOf(role), '==', uid), where(documentId(), '==', threadId)),
    threadSchema,
    'a message thread',
  );
  const offline = withoutServer(live, online);
  const copy = useMemo(() => (offline ? (recallThreads(uid)?.find((thread) => thread.id === threadId) ?? null) : null), [offline, uid, threadId]);
  if (copy) return { status: 'ready' as const, thread: copy, lastSeen: true };
  return { status: live.status, thread: (live.data[0] as ThreadWithId | undefined) ?? null, lastSeen: false };
}

/** A thread's newest messages, live; each answer from the server is kept, and offline that copy shows. */
export function useMessages(uid: string, threadId: string): { data: readonly ChatMessageWithId[] } {
  const online = useOnline();
  const live = useLiveQuery(
    query(collection(db, 'threads', threadId, 'messages'), orderBy('createdAt'), limitToLast(MESSAGES_SHOWN)),
    chatMessageSchema,
    'messages',
  );
  const fresh = live.status === 'ready' && !live.fromCache ? live.data : null;
  useEffect(() => {
    if (fresh) rememberMessages(uid, threadId, fresh);
  }, [uid, threadId, fresh]);
  const offline = withoutServer(live, online);
  const copy = useMemo(() => (offline ? recallMessages(uid, threadId) : null), [offline, uid, threadId]);
  return { data: copy ?? live.data };
}

export type SendOutcome = 'sent' | 'tooFast' | 'dailyLimit' | 'failed';

/** Sends a message (text already checked by messageTextSchema), counted in the sender's rate of the day. */
export async function sendMessage(uid: string, threadId: string, text: string): Promise<SendOutcome> {
  const rateRef = doc(db, 'messageRates', uid);
  try {
    const stored = (await getDoc(rateRef)).data() as { lastAt?: Timestamp; day?: string; count?: number } | undefined;
    if (stored?.lastAt && Date.now() - stored.lastAt.toMillis() < MESSAGE_LIMITS.minSecondsBetween * 1000) return 'tooFast';
    const next = nextMessageRate(stored?.day && typeof stored.count === 'number' ? { day: stored.day, count: stored.count } : null, todayInIndia());
    if (!next) return 'dailyLimit';
    const messageRef = doc(collection(db, 'threads', threadId, 'messages'));
    const batch = writeBatch(db);
    batch.set(messageRef, { senderId: uid, text, createdAt: serverTimestamp() });
    batch.set(rateRef, { lastAt: serverTimestamp(), ...next, lastMessage: `${threadId}/${messageRef.id}` });
    await batch.commit();
    return 'sent';
  } catch (error) {
    console.error('Sending a message failed', error);
    return 'failed';
  }
}

const threadRef = (threadId: string) => doc(db, 'threads', threadId);

/** The reader's read time (their read receipt); a failure only leaves the count as it was. */
export async function markThreadRead(threadId: string, uid: string): Promise<void> {
  try {
    await updateDoc(threadRef(threadId), new FieldPath('readAt', uid), serverTimestamp());
  } catch (error) {
    console.error('Marking a thread read failed', error);
  }
}

export { setBlocked } from './block';

export type ReportOutcome = 'reported' | 'dailyLimit';

/**
 * Reports a conversation to the admins: the person's own report (the other
 * side's earlier one takes nothing away), counted in their quota of the day.
 * Throws when the write fails.
 */
export async function reportThread(thread: ThreadWithId, uid: string): Promise<ReportOutcome> {
  const quotaRef = doc(db, THREAD_REPORT_QUOTA_COLLECTION, uid);
  const stored = threadReportQuotaSchema.safeParse((await getDoc(quotaRef)).data());
  const next = nextThreadReportQuota(stored.success ? stored.data : null, thread.id, todayInIndia());
  if (!next) return 'dailyLimit';
  const batch = writeBatch(db);
  batch.set(doc(db, THREAD_REPORTS_COLLECTION, threadReportId(thread.id, uid)), {
    threadId: thread.id,
    reporterId: uid,
    reportedId: otherParticipant(thread, uid),
    status: 'open',
    createdAt: serverTimestamp(),
  });
  batch.set(quotaRef, next);
  await batch.commit();
  return 'reported';
}

/** Whether the person reported this conversation (their own report; the other side's is not theirs to see). */
export function useReportedByMe(threadId: string, uid: string): boolean {
  const live = useLiveQuery(
    query(collection(db, THREAD_REPORTS_COLLECTION), where('reporterId', '==', uid), where(documentId(), '==', threadReportId(threadId, uid))),
    threadReportSchema,
    'your report of a conversation',
  );
  return live.data.length > 0;
}

/** The person's unread messages across their threads (the server keeps the count in their inbox). */
export function useUnreadMessages(uid: string): number {
  return Math.max(0, useInbox(uid)?.unread ?? 0);
}
