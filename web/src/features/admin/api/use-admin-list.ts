/**
 * One admin list with Prev/Next paging (lib/data/use-paged-read.ts). It loads when
 * its tab is first shown, keeps its page while other tabs are open, starts
 * again at page 1 when its filters change or `invalidateAdminLists` names it
 * (another tab's delete may have removed its records).
 */
import { usePagedRead, type PagedRead } from '../../../lib/data/use-paged-read';
import { invalidateReads } from '../../../lib/data/use-read';
import { DASHBOARD_TABS, type DashboardTabId } from '../model/admin-model';
import type { AdminPage, Cursor } from './admin-lists';

export type AdminList<T> = PagedRead<T, Cursor>;

/** The tag a tab's list and search carry. */
export const adminListTag = (tab: DashboardTabId) => `admin:${tab}`;

/** Every tab but `except` reads afresh when next shown (at once if shown now). */
export function invalidateAdminLists(except?: DashboardTabId): void {
  invalidateReads(...DASHBOARD_TABS.filter((tab) => tab.id !== except).map((tab) => adminListTag(tab.id)));
}

export function useAdminList<T extends { id: string }>(
  tab: DashboardTabId,
  fetchPageAfter: (after: Cursor | null) => Promise<AdminPage<T>>,
  /** Changes when the filters change: back to page 1. */
  filterKey: string,
  enabled: boolean,
): AdminList<T> {
  return usePagedRead(filterKey, enabled, fetchPageAfter, 'Loading an admin list failed', { tags: [adminListTag(tab)] });
}
