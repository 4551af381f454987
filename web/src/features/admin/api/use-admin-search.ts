/**
 * The records one admin search looks through: every record of the tab under
 * its filters, newest first, read ADMIN_SEARCH_PAGE at a time up to
 * ADMIN_SEARCH_BOUND, loaded when a search starts and kept while the query
 * changes; read again when the filters change or the tab's lists are
 * invalidated. `bounded` says the bound stopped the reading.
 */
import { useCallback } from 'react';
import { useRead, type Read } from '../../../lib/data/use-read';
import { ADMIN_SEARCH_BOUND } from '../model/admin-search';
import type { DashboardTabId } from '../model/admin-model';
import type { AdminPage, Cursor } from './admin-lists';
import { adminListTag } from './use-admin-list';

export type SearchedRecords<T> = { rows: T[]; bounded: boolean };

export interface AdminSearchSource<T extends { id: string }> extends Read<SearchedRecords<T>> {
  remove: (id: string) => void;
}

/** Reads pages until none is left or `bound` records are in. */
export async function loadAll<T>(fetchPageAfter: (after: Cursor | null) => Promise<AdminPage<T>>, bound = ADMIN_SEARCH_BOUND): Promise<SearchedRecords<T>> {
  const rows: T[] = [];
  let after: Cursor | null = null;
  for (;;) {
    const page: AdminPage<T> = await fetchPageAfter(after);
    rows.push(...page.rows);
    if (!page.hasNext || !page.last) return { rows: rows.slice(0, bound), bounded: rows.length > bound };
    if (rows.length >= bound) return { rows: rows.slice(0, bound), bounded: true };
    after = page.last;
  }
}

export function useAdminSearch<T extends { id: string }>(
  tab: DashboardTabId,
  fetchPageAfter: (after: Cursor | null) => Promise<AdminPage<T>>,
  filterKey: string,
  enabled: boolean,
): AdminSearchSource<T> {
  const read = useRead(filterKey, enabled, () => loadAll(fetchPageAfter), 'Loading an admin search failed', { tags: [adminListTag(tab)] });
  const { update } = read;
  const remove = useCallback((id: string) => update((found) => ({ ...found, rows: found.rows.filter((row) => row.id !== id) })), [update]);
  return { ...read, remove };
}
