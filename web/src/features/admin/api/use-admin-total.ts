/**
 * How many records a tab's filters match (a count aggregation), read when the
 * tab is shown and again when its filters change or its list is invalidated
 * (a delete). Null for a tab that shows no total.
 */
import { useRead, type Read } from '../../../lib/data/use-read';
import type { DashboardTabId, JobQueryFilters } from '../model/admin-model';
import { adminListTag } from './use-admin-list';

export function useAdminTotal(
  tab: DashboardTabId,
  count: ((filters: JobQueryFilters) => Promise<number>) | undefined,
  filters: JobQueryFilters,
  filterKey: string,
  enabled: boolean,
): Read<number> {
  return useRead(count ? `${tab}|${filterKey}` : null, enabled, () => count!(filters), 'Counting an admin list failed', { tags: [adminListTag(tab)] });
}
