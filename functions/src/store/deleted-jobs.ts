import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase';

/**
 * deletedJobs/{jobId}: what is left of a deleted job, so its public page can
 * answer 410 (gone) rather than 404 (never was) and offer open jobs like it.
 * Only its type, role, trade and district, nothing about the employer or
 * the people who applied; written by the jobs' deletion cascade (onJobWritten), read by the
 * pages function, never by a client (firestore.rules).
 */
export interface DeletedJob {
  jobType: string;
  jobRole: string;
  trade: string;
  city: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export function deletedJobsCollection() {
  return db.collection('deletedJobs');
}

export async function readDeletedJob(jobId: string): Promise<DeletedJob | null> {
  const data = (await deletedJobsCollection().doc(jobId).get()).data();
  if (!data) return null;
  return { jobType: textOf(data.jobType), jobRole: textOf(data.jobRole), trade: textOf(data.trade), city: textOf(data.city) };
}

export async function writeDeletedJob(
  jobId: string,
  job: { jobType?: unknown; jobRole?: unknown; trade?: unknown; city?: unknown } | undefined,
): Promise<void> {
  await deletedJobsCollection()
    .doc(jobId)
    .set({
      jobType: textOf(job?.jobType),
      jobRole: textOf(job?.jobRole),
      trade: textOf(job?.trade),
      city: textOf(job?.city),
      deletedAt: FieldValue.serverTimestamp(),
    });
}
