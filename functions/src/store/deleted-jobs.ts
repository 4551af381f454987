import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase';

/**
 * deletedJobs/{jobId}: what is left of a deleted job, so its public page can
 * answer 410 (gone) rather than 404 (never was) and offer open jobs like it.
 * Only its type and city, nothing about the employer or
 * the people who applied; written by the onJobDeleted trigger, read by the
 * pages function, never by a client (firestore.rules).
 */
export interface DeletedJob {
  jobType: string;
  city: string;
}

export function deletedJobsCollection() {
  return db.collection('deletedJobs');
}

export async function readDeletedJob(jobId: string): Promise<DeletedJob | null> {
  const data = (await deletedJobsCollection().doc(jobId).get()).data();
  if (!data) return null;
  return { jobType: typeof data.jobType === 'string' ? data.jobType : '', city: typeof data.city === 'string' ? data.city : '' };
}

export async function writeDeletedJob(jobId: string, job: { jobType?: unknown; city?: unknown } | undefined): Promise<void> {
  await deletedJobsCollection()
    .doc(jobId)
    .set({
      jobType: typeof job?.jobType === 'string' ? job.jobType : '',
      city: typeof job?.city === 'string' ? job.city : '',
      deletedAt: FieldValue.serverTimestamp(),
    });
}
