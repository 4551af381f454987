/**
 * One record tab: a search box, the table with Ban and Delete per row, and
 * Prev/Next paging. With a search, the tab's records (under its filters) are
 * read up to ADMIN_SEARCH_BOUND and the matches show instead of the page
 * (admin-search.ts says why: the lists are paged).
 */
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { DataTable, type Column } from '../../../ui/DataTable';
import type { AdminRow } from '../api/admin-lists';
import { useAdminList } from '../api/use-admin-list';
import { useAdminSearch } from '../api/use-admin-search';
import { useAdminTotal } from '../api/use-admin-total';
import type { RecordAction } from '../api/use-record-action';
import { adminTab, type JobQueryFilters } from '../model/admin-model';
import { ADMIN_SEARCH_BOUND, ADMIN_SEARCH_PAGE, searchRows } from '../model/admin-search';
import { AdminPanel } from './AdminPanel';
import { useAdminSearchBox } from './AdminSearchBox';
import type { ListTab } from './list-tabs';

interface AdminListPanelProps<T extends AdminRow> {
  tab: ListTab<T>;
  selected: boolean;
  /** The Jobs tab's filters (the other tabs have none). */
  filters: JobQueryFilters;
  toolbar?: ReactNode;
  /** Delete or Ban was pressed; `remove` takes the row off the page and the search once it is done. */
  onAsk: (action: RecordAction, row: T, remove: (id: string) => void) => void;
}

export function AdminListPanel<T extends AdminRow>({ tab, selected, filters, toolbar, onAsk }: AdminListPanelProps<T>) {
  const t = useT();
  const id = tab.id;
  const label = t(adminTab(id).label);
  const { query, box } = useAdminSearchBox(id);
  const searching = query !== '';
  const filterKey = tab.filtered ? `${filters.status}|${filters.date}` : '';
  const list = useAdminList(id, (after) => tab.fetchPage(filters, after), filterKey, selected);
  const total = useAdminTotal(id, tab.total?.count, filters, filterKey, selected && !searching);
  const source = useAdminSearch(id, (after) => tab.fetchPage(filters, after, ADMIN_SEARCH_PAGE), filterKey, selected && searching);
  const remove = (rowId: string) => {
    list.remove(rowId);
    source.remove(rowId);
  };
  const name = (row: T) => tab.rowName(t, row) || row.id;
  const person = tab.bannable && (id === 'users' || id === 'employers') ? id : null;
  // Ban (people tabs) then Delete: each asks first (AdminPage's RecordActionDialog).
  const actions: { action: RecordAction; className: string; text: string; labelOf: (name: string) => string }[] = [
    ...(person
      ? [
          {
            action: 'ban' as const,
            className: 'button button--secondary button--small admin__ban',
            text: t('admin.ban'),
            labelOf: (n: string) => t(`admin.banOf:${person}`, { name: n }),
          },
        ]
      : []),
    { action: 'delete', className: 'button button--danger button--small', text: t('admin.delete'), labelOf: (n) => t(`admin.deleteOf:${id}`, { name: n }) },
  ];
  const columns: Column<T>[] = [
    ...tab.columns(t),
    {
      header: t('admin.actions'),
      className: 'data-table__actions',
      cell: (row) =>
        actions.map(({ action, className, text, labelOf }) => (
          <button key={action} type="button" className={className} aria-label={labelOf(name(row))} onClick={() => onAsk(action, row, remove)}>
            {text}
          </button>
        )),
    },
  ];
  const table = (rows: T[]) => <DataTable caption={label} columns={columns} rows={rows} rowKey={(row) => row.id} testId={`admin-table-${id}`} />;

  if (searching) {
    const { state } = source;
    const found = searchRows(state.status === 'done' ? state.value.rows : [], tab.fields, query);
    const bounded = state.status === 'done' && state.value.bounded ? ` ${t(`admin.searchBounded:${id}`, { count: ADMIN_SEARCH_BOUND })}` : '';
    const summary =
      state.status === 'done' && found.total > 0 ? (
        <p className="admin__search-summary muted" role="status">
          {found.rows.length < found.total
            ? t('admin.searchCountFirst', { shown: found.rows.length, total: found.total })
            : t('admin.searchCount', { total: found.total })}
          {bounded}
        </p>
      ) : null;
    return (
      <AdminPanel
        tab={id}
        selected={selected}
        status={state.status}
        empty={found.total === 0 ? `${t('admin.searchNoMatches', { query })}${bounded}` : null}
        onRetry={source.reload}
        loadingText={t('admin.searching')}
        before={
          <>
            {toolbar}
            {box}
            {summary}
          </>
        }
      >
        {table(found.rows)}
      </AdminPanel>
    );
  }

  const { state, page } = list;
  const rows = state.status === 'done' ? state.value.rows : [];
  const hasNext = state.status === 'done' && state.value.hasNext;
  return (
    <AdminPanel
      tab={id}
      selected={selected}
      status={state.status}
      empty={rows.length === 0 ? t(`admin.nothingFound:${id}`) : null}
      onRetry={list.reload}
      before={
        <>
          {toolbar}
          {box}
          {tab.total && total.state.status === 'done' ? (
            <p className="admin__total muted" role="status" data-testid={`admin-total-${id}`}>
              {t(tab.total.label, { count: total.state.value })}
            </p>
          ) : null}
        </>
      }
      after={
        page > 1 || hasNext ? (
          <nav className="admin__pager" aria-label={t(`admin.pages:${id}`)}>
            <button type="button" className="button button--secondary button--small" onClick={list.previous} disabled={page === 1}>
              {t('admin.prev')}
            </button>
            <span aria-live="polite">{t('admin.page', { page })}</span>
            <button type="button" className="button button--secondary button--small" onClick={list.next} disabled={!hasNext}>
              {t('admin.next')}
            </button>
          </nav>
        ) : null
      }
    >
      {table(rows)}
    </AdminPanel>
  );
}
