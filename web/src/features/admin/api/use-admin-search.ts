/**
 * The records one admin search looks through (issue 20 item 16): every record
 * of the tab under its filters, newest first, read ADMIN_SEARCH_PAGE at a time
 * up to ADMIN_SEARCH_BOUND, loaded when a search starts and kept while the
 * query changes; read again when the filters change or another tab's delete
 * may have removed some. `bounded` says the bound stopped the reading.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ADMIN_SEARCH_BOUND } from '../model/admin-search';
import type { AdminPage, Cursor } from './admin-lists';

export type AdminSearchView<T> = { status: 'idle' | 'loading' | 'error'; rows: T[]; bounded: false } | { status: 'ready'; rows: T[]; bounded: boolean };

export interface AdminSearchSource<T extends { id: string }> {
  view: AdminSearchView<T>;
  retry: () => void;
  remove: (id: string) => void;
}

/** Reads pages until none is left or `bound` records are in. */
export async function loadAll<T>(
  fetchPageAfter: (after: Cursor | null) => Promise<AdminPage<T>>,
  bound = ADMIN_SEARCH_BOUND,
): Promise<{ rows: T[]; bounded: boolean }> {
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
  fetchPageAfter: (after: Cursor | null) => Promise<AdminPage<T>>,
  filterKey: string,
  generation: number,
  enabled: boolean,
): AdminSearchSource<T> {
  const [view, setView] = useState<AdminSearchView<T>>({ status: 'idle', rows: [], bounded: false });
  const [reload, setReload] = useState(0);
  const fetcher = useRef(fetchPageAfter);
  useLayoutEffect(() => {
    fetcher.current = fetchPageAfter;
  });
  const loadedFor = useRef<string | null>(null);
  const key = `${filterKey}|${generation}|${reload}`;

  useEffect(() => {
    if (!enabled || loadedFor.current === key) return;
    loadedFor.current = key;
    let live = true;
    let done = false;
    setView({ status: 'loading', rows: [], bounded: false });
    loadAll(fetcher.current).then(
      ({ rows, bounded }) => {
        done = true;
        if (live) setView({ status: 'ready', rows, bounded });
      },
      (error) => {
        done = true;
        console.error('Loading an admin search failed', error);
        if (live) setView({ status: 'error', rows: [], bounded: false });
      },
    );
    return () => {
      live = false;
      if (!done) loadedFor.current = null;
    };
  }, [enabled, key]);

  const retry = useCallback(() => setReload((r) => r + 1), []);
  const remove = useCallback((id: string) => setView((v) => ({ ...v, rows: v.rows.filter((r) => r.id !== id) }) as AdminSearchView<T>), []);
  return { view, retry, remove };
}
