/** Posting a job: one document in `jobs`, stamped by the server (the rules check both stamps). */
import { newJobFields } from '@jobsearch/domain/job';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { JobInput } from '@jobsearch/domain/schemas';
import { addDoc, collection, doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
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

/** The reason shown after 'Failed to post job: ' (`otherwise`: the network error, in the chosen language). */
export function postFailureReason(error: unknown, otherwise: string = MESSAGES.networkError): string {
  if (error instanceof Error && error.message) return error.message;
  return otherwise;
}

/**
 * One of the employer's jobs, for Edit and Post again: its stored fields, or
 * null when there is none or the rules refuse it (someone else's job).
 */
export async function loadOwnJob(jobId: string, employerId: string): Promise<Record<string, unknown> | null> {
  try {
    const snapshot = await getDoc(doc(db, 'jobs', jobId));
    const data = snapshot.exists() ? snapshot.data() : null;
    return data && data.employerId === employerId ? data : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

/**
 * The owner's edit: every field of the form, under the same checks as a new
 * job (the rules'). employerId, date and createdAt stay; the status is the
 * job's; the derived fields are the trigger's.
 */
export async function updateJob(jobId: string, input: JobInput, status: string): Promise<void> {
  const { employerId: _employerId, date: _date, ...fields } = newJobFields(input, '');
  await updateDoc(doc(db, 'jobs', jobId), { ...fields, status, updatedAt: serverTimestamp() });
}
