/**
 * Admin dashboard: users, employers, jobs and applications, read from
 * Firestore under the admin claim, each deletable (through the API) after
 * a confirmation.
 */
import { MESSAGES } from '@jobsearch/domain/messages';
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

const idColumn = <T extends { id: string }>(): Column<T> => ({ header: 'ID', className: 'data-table__id', cell: (row) => row.id });
const text = (value: string, unreadable?: boolean) =>
  unreadable ? <span className="muted">(unreadable record)</span> : value || <span className="muted">—</span>;
const phone = (value: string) => (value ? <span className="data-table__nowrap">{formatPhone(value)}</span> : <span className="muted">—</span>);

const personColumns = (phoneHeader: string): Column<PersonRow>[] => [
  idColumn(),
  { header: 'Name', cell: (r) => text(r.name, r.unreadable) },
  { header: 'Email', cell: (r) => text(r.email) },
  { header: phoneHeader, cell: (r) => phone(r.phoneNumber) },
];
const userColumns = personColumns('Phone Number');
const employerColumns: Column<PersonRow>[] = [
  ...personColumns('Mobile Number'),
  { header: 'Verified', cell: (r) => <VerifyEmployerControl employerId={r.id} name={r.name || r.id} /> },
];
const jobColumns: Column<JobRow>[] = [
  idColumn(),
  { header: 'Job Role', cell: (r) => text(r.jobRole, r.unreadable) },
  { header: 'Company Name', cell: (r) => text(r.companyName) },
  {
    header: 'Status',
    cell: (r) => {
      const s = jobStatusView(r.status);
      return <span className={s.className}>{s.label}</span>;
    },
  },
  { header: 'Date', className: 'data-table__nowrap', cell: (r) => text(formatDate(r.date)) },
];
const applicationColumns: Column<ApplicationRow>[] = [
  idColumn(),
  { header: 'Applicant Name', cell: (r) => text(r.applicantName, r.unreadable) },
  { header: 'Applicant Email', cell: (r) => text(r.email) },
  { header: 'Applicant Mobile Number', cell: (r) => phone(r.phoneNumber) },
  { header: 'Job', cell: (r) => text(r.jobTitle) },
  { header: 'Company Name', cell: (r) => text(r.companyName) },
  { header: 'Date', className: 'data-table__nowrap', cell: (r) => text(r.createdAt ? formatDate(r.createdAt) : '') },
  {
    header: 'Resume',
    cell: (r) =>
      r.resume ? (
        <a href={r.resume} target="_blank" rel="noopener noreferrer" aria-label={`${MESSAGES.adminResumeLink}: ${r.applicantName || r.id}`}>
          {MESSAGES.adminResumeLink}
        </a>
      ) : (
        <span className="muted">{MESSAGES.resumeLinkMissing}</span>
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
function deleteQuestion(tab: AdminTabId, row: PersonRow | JobRow | ApplicationRow): string {
  const or = (value: string) => value || row.id;
  if ('applicantName' in row) return MESSAGES.adminConfirmDeleteApplication(or(row.applicantName), or(row.jobTitle), or(row.companyName));
  if ('jobRole' in row) return MESSAGES.adminConfirmDeleteJob(or(row.jobRole), or(row.companyName));
  return MESSAGES.adminConfirmDeletePerson(adminTab(tab).what, or(row.name));
}

type Generations = Record<AdminTabId, number>;

export default function AdminPage() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<DashboardTabId>('users');
  const [generations, setGenerations] = useState<Generations>({ users: 0, employers: 0, jobs: 0, applications: 0 });
  const [jobStatus, setJobStatus] = useState<JobStatusFilter>('all');
  const [dateInput, setDateInput] = useState('');
  const [asking, setAsking] = useState<{ tab: AdminTabId; id: string; question: string; remove: (id: string) => void } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [banAsk, setBanAsk] = useState<{ tab: AdminTabId; id: string; name: string; remove: (id: string) => void } | null>(null);
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
    setAsking({ tab, id: row.id, question: deleteQuestion(tab, row), remove });

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
      toast.success(MESSAGES.adminDeleted(what));
    } catch (error) {
      console.error(`Deleting ${what} ${id} failed`, error);
      toast.error(MESSAGES.adminDeleteFailed(what));
    } finally {
      setDeleting(false);
      setAsking(null);
    }
  };

  const askBan = (tab: AdminTabId) => (row: PersonRow, remove: (id: string) => void) => setBanAsk({ tab, id: row.id, name: row.name || row.id, remove });

  const confirmBan = async () => {
    if (!banAsk) return;
    const { tab, id, remove } = banAsk;
    const { what } = adminTab(tab);
    setDeleting(true);
    try {
      await banPerson(id);
      remove(id);
      setGenerations((g) => Object.fromEntries(Object.entries(g).map(([k, v]) => [k, k === tab ? v : v + 1])) as Generations);
      toast.success(MESSAGES.adminBanned(what));
    } catch (error) {
      console.error(`Banning ${what} ${id} failed`, error);
      toast.error(MESSAGES.adminBanFailed(what));
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
      toast.error(MESSAGES.networkError);
      setLeaving(false);
    }
  };

  return (
    <section className="page admin" aria-labelledby="admin-title">
      <div className="admin__header">
        <h1 id="admin-title">Admin Dashboard</h1>
        <button type="button" className="button button--secondary" onClick={logout} disabled={leaving}>
          Logout
        </button>
      </div>

      <AdminTabs selected={selected} onSelect={setSelected} />

      <AdminListPanel
        tab="users"
        selected={selected === 'users'}
        list={users}
        columns={userColumns}
        rowName={(r) => r.name}
        onDelete={askDelete('users')}
        onBan={askBan('users')}
        search={{ fields: personFields, fetchPageAfter: searchSeekers, filterKey: '', generation: generations.users }}
      />
      <AdminListPanel
        tab="employers"
        selected={selected === 'employers'}
        list={employers}
        columns={employerColumns}
        rowName={(r) => r.name}
        onDelete={askDelete('employers')}
        onBan={askBan('employers')}
        search={{ fields: personFields, fetchPageAfter: searchEmployers, filterKey: '', generation: generations.employers }}
      />
      <AdminListPanel
        tab="jobs"
        selected={selected === 'jobs'}
        list={jobs}
        columns={jobColumns}
        rowName={(r) => [r.jobRole, r.companyName].filter(Boolean).join(' at ')}
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
        columns={applicationColumns}
        rowName={(r) => r.applicantName}
        onDelete={askDelete('applications')}
        search={{ fields: applicationFields, fetchPageAfter: searchApplications, filterKey: '', generation: generations.applications }}
      />

      <ReportsPanel selected={selected === 'reports'} generation={anyChange} onChanged={refreshAll} />

      {asking ? (
        <ConfirmDialog
          title={asking.question}
          message={MESSAGES.adminConfirmDelete(adminTab(asking.tab).what)}
          confirmLabel="Delete"
          danger
          busy={deleting}
          onConfirm={confirmDelete}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {banAsk ? (
        <ConfirmDialog
          title={`Ban ${adminTab(banAsk.tab).what}`}
          message={MESSAGES.adminConfirmBan(banAsk.name)}
          confirmLabel="Ban"
          danger
          busy={deleting}
          onConfirm={confirmBan}
          onCancel={() => setBanAsk(null)}
        />
      ) : null}
    </section>
  );
}
