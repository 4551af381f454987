/**
 * Posting a job: one document in `jobs`, stamped by the server (the rules
 * check both stamps), and its private contact (the number), in one batch.
 */
import { companyNameKeys, nameTakenBy, VERIFIED_COMPANY_NAMES } from '@jobsearch/domain/company-names';
import { jobContactFields, jobContactPath, newJobFields } from '@jobsearch/domain/job';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { JobInput } from '@jobsearch/domain/schemas';
import { collection, deleteField, doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { useCallback } from 'react';
import { db } from '../../../lib/firebase/firestore';

/** A verified employer's company name on another account's job: refused (by the rules too), said on the field. */
export class CompanyNameTaken extends Error {
  constructor(readonly companyName: string) {
    super('company name taken');
    this.name = 'CompanyNameTaken';
  }
}

/**
 * Whether another employer holds this company name as their verified name
 * (verifiedCompanyNames, read by key; domain/src/company-names.ts). A read
 * that fails (offline) says no: the rules and the server still refuse.
 */
export async function companyNameTaken(companyName: string, employerId: string): Promise<boolean> {
  const entries = await Promise.all(
    companyNameKeys(companyName).map((key) =>
      getDoc(doc(db, VERIFIED_COMPANY_NAMES, key)).then(
        (snapshot) => (snapshot.exists() ? snapshot.data() : null),
        () => null,
      ),
    ),
  );
  return nameTakenBy(entries, employerId) !== null;
}

/** Said before the write; a refusal of the write whose cause is the name, said the same way. */
async function refuseTakenName(companyName: string, employerId: string, write: () => Promise<void>): Promise<void> {
  if (await companyNameTaken(companyName, employerId)) throw new CompanyNameTaken(companyName.trim());
  try {
    await write();
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied' && (await companyNameTaken(companyName, employerId)))
      throw new CompanyNameTaken(companyName.trim());
    throw error;
  }
}

export async function postJob(input: JobInput, employerId: string): Promise<string> {
  const ref = doc(collection(db, 'jobs'));
  const batch = writeBatch(db);
  batch.set(ref, {
    ...newJobFields(input, employerId),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(db, jobContactPath(ref.id)), jobContactFields(input, employerId));
  await refuseTakenName(input.companyName, employerId, () => batch.commit());
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
 * One of the employer's jobs, for Edit and Post again: its stored fields with
 * the number of its private contact, or null when there is none or the rules
 * refuse it (someone else's job). A job stored before numbers moved out of it
 * and not yet migrated keeps its own copy, which the next save moves.
 */
export async function loadOwnJob(jobId: string, employerId: string): Promise<Record<string, unknown> | null> {
  try {
    const snapshot = await getDoc(doc(db, 'jobs', jobId));
    const data = snapshot.exists() ? snapshot.data() : null;
    if (!data || data.employerId !== employerId) return null;
    const contact = await getDoc(doc(db, jobContactPath(jobId)));
    const number = contact.get('mobileNumber');
    return typeof number === 'string' ? { ...data, mobileNumber: number } : data;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

/**
 * The owner's edit: every field of the form, under the same checks as a new
 * job (the rules'). employerId, date and createdAt stay; the status is the
 * job's; the derived fields are the trigger's. The number goes to the private
 * contact in the same batch (and leaves the job, where an old job had it).
 */
export async function updateJob(jobId: string, input: JobInput, status: string, employerId: string): Promise<void> {
  const { employerId: _employerId, date: _date, ...fields } = newJobFields(input, '');
  const batch = writeBatch(db);
  batch.update(doc(db, 'jobs', jobId), { ...fields, status, mobileNumber: deleteField(), updatedAt: serverTimestamp() });
  batch.set(doc(db, jobContactPath(jobId)), jobContactFields(input, employerId));
  await refuseTakenName(input.companyName, employerId, () => batch.commit());
}
