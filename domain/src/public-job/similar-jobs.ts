/** The open jobs a public page offers beside its own (or instead of a closed one). */

export const SIMILAR_JOBS_LIMIT = 5;

/** Up to five open jobs like the one asked for: those of the same type and city first, then either; no duplicates, never the job itself. */
export function pickSimilarJobs<T extends { jobId: string; jobType: string; city: string }>(
  like: { jobId?: string; jobType?: string; city?: string },
  candidates: readonly T[],
): T[] {
  const seen = new Set<string>(like.jobId ? [like.jobId] : []);
  const score = (job: T) => (job.jobType === like.jobType ? 1 : 0) + (job.city === like.city ? 1 : 0);
  const ranked = candidates.map((job, index) => ({ job, index, score: score(job) })).sort((a, b) => b.score - a.score || a.index - b.index);
  const picked: T[] = [];
  for (const { job } of ranked) {
    if (seen.has(job.jobId)) continue;
    seen.add(job.jobId);
    picked.push(job);
    if (picked.length === SIMILAR_JOBS_LIMIT) break;
  }
  return picked;
}
