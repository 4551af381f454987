import { formatSalary } from '@jobsearch/domain/helpers';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { JobWithId } from '@jobsearch/domain/schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../ui/toast';
import { Modal } from '../../../ui/Modal';
import { VerifiedBadge } from '../../../ui/VerifiedBadge';
import { PhoneLink } from '../../../ui/PhoneLink';
import { educationText, fullLocation, genderLabel, jobRoleText, NOT_SPECIFIED } from '../model/job-text';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { PATHS, publicJobPagePath } from '../../../lib/paths';
import { ShareButtons } from '../../../ui/ShareButtons';
import { ChargeableWarning } from './ChargeableWarning';
import { SaveJobButton } from './SaveJobButton';

interface JobDetailsModalProps {
  job: JobWithId;
  applied: boolean;
  onClose: () => void;
  /** Terms accepted and Apply pressed: the caller closes this and opens the apply form. */
  onApply: (job: JobWithId) => void;
  /** "Report this job" pressed: the caller closes this and opens the report dialog. */
  onReport?: (job: JobWithId) => void;
  saved?: boolean;
  /** Save job / Saved (issue 21): absent, no button. */
  onToggleSave?: (job: JobWithId, saved: boolean) => Promise<void>;
}

/** Every field of a job, and the terms box that unlocks Apply. */
export function JobDetailsModal({ job, applied, onClose, onApply, onReport, saved = false, onToggleSave }: JobDetailsModalProps) {
  const t = useT();
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  const formId = `${id}-apply`;

  const rows: [string, ReactNode][] = [
    ['Company Name', job.companyName],
    ['Job Role', jobRoleText(job)],
    ['Job Shift', job.jobShift || NOT_SPECIFIED],
    ['Location', fullLocation(job)],
    ['Job Type', job.jobType || NOT_SPECIFIED],
    ['Salary', formatSalary(job) || NOT_SPECIFIED],
    ['Experience', job.experience || NOT_SPECIFIED],
    ['Gender', genderLabel(job.gender)],
    ['Degree & Trade', educationText(job)],
    ['Chargeable', job.charges],
    ['Mobile Number', job.mobileNumber ? <PhoneLink number={job.mobileNumber} /> : 'N/A'],
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      toast.error(MESSAGES.acceptTerms, { toastId: MESSAGES.acceptTerms });
      return;
    }
    onApply(job);
  };

  return (
    <Modal
      title={`${jobRoleText(job)} at ${job.companyName}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
          {onToggleSave ? <SaveJobButton saved={saved} onToggle={() => onToggleSave(job, saved)} className="save-job--details" /> : null}
          <button type="submit" form={formId} className="button" disabled={!accepted || applied}>
            {applied ? 'Applied' : 'Apply'}
          </button>
        </>
      }
    >
      {job.employerVerified ? (
        <p className="employer-badge__line">
          <VerifiedBadge />
        </p>
      ) : null}
      <dl className="job-details">
        {rows.map(([label, value]) => (
          <div key={label} className="job-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="job-details__row job-details__row--wide">
          <dt>Description</dt>
          <dd className="job-details__description">{job.description || NOT_SPECIFIED}</dd>
        </div>
      </dl>
      <ChargeableWarning job={job} />
      <div className="job-share">
        <ShareButtons url={`${window.location.origin}${publicJobPagePath(job.jobId)}`} role={jobRoleText(job)} company={job.companyName} city={job.city} />
        <Link className="job-share__page-link" to={publicJobPagePath(job.jobId)}>
          {t('jobPage.jobPageLink')}
        </Link>
      </div>

      {applied ? (
        <p className="job-notice" role="status">
          {MESSAGES.alreadyApplied}
        </p>
      ) : (
        <form id={formId} onSubmit={submit} noValidate>
          <div className="checkbox">
            <input id={`${id}-terms`} type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
            <label htmlFor={`${id}-terms`}>
              I accept the{' '}
              <a href={PATHS.terms} target="_blank" rel="noopener noreferrer">
                terms and conditions<span className="jobs-sr-only"> (opens in a new tab)</span>
              </a>
            </label>
          </div>
        </form>
      )}
      {onReport ? (
        <p className="job-report">
          <button type="button" className="button button--secondary button--small" onClick={() => onReport(job)}>
            {MESSAGES.reportJob}
          </button>
        </p>
      ) : null}
    </Modal>
  );
}
