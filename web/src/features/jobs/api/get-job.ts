/**
 * One job by its id, for a link to its details (/jobs/:jobId) when the job is
 * not among the cards already read (the read: jobs-reads.ts).
 */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { useReadOnce } from '../../../lib/data/use-read';
import { takeEarlyOpenJob } from './early-jobs';

const readOpenJob = (jobId: string) => import('./jobs-reads').then((reads) => reads.getOpenJob(jobId));
// The job index.html read beside the shell when the page opened on its URL (early-jobs.ts), else Firestore Lite.
const getOpenJob = (jobId: string) => takeEarlyOpenJob(jobId)?.catch(() => readOpenJob(jobId)) ?? readOpenJob(jobId);

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
