import { onDocumentCreated, onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { closeThreadOfApplication, openThread, recordMessage, syncUnread } from '../store/threads';

const REGION = 'asia-south1';

/** An application, accepted or not, opens Messages between the job's employer and the applicant. */
export const openApplicationThread = onDocumentCreated({ document: 'applications/{applicationId}', region: REGION, retry: true }, async (event) => {
  const application = event.data?.data();
  if (application) await openThread(event.params.applicationId, application);
});

/** A removed application takes its thread (unless a side left by deleting their account). */
export const closeApplicationThread = onDocumentDeleted({ document: 'applications/{applicationId}', region: REGION, retry: true }, async (event) => {
  await closeThreadOfApplication(event.params.applicationId);
});

/** A new message: the thread's last message and the recipient's unread counts. */
export const countNewMessage = onDocumentCreated({ document: 'threads/{threadId}/messages/{messageId}', region: REGION, retry: true }, async (event) => {
  const message = event.data?.data();
  if (message) await recordMessage(event.params.threadId, message);
});

/** A participant read the thread (their read time moved): their unread counts again. */
export const countThreadRead = onDocumentUpdated({ document: 'threads/{threadId}', region: REGION, retry: true }, async (event) => {
  const before = (event.data?.before.get('readAt') ?? {}) as Record<string, { toMillis?: () => number }>;
  const after = (event.data?.after.get('readAt') ?? {}) as Record<string, { toMillis?: () => number }>;
  for (const uid of Object.keys(after)) if (before[uid]?.toMillis?.() !== after[uid]?.toMillis?.()) await syncUnread(event.params.threadId, uid);
});
