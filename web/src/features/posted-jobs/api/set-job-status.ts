/** An employer marks one of their jobs Active or Inactive (the rules allow only status and updatedAt to change). */
import type { JobStatus } from '@jobsearch/domain/choices';
import { MESSAGES } from '@jobsearch/domain/messages';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';

export async function setJobStatus(jobId: string, status: JobStatus): Promise<void> {
  await updateDoc(doc(db, 'jobs', jobId), { status, updatedAt: serverTimestamp() });
}

/** Refused by the server (the old "not ok") or failed some other way (the old "threw"). */
const REFUSALS = new Set(['permission-denied', 'not-found', 'failed-precondition', 'invalid-argument', 'unauthenticated']);

export function statusChangeFailureMessage(
  error: unknown,
  words: { notOk: string; threw: string } = { notOk: MESSAGES.statusChangeNotOk, threw: MESSAGES.statusChangeThrew },
): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return REFUSALS.has(code) ? words.notOk : words.threw;
}
