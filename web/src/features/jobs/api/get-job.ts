/**
 * One job by its id, for a link to its details (/jobs/:jobId) when the job is
 * not among the cards already read. The rules let a seeker read only an
 * Active job, so a refusal means the job is Inactive or gone; a job hidden by
 * reports is not offered either (the list leaves it out too).
 */
import { isListedForSeekers } from '@jobsearch/domain/job';
import { jobSchema, type JobWithId } from '@jobsearch/domain/schemas';
import { doc, getDoc } from 'firebase/firestore/lite';
import { liteDb, liteSchemaConverter } from '../../../lib/firestore-lite';
import { useReadOnce } from '../../../lib/use-read-once';

const jobConverter = liteSchemaConverter(jobSchema);

/** The job when a seeker may open it, null when it is not available (unknown, Inactive, hidden, refused). */
export async function getOpenJob(jobId: string): Promise<JobWithId | null> {
  try {
    const snapshot = await getDoc(doc(liteDb, 'jobs', jobId).withConverter(jobConverter));
    if (!snapshot.exists()) return null;
    const job = { ...snapshot.data(), jobId: snapshot.id };
    return job.status === 'Active' && isListedForSeekers(job) ? job : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}

export type LinkedJob = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; job: JobWithId } | { status: 'gone' } | { status: 'error' };

/**
 * The job a details URL names: the card's own when the list holds it (no
 * read), otherwise read once. `listed` undefined while the list may still
 * bring it; null when the list has loaded without it.
 */
export function useLinkedJob(jobId: string | null, listed: JobWithId | null | undefined): LinkedJob {
  const read = useReadOnce(jobId, listed === null, getOpenJob, 'Reading the linked job failed');
  if (jobId === null) return { status: 'idle' };
  if (listed) return { status: 'ready', job: listed };
  if (read.status === 'done') return read.value ? { status: 'ready', job: read.value } : { status: 'gone' };
  return read;
}
