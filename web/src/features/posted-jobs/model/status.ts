/**
 * Job status as the employer's list treats it (docs/spec-notes.md §4): anything but
 * Active counts as inactive, so toggling it makes it Active; an absent status
 * shows grey 'Not Available'.
 */
import type { JobStatus } from '@jobsearch/domain/choices';
import type { MessageKey } from '@jobsearch/domain/i18n/catalogs/index';

export type StatusFilter = 'all' | 'active' | 'inactive';

/** The filter buttons; `label` is a key of the postedJobs catalog. */
export const STATUS_FILTERS: readonly { value: StatusFilter; label: MessageKey }[] = [
  { value: 'all', label: 'postedJobs.filterAll' },
  { value: 'active', label: 'postedJobs.filterActive' },
  { value: 'inactive', label: 'postedJobs.filterInactive' },
];

export const isActive = (status: string | undefined | null): boolean => status === 'Active';

/** The status a toggle sets: the opposite one. */
export function nextStatus(status: string | undefined | null): JobStatus {
  return isActive(status) ? 'Inactive' : 'Active';
}

/**
 * How a status shows: green Active, red any other value, grey 'Not Available' when absent.
 * `labelOf` and `missing` write them in the chosen language (the stored code stays English).
 */
export function statusView(
  status: string | undefined | null,
  labelOf: (status: string) => string = (value) => value,
  missing = 'Not Available',
): { label: string; className: string } {
  if (status === undefined || status === null || status === '') return { label: missing, className: 'status status--missing' };
  return { label: labelOf(status), className: isActive(status) ? 'status status--active' : 'status status--inactive' };
}

export function matchesStatusFilter(status: string | undefined | null, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'active' ? isActive(status) : !isActive(status);
}

export function filterByStatus<T extends { status?: string | null }>(jobs: readonly T[], filter: StatusFilter): T[] {
  return jobs.filter((job) => matchesStatusFilter(job.status, filter));
}

/** The statuses a job's card counts as shortlisted: Shortlisted and every later step of the forward path. */
export const SHORTLISTED_OR_LATER = ['Shortlisted', 'Interview', 'Offered', 'Hired'] as const;

/**
 * "12 applicants · 3 shortlisted" of a job's jobStats counts; null for a job not counted yet
 * (api/count-uncounted.ts has it counted): no line rather than a wrong "0 applicants".
 */
export function applicantCounts(stats: { total: number; counts: Record<string, number> } | undefined): { total: number; shortlisted: number } | null {
  if (!stats) return null;
  return { total: stats.total, shortlisted: SHORTLISTED_OR_LATER.reduce((sum, status) => sum + (stats.counts[status] ?? 0), 0) };
}
