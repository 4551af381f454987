/**
 * A job without counts (posted before the applications trigger counted, or
 * imported) is counted by the API the first time Posted Jobs shows it (POST
 * /api/jobs/{id}/applicant-counts, which counts a job once); the counts
 * listener then brings its document. Asked once a job per page load, a few at
 * a time, online only; a failed ask is asked again on the next visit.
 */
import { useEffect } from 'react';
import { callApi } from '../../../lib/data/api';
import { useOnline } from '../../../lib/offline/online';

const asked = new Set<string>();
const AT_ONCE = 4;

async function countJob(jobId: string): Promise<void> {
  asked.add(jobId);
  try {
    await callApi('POST', `/api/jobs/${encodeURIComponent(jobId)}/applicant-counts`);
  } catch (error) {
    asked.delete(jobId);
    console.warn(`Counting the applicants of ${jobId} failed`, error);
  }
}

/** Has the jobs of `jobIds` that `stats` (once loaded) lacks counted. */
export function useCountUncounted(stats: ReadonlyMap<string, unknown> | null, jobIds: readonly string[]): void {
  const online = useOnline();
  const uncounted = stats ? jobIds.filter((id) => !stats.has(id) && !asked.has(id)).join('/') : '';
  useEffect(() => {
    if (!online || !uncounted) return;
    const ids = uncounted.split('/');
    void (async () => {
      for (let start = 0; start < ids.length; start += AT_ONCE)
        await Promise.all(
          ids
            .slice(start, start + AT_ONCE)
            .filter((id) => !asked.has(id))
            .map(countJob),
        );
    })();
  }, [online, uncounted]);
}
