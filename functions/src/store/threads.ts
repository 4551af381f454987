/**
 * Message threads (domain/src/threads.ts): opening one for an application,
 * keeping its last message and unread counts, and what an account's deletion
 * or an application's removal leaves of it. Server only.
 */
import { FieldPath, FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { MESSAGE_LIMITS, messagePreview, newThreadFields, otherParticipant } from '@jobsearch/domain';
import { employerBlockRef } from './employer-blocks';
import { db } from './firebase';
import { INBOXES } from './inboxes';
import { deleteEvidence, deleteReportsOfThread, evidenceUntilFrom, holdMessagesOf, openThreadReportIds } from './thread-evidence';

export const THREADS = 'threads';
export const MESSAGE_RATES = 'messageRates';
const CHUNK = 400;

const threadRef = (threadId: string) => db.collection(THREADS).doc(threadId);

/**
 * Opens the thread of an application (its id is the application's), copying
 * who is in it and the job. Nothing when it is open already, and nothing for
 * a job that reports hid: the usual scam asks its fee over chat, so a hidden
 * job starts no conversation however its application came. A seeker who
 * blocked this employer in another conversation (employerBlocks) finds this
 * one blocked from the start: a new application or an accepted invitation
 * does not reopen messaging.
 */
export async function openThread(applicationId: string, application: Record<string, unknown>, at: Timestamp = Timestamp.now()): Promise<boolean> {
  const fields = newThreadFields(applicationId, application, at);
  if (!fields) return false;
  const ref = threadRef(applicationId);
  const jobId = String(fields.jobId);
  return db.runTransaction(async (tx) => {
    const [thread, job, block] = await Promise.all([
      tx.get(ref),
      jobId ? tx.get(db.collection('jobs').doc(jobId)) : Promise.resolve(null),
      tx.get(employerBlockRef(String(fields.applicantId), String(fields.employerId))),
    ]);
    if (thread.exists || job?.get('hiddenByReports') === true) return false;
    tx.create(ref, { ...fields, blockedBy: block.exists ? fields.applicantId : null });
    return true;
  });
}

/**
 * Counts again what `uid` has not read in a thread (the other side's messages
 * after their read time, at most MESSAGE_LIMITS.unreadCap + 1) and moves their
 * inbox by the difference, in one transaction: runs in any order end right.
 */
export async function syncUnread(threadId: string, uid: string): Promise<void> {
  const ref = threadRef(threadId);
  await db.runTransaction(async (tx) => {
    const thread = await tx.get(ref);
    if (!thread.exists) return;
    const readAt = (thread.get('readAt') as Record<string, Timestamp> | undefined)?.[uid] ?? Timestamp.fromMillis(0);
    const after = await tx.get(
      ref
        .collection('messages')
        .where('createdAt', '>', readAt)
        .orderBy('createdAt')
        .select('senderId')
        .limit(MESSAGE_LIMITS.unreadCap + 50),
    );
    const count = Math.min(after.docs.filter((message) => message.get('senderId') !== uid).length, MESSAGE_LIMITS.unreadCap + 1);
    const stored = (thread.get('unread') as Record<string, number> | undefined)?.[uid] ?? 0;
    if (count === stored) return;
    tx.update(ref, new FieldPath('unread', uid), count);
    tx.set(db.collection(INBOXES).doc(uid), { uid, unread: FieldValue.increment(count - stored) }, { merge: true });
  });
}

/** A new message: the thread's last message, then the other side's unread count. */
export async function recordMessage(threadId: string, message: { senderId?: unknown; text?: unknown; createdAt?: unknown }): Promise<void> {
  const ref = threadRef(threadId);
  const thread = await ref.get();
  if (!thread.exists || typeof message.senderId !== 'string') return;
  const at = message.createdAt instanceof Timestamp ? message.createdAt : Timestamp.now();
  const last = thread.get('lastMessageAt') as Timestamp | undefined;
  // An older message arriving late leaves the newer one as the last.
  if (!last || last.toMillis() <= at.toMillis()) {
    await ref.update({ lastMessageAt: at, lastMessageText: messagePreview(String(message.text ?? '')), lastSenderId: message.senderId });
  }
  await syncUnread(threadId, otherParticipant({ employerId: thread.get('employerId'), applicantId: thread.get('applicantId') }, message.senderId));
}

async function deleteMessages(ref: DocumentReference, senderId?: string): Promise<void> {
  const messages = senderId ? ref.collection('messages').where('senderId', '==', senderId) : ref.collection('messages');
  for (;;) {
    const chunk = await messages.select().limit(CHUNK).get();
    if (chunk.empty) return;
    const batch = db.batch();
    for (const doc of chunk.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** Deletes a thread whole: its messages, its held messages and reports, and its unread counts from both inboxes. */
export async function deleteThread(ref: DocumentReference): Promise<void> {
  await deleteMessages(ref);
  await deleteEvidence(ref);
  await deleteReportsOfThread(ref.id);
  await db.runTransaction(async (tx) => {
    const thread = await tx.get(ref);
    if (!thread.exists) return;
    for (const [uid, count] of Object.entries((thread.get('unread') as Record<string, number> | undefined) ?? {}))
      if (count) tx.set(db.collection(INBOXES).doc(uid), { uid, unread: FieldValue.increment(-count) }, { merge: true });
    tx.delete(ref);
  });
}

/**
 * An application is gone: its thread goes too, unless a participant left by
 * deleting their account (the other side keeps the thread, which says so), or
 * a report on it is open: deleting the job must not bury the report. Such a
 * thread is marked held, and the reconciliation takes it once no report is open.
 */
export async function closeThreadOfApplication(applicationId: string): Promise<void> {
  const ref = threadRef(applicationId);
  const thread = await ref.get();
  if (!thread.exists) return;
  const left = (thread.get('left') as string[] | undefined) ?? [];
  if (left.length > 0) return;
  if ((await openThreadReportIds('threadId', applicationId)).length > 0) {
    await ref.update({ evidenceUntil: Timestamp.now() });
    return;
  }
  await deleteThread(ref);
}

/**
 * An account is being deleted: in each of its threads, its messages leave the
 * conversation (held as evidence for the admins, EVIDENCE_DAYS and while a
 * report is open: thread-evidence.ts), its name with them, and the thread says
 * it left; the other side may still report it meanwhile. A thread both sides
 * left stays only for that hold (the reconciliation deletes it whole). Then
 * its inbox and its message rate.
 */
export async function leaveThreadsOf(uid: string): Promise<number> {
  let count = 0;
  for (const side of ['employerId', 'applicantId'] as const) {
    const threads = await db.collection(THREADS).where(side, '==', uid).get();
    for (const thread of threads.docs) {
      const left = (thread.get('left') as string[] | undefined) ?? [];
      const otherLeft = left.some((other) => other !== uid);
      await holdMessagesOf(thread.ref, uid);
      await thread.ref.update({
        left: FieldValue.arrayUnion(uid),
        blockedBy: null,
        // A cascade run again (a retried trigger) keeps the hold it set.
        evidenceUntil: left.includes(uid) && thread.get('evidenceUntil') ? thread.get('evidenceUntil') : evidenceUntilFrom(thread.get('evidenceUntil')),
        ...(side === 'applicantId' ? { applicantName: '' } : {}),
        ...(thread.get('lastSenderId') === uid ? { lastMessageText: '', lastSenderId: '' } : {}),
        [`unread.${uid}`]: FieldValue.delete(),
        [`readAt.${uid}`]: FieldValue.delete(),
      });
      if (!otherLeft) await syncUnread(thread.id, otherParticipant({ employerId: thread.get('employerId'), applicantId: thread.get('applicantId') }, uid));
      count += 1;
    }
  }
  await Promise.all([db.collection(INBOXES).doc(uid).delete(), db.collection(MESSAGE_RATES).doc(uid).delete()]);
  return count;
}
