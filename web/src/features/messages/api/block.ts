/**
 * Blocking a conversation, and lifting one's own block. A job seeker's block
 * is their block of the employer in every conversation: the same batch writes
 * (or deletes) employerBlocks/{seekerId}_{employerId}, as the rules require,
 * unless it is there (or gone) already; the server then marks the pair's other
 * threads. An employer's block stays the one thread's.
 */
import { EMPLOYER_BLOCKS_COLLECTION, employerBlockId } from '@jobsearch/domain/candidates';
import { doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';

export async function setBlocked(threadId: string, uid: string, blocked: boolean): Promise<void> {
  const threadRef = doc(db, 'threads', threadId);
  const thread = await getDoc(threadRef);
  const batch = writeBatch(db);
  batch.update(threadRef, { blockedBy: blocked ? uid : null });
  const employerId: unknown = thread.get('employerId');
  if (thread.get('applicantId') === uid && typeof employerId === 'string') {
    const blockRef = doc(db, EMPLOYER_BLOCKS_COLLECTION, employerBlockId(uid, employerId));
    const block = await getDoc(blockRef);
    if (blocked && !block.exists()) batch.set(blockRef, { seekerId: uid, employerId, threadId, createdAt: serverTimestamp() });
    if (!blocked && block.exists()) batch.delete(blockRef);
  }
  await batch.commit();
}
