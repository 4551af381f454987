/**
 * `inboxes/{uid}` (domain/src/inboxes.ts): an account's counts and marks in one
 * document the signed-in views listen to. The messages' count is kept with the
 * threads (threads.ts), the bell's with each notification (notifications.ts);
 * the applied marks here. Server only.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { APPLIED_MARKS_MAX, nextAppliedMarks } from '@jobsearch/domain/inboxes';
import { db } from './firebase';

export const INBOXES = 'inboxes';

export const inboxRef = (uid: string) => db.collection(INBOXES).doc(uid);

/**
 * The seeker's "Applied" mark of a job, as the application is now: there when it
 * exists, gone when it does not. Read in a transaction with the inbox, so events
 * run twice or out of order end at the application's present state. A removed
 * application of an account whose inbox is gone (deleted with it) writes nothing.
 */
export async function keepAppliedMark(applicationId: string, applicantId: string, jobId: string): Promise<void> {
  const inbox = inboxRef(applicantId);
  await db.runTransaction(async (tx) => {
    const [application, stored] = await tx.getAll(db.collection('applications').doc(applicationId), inbox);
    const applied = application!.exists;
    const marks = (stored!.get('appliedJobIds') as string[] | undefined) ?? [];
    if (marks.includes(jobId) === applied) return;
    if (!applied && !stored!.exists) return;
    tx.set(inbox, { uid: applicantId, appliedJobIds: nextAppliedMarks(marks, jobId, applied) }, { merge: true });
  });
}

/**
 * An inbox's bell count and Applied marks made again from what is stored: the unread
 * notifications and the seeker's applications, newest last (scripts/migrate-inboxes.mts, for a
 * project whose inboxes predate them). True when the stored inbox differed, written unless
 * `dryRun`; an account with nothing to show and no inbox gets none.
 */
export async function rebuildInbox(uid: string, { dryRun = false } = {}): Promise<boolean> {
  const [applications, unread] = await Promise.all([
    db.collection('applications').where('applicantId', '==', uid).select('jobId', 'createdAt').get(),
    db.collection('notifications').where('userId', '==', uid).where('read', '==', false).count().get(),
  ]);
  const appliedJobIds = applications.docs
    .map((doc) => ({ jobId: doc.get('jobId') as string, at: (doc.get('createdAt') as Timestamp | undefined)?.toMillis() ?? 0 }))
    .sort((a, b) => a.at - b.at)
    .map((mark) => mark.jobId)
    .slice(-APPLIED_MARKS_MAX);
  const unreadNotifications = unread.data().count;
  const inbox = inboxRef(uid);
  return db.runTransaction(async (tx) => {
    const stored = await tx.get(inbox);
    if (!stored.exists && appliedJobIds.length === 0 && unreadNotifications === 0) return false;
    const same =
      stored.get('unreadNotifications') === unreadNotifications && JSON.stringify(stored.get('appliedJobIds') ?? null) === JSON.stringify(appliedJobIds);
    if (same) return false;
    if (!dryRun) tx.set(inbox, { uid, appliedJobIds, unreadNotifications }, { merge: true });
    return true;
  });
}
