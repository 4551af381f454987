/**
 * A job seeker's block of an employer, in every conversation of the pair
 * (domain EMPLOYER_BLOCKS_COLLECTION, `employerBlocks/{seekerId}_{employerId}`,
 * written by the seeker through the rules). The rules already refuse every
 * message while it exists; the server keeps the threads saying so, and asks it
 * before an invitation or a new thread. Server only.
 */
import { EMPLOYER_BLOCKS_COLLECTION, employerBlockId } from '@jobsearch/domain';
import { db } from './firebase';

const THREADS = 'threads';

export const employerBlockRef = (seekerId: string, employerId: string) => db.collection(EMPLOYER_BLOCKS_COLLECTION).doc(employerBlockId(seekerId, employerId));

/**
 * Every thread between this seeker (the applicant) and this employer says the
 * block as it stands now: blocked by the seeker while their employerBlocks
 * document exists (a thread the employer blocked, or one a side left, keeps
 * its state), open again once it is gone (only the blocks that were the
 * seeker's). Each thread is decided in its own transaction with the block read
 * again, so runs in any order, and a block lifted meanwhile, end right. The
 * number of threads changed.
 */
export async function spreadEmployerBlock(seekerId: string, employerId: string): Promise<number> {
  if (!seekerId || !employerId) return 0;
  const blockRef = employerBlockRef(seekerId, employerId);
  const threads = await db.collection(THREADS).where('applicantId', '==', seekerId).where('employerId', '==', employerId).select().get();
  let changed = 0;
  for (const { ref } of threads.docs) {
    const moved = await db.runTransaction(async (tx) => {
      const [block, thread] = await Promise.all([tx.get(blockRef), tx.get(ref)]);
      if (!thread.exists) return false;
      const blockedBy = (thread.get('blockedBy') as string | null | undefined) ?? null;
      const left = (thread.get('left') as string[] | undefined) ?? [];
      if (block.exists && blockedBy === null && left.length === 0) {
        tx.update(ref, { blockedBy: seekerId });
        return true;
      }
      if (!block.exists && blockedBy === seekerId) {
        tx.update(ref, { blockedBy: null });
        return true;
      }
      return false;
    });
    if (moved) changed += 1;
  }
  return changed;
}

/** An account is going: the blocks it made and the blocks of it (its conversations leave with it). */
export async function deleteEmployerBlocksOf(uid: string): Promise<void> {
  for (const field of ['seekerId', 'employerId'] as const) {
    const blocks = await db.collection(EMPLOYER_BLOCKS_COLLECTION).where(field, '==', uid).select().get();
    await Promise.all(blocks.docs.map((block) => block.ref.delete()));
  }
}
