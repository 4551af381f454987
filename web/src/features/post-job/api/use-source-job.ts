/** The job an Edit or a Post again starts from, read once under the rules (the owner's only). */
import { useCallback } from 'react';
import { useReadOnce } from '../../../lib/data/use-read';
import { loadOwnJob } from './post-job';

export type SourceJob = { status: 'none' } | { status: 'loading' } | { status: 'ready'; job: Record<string, unknown> } | { status: 'missing'; failed: boolean };

export function useSourceJob(jobId: string | null, uid: string): SourceJob {
  const read = useCallback((id: string) => loadOwnJob(id, uid), [uid]);
  const result = useReadOnce(jobId, true, read, 'Loading the job failed');
  if (!jobId) return { status: 'none' };
  if (result.status === 'loading') return { status: 'loading' };
  if (result.status === 'error') return { status: 'missing', failed: true };
  return result.value ? { status: 'ready', job: result.value } : { status: 'missing', failed: false };
}
