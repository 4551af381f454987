/** Posting a job: one document in `jobs`, stamped by the server (the rules check both stamps). */
import { newJobFields } from '@jobsearch/domain/job';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { JobInput } from '@jobsearch/domain/schemas';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { useCallback } from 'react';
import { db } from '../../../lib/firestore';

export async function postJob(input: JobInput, employerId: string): Promise<string> {
  const ref = await addDoc(collection(db, 'jobs'), {
    ...newJobFields(input, employerId),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/** The post call bound to the signed-in employer. */
export function usePostJob(employerId: string) {
  return useCallback((input: JobInput) => postJob(input, employerId), [employerId]);
}

/** The reason shown after 'Failed to post job: '. */
export function postFailureReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.networkError;
}
