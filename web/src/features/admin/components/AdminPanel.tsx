/**
 * The frame every admin tab shares: the tabpanel, what sits above the list
 * (filters, search), the loading, error (with Try again) and empty states, then
 * the list itself and what follows it (paging). AdminListPanel and ReportsPanel
 * both draw their tab through it.
 */
import type { ReactNode } from 'react';
import type { ReadOnce } from '../../../lib/data/use-read';
import { useT } from '../../../i18n';
import type { DashboardTabId } from '../model/admin-model';
import { panelId, tabId } from './AdminTabs';

interface AdminPanelProps {
  tab: DashboardTabId;
  selected: boolean;
  status: ReadOnce<unknown>['status'];
  /** Shown instead of the list when it is ready and empty. */
  empty: string | null;
  onRetry: () => void;
  /** The loading line's text (the search says "Searching..."). */
  loadingText?: string;
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}

export function AdminPanel({ tab, selected, status, empty, onRetry, loadingText, before, after, children }: AdminPanelProps) {
  const t = useT();
  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={!selected} className="admin__panel" tabIndex={0}>
      {before}
      {status === 'loading' ? (
        <p className="admin__message muted" role="status">
          <span className="spinner" aria-hidden="true" /> {loadingText ?? t('admin.loading')}
        </p>
      ) : status === 'error' ? (
        <div className="admin__message" role="alert">
          <p className="error-text">{t('admin.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            {t('admin.tryAgain')}
          </button>
        </div>
      ) : empty !== null ? (
        <p className="admin__message muted" role="status">
          {empty}
        </p>
      ) : (
        children
      )}
      {after}
    </div>
  );
}
