/**
 * The Reports tab: the notices of jobs hidden by reports, then the
 * reported jobs, newest report first, each with how many reports count toward
 * hiding, and Dismiss, Deactivate job and Delete employer behind a confirmation.
 */
import { choiceLabel as labelIn } from '@jobsearch/domain/i18n/choice-label';
import { publicJobPath } from '@jobsearch/domain/public-job';
import { useState } from 'react';
import { formatNumber, useT, type MessageKey, type Translate } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { formatDateTime } from '../../../lib/util/dates';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { toast } from '../../../ui/toast';
import { deactivateReportedJob, deleteReportedEmployer, dismissReports, fetchReportedJobs, type ReportRow } from '../api/admin-reports';
import { invalidateAdminLists, useAdminList } from '../api/use-admin-list';
import { AdminPanel } from './AdminPanel';
import { AutoHiddenNotices } from './AutoHiddenNotices';

type Action = 'dismiss' | 'deactivate' | 'deleteEmployer';

/** Each action: its button, question and done message (keys of the admin catalog). */
const ACTIONS: Record<Action, { label: MessageKey; question: MessageKey; done: MessageKey; danger: boolean; run: (row: ReportRow) => Promise<void> }> = {
  dismiss: {
    label: 'admin.dismiss',
    question: 'admin.confirmDismiss',
    done: 'admin.reportsDismissed',
    danger: false,
    run: dismissReports,
  },
  deactivate: {
    label: 'admin.deactivate',
    question: 'admin.confirmDeactivate',
    done: 'admin.jobDeactivated',
    danger: true,
    run: deactivateReportedJob,
  },
  deleteEmployer: {
    label: 'admin.deleteEmployer',
    question: 'admin.confirmDelete:employers',
    done: 'admin.deleted:employers',
    danger: true,
    run: deleteReportedEmployer,
  },
};

const jobName = (t: Translate, row: ReportRow) =>
  row.job.title ? t('admin.jobAtCompany', { role: labelIn(t, 'jobRole', row.job.title), company: row.job.companyName }) : row.job.companyName;

export function ReportsPanel({ selected }: { selected: boolean }) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const list = useAdminList('reports', fetchReportedJobs, '', selected);
  const [asking, setAsking] = useState<{ action: Action; row: ReportRow } | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = list.state.status === 'done' ? list.state.value.rows : [];

  const confirm = async () => {
    if (!asking) return;
    const { action, row } = asking;
    setBusy(true);
    try {
      await ACTIONS[action].run(row);
      toast.success(t(ACTIONS[action].done));
      list.remove(row.id);
      // Deactivating a job or deleting an employer may change every list: each reads afresh when next shown.
      if (action !== 'dismiss') invalidateAdminLists();
    } catch (error) {
      console.error(`Reports: ${action} of job ${row.id} failed`, error);
      toast.error(t('admin.reportActionFailed'));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const columns: Column<ReportRow>[] = [
    {
      header: t('admin.reportsJob'),
      // The job's own page, in a new tab so the list stays (a job hidden by reports shows there as closed to everyone).
      cell: (r) => (
        <a href={publicJobPath(r.id)} target="_blank" rel="noopener noreferrer" aria-label={t('admin.reportsJobLink', { job: jobName(t, r) })}>
          {jobName(t, r)}
        </a>
      ),
    },
    { header: t('admin.reportsEmployer'), cell: (r) => r.employerName || <span className="muted">—</span> },
    {
      header: t('admin.reportsCount'),
      className: 'data-table__nowrap',
      cell: (r) => (
        <>
          {formatNumber(r.count)}
          <br />
          <span className="muted">
            {t('admin.reportCounts')}: {formatNumber(r.counting)}
          </span>
        </>
      ),
    },
    {
      header: t('admin.reportsReasons'),
      cell: (r) => (
        <div>
          {r.reasonCounts.map(({ reason, count }) => t('admin.reasonCount', { reason: choiceLabel('reportReason', reason), count })).join(', ')}
          {r.notes.length ? (
            <ul className="admin__report-notes">
              {r.notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ),
    },
    { header: t('admin.reportsNewest'), className: 'data-table__nowrap', cell: (r) => formatDateTime(r.newest) },
    {
      header: t('admin.actions'),
      className: 'data-table__actions',
      cell: (row) => (
        <div className="admin__report-actions">
          {(Object.keys(ACTIONS) as Action[]).map((action) => (
            <button
              key={action}
              type="button"
              className={`button button--small ${ACTIONS[action].danger ? 'button--danger' : 'button--secondary'}`}
              aria-label={t('admin.actionOn', { action: t(ACTIONS[action].label), job: jobName(t, row) })}
              onClick={() => setAsking({ action, row })}
            >
              {t(ACTIONS[action].label)}
            </button>
          ))}
        </div>
      ),
    },
  ];

  return (
    <AdminPanel
      tab="reports"
      selected={selected}
      status={list.state.status}
      empty={rows.length === 0 ? t('admin.nothingFound:reports') : null}
      onRetry={list.reload}
      before={<AutoHiddenNotices selected={selected} />}
      after={
        asking ? (
          <ConfirmDialog
            title={t('admin.actionOn', { action: t(ACTIONS[asking.action].label), job: jobName(t, asking.row) })}
            message={t(ACTIONS[asking.action].question)}
            confirmLabel={t(ACTIONS[asking.action].label)}
            danger={ACTIONS[asking.action].danger}
            busy={busy}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(null)}
          />
        ) : null
      }
    >
      <DataTable caption={t('admin.tab:reports')} columns={columns} rows={rows} rowKey={(row) => row.id} testId="admin-table-reports" />
    </AdminPanel>
  );
}
