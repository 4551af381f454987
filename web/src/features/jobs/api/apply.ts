/**
 * Submitting an application: creates applications/{jobId}_{uid} once. The
 * rules allow a create and deny any update, so a second submit is refused
 * with permission-denied; the document is then looked up, and if it exists
 * the seeker reads 'You have already applied for this job.', not a failure.
 * (No look-up before the create: the rules cannot let anyone read a document
 * that does not exist, so it would always be refused.)
 * The rules also refuse an application to a job that is no longer Active (or
 * no longer exists): then the job itself is read again, which the rules allow
 * a seeker only for an Active job, so a refusal or a missing or Inactive job
 * means 'This job is no longer accepting applications.'
 */
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { confirmedUser } from '../../../lib/firebase/app';
import { db } from '../../../lib/firebase/firestore';
import { applicationRecord, type ApplyFormValues, type UploadedResume } from '../model/application-record';
import type { JobWithId } from '@jobsearch/domain/schemas';

export type ApplyResult =
  | { outcome: 'applied' }
  | { outcome: 'alreadyApplied' }
  | { outcome: 'jobClosed' }
  | { outcome: 'invalid'; message: string; fieldErrors: Record<string, string> }
  | { outcome: 'failed'; error: unknown };

/** Firestore's refusal by the security rules (checked by code: errors cross bundle chunks). */
function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
}

/** Whether the application document exists; null when the rules do not let us look. */
async function applicationExists(id: string): Promise<boolean | null> {
  try {
    return (await getDoc(doc(db, 'applications', id))).exists();
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** Whether the job still takes applications: false when it is gone, Inactive, or the rules no longer let a seeker read it. */
async function jobStillOpen(jobId: string): Promise<boolean> {
  try {
    const snapshot = await getDoc(doc(db, 'jobs', jobId));
    return snapshot.exists() && snapshot.get('status') === 'Active';
  } catch (error) {
    if (isPermissionDenied(error)) return false;
    throw error;
  }
}

/**
 * Applies as whoever is signed in at the moment of the submit. The form's
 * values are checked; the document carries `contact`, the applicant's profile
 * name, email and phone, which firestore.rules demand.
 */
export async function applyForJob(args: {
  job: JobWithId;
  values: ApplyFormValues;
  contact: ApplyFormValues;
  /** The answers to the job's screening questions as typed, in their order. */
  answers?: readonly string[];
  resume: UploadedResume | null;
}): Promise<ApplyResult> {
  const record = applicationRecord({ ...args, uid: (await confirmedUser())?.uid ?? null });
  if (!record.ok) return { outcome: 'invalid', message: record.message, fieldErrors: record.fieldErrors };
  try {
    await setDoc(doc(db, 'applications', record.id), { ...record.fields, ...args.contact, createdAt: serverTimestamp() });
    return { outcome: 'applied' };
  } catch (error) {
    if (isPermissionDenied(error)) {
      const exists = await applicationExists(record.id).catch(() => null);
      if (exists) return { outcome: 'alreadyApplied' };
      const open = await jobStillOpen(args.job.jobId).catch(() => true);
      if (!open) return { outcome: 'jobClosed' };
    }
    console.error('Applying failed', error);
    return { outcome: 'failed', error };
  }
}
