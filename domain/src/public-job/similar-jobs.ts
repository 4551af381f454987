/** The open jobs a public page offers beside its own (or instead of a closed one). */

export const SIMILAR_JOBS_LIMIT = 5;

/** What a job is like: its role (as stored), trade and district. */
export interface SimilarTo {
  jobId?: string;
  jobRole?: string;
  trade?: string;
  city?: string;
}

type Candidate = { jobId: string; jobRole: string; trade: string; city: string };

const same = (a: string | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();
/** "Other" names no trade in particular: two jobs are not alike for sharing it. */
const tradeOf = (trade: string | undefined) => (trade && trade !== 'Other' ? trade : '');

/** The fields the page's reads look for (one query each): the role, a particular trade, the district. */
export function similarFields(like: SimilarTo): { jobRole: string; trade: string; city: string } {
  return { jobRole: like.jobRole?.trim() ?? '', trade: tradeOf(like.trade), city: like.city ?? '' };
}

/**
 * Up to five open jobs like the one asked for: those of the same role or trade
 * first (in its district before elsewhere), then those of its district; never
 * one that shares neither, no duplicates, never the job itself. Without
 * anything to go by (an unknown address), the first of the candidates.
 */
export function pickSimilarJobs<T extends Candidate>(like: SimilarTo, candidates: readonly T[]): T[] {
  const wanted = similarFields(like);
  const anything = Boolean(wanted.jobRole || wanted.trade || wanted.city);
  const score = (job: T) => (same(wanted.jobRole, job.jobRole) || same(wanted.trade, tradeOf(job.trade)) ? 2 : 0) + (same(wanted.city, job.city) ? 1 : 0);
  const seen = new Set<string>(like.jobId ? [like.jobId] : []);
  const ranked = candidates
    .map((job, index) => ({ job, index, score: score(job) }))
    .filter((entry) => !anything || entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const picked: T[] = [];
  for (const { job } of ranked) {
    if (seen.has(job.jobId)) continue;
    seen.add(job.jobId);
    picked.push(job);
    if (picked.length === SIMILAR_JOBS_LIMIT) break;
  }
  return picked;
}
