import * as functionsV1 from 'firebase-functions/v1';
import { dropStaleEvents } from '../integrity/event-age';
import { log } from '../log';
import { deleteAccountCascade, deleteJobCascade } from '../store/deletions';
import { writeDeletedJob } from '../store/deleted-jobs';
import { dataAfter, dataBefore, idOf, type Written } from './on-write';

/**
 * Deletes cascade whoever makes them: the Firebase console, the Admin SDK, an
 * admin in the browser (the rules let an admin delete users and jobs
 * documents) or the API. Each trigger runs the same idempotent code as the
 * API's deletes (store/deletions.ts), so a delete that the API already
 * cascaded, or a trigger fired by another trigger's delete, finds nothing left.
 */

/**
 * Set here, not only by index.ts' setGlobalOptions: this module is imported
 * (and its triggers defined) before that call runs. The database is in
 * asia-south1 too, which Firestore triggers need.
 */
const REGION = 'asia-south1';

/** An Auth user was deleted: their profile and everything of theirs go, and the uid is tombstoned. */
const authUserDeleted = dropStaleEvents(
  'onAuthUserDeleted',
  ({ context }: { user: functionsV1.auth.UserRecord; context: functionsV1.EventContext }) => ({ time: context.timestamp, id: context.eventId }),
  async ({ user }) => {
    const summary = await deleteAccountCascade(user.uid, { role: null, tombstone: true });
    log.info('Auth user deleted: cascade done', { uid: user.uid, ...summary });
  },
);

// failurePolicy: a failed cascade step fails the invocation, and the event is delivered again.
export const onAuthUserDeleted = functionsV1
  .region(REGION)
  .runWith({ failurePolicy: true })
  .auth.user()
  .onDelete((user, context) => authUserDeleted({ user, context }));

/** A profile was deleted: the Auth account and everything of theirs go, and the uid is tombstoned. */
export async function cascadeProfileDeletion(event: Written): Promise<void> {
  if (!dataBefore(event) || dataAfter(event)) return;
  const uid = idOf(event);
  const summary = await deleteAccountCascade(uid, { role: null, tombstone: true });
  log.info('Profile deleted: cascade done', { uid, ...summary });
}

/** A job was deleted: its applications and their resumes go, and a tombstone lets its public page answer 410. */
export async function cascadeJobDeletion(event: Written): Promise<void> {
  const job = dataBefore(event);
  if (!job || dataAfter(event)) return;
  const jobId = idOf(event);
  await writeDeletedJob(jobId, job);
  const summary = await deleteJobCascade(jobId);
  log.info('Job deleted: cascade done', { jobId, ...summary });
}
