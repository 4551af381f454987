/**
 * A list read a page at a time with cursors, through useRead: Prev/Next, and
 * back to page 1 when the key changes (other filters) or one of its tags is
 * invalidated. The page stays while it is not wanted (a hidden tab).
 */
import { useCallback, useState } from 'react';
import { firstPage, nextPage, pageStart, previousPage, type Page, type Paging } from './paging';
import { useRead, useTagVersion, type ReadOnce, type ReadOptions } from './use-read';

export interface PagedRead<T, C> {
  state: ReadOnce<Page<T, C>>;
  /** 1 for the first page. */
  page: number;
  next: () => void;
  previous: () => void;
  reload: () => void;
  /** Takes a row off the page shown (it was deleted here). */
  remove: (id: string) => void;
}

export function usePagedRead<T extends { id: string }, C>(
  key: string,
  wanted: boolean,
  readPage: (after: C | null) => Promise<Page<T, C>>,
  what: string,
  options: ReadOptions = {},
): PagedRead<T, C> {
  const basis = `${key}#${useTagVersion(options.tags)}`;
  const [paging, setPaging] = useState<{ basis: string; at: Paging<C> }>({ basis, at: firstPage() });
  const at = paging.basis === basis ? paging.at : firstPage<C>();
  const read = useRead(`${basis}|${at.index}`, wanted, () => readPage(pageStart(at)), what);
  const { state, reload, update } = read;

  const last = state.status === 'done' && state.value.hasNext ? state.value.last : null;
  const next = useCallback(() => {
    if (last !== null) setPaging({ basis, at: nextPage(at, last) });
  }, [basis, at, last]);
  const previous = useCallback(() => setPaging({ basis, at: previousPage(at) }), [basis, at]);
  const remove = useCallback((id: string) => update((page) => ({ ...page, rows: page.rows.filter((row) => row.id !== id) })), [update]);
  return { state, page: at.index + 1, next, previous, reload, remove };
}
