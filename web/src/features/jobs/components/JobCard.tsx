import { formatSalary } from '@jobsearch/domain/helpers';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { publicJobPagePath } from '../../../lib/paths';
import type { JobWithId } from '@jobsearch/domain/schemas';
import { VerifiedBadge } from '../../../ui/VerifiedBadge';
import { formatDate } from '../../../lib/dates';
import { educationText, jobRoleText } from '../model/job-text';
import { ChargeableWarning } from './ChargeableWarning';
import { SaveJobButton } from './SaveJobButton';

interface JobCardProps {
  job: JobWithId;
  applied: boolean;
  onDetails: (job: JobWithId) => void;
  saved?: boolean;
  /** Save job / Saved (issue 21): absent, no button. */
  onToggleSave?: (job: JobWithId, saved: boolean) => Promise<void>;
}

/** One job of the list: company, role with city, salary in rupees, education, and Details. */
export function JobCard({ job, applied, onDetails, saved = false, onToggleSave }: JobCardProps) {
  const t = useT();
  const role = jobRoleText(job);
  const salary = formatSalary(job);
  return (
    <article className="job-card card" aria-label={`${role} at ${job.companyName}`}>
      <div className="job-card__top">
        <p className="job-card__company">{job.companyName}</p>
        {applied ? <span className="job-badge job-badge--applied">Applied</span> : null}
      </div>
      {job.employerVerified ? <VerifiedBadge /> : null}
      <h2 className="job-card__role">
        {role}
        {job.city ? <span className="job-card__city"> · {job.city}</span> : null}
      </h2>
      <dl className="job-card__facts">
        <div>
          <dt>Salary</dt>
          <dd className="job-card__salary">{salary || 'Not disclosed'}</dd>
        </div>
        <div>
          <dt>Education</dt>
          <dd>{educationText(job)}</dd>
        </div>
      </dl>
      <ul className="job-card__tags" aria-label="Job type and shift">
        {job.jobType ? <li>{job.jobType}</li> : null}
        {job.jobShift ? <li>{job.jobShift}</li> : null}
      </ul>
      <ChargeableWarning job={job} />
      <div className="job-card__bottom">
        <span className="job-card__date muted">Posted {formatDate(job.createdAt)}</span>
        {onToggleSave ? <SaveJobButton saved={saved} onToggle={() => onToggleSave(job, saved)} /> : null}
        <Link className="job-card__page-link" to={publicJobPagePath(job.jobId)} aria-label={t('jobPage.jobPageLinkFor', { role, company: job.companyName })}>
          {t('jobPage.jobPageLink')}
        </Link>
        <button type="button" className="button button--secondary button--small" onClick={() => onDetails(job)}>
          Details
          <span className="jobs-sr-only">
            : {role} at {job.companyName}
          </span>
        </button>
      </div>
    </article>
  );
}
