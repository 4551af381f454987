/** One tab's panel: loading and error states, the table with a Delete per row, and Prev/Next paging. */
import { MESSAGES } from '@jobsearch/domain/messages';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../../../ui/DataTable';
import type { AdminList } from '../api/use-admin-list';
import { adminTab, type AdminTabId } from '../model/admin-model';
import { panelId, tabId } from './AdminTabs';

interface AdminListPanelProps<T extends { id: string }> {
  tab: AdminTabId;
  selected: boolean;
  list: AdminList<T>;
  columns: Column<T>[];
  /** The row's name in the Delete button's label, e.g. the person's name. */
  rowName: (row: T) => string;
  onDelete: (row: T) => void;
  /** People tabs: a Ban beside Delete. */
  onBan?: (row: T) => void;
  toolbar?: ReactNode;
}

export function AdminListPanel<T extends { id: string }>({ tab, selected, list, columns, rowName, onDelete, onBan, toolbar }: AdminListPanelProps<T>) {
  const { label, what } = adminTab(tab);
  const { view } = list;
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
              onClick={() => onBan(row)}
            >
              Ban
            </button>
          ) : null}
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Delete ${what} ${rowName(row) || row.id}`}
            onClick={() => onDelete(row)}
          >
            Delete
          </button>
        </>
      ),
    },
  ];
  const showPager = list.page > 1 || (view.status === 'ready' && view.hasNext);

  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={!selected} className="admin__panel" tabIndex={0}>
      {toolbar}
      {view.status === 'idle' || view.status === 'loading' ? (
        <p className="admin__message muted" role="status">
          <span className="spinner" aria-hidden="true" /> {MESSAGES.adminLoading}
        </p>
      ) : view.status === 'error' ? (
        <div className="admin__message" role="alert">
          <p className="error-text">{MESSAGES.adminLoadFailed}</p>
          <button type="button" className="button button--secondary button--small" onClick={list.retry}>
            Try again
          </button>
        </div>
      ) : view.rows.length === 0 ? (
        <p className="admin__message muted">{MESSAGES.adminNothingFound(label.toLowerCase())}</p>
      ) : (
        <DataTable caption={label} columns={withDelete} rows={view.rows} rowKey={(row) => row.id} testId={`admin-table-${tab}`} />
      )}
      {showPager ? (
        <nav className="admin__pager" aria-label={`${label} pages`}>
          <button type="button" className="button button--secondary button--small" onClick={list.previous} disabled={list.page === 1}>
            Prev
          </button>
          <span aria-live="polite">Page {list.page}</span>
          <button type="button" className="button button--secondary button--small" onClick={list.next} disabled={view.status !== 'ready' || !view.hasNext}>
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
