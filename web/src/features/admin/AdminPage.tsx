/**
 * Admin dashboard: the Overview it opens on; users, employers, jobs and
 * applications, read from Firestore under the admin claim, each deletable
 * (through the API) after a confirmation; and the Reports tab.
 */
import { useState } from 'react';
import { useT } from '../../i18n';
import { useAdminLogout } from './api/use-admin-logout';
import { useRecordAction } from './api/use-record-action';
import { AdminListPanel } from './components/AdminListPanel';
import { AdminTabs } from './components/AdminTabs';
import { AdminJobFilters } from './components/AdminJobFilters';
import { LIST_TABS } from './components/list-tabs';
import { OverviewPanel } from './components/OverviewPanel';
import { RecordActionDialog } from './components/RecordActionDialog';
import { ReportsPanel } from './components/ReportsPanel';
import { ReportedThreadsPanel } from './components/ReportedThreadsPanel';
import { jobQueryFilters, type DashboardTabId, type JobStatusFilter } from './model/admin-model';
import './admin.css';

export default function AdminPage() {
  const t = useT();
  const [selected, setSelected] = useState<DashboardTabId>('overview');
  const [jobStatus, setJobStatus] = useState<JobStatusFilter>('all');
  const [dateInput, setDateInput] = useState('');
  const records = useRecordAction();
  const logout = useAdminLogout();
  const filters = jobQueryFilters(jobStatus, dateInput);

  return (
    <section className="page admin" aria-labelledby="admin-title">
      <div className="admin__header">
        <h1 id="admin-title">{t('admin.title')}</h1>
        <button type="button" className="button button--secondary" onClick={logout.run} disabled={logout.leaving}>
          {t('admin.logout')}
        </button>
      </div>

      <AdminTabs selected={selected} onSelect={setSelected} />

      <OverviewPanel selected={selected === 'overview'} />

      {LIST_TABS.map((tab) => (
        <AdminListPanel
          key={tab.id}
          tab={tab}
          selected={selected === tab.id}
          filters={filters}
          onAsk={(action, row, remove) => records.ask({ action, tab: tab.id, row, remove })}
          toolbar={
            tab.filtered ? (
              <AdminJobFilters status={jobStatus} onStatus={setJobStatus} dateInput={dateInput} onDate={setDateInput} dateInvalid={filters.dateInvalid} />
            ) : undefined
          }
        />
      ))}

      <ReportsPanel selected={selected === 'reports'} />

      <ReportedThreadsPanel selected={selected === 'messages'} />

      {records.asking ? (
        <RecordActionDialog asking={records.asking} busy={records.busy} onConfirm={() => void records.confirm()} onCancel={records.cancel} />
      ) : null}
    </section>
  );
}
