/**
 * Conversation reports and the evidence they keep (domain/src/thread-reports.ts,
 * docs/privacy-retention.md): a deleted account's messages move out of the
 * conversation into `threads/{id}/evidence` (the rules let admins read them only
 * once the thread is reported), held EVIDENCE_DAYS and while a report on the
 * thread is open; an account deleted while reported leaves a minimal
 * `reportedAccounts/{uid}` (uid, proved phone, report ids) so its phone can be
 * banned. Server only.
 */
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { EVIDENCE_COLLECTION, EVIDENCE_MS, REPORTED_ACCOUNTS_COLLECTION, THREAD_REPORTS_COLLECTION } from '@jobsearch/domain/thread-reports';
import { db } from './firebase';

const CHUNK = 400;

/** The open reports on a thread, or against an account (reportedId). */
export async function openThreadReportIds(field: 'threadId' | 'reportedId', value: string): Promise<string[]> {
  const snapshot = await db.collection(THREAD_REPORTS_COLLECTION).where(field, '==', value).where('status', '==', 'open').select().get();
  return snapshot.docs.map((doc) => doc.id);
}

/** The end of the hold for a thread whose participant leaves now: 30 days on, never earlier than a hold already set. */
export function evidenceUntilFrom(stored: unknown, now = Date.now()): Timestamp {
  const until = now + EVIDENCE_MS;
  const before = stored instanceof Timestamp ? stored.toMillis() : 0;
  return Timestamp.fromMillis(Math.max(until, before));
}

/**
 * Moves `uid`'s messages of a thread into its evidence (same ids and fields),
 * a chunk a batch, each message deleted in the batch that copies it: a retry
 * finds the rest where they were.
 */
export async function holdMessagesOf(thread: DocumentReference, uid: string): Promise<number> {
  let moved = 0;
  for (;;) {
    const chunk = await thread.collection('messages').where('senderId', '==', uid).limit(CHUNK).get();
    if (chunk.empty) return moved;
    const batch = db.batch();
    for (const message of chunk.docs) {
      batch.set(thread.collection(EVIDENCE_COLLECTION).doc(message.id), message.data());
      batch.delete(message.ref);
    }
    await batch.commit();
    moved += chunk.size;
  }
}

/** Deletes a thread's held messages. */
export async function deleteEvidence(thread: DocumentReference): Promise<number> {
  let deleted = 0;
  for (;;) {
    const chunk = await thread.collection(EVIDENCE_COLLECTION).select().limit(CHUNK).get();
    if (chunk.empty) return deleted;
    const batch = db.batch();
    for (const doc of chunk.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += chunk.size;
  }
}

/** Deletes every report of a thread (the thread is going whole). */
export async function deleteReportsOfThread(threadId: string): Promise<void> {
  for (;;) {
    const chunk = await db.collection(THREAD_REPORTS_COLLECTION).where('threadId', '==', threadId).select().limit(CHUNK).get();
    if (chunk.empty) return;
    const batch = db.batch();
    for (const doc of chunk.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/**
 * An account being deleted while a report on it is open: keeps its uid, the
 * phone Firebase Auth proved and the report ids, nothing else, so an admin can
 * still ban the number. Nothing without a proved phone or an open report.
 */
export async function keepReportedAccount(uid: string, provedPhone: () => Promise<string | null>): Promise<boolean> {
  const reportIds = await openThreadReportIds('reportedId', uid);
  if (reportIds.length === 0) return false;
  const phoneNumber = await provedPhone();
  if (!phoneNumber) return false;
  await db.collection(REPORTED_ACCOUNTS_COLLECTION).doc(uid).set({ uid, phoneNumber, reportIds });
  return true;
}

/** The minimal record of a deleted reported account, or null. */
export async function reportedAccount(uid: string): Promise<{ phoneNumber: string; reportIds: string[] } | null> {
  const snapshot = await db.collection(REPORTED_ACCOUNTS_COLLECTION).doc(uid).get();
  const phoneNumber = snapshot.get('phoneNumber');
  if (!snapshot.exists || typeof phoneNumber !== 'string') return null;
  const ids = snapshot.get('reportIds');
  return { phoneNumber, reportIds: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [] };
}

/** The admin decided on an account: its open conversation reports are resolved and leave the list. */
export async function resolveReportsAgainst(uid: string): Promise<number> {
  const ids = await openThreadReportIds('reportedId', uid);
  if (ids.length === 0) return 0;
  const writer = db.batch();
  for (const id of ids) writer.update(db.collection(THREAD_REPORTS_COLLECTION).doc(id), { status: 'resolved' });
  await writer.commit();
  return ids.length;
}
