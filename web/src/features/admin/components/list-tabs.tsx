/**
 * The dashboard's four record tabs as one config the page maps over: each
 * tab's columns, how a row is named and searched, how its pages are read, and
 * whether its rows can be banned. The columns are built per render with the
 * texts of the chosen language; cells read `tr` when they draw.
 */
import { formatPhone } from '@jobsearch/domain/phone';
import type { ReactNode } from 'react';
import { translate, type MessageKey, type Translate } from '../../../i18n';
import { choiceLabel } from '../../../i18n/choices';
import { formatDate } from '../../../lib/util/dates';
import type { Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import {
  countJobs,
  fetchApplications,
  fetchJobs,
  fetchPeople,
  type AdminPage,
  type AdminRow,
  type ApplicationRow,
  type Cursor,
  type JobRow,
  type PersonRow,
} from '../api/admin-lists';
import { jobStatusView, type AdminTabId, type JobQueryFilters } from '../model/admin-model';
import type { SearchFields } from '../model/admin-search';
import { VerifyEmployerControl } from './VerifyEmployerControl';

export interface ListTab<T extends AdminRow> {
  id: AdminTabId;
  columns: (tr: Translate) => Column<T>[];
  /** The row's name in the Delete and Ban buttons' labels, e.g. the person's name. */
  rowName: (tr: Translate, row: T) => string;
  /** What a row is searched by. */
  fields: (row: T) => SearchFields;
  /** A page of the tab's records after `after`, `size` at most (the search reads bigger pages). */
  fetchPage: (filters: JobQueryFilters, after: Cursor | null, size?: number) => Promise<AdminPage<T>>;
  /** How many records the filters match and how that is said, shown above the list (the Jobs tab). */
  total?: { count: (filters: JobQueryFilters) => Promise<number>; label: MessageKey };
  /** Only the Jobs tab has filters. */
  filtered?: boolean;
  /** People tabs: a Ban beside Delete. */
  bannable?: boolean;
}

const idColumn = <T extends { id: string }>(tr: Translate): Column<T> => ({ header: tr('admin.id'), className: 'data-table__id', cell: (row) => row.id });
const text = (value: string, unreadable?: boolean): ReactNode =>
  unreadable ? <span className="muted">{translate('admin.unreadable')}</span> : value || <span className="muted">—</span>;
const phone = (value: string) => (value ? <span className="data-table__nowrap">{formatPhone(value)}</span> : <span className="muted">—</span>);

const joined = (tr: Translate): Column<PersonRow> => ({
  header: tr('admin.joined'),
  className: 'data-table__nowrap',
  cell: (r) => text(r.createdAt ? formatDate(r.createdAt) : ''),
});

const personColumns = (tr: Translate, phoneHeader: string): Column<PersonRow>[] => [
  idColumn(tr),
  { header: tr('admin.name'), cell: (r) => text(r.name, r.unreadable) },
  { header: tr('admin.email'), className: 'admin__break', cell: (r) => text(r.email) },
  { header: phoneHeader, cell: (r) => phone(r.phoneNumber) },
  { header: tr('admin.role'), cell: (r) => text(r.role ? tr(`admin.role:${r.role}`) : '') },
];

const jobColumns = (tr: Translate): Column<JobRow>[] => [
  idColumn(tr),
  { header: tr('admin.jobRole'), cell: (r) => text(choiceLabel('jobRole', r.jobRole), r.unreadable) },
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
  { header: tr('admin.applicantEmail'), className: 'admin__break', cell: (r) => text(r.email) },
  { header: tr('admin.applicantMobile'), cell: (r) => phone(r.phoneNumber) },
  // The job and its company in one cell, so that every column fits a 1280 px screen.
  {
    header: tr('admin.job'),
    // One element per cell: on a phone each cell is a grid of its label and its content.
    cell: (r) => (
      <div>
        {text(choiceLabel('jobRole', r.jobTitle))}
        {r.companyName ? <span className="admin__cell-second muted">{r.companyName}</span> : null}
      </div>
    ),
  },
  {
    header: tr('admin.status'),
    cell: (r) => (
      <div>
        <StatusBadge status={r.status} />
      </div>
    ),
  },
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

/** A tab of people: job seekers (Users) or employers, each with Ban beside Delete. */
const peopleTab = (id: 'users' | 'employers', role: 'jobseeker' | 'employer', columns: ListTab<PersonRow>['columns']): ListTab<PersonRow> => ({
  id,
  columns,
  rowName: (_tr, r) => r.name,
  fields: (r) => ({ text: [r.name, r.email], phones: [r.phoneNumber] }),
  fetchPage: (_filters, after, size) => fetchPeople(role, after, size),
  bannable: true,
});

const users = peopleTab('users', 'jobseeker', (tr) => [...personColumns(tr, tr('admin.phoneNumber')), joined(tr)]);
const employers = peopleTab('employers', 'employer', (tr) => [
  ...personColumns(tr, tr('admin.mobileNumber')),
  joined(tr),
  { header: tr('admin.verified'), cell: (r) => <VerifyEmployerControl employerId={r.id} name={r.name || r.id} /> },
]);

const jobs: ListTab<JobRow> = {
  id: 'jobs',
  columns: jobColumns,
  rowName: (tr, r) =>
    r.jobRole && r.companyName ? tr('admin.jobAtCompany', { role: choiceLabel('jobRole', r.jobRole), company: r.companyName }) : r.jobRole || r.companyName,
  fields: (r) => ({ text: [r.jobRole, choiceLabel('jobRole', r.jobRole), r.companyName] }),
  fetchPage: fetchJobs,
  total: { count: countJobs, label: 'admin.jobsTotal' },
  filtered: true,
};

const applications: ListTab<ApplicationRow> = {
  id: 'applications',
  columns: applicationColumns,
  rowName: (_tr, r) => r.applicantName,
  fields: (r) => ({ text: [r.applicantName, r.email, r.jobTitle, choiceLabel('jobRole', r.jobTitle), r.companyName], phones: [r.phoneNumber] }),
  fetchPage: (_filters, after, size) => fetchApplications(after, size),
};

/** The tabs in the order they show; each is its own row type, so the list is of the widest. */
export const LIST_TABS = [users, employers, jobs, applications] as unknown as readonly ListTab<AdminRow>[];
