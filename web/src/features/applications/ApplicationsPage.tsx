/** Applications (employer): everyone who applied to the employer's jobs, live, filterable by job. */
import { MESSAGES } from '@jobsearch/domain/messages';
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { useSignedIn } from '../../lib/session';
import { firebaseConfig } from '../../lib/firebase';
import { DataTable, type Column } from '../../ui/DataTable';
import { PhoneLink } from '../../ui/PhoneLink';
import { useApplicants, type Applicant } from './api/use-applicants';
import { useJobChoices } from './api/use-job-choices';
import { APPLICANTS_PAGE_SIZE, jobOptions, resumeAction } from './model/applicants';
import './applications.css';

function viewResume(applicant: Applicant) {
  const action = resumeAction(applicant.resume, firebaseConfig.storageBucket);
  if (action.kind === 'missing') {
    toast.error(MESSAGES.resumeLinkMissing);
    return;
  }
  window.open(action.url, '_blank', 'noopener,noreferrer');
}

const columns: Column<Applicant>[] = [
  { header: 'Applicant', cell: (a) => a.applicantName },
  { header: 'Email', cell: (a) => <a href={`mailto:${a.email}`}>{a.email}</a> },
  {
    header: 'Phone',
    cell: (a) => <PhoneLink number={a.phoneNumber} className="data-table__nowrap" />,
  },
  { header: 'Job Title', cell: (a) => a.jobTitle || '—' },
  {
    header: 'Resume',
    className: 'data-table__nowrap',
    cell: (a) => (
      <button type="button" className="button button--small" onClick={() => viewResume(a)} aria-label={`View resume of ${a.applicantName}`}>
        View
      </button>
    ),
  },
];

export default function ApplicationsPage() {
  const { user } = useSignedIn();
  const [jobId, setJobId] = useState('');
  const [max, setMax] = useState(APPLICANTS_PAGE_SIZE);
  const applicants = useApplicants(user.uid, jobId || null, max);
  const options = jobOptions(useJobChoices(user.uid));

  return (
    <section className="page applications" aria-labelledby="applications-title">
      <h1 id="applications-title">Applications :</h1>

      <div className="applications__filter field">
        <label htmlFor="applications-job">Filter by job</label>
        <select
          id="applications-job"
          value={jobId}
          onChange={(event) => {
            setJobId(event.target.value);
            setMax(APPLICANTS_PAGE_SIZE);
          }}
        >
          <option value="">All jobs</option>
          {options.map((o) => (
            <option key={o.jobId} value={o.jobId}>
              {o.label}
            </option>
          ))}
        </select>
      </div>

      {applicants.status === 'loading' ? (
        <p className="muted" role="status">
          {MESSAGES.applicantsLoading}
        </p>
      ) : applicants.status === 'error' ? (
        <p className="error-text" role="alert">
          {MESSAGES.applicantsLoadFailed}
        </p>
      ) : applicants.rows.length === 0 ? (
        <p className="muted applications__empty">{MESSAGES.noApplicants}</p>
      ) : (
        <>
          <DataTable caption="Applicants to your jobs" columns={columns} rows={applicants.rows} rowKey={(a) => a.id} testId="applicants-table" />
          {applicants.hasMore ? (
            <div className="applications__more">
              <button type="button" className="button button--secondary" onClick={() => setMax((m) => m + APPLICANTS_PAGE_SIZE)}>
                Show more
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
