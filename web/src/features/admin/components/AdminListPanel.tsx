/**
 * One tab's records: a search box, the table with Ban and Delete per row, and
 * Prev/Next paging. With a search, the tab's records (under its filters) are
 * read up to ADMIN_SEARCH_BOUND and the matches show instead of the page
 * (admin-search.ts says why: the lists are paged).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
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
  const t = useT();
  const label = t(adminTab(tab).label);
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
      header: t('admin.actions'),
      className: 'data-table__actions',
      cell: (row) => (
        <>
          {onBan ? (
            <button
              type="button"
              className="button button--secondary button--small admin__ban"
              aria-label={tab === 'users' || tab === 'employers' ? t(`admin.banOf:${tab}`, { name: rowName(row) || row.id }) : undefined}
              onClick={() => onBan(row, remove)}
            >
              {t('admin.ban')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={t(`admin.deleteOf:${tab}`, { name: rowName(row) || row.id })}
            onClick={() => onDelete(row, remove)}
          >
            {t('admin.delete')}
          </button>
        </>
      ),
    },
  ];

  const searchId = `admin-search-${tab}`;
  const searchBox = (
    <div className="admin__search" role="search">
      <label htmlFor={searchId}>{t(`admin.searchLabel:${tab}`)}</label>
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
        {t(`admin.searchHint:${tab}`)}
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
          {found.rows.length < found.total
            ? t('admin.searchCountFirst', { shown: found.rows.length, total: found.total })
            : t('admin.searchCount', { total: found.total })}
          {view.bounded ? ` ${t(`admin.searchBounded:${tab}`, { count: ADMIN_SEARCH_BOUND })}` : ''}
        </p>
      ) : null;
    const empty =
      found.total === 0
        ? `${t('admin.searchNoMatches', { query })}${view.status === 'ready' && view.bounded ? ` ${t(`admin.searchBounded:${tab}`, { count: ADMIN_SEARCH_BOUND })}` : ''}`
        : null;
    return (
      <AdminPanel
        tab={tab}
        selected={selected}
        status={view.status}
        empty={empty}
        onRetry={source.retry}
        loadingText={t('admin.searching')}
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
      empty={view.rows.length === 0 ? t(`admin.nothingFound:${tab}`) : null}
      onRetry={list.retry}
      before={before}
      after={
        showPager ? (
          <nav className="admin__pager" aria-label={t(`admin.pages:${tab}`)}>
            <button type="button" className="button button--secondary button--small" onClick={list.previous} disabled={list.page === 1}>
              {t('admin.prev')}
            </button>
            <span aria-live="polite">{t('admin.page', { page: list.page })}</span>
            <button type="button" className="button button--secondary button--small" onClick={list.next} disabled={view.status !== 'ready' || !view.hasNext}>
              {t('admin.next')}
            </button>
          </nav>
        ) : null
      }
    >
      <DataTable caption={label} columns={withDelete} rows={view.rows} rowKey={(row) => row.id} testId={`admin-table-${tab}`} />
    </AdminPanel>
  );
}
