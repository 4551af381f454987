/**
 * One tab's records: a search box, the table with Ban and Delete per row, and
 * Prev/Next paging. With a search, the tab's records (under its filters) are
 * read up to ADMIN_SEARCH_BOUND and the matches show instead of the page
 * (admin-search.ts says why: the lists are paged).
 */
import { MESSAGES } from '@jobsearch/domain/messages';
import { useEffect, useState, type ReactNode } from 'react';
import { DataTable, type Column } from '../../../ui/DataTable';
import type { AdminPage, Cursor } from '../api/admin-lists';
import { useAdminSearch } from '../api/use-admin-search';
import type { AdminList } from '../api/use-admin-list';
import { adminTab, type AdminTabId } from '../model/admin-model';
import { ADMIN_SEARCH_BOUND, ADMIN_SEARCH_DEBOUNCE_MS, searchRows, type SearchFields } from '../model/admin-search';
import { AdminPanel } from './AdminPanel';

interface AdminListPanelProps<T extends { id: string }> {
  tab: AdminTabId;
  selected: boolean;
  list: AdminList<T>;
  columns: Column<T>[];
  /** The row's name in the Delete button's label, e.g. the person's name. */
  rowName: (row: T) => string;
  /** Delete was pressed; `remove` takes the row off the page and the search once it is deleted. */
  onDelete: (row: T, remove: (id: string) => void) => void;
  /** People tabs: a Ban beside Delete. */
  onBan?: (row: T, remove: (id: string) => void) => void;
  toolbar?: ReactNode;
  /** The search: what a row is searched by, and how the tab's records are read for it. */
  search: {
    fields: (row: T) => SearchFields;
    fetchPageAfter: (after: Cursor | null) => Promise<AdminPage<T>>;
    filterKey: string;
    generation: number;
  };
}

/** The value once it has stayed the same for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function AdminListPanel<T extends { id: string }>({ tab, selected, list, columns, rowName, onDelete, onBan, toolbar, search }: AdminListPanelProps<T>) {
  const { label, what } = adminTab(tab);
  const [input, setInput] = useState('');
  const query = useDebounced(input.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const searching = query !== '';
  const source = useAdminSearch(search.fetchPageAfter, search.filterKey, search.generation, selected && searching);
  const remove = (id: string) => {
    list.remove(id);
    source.remove(id);
  };
  const withDelete: Column<T>[] = [
    ...columns,
    {
      header: 'Actions',
      className: 'data-table__actions',
      cell: (row) => (
        <>
          {onBan ? (
            <button
              type="button"
              className="button button--secondary button--small admin__ban"
              aria-label={`Ban ${what} ${rowName(row) || row.id}`}
              onClick={() => onBan(row, remove)}
            >
              Ban
            </button>
          ) : null}
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Delete ${what} ${rowName(row) || row.id}`}
            onClick={() => onDelete(row, remove)}
          >
            Delete
          </button>
        </>
      ),
    },
  ];

  const searchId = `admin-search-${tab}`;
  const searchBox = (
    <div className="admin__search" role="search">
      <label htmlFor={searchId}>{MESSAGES.adminSearchLabel(label.toLowerCase())}</label>
      <input
        id={searchId}
        type="search"
        className="input"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        aria-describedby={`${searchId}-hint`}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p id={`${searchId}-hint`} className="field__hint">
        {MESSAGES.adminSearchHints[tab]}
      </p>
    </div>
  );
  const before = (
    <>
      {toolbar}
      {searchBox}
    </>
  );

  if (searching) {
    const { view } = source;
    const found = searchRows(view.rows, search.fields, query);
    const summary =
      view.status === 'ready' && found.total > 0 ? (
        <p className="admin__search-summary muted" role="status">
          {MESSAGES.adminSearchCount(found.rows.length, found.total)}
          {view.bounded ? ` ${MESSAGES.adminSearchBounded(ADMIN_SEARCH_BOUND, label.toLowerCase())}` : ''}
        </p>
      ) : null;
    const empty =
      found.total === 0
        ? `${MESSAGES.adminSearchNoMatches(query)}${view.status === 'ready' && view.bounded ? ` ${MESSAGES.adminSearchBounded(ADMIN_SEARCH_BOUND, label.toLowerCase())}` : ''}`
        : null;
    return (
      <AdminPanel
        tab={tab}
        selected={selected}
        status={view.status}
        empty={empty}
        onRetry={source.retry}
        loadingText={MESSAGES.adminSearching}
        before={
          <>
            {before}
            {summary}
          </>
        }
      >
        <DataTable caption={label} columns={withDelete} rows={found.rows} rowKey={(row) => row.id} testId={`admin-table-${tab}`} />
      </AdminPanel>
    );
  }

  const { view } = list;
  const showPager = list.page > 1 || (view.status === 'ready' && view.hasNext);
  return (
    <AdminPanel
      tab={tab}
      selected={selected}
      status={view.status}
      empty={view.rows.length === 0 ? MESSAGES.adminNothingFound(label.toLowerCase()) : null}
      onRetry={list.retry}
      before={before}
      after={
        showPager ? (
          <nav className="admin__pager" aria-label={`${label} pages`}>
            <button type="button" className="button button--secondary button--small" onClick={list.previous} disabled={list.page === 1}>
              Prev
            </button>
            <span aria-live="polite">Page {list.page}</span>
            <button type="button" className="button button--secondary button--small" onClick={list.next} disabled={view.status !== 'ready' || !view.hasNext}>
              Next
            </button>
          </nav>
        ) : null
      }
    >
      <DataTable caption={label} columns={withDelete} rows={view.rows} rowKey={(row) => row.id} testId={`admin-table-${tab}`} />
    </AdminPanel>
  );
}
