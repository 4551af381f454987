/** One of the employer's jobs: title, company, applicant counts, location, salary, contact, status, the toggle, Edit, Post again and Delete. */
import { formatSalary } from '@jobsearch/domain/helpers';
import { MESSAGES } from '@jobsearch/domain/messages';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/dates';
import { editJobPath, postAgainPath } from '../../../lib/paths';
import { PhoneLink } from '../../../ui/PhoneLink';
import { VerifiedBadge } from '../../../ui/VerifiedBadge';
import type { EmployerJob } from '../api/use-employer-jobs';
import { NEEDS_NETWORK } from '../../../ui/network-guard';
import { nextStatus, statusView } from '../model/status';

interface JobCardProps {
  job: EmployerJob;
  busy: boolean;
  onToggle: (job: EmployerJob) => void;
  onDelete: (job: EmployerJob) => void;
  /** Applicants to the job (jobStats), or null while the counts load. */
  counts: { total: number; shortlisted: number } | null;
}

export function JobCard({ job, busy, onToggle, onDelete, counts }: JobCardProps) {
  const titleId = `job-${job.jobId}-title`;
  const status = statusView(job.status);
  const location = [job.location, job.city, job.state].filter(Boolean).join(', ');
  const salary = formatSalary(job);
  const title = job.title || job.jobRole || MESSAGES.untitledJob;
  return (
    <li className="card posted-job" data-testid="posted-job" data-job-id={job.jobId}>
      <div className="posted-job__head">
        <h2 id={titleId} className="posted-job__title">
          {title}
        </h2>
        <span className={`posted-job__status ${status.className}`} data-testid="job-status">
          {status.label}
        </span>
      </div>
      <p className="posted-job__company">{job.companyName}</p>
      {job.employerVerified ? <VerifiedBadge /> : null}
      {counts ? (
        <p className="posted-job__counts" data-testid="job-applicant-counts">
          {MESSAGES.jobApplicantCounts(counts.total, counts.shortlisted)}
        </p>
      ) : null}
      <dl className="posted-job__facts">
        <div>
          <dt>Location</dt>
          <dd>{location || '—'}</dd>
        </div>
        <div>
          <dt>Salary</dt>
          <dd>{salary || '—'}</dd>
        </div>
        <div>
          <dt>Posted</dt>
          <dd>{job.date ? <time dateTime={job.date}>{formatDate(job.date)}</time> : '—'}</dd>
        </div>
        {job.mobileNumber ? (
          <div>
            <dt>Contact</dt>
            <dd>
              <PhoneLink number={job.mobileNumber} />
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="posted-job__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-describedby={titleId}
          onClick={() => onToggle(job)}
          {...NEEDS_NETWORK}
        >
          Mark as {nextStatus(job.status)}
        </button>
        <Link to={editJobPath(job.jobId)} className="button button--secondary button--small" aria-label={MESSAGES.editJobOf(title)}>
          {MESSAGES.editJob}
        </Link>
        <Link to={postAgainPath(job.jobId)} className="button button--secondary button--small" aria-label={MESSAGES.postAgainOf(title)}>
          {MESSAGES.postAgain}
        </Link>
        <button
          type="button"
          className="button button--danger button--small"
          disabled={busy}
          aria-label={MESSAGES.deleteJobOf(title)}
          onClick={() => onDelete(job)}
        >
          {MESSAGES.deleteJob}
        </button>
      </div>
    </li>
  );
}
