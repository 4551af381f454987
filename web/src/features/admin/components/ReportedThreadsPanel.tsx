/**
 * The "Reported conversations" tab: every open conversation report, the
 * oldest unhandled first, a page at a time with how many are open; Dismiss or
 * Ban the reported account (confirmed first) decide one, and it leaves the list.
 */
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useRead } from '../../../lib/data/use-read';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { banReportedAccount, countOpenThreadReports, dismissThreadReport, fetchThreadReports, type ReportedThreadRow } from '../api/admin-threads';
import { adminListTag, invalidateAdminLists, useAdminList } from '../api/use-admin-list';
import { AdminPanel } from './AdminPanel';
import { ReportedThreadCard, type ReportAction } from './ReportedThreadCard';

const ACTIONS = {
  dismiss: { question: 'messages.adminConfirmDismiss', label: 'messages.adminDismiss', done: 'messages.adminDismissed', run: dismissThreadReport },
  ban: { question: 'messages.adminConfirmBan', label: 'messages.adminBan', done: 'messages.adminBanned', run: banReportedAccount },
} as const;

export function ReportedThreadsPanel({ selected }: { selected: boolean }) {
  const t = useT();
  const list = useAdminList('messages', fetchThreadReports, '', selected);
  const count = useRead('admin:thread-reports-count', selected, countOpenThreadReports, 'Counting open conversation reports failed', {
    tags: [adminListTag('messages')],
  });
  const [asking, setAsking] = useState<{ action: ReportAction; row: ReportedThreadRow } | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = list.state.status === 'done' ? list.state.value.rows : [];
  const hasNext = list.state.status === 'done' && list.state.value.hasNext;

  const confirm = async () => {
    if (!asking) return;
    const { action, row } = asking;
    setBusy(true);
    try {
      await ACTIONS[action].run(row);
      toast.success(t(ACTIONS[action].done));
      list.remove(row.id);
      count.reload();
      // A ban deletes an account and resolves every open report against it: every list reads afresh.
      if (action === 'ban') invalidateAdminLists();
    } catch (error) {
      console.error(`Reported conversations: ${action} of ${row.id} failed`, error);
      toast.error(t('messages.actionFailed'));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <AdminPanel
      tab="messages"
      selected={selected}
      status={list.state.status}
      empty={rows.length === 0 && list.page === 1 ? t('messages.adminNone') : null}
      onRetry={list.reload}
      before={
        count.state.status === 'done' ? (
          <p className="admin__total muted" role="status" data-testid="thread-reports-count">
            {t('messages.adminOpenCount', { n: count.state.value })}
          </p>
        ) : null
      }
      after={
        <>
          {list.page > 1 || hasNext ? (
            <nav className="admin__pager" aria-label={t('messages.adminPages')}>
              <button type="button" className="button button--secondary button--small" onClick={list.previous} disabled={list.page === 1}>
                {t('admin.prev')}
              </button>
              <span aria-live="polite">{t('admin.page', { page: list.page })}</span>
              <button type="button" className="button button--secondary button--small" onClick={list.next} disabled={!hasNext}>
                {t('admin.next')}
              </button>
            </nav>
          ) : null}
          {asking ? (
            <ConfirmDialog
              title={t(ACTIONS[asking.action].label)}
              message={t(ACTIONS[asking.action].question)}
              confirmLabel={t(ACTIONS[asking.action].label)}
              busy={busy}
              danger={asking.action === 'ban'}
              onCancel={() => setAsking(null)}
              onConfirm={() => void confirm()}
            />
          ) : null}
        </>
      }
    >
      <ul className="admin__threads">
        {rows.map((row) => (
          <ReportedThreadCard key={row.id} row={row} onAction={(action, chosen) => setAsking({ action, row: chosen })} />
        ))}
      </ul>
    </AdminPanel>
  );
}
