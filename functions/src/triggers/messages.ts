import { onDocumentCreated, onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { spreadEmployerBlock } from '../store/employer-blocks';
import { closeThreadOfApplication, openThread, recordMessage, syncUnread } from '../store/threads';
import { dataAfter, dataBefore, idOf, type Written } from './on-write';

const REGION = 'asia-south1';

/**
 * Messages follow the applications: a new one, accepted or not, opens a thread between the job's
 * employer and the applicant; a removed one takes its thread (unless a side left by deleting their account).
 */
export async function keepApplicationThread(event: Written): Promise<void> {
  const before = dataBefore(event);
  const after = dataAfter(event);
  if (!before && after) await openThread(idOf(event), after);
  if (before && !after) await closeThreadOfApplication(idOf(event));
}

/** A new message: the thread's last message and the recipient's unread counts. */
export const countNewMessage = onDocumentCreated({ document: 'threads/{threadId}/messages/{messageId}', region: REGION, retry: true }, async (event) => {
  const message = event.data?.data();
  if (message) await recordMessage(event.params.threadId, message);
});

/**
 * A participant read the thread (their read time moved): their unread counts again.
 * A block set or lifted: the pair's other threads follow the seeker's block of the
 * employer (an employer lifting their own block while the seeker blocks them
 * everywhere finds the thread blocked by the seeker).
 */
export const countThreadRead = onDocumentUpdated({ document: 'threads/{threadId}', region: REGION, retry: true }, async (event) => {
  const before = (event.data?.before.get('readAt') ?? {}) as Record<string, { toMillis?: () => number }>;
  const after = (event.data?.after.get('readAt') ?? {}) as Record<string, { toMillis?: () => number }>;
  for (const uid of Object.keys(after)) if (before[uid]?.toMillis?.() !== after[uid]?.toMillis?.()) await syncUnread(event.params.threadId, uid);
  const thread = event.data?.after;
  if (thread && (event.data?.before.get('blockedBy') ?? null) !== (thread.get('blockedBy') ?? null))
    await spreadEmployerBlock(String(thread.get('applicantId') ?? ''), String(thread.get('employerId') ?? ''));
});

/**
 * A seeker blocked an employer everywhere, or lifted it (employerBlocks/{seekerId}_{employerId}):
 * every thread of the pair says so, whichever thread the block was made or lifted in.
 */
export const keepEmployerBlock = onDocumentWritten({ document: 'employerBlocks/{blockId}', region: REGION, retry: true }, async (event) => {
  const block = event.data?.after.exists ? event.data.after : event.data?.before;
  if (block?.exists) await spreadEmployerBlock(String(block.get('seekerId') ?? ''), String(block.get('employerId') ?? ''));
});
