import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { APPLICATION_STATUSES } from '@jobsearch/domain';

/** Where a job's counts live (server-written only; its employer reads them, firestore.rules). */
export const JOB_STATS_COLLECTION = 'jobStats';

/**
 * Counts a job's applications by status into `jobStats/{jobId}` (what Posted
 * Jobs shows: "12 applicants · 3 shortlisted"). Counting again, in a
 * transaction, rather than adding one, makes runs in any order end at the
 * truth; count queries read one index entry per thousand applications, so a
 * popular job costs a few reads. An application without a status counts as
 * Applied. A job that is gone takes its counts with it.
 *
 * It takes the database (rather than the function's) so the seed and the
 * backfill script count with the same code.
 */
export async function countApplicants(db: Firestore, jobId: string): Promise<void> {
  const jobRef = db.collection('jobs').doc(jobId);
  const statsRef = db.collection(JOB_STATS_COLLECTION).doc(jobId);
  const ofJob = db.collection('applications').where('jobId', '==', jobId);
  await db.runTransaction(async (tx) => {
    const job = await tx.get(jobRef);
    if (!job.exists) {
      tx.delete(statsRef);
      return;
    }
    const total = (await tx.get(ofJob.count())).data().count;
    const counts: Record<string, number> = {};
    let counted = 0;
    for (const status of APPLICATION_STATUSES) {
      if (status === 'Applied') continue;
      counts[status] = (await tx.get(ofJob.where('status', '==', status).count())).data().count;
      counted += counts[status];
    }
    counts.Applied = total - counted;
    tx.set(statsRef, { jobId, employerId: job.get('employerId'), total, counts, updatedAt: FieldValue.serverTimestamp() });
  });
}

/** Of these jobs, the ones without counts yet (a job posted before the counting, or seeded without Functions). */
export async function jobsWithoutStats(db: Firestore, jobIds: readonly string[]): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const stats = await db.getAll(...jobIds.map((id) => db.collection(JOB_STATS_COLLECTION).doc(id)));
  return jobIds.filter((_, i) => !stats[i]!.exists);
}

export interface ApplicantCounts {
  total: number;
  counts: Record<string, number>;
}

/**
 * A job's counts, counted first when it has none: a job posted before the
 * counting, or seeded without Functions, heals the first time its employer
 * looks. Counting happens at most once a job (afterwards its document exists
 * until the job goes), so asking again costs one read and writes nothing.
 */
export async function applicantCountsOf(db: Firestore, jobId: string): Promise<ApplicantCounts> {
  const statsRef = db.collection(JOB_STATS_COLLECTION).doc(jobId);
  let stats = await statsRef.get();
  if (!stats.exists) {
    await countApplicants(db, jobId);
    stats = await statsRef.get();
  }
  return { total: Number(stats.get('total') ?? 0), counts: (stats.get('counts') as Record<string, number> | undefined) ?? {} };
}
