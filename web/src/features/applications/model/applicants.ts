/** Pure pieces of the employer's Applications screen (unit tested). */

export const APPLICANTS_PAGE_SIZE = 50;

/**
 * What View does: open the resume link, or say it is missing. Only a download
 * link of a file in our own bucket is opened (the rules tie it to the
 * applicant's own upload, but cannot name the bucket); anything else counts as
 * missing rather than sending the employer to an unknown site.
 */
export function resumeAction(resume: string | null | undefined, bucket: string): { kind: 'open'; url: string } | { kind: 'missing' } {
  const url = resume?.trim();
  if (!url) return { kind: 'missing' };
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'missing' };
    if (!parsed.pathname.startsWith(`/v0/b/${encodeURIComponent(bucket)}/o/`)) return { kind: 'missing' };
  } catch {
    return { kind: 'missing' };
  }
  return { kind: 'open', url };
}

export interface JobOption {
  jobId: string;
  label: string;
}

/**
 * Options of the job filter: the job's title (or role), with the company and
 * posting date added when two jobs would read the same.
 */
export function jobOptions(jobs: readonly { jobId: string; title: string; jobRole: string; companyName: string; date: string }[]): JobOption[] {
  const base = (j: (typeof jobs)[number]) => j.title || j.jobRole || 'Untitled job';
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(base(job), (counts.get(base(job)) ?? 0) + 1);
  return jobs.map((job) => ({
    jobId: job.jobId,
    label: (counts.get(base(job)) ?? 0) > 1 ? `${base(job)} — ${job.companyName}, ${job.date}` : base(job),
  }));
}
