/**
 * One admin list with Prev/Next paging. It loads when its tab is first shown,
 * keeps its page while other tabs are open, starts again at page 1 when its
 * filters change or another tab's delete may have removed its records.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { firstPage, nextPage, pageStart, previousPage, type Paging } from '../model/admin-model';
import type { AdminPage, Cursor } from './admin-lists';

export type AdminListView<T> =
  | { status: 'idle' | 'loading'; rows: T[]; hasNext: boolean; last: Cursor | null }
  | { status: 'ready'; rows: T[]; hasNext: boolean; last: Cursor | null }
  | { status: 'error'; rows: T[]; hasNext: false; last: null };

export interface AdminList<T extends { id: string }> {
  view: AdminListView<T>;
  page: number;
  next: () => void;
  previous: () => void;
  retry: () => void;
  remove: (id: string) => void;
}

export function useAdminList<T extends { id: string }>(
  fetchPageAfter: (after: Cursor | null) => Promise<AdminPage<T>>,
  /** Changes when the filters change: back to page 1. */
  filterKey: string,
  /** Changes when another tab deleted something: back to page 1 when next shown. */
  generation: number,
  enabled: boolean,
): AdminList<T> {
  const [paging, setPaging] = useState<Paging<Cursor>>(firstPage);
  const [reload, setReload] = useState(0);
  const [view, setView] = useState<AdminListView<T>>({ status: 'idle', rows: [], hasNext: false, last: null });
  const [basis, setBasis] = useState({ filterKey, generation });
  if (basis.filterKey !== filterKey || basis.generation !== generation) {
    setBasis({ filterKey, generation });
    setPaging(firstPage());
  }
  const fetcher = useRef(fetchPageAfter);
  useLayoutEffect(() => {
    fetcher.current = fetchPageAfter;
  });
  const request = useMemo(() => ({ paging, reload, filterKey, generation }), [paging, reload, filterKey, generation]);
  const loaded = useRef<typeof request | null>(null);

  useEffect(() => {
    if (!enabled || loaded.current === request) return;
    loaded.current = request;
    let live = true;
    let done = false;
    setView((v) => ({ ...v, status: 'loading' }));
    fetcher.current(pageStart(request.paging)).then(
      (page) => {
        done = true;
        if (live) setView({ status: 'ready', ...page });
      },
      (error) => {
        done = true;
        console.error('Loading an admin list failed', error);
        if (live) setView({ status: 'error', rows: [], hasNext: false, last: null });
      },
    );
    return () => {
      live = false;
      if (!done) loaded.current = null;
    };
  }, [enabled, request]);

  const next = useCallback(() => {
    if (view.status === 'ready' && view.hasNext && view.last) setPaging((p) => nextPage(p, view.last!));
  }, [view]);
  const previous = useCallback(() => setPaging((p) => previousPage(p)), []);
  const retry = useCallback(() => setReload((r) => r + 1), []);
  const remove = useCallback((id: string) => setView((v) => ({ ...v, rows: v.rows.filter((r) => r.id !== id) }) as AdminListView<T>), []);

  return { view, page: paging.index + 1, next, previous, retry, remove };
}
