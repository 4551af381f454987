import { Link } from 'react-router-dom';
import { publicCompanyPagePath, publicJobPagePath } from '../../../lib/util/paths';
import type { JobWithId } from '@jobsearch/domain/schemas';
import { formatRupees, useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { VerifiedBadge } from '../../../ui/VerifiedBadge';
import { formatDate } from '../../../lib/util/dates';
import { educationText, jobRoleText, salaryText } from '../model/job-text';
import { ChargeableWarning } from './ChargeableWarning';
import { SaveJobButton } from './SaveJobButton';

interface JobCardProps {
  job: JobWithId;
  applied: boolean;
  onDetails: (job: JobWithId) => void;
  saved?: boolean;
  /** Save job / Saved: absent, no button. */
  onToggleSave?: (job: JobWithId, saved: boolean) => Promise<void>;
}

/** One job of the list: company, role with city, salary in rupees, education, and Details. */
export function JobCard({ job, applied, onDetails, saved = false, onToggleSave }: JobCardProps) {
  const t = useT();
  const label = useChoiceLabel();
  const role = jobRoleText(job, t);
  const salary = salaryText(job, formatRupees);
  const company = job.companyName;
  return (
    <article className="job-card card" aria-label={t('jobs.roleAtCompany', { role, company })}>
      <div className="job-card__top">
        <p className="job-card__company">
          <Link to={publicCompanyPagePath(job.employerId)} aria-label={t('jobPage.companyPageLinkFor', { company })}>
            {company}
          </Link>
        </p>
        {applied ? <span className="job-badge job-badge--applied">{t('jobs.applied')}</span> : null}
      </div>
      {job.employerVerified ? <VerifiedBadge /> : null}
      <h2 className="job-card__role">
        {role}
        {job.city ? <span className="job-card__city"> · {label('city', job.city)}</span> : null}
      </h2>
      <dl className="job-card__facts">
        <div>
          <dt>{t('jobs.salary')}</dt>
          <dd className="job-card__salary">{salary || t('jobs.notDisclosed')}</dd>
        </div>
        <div>
          <dt>{t('jobs.education')}</dt>
          <dd>{educationText(job, t, label)}</dd>
        </div>
      </dl>
      <ul className="job-card__tags" aria-label={t('jobs.typeAndShift')}>
        {job.jobType ? <li>{label('jobType', job.jobType)}</li> : null}
        {job.jobShift ? <li>{label('shift', job.jobShift)}</li> : null}
      </ul>
      <ChargeableWarning job={job} />
      <div className="job-card__bottom">
        <span className="job-card__date muted">{t('jobs.postedOn', { date: formatDate(job.createdAt) })}</span>
        {onToggleSave ? <SaveJobButton saved={saved} onToggle={() => onToggleSave(job, saved)} /> : null}
        <Link className="job-card__page-link" to={publicJobPagePath(job.jobId)} aria-label={t('jobPage.jobPageLinkFor', { role, company: job.companyName })}>
          {t('jobPage.jobPageLink')}
        </Link>
        <button type="button" className="button button--secondary button--small" onClick={() => onDetails(job)}>
          {t('jobs.details')}
          <span className="visually-hidden">{t('jobs.detailsOf', { role, company })}</span>
        </button>
      </div>
    </article>
  );
}
