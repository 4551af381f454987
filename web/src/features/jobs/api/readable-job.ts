/** The job as a signed-in user may read it (for Apply on the public page); null for a visitor or when the rules refuse. */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { useReadOnce } from '../../../lib/data/use-read';

/** The rules may refuse a closed job: Apply is then not offered, which is no failure. */
async function readForApply(jobId: string): Promise<JobWithId | null> {
  try {
    const { getOpenJob } = await import('./jobs-reads');
    return await getOpenJob(jobId);
  } catch (error) {
    console.warn('Reading the job for Apply failed', error);
    return null;
  }
}

export function useReadableJob(jobId: string, signedIn: boolean): JobWithId | null {
  const read = useReadOnce(signedIn ? jobId : null, signedIn, readForApply, 'Reading the job for Apply failed');
  return read.status === 'done' ? read.value : null;
}
