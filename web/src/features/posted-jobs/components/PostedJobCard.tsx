/**
 * One of the employer's jobs: title, company, applicant counts (a link to its applications), location,
 * salary, contact, status, the toggle, Edit, Post again and Delete; a job just posted is highlighted
 * with its link to share.
 */
import { formatSalary } from '@jobsearch/domain/helpers';
import { Link } from 'react-router-dom';
import { formatRupees, useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { formatDate } from '../../../lib/util/dates';
import { editJobPath, jobApplicationsPath, postAgainPath } from '../../../lib/util/paths';
import { PhoneLink } from '../../../ui/PhoneLink';
import { VerifiedBadge } from '../../../ui/VerifiedBadge';
import { useOwnJobNumber } from '../api/own-job-number';
import type { EmployerJob } from '../api/use-employer-jobs';
import { NEEDS_NETWORK } from '../../../ui/network-guard';
import { nextStatus, statusView } from '../model/status';
import { JustPosted } from './JustPosted';

interface PostedJobCardProps {
  job: EmployerJob;
  busy: boolean;
  onToggle: (job: EmployerJob) => void;
  onDelete: (job: EmployerJob) => void;
  /** Applicants to the job (jobStats), or null while the counts load. */
  counts: { total: number; shortlisted: number } | null;
  /** The job the employer has just posted (Post a Job came here with it). */
  justPosted?: boolean;
}

export function PostedJobCard({ job, busy, onToggle, onDelete, counts, justPosted = false }: PostedJobCardProps) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const titleId = `job-${job.jobId}-title`;
  const status = statusView(job.status, (value) => choiceLabel('jobStatus', value), t('postedJobs.statusMissing'));
  const location = [job.location, job.city && choiceLabel('city', job.city), job.state && choiceLabel('state', job.state)].filter(Boolean).join(', ');
  const salary = formatSalary(job, formatRupees);
  const title = job.title || job.jobRole ? choiceLabel('jobRole', job.title || job.jobRole) : t('postedJobs.untitledJob');
  const mobileNumber = useOwnJobNumber(job.jobId);
  return (
    <li className={`card posted-job${justPosted ? ' posted-job--just-posted' : ''}`} data-testid="posted-job" data-job-id={job.jobId}>
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
      {justPosted ? <JustPosted job={job} title={title} /> : null}
      {counts ? (
        <p className="posted-job__counts" data-testid="job-applicant-counts">
          <Link to={jobApplicationsPath(job.jobId)} aria-describedby={titleId}>
            {t('postedJobs.applicantCounts', { total: counts.total, shortlisted: counts.shortlisted })}
          </Link>
        </p>
      ) : null}
      <dl className="posted-job__facts">
        <div>
          <dt>{t('postedJobs.location')}</dt>
          <dd>{location || '—'}</dd>
        </div>
        <div>
          <dt>{t('postedJobs.salary')}</dt>
          <dd>{salary || '—'}</dd>
        </div>
        <div>
          <dt>{t('postedJobs.posted')}</dt>
          <dd>{job.date ? <time dateTime={job.date}>{formatDate(job.date)}</time> : '—'}</dd>
        </div>
        {mobileNumber ? (
          <div>
            <dt>{t('postedJobs.contact')}</dt>
            <dd>
              <PhoneLink number={mobileNumber} />
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
          {t('postedJobs.markAs', { status: choiceLabel('jobStatus', nextStatus(job.status)) })}
        </button>
        <Link to={editJobPath(job.jobId)} className="button button--secondary button--small" aria-label={t('postedJobs.editJobOf', { title })}>
          {t('postedJobs.editJob')}
        </Link>
        <Link to={postAgainPath(job.jobId)} className="button button--secondary button--small" aria-label={t('postedJobs.postAgainOf', { title })}>
          {t('postedJobs.postAgain')}
        </Link>
        <button
          type="button"
          className="button button--danger button--small"
          disabled={busy}
          aria-label={t('postedJobs.deleteJobOf', { title })}
          onClick={() => onDelete(job)}
        >
          {t('postedJobs.deleteJob')}
        </button>
      </div>
    </li>
  );
}
