/** Pure pieces of the employer's Applications screen (unit tested). */

export const APPLICANTS_PAGE_SIZE = 50;

// What View does with a resume link: shared with the admin's Applications tab, so it lives in lib/.
export { resumeAction } from '../../../lib/resume-link';

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
