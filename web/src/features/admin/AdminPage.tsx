/**
 * Admin dashboard: users, employers, jobs and applications, read from
 * Firestore under the admin claim, each deletable (through the API) after
 * a confirmation.
 */
import { formatPhone } from '@jobsearch/domain/phone';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../lib/dates';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { Column } from '../../ui/DataTable';
import { banPerson } from './api/admin-ban';
import { deleteAdminRecord } from './api/admin-delete';
import { fetchApplications, fetchJobs, fetchPeople, type ApplicationRow, type Cursor, type JobRow, type PersonRow } from './api/admin-lists';
import { logOutAdmin } from './api/admin-logout';
import { useAdminList } from './api/use-admin-list';
import { AdminListPanel } from './components/AdminListPanel';
import { AdminTabs } from './components/AdminTabs';
import { JobFilters } from './components/JobFilters';
import { ReportsPanel } from './components/ReportsPanel';
import { VerifyEmployerControl } from './components/VerifyEmployerControl';
import { ADMIN_SEARCH_PAGE, type SearchFields } from './model/admin-search';
import { adminTab, jobQueryFilters, jobStatusView, type AdminTabId, type DashboardTabId, type JobStatusFilter } from './model/admin-model';
import './admin.css';
import { PATHS } from '../../lib/paths';
import { translate, useT, type Translate } from '../../i18n';
import { choiceLabel } from '../../i18n/choices';

/*
 * The columns are built per render with the texts of the chosen language (issue 22);
 * `tr` is useT()'s function, and cells read it when they draw.
 */
const idColumn = <T extends { id: string }>(tr: Translate): Column<T> => ({ header: tr('admin.id'), className: 'data-table__id', cell: (row) => row.id });
const text = (value: string, unreadable?: boolean) =>
  unreadable ? <span className="muted">{translate('admin.unreadable')}</span> : value || <span className="muted">—</span>;
const phone = (value: string) => (value ? <span className="data-table__nowrap">{formatPhone(value)}</span> : <span className="muted">—</span>);

const personColumns = (tr: Translate, phoneHeader: string): Column<PersonRow>[] => [
  idColumn(tr),
  { header: tr('admin.name'), cell: (r) => text(r.name, r.unreadable) },
  { header: tr('admin.email'), cell: (r) => text(r.email) },
  { header: phoneHeader, cell: (r) => phone(r.phoneNumber) },
];
const userColumns = (tr: Translate) => personColumns(tr, tr('admin.phoneNumber'));
const employerColumns = (tr: Translate): Column<PersonRow>[] => [
  ...personColumns(tr, tr('admin.mobileNumber')),
  { header: tr('admin.verified'), cell: (r) => <VerifyEmployerControl employerId={r.id} name={r.name || r.id} /> },
];
const jobColumns = (tr: Translate): Column<JobRow>[] => [
  idColumn(tr),
  { header: tr('admin.jobRole'), cell: (r) => text(r.jobRole, r.unreadable) },
  { header: tr('admin.companyName'), cell: (r) => text(r.companyName) },
  {
    header: tr('admin.status'),
    cell: (r) => {
      const s = jobStatusView(r.status, (value) => choiceLabel('jobStatus', value), tr('admin.statusMissing'));
      return <span className={s.className}>{s.label}</span>;
    },
  },
  { header: tr('admin.date'), className: 'data-table__nowrap', cell: (r) => text(formatDate(r.date)) },
];
const applicationColumns = (tr: Translate): Column<ApplicationRow>[] => [
  idColumn(tr),
  { header: tr('admin.applicantName'), cell: (r) => text(r.applicantName, r.unreadable) },
  { header: tr('admin.applicantEmail'), cell: (r) => text(r.email) },
  { header: tr('admin.applicantMobile'), cell: (r) => phone(r.phoneNumber) },
  { header: tr('admin.job'), cell: (r) => text(r.jobTitle) },
  { header: tr('admin.companyName'), cell: (r) => text(r.companyName) },
  { header: tr('admin.date'), className: 'data-table__nowrap', cell: (r) => text(r.createdAt ? formatDate(r.createdAt) : '') },
  {
    header: tr('admin.resume'),
    cell: (r) =>
      r.resume ? (
        <a
          href={r.resume}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={tr('admin.resumeLinkOf', { resume: tr('admin.resumeLink'), name: r.applicantName || r.id })}
        >
          {tr('admin.resumeLink')}
        </a>
      ) : (
        <span className="muted">{tr('admin.resumeLinkMissing')}</span>
      ),
  },
];

// What each tab's search looks through (issue 20 item 16).
const personFields = (r: PersonRow): SearchFields => ({ text: [r.name, r.email], phones: [r.phoneNumber] });
const jobFields = (r: JobRow): SearchFields => ({ text: [r.jobRole, r.companyName] });
const applicationFields = (r: ApplicationRow): SearchFields => ({ text: [r.applicantName, r.email, r.jobTitle, r.companyName], phones: [r.phoneNumber] });
const fetchSeekers = (after: Cursor | null) => fetchPeople('jobseeker', after);
const fetchEmployers = (after: Cursor | null) => fetchPeople('employer', after);
const searchSeekers = (after: Cursor | null) => fetchPeople('jobseeker', after, ADMIN_SEARCH_PAGE);
const searchEmployers = (after: Cursor | null) => fetchPeople('employer', after, ADMIN_SEARCH_PAGE);
const searchApplications = (after: Cursor | null) => fetchApplications(after, ADMIN_SEARCH_PAGE);

/** The Delete dialog's question names the record: "Delete Priya Sharma's application to Welder at Acme Ltd?". */
function deleteQuestion(tr: Translate, tab: AdminTabId, row: PersonRow | JobRow | ApplicationRow): string {
  const or = (value: string) => value || row.id;
  if ('applicantName' in row)
    return tr('admin.confirmDeleteApplication', { applicant: or(row.applicantName), role: or(row.jobTitle), company: or(row.companyName) });
  if ('jobRole' in row) return tr('admin.confirmDeleteJob', { role: or(row.jobRole), company: or(row.companyName) });
  return tr(tab === 'employers' ? 'admin.confirmDeletePerson:employers' : 'admin.confirmDeletePerson:users', { name: or(row.name) });
}

type Generations = Record<AdminTabId, number>;
/** The tabs of people, which have Ban beside Delete. */
type PersonTabId = Extract<AdminTabId, 'users' | 'employers'>;

export default function AdminPage() {
  const t = useT();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<DashboardTabId>('users');
  const [generations, setGenerations] = useState<Generations>({ users: 0, employers: 0, jobs: 0, applications: 0 });
  const [jobStatus, setJobStatus] = useState<JobStatusFilter>('all');
  const [dateInput, setDateInput] = useState('');
  const [asking, setAsking] = useState<{ tab: AdminTabId; id: string; question: string; remove: (id: string) => void } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [banAsk, setBanAsk] = useState<{ tab: PersonTabId; id: string; name: string; remove: (id: string) => void } | null>(null);
  const [leaving, setLeaving] = useState(false);

  const jobFilters = jobQueryFilters(jobStatus, dateInput);
  const jobFilterKey = `${jobFilters.status}|${jobFilters.date}`;
  const users = useAdminList(fetchSeekers, '', generations.users, selected === 'users');
  const employers = useAdminList(fetchEmployers, '', generations.employers, selected === 'employers');
  const jobs = useAdminList((after) => fetchJobs(jobFilters, after), jobFilterKey, generations.jobs, selected === 'jobs');
  const applications = useAdminList(fetchApplications, '', generations.applications, selected === 'applications');

  // A Reports action (deactivate, delete employer) may change every list: each starts afresh when next shown.
  const refreshAll = () => setGenerations((g) => Object.fromEntries(Object.entries(g).map(([k, v]) => [k, v + 1])) as Generations);
  const anyChange = Object.values(generations).reduce((sum, v) => sum + v, 0);

  const askDelete = (tab: AdminTabId) => (row: PersonRow | JobRow | ApplicationRow, remove: (id: string) => void) =>
    setAsking({ tab, id: row.id, question: deleteQuestion(t, tab, row), remove });

  const confirmDelete = async () => {
    if (!asking) return;
    const { tab, id, remove } = asking;
    const { what } = adminTab(tab);
    setDeleting(true);
    try {
      await deleteAdminRecord(tab, id);
      remove(id);
      // A delete takes dependents with it: the other lists start afresh when next shown.
      setGenerations((g) => Object.fromEntries(Object.entries(g).map(([k, v]) => [k, k === tab ? v : v + 1])) as Generations);
      toast.success(t(`admin.deleted:${tab}`));
    } catch (error) {
      console.error(`Deleting ${what} ${id} failed`, error);
      toast.error(t(`admin.deleteFailed:${tab}`));
    } finally {
      setDeleting(false);
      setAsking(null);
    }
  };

  const askBan = (tab: PersonTabId) => (row: PersonRow, remove: (id: string) => void) => setBanAsk({ tab, id: row.id, name: row.name || row.id, remove });

  const confirmBan = async () => {
    if (!banAsk) return;
    const { tab, id, remove } = banAsk;
    const { what } = adminTab(tab);
    setDeleting(true);
    try {
      await banPerson(id);
      remove(id);
      setGenerations((g) => Object.fromEntries(Object.entries(g).map(([k, v]) => [k, k === tab ? v : v + 1])) as Generations);
      toast.success(t(`admin.banned:${tab}`));
    } catch (error) {
      console.error(`Banning ${what} ${id} failed`, error);
      toast.error(t(`admin.banFailed:${tab}`));
    } finally {
      setDeleting(false);
      setBanAsk(null);
    }
  };

  const logout = async () => {
    setLeaving(true);
    try {
      await logOutAdmin();
      navigate(PATHS.adminLogin, { replace: true });
    } catch (error) {
      console.error('Logging out failed', error);
      toast.error(t('admin.networkError'));
      setLeaving(false);
    }
  };

  return (
    <section className="page admin" aria-labelledby="admin-title">
      <div className="admin__header">
        <h1 id="admin-title">{t('admin.title')}</h1>
        <button type="button" className="button button--secondary" onClick={logout} disabled={leaving}>
          {t('admin.logout')}
        </button>
      </div>

      <AdminTabs selected={selected} onSelect={setSelected} />

      <AdminListPanel
        tab="users"
        selected={selected === 'users'}
        list={users}
        columns={userColumns(t)}
        rowName={(r) => r.name}
        onDelete={askDelete('users')}
        onBan={askBan('users')}
        search={{ fields: personFields, fetchPageAfter: searchSeekers, filterKey: '', generation: generations.users }}
      />
      <AdminListPanel
        tab="employers"
        selected={selected === 'employers'}
        list={employers}
        columns={employerColumns(t)}
        rowName={(r) => r.name}
        onDelete={askDelete('employers')}
        onBan={askBan('employers')}
        search={{ fields: personFields, fetchPageAfter: searchEmployers, filterKey: '', generation: generations.employers }}
      />
      <AdminListPanel
        tab="jobs"
        selected={selected === 'jobs'}
        list={jobs}
        columns={jobColumns(t)}
        rowName={(r) => (r.jobRole && r.companyName ? t('admin.jobAtCompany', { role: r.jobRole, company: r.companyName }) : r.jobRole || r.companyName)}
        onDelete={askDelete('jobs')}
        search={{
          fields: jobFields,
          fetchPageAfter: (after) => fetchJobs(jobFilters, after, ADMIN_SEARCH_PAGE),
          filterKey: jobFilterKey,
          generation: generations.jobs,
        }}
        toolbar={<JobFilters status={jobStatus} onStatus={setJobStatus} dateInput={dateInput} onDate={setDateInput} dateInvalid={jobFilters.dateInvalid} />}
      />
      <AdminListPanel
        tab="applications"
        selected={selected === 'applications'}
        list={applications}
        columns={applicationColumns(t)}
        rowName={(r) => r.applicantName}
        onDelete={askDelete('applications')}
        search={{ fields: applicationFields, fetchPageAfter: searchApplications, filterKey: '', generation: generations.applications }}
      />

      <ReportsPanel selected={selected === 'reports'} generation={anyChange} onChanged={refreshAll} />

      {asking ? (
        <ConfirmDialog
          title={asking.question}
          message={t(`admin.confirmDelete:${asking.tab}`)}
          confirmLabel={t('admin.delete')}
          danger
          busy={deleting}
          onConfirm={confirmDelete}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {banAsk ? (
        <ConfirmDialog
          title={t(`admin.banTitle:${banAsk.tab}`)}
          message={t('admin.confirmBan', { name: banAsk.name })}
          confirmLabel={t('admin.ban')}
          danger
          busy={deleting}
          onConfirm={confirmBan}
          onCancel={() => setBanAsk(null)}
        />
      ) : null}
    </section>
  );
}
