/**
 * Cursor paging: `starts[i]` is what page i starts after (null for the first
 * page), so Prev goes back without refetching earlier pages' cursors.
 */
export interface Paging<C> {
  starts: readonly (C | null)[];
  index: number;
}

/** One page of a list read with cursors: its rows, whether a next page exists, and the cursor it ends at. */
export interface Page<T, C> {
  rows: T[];
  hasNext: boolean;
  last: C | null;
}

export function firstPage<C>(): Paging<C> {
  return { starts: [null], index: 0 };
}

export function nextPage<C>(paging: Paging<C>, lastOfCurrent: C): Paging<C> {
  return { starts: [...paging.starts.slice(0, paging.index + 1), lastOfCurrent], index: paging.index + 1 };
}

export function previousPage<C>(paging: Paging<C>): Paging<C> {
  return { starts: paging.starts, index: Math.max(0, paging.index - 1) };
}

export function pageStart<C>(paging: Paging<C>): C | null {
  return paging.starts[paging.index] ?? null;
}
