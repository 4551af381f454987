/**
 * Pure pieces of the admin dashboard (unit tested): the tabs, the jobs
 * filters (status and date) and a page's rows.
 */
import type { JobStatus } from '@jobsearch/domain/choices';
import { normaliseDateFilter } from '@jobsearch/domain/helpers';
import type { MessageKey } from '@jobsearch/domain/i18n/catalogs/index';

export const ADMIN_PAGE_SIZE = 50;

export type AdminTabId = 'users' | 'employers' | 'jobs' | 'applications';

/** Each tab: its label (a key of the admin catalog), the record's name in logs, and its path under /admin/ for deletes. */
export const ADMIN_TABS: readonly { id: AdminTabId; label: MessageKey; what: string; path: string }[] = [
  { id: 'users', label: 'admin.tab:users', what: 'user', path: 'users' },
  { id: 'employers', label: 'admin.tab:employers', what: 'employer', path: 'employers' },
  { id: 'jobs', label: 'admin.tab:jobs', what: 'job', path: 'jobs' },
  { id: 'applications', label: 'admin.tab:applications', what: 'application', path: 'applications' },
];

export function adminTab(id: AdminTabId) {
  return ADMIN_TABS.find((t) => t.id === id)!;
}

/** The DELETE path of one record: /admin/{users|employers|jobs|applications}/{id}. */
export function deletePath(tab: AdminTabId, id: string): string {
  return `/admin/${adminTab(tab).path}/${encodeURIComponent(id)}`;
}

/** The dashboard's tabs: the Overview (the one it opens on), the four record lists, then Reports, which has actions of its own. */
export type DashboardTabId = 'overview' | AdminTabId | 'reports' | 'messages';
export const DASHBOARD_TABS: readonly { id: DashboardTabId; label: MessageKey }[] = [
  { id: 'overview', label: 'admin.tab:overview' },
  ...ADMIN_TABS,
  { id: 'reports', label: 'admin.tab:reports' },
  { id: 'messages', label: 'admin.tab:messages' },
];

/** Left/Right/Home/End move between tabs (ARIA tabs pattern), wrapping around. */
export function tabAfterKey(current: DashboardTabId, key: string, tabs: readonly { id: DashboardTabId }[] = ADMIN_TABS): DashboardTabId | null {
  const index = tabs.findIndex((t) => t.id === current);
  const last = tabs.length - 1;
  const target =
    key === 'ArrowRight'
      ? (index + 1) % tabs.length
      : key === 'ArrowLeft'
        ? (index - 1 + tabs.length) % tabs.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return target === null ? null : tabs[target]!.id;
}

export type JobStatusFilter = 'all' | 'active' | 'inactive';

export const JOB_STATUS_FILTERS: readonly { value: JobStatusFilter; label: MessageKey }[] = [
  { value: 'all', label: 'admin.filterAll' },
  { value: 'active', label: 'admin.filterActive' },
  { value: 'inactive', label: 'admin.filterInactive' },
];

export interface JobQueryFilters {
  status: JobStatus | null;
  date: string | null;
}

/**
 * The jobs query's filters: status == Active/Inactive, and date == the picked
 * day. Slashes read as dashes (and DD-MM-YYYY as YYYY-MM-DD); an empty or
 * unreadable date filters nothing, so clearing the picker restores the list.
 */
export function jobQueryFilters(status: JobStatusFilter, dateInput: string): JobQueryFilters & { dateInvalid: boolean } {
  const normalised = normaliseDateFilter(dateInput);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(normalised) && !Number.isNaN(Date.parse(`${normalised}T00:00:00Z`));
  return {
    status: status === 'active' ? 'Active' : status === 'inactive' ? 'Inactive' : null,
    date: valid ? normalised : null,
    dateInvalid: normalised !== '' && !valid,
  };
}

/**
 * How a job's status shows: green Active, red any other value, grey Not Available when absent.
 * `labelOf` and `missing` write them in the chosen language (the stored code stays English).
 */
export function jobStatusView(
  status: string | null | undefined,
  labelOf: (status: string) => string = (value) => value,
  missing = 'Not Available',
): { label: string; className: string } {
  if (!status) return { label: missing, className: 'status status--missing' };
  return { label: labelOf(status), className: status === 'Active' ? 'status status--active' : 'status status--inactive' };
}

/** Rows of a page: at most `size`, and whether a next page exists (size + 1 were asked for). */
export function splitPage<T>(fetched: readonly T[], size: number): { rows: T[]; hasNext: boolean } {
  return { rows: fetched.slice(0, size), hasNext: fetched.length > size };
}
