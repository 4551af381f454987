/**
 * The jobs the signed-in seeker has saved, live, so a card's
 * button says "Saved" the moment it is saved; and the toggle. Query (rules allow
 * it): savedJobs where userId == uid, orderBy savedAt desc, the same listener as
 * Saved Jobs. As with the Applied marks, the live layer and the writes (full
 * SDK) load once the first cards are shown, never before them.
 */
import { savedJobSchema } from '@jobsearch/domain/pipeline';
import type { JobWithId } from '@jobsearch/domain/schemas';
import { useCallback } from 'react';
import { translate } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { useLiveJobIds } from './live-job-ids';

const savedIdSchema = savedJobSchema.pick({ jobId: true });
const SAVED_QUERIES = { all: 'savedJobsQuery', among: 'savedJobsAmongQuery' } as const;

/** `jobIds`: the jobs on screen, whose marks are all that is read (null: every saved job). */
export function useSavedJobIds(uid: string | null, cardsShown: boolean, jobIds: readonly string[] | null = null): ReadonlySet<string> {
  return useLiveJobIds(uid, cardsShown, SAVED_QUERIES, savedIdSchema, 'saved jobs', jobIds);
}

/** Saves or unsaves a job; a failure says so in a toast. */
export function useToggleSaved(uid: string) {
  return useCallback(
    async (job: JobWithId, saved: boolean) => {
      const { saveJob, unsaveJob } = await import('../../../lib/entities/saved-jobs');
      const ok = saved ? await unsaveJob(uid, job.jobId) : await saveJob(uid, job);
      if (!ok) {
        const message = saved ? 'jobs.unsaveJobFailed' : 'jobs.saveJobFailed';
        toast.error(translate(message), { toastId: message });
      }
    },
    [uid],
  );
}
