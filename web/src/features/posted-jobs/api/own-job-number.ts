/**
 * The number of one of the employer's own jobs, from its private contact
 * (jobs/{jobId}/private/contact: the owner reads it, seekers never list it).
 * '' when the job has none.
 */
import { jobContactPath } from '@jobsearch/domain/job';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { useReadOnce } from '../../../lib/data/use-read';

async function readOwnJobNumber(jobId: string): Promise<string> {
  const number = (await getDoc(doc(db, jobContactPath(jobId)))).get('mobileNumber');
  return typeof number === 'string' ? number : '';
}

export function useOwnJobNumber(jobId: string): string {
  const read = useReadOnce(jobId, true, readOwnJobNumber, 'Reading the job number failed');
  return read.status === 'done' ? read.value : '';
}
