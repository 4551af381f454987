/** The Reports tab (issue 19): reported jobs, newest report first, each with Dismiss, Deactivate job and Delete employer behind a confirmation. */
import { MESSAGES } from '@jobsearch/domain/messages';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { toast } from '../../../ui/toast';
import { deactivateReportedJob, deleteReportedEmployer, dismissReports, fetchReportedJobs, type ReportRow } from '../api/admin-reports';
import { useAdminList } from '../api/use-admin-list';
import { AdminPanel } from './AdminPanel';

type Action = 'dismiss' | 'deactivate' | 'deleteEmployer';

const ACTIONS: Record<Action, { label: string; question: string; done: string; danger: boolean; run: (row: ReportRow) => Promise<void> }> = {
  dismiss: {
    label: MESSAGES.adminDismissReports,
    question: MESSAGES.adminConfirmDismiss,
    done: MESSAGES.adminReportsDismissed,
    danger: false,
    run: dismissReports,
  },
  deactivate: {
    label: MESSAGES.adminDeactivateJob,
    question: MESSAGES.adminConfirmDeactivate,
    done: MESSAGES.adminJobDeactivated,
    danger: true,
    run: deactivateReportedJob,
  },
  deleteEmployer: {
    label: MESSAGES.adminDeleteEmployer,
    question: MESSAGES.adminConfirmDelete('employer'),
    done: MESSAGES.adminDeleted('employer'),
    danger: true,
    run: deleteReportedEmployer,
  },
};

const jobName = (row: ReportRow) => (row.job.title ? `${row.job.title} at ${row.job.companyName}` : row.job.companyName);

interface ReportsPanelProps {
  selected: boolean;
  /** Changes when another tab deleted something: reload when next shown. */
  generation: number;
  /** An action changed jobs or people: the other tabs reload. */
  onChanged: () => void;
}

export function ReportsPanel({ selected, generation, onChanged }: ReportsPanelProps) {
  const list = useAdminList(fetchReportedJobs, '', generation, selected);
  const [asking, setAsking] = useState<{ action: Action; row: ReportRow } | null>(null);
  const [busy, setBusy] = useState(false);
  const { view } = list;

  const confirm = async () => {
    if (!asking) return;
    const { action, row } = asking;
    setBusy(true);
    try {
      await ACTIONS[action].run(row);
      toast.success(ACTIONS[action].done);
      list.remove(row.id);
      if (action !== 'dismiss') onChanged();
    } catch (error) {
      console.error(`Reports: ${action} of job ${row.id} failed`, error);
      toast.error(MESSAGES.adminReportActionFailed);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const columns: Column<ReportRow>[] = [
    { header: 'Job', cell: (r) => jobName(r) },
    { header: 'Employer', cell: (r) => r.employerName || <span className="muted">—</span> },
    { header: 'Reports', className: 'data-table__nowrap', cell: (r) => String(r.count) },
    {
      header: 'Reasons',
      cell: (r) => (
        <div>
          {r.reasons}
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
    { header: 'Newest', className: 'data-table__nowrap', cell: (r) => formatDateTime(r.newest) },
    {
      header: 'Actions',
      className: 'data-table__actions',
      cell: (row) => (
        <div className="admin__report-actions">
          {(Object.keys(ACTIONS) as Action[]).map((action) => (
            <button
              key={action}
              type="button"
              className={`button button--small ${ACTIONS[action].danger ? 'button--danger' : 'button--secondary'}`}
              aria-label={`${ACTIONS[action].label}: ${jobName(row)}`}
              onClick={() => setAsking({ action, row })}
            >
              {ACTIONS[action].label}
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
      status={view.status}
      empty={view.rows.length === 0 ? MESSAGES.adminNothingFound('reports') : null}
      onRetry={list.retry}
      after={
        asking ? (
          <ConfirmDialog
            title={`${ACTIONS[asking.action].label}: ${jobName(asking.row)}`}
            message={ACTIONS[asking.action].question}
            confirmLabel={ACTIONS[asking.action].label}
            danger={ACTIONS[asking.action].danger}
            busy={busy}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(null)}
          />
        ) : null
      }
    >
      <DataTable caption={MESSAGES.adminReportsTab} columns={columns} rows={view.rows} rowKey={(row) => row.id} testId="admin-table-reports" />
    </AdminPanel>
  );
}
