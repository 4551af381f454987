import type { JobWithId } from '@jobsearch/domain/schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatRupees, useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { toast } from '../../../ui/toast';
import { Modal } from '../../../ui/Modal';
import { VerifiedBadge } from '../../../ui/VerifiedBadge';
import { educationText, fullLocation, genderLabel, jobRoleText, salaryText } from '../model/job-text';
import { Link } from 'react-router-dom';
import { PATHS, publicJobPagePath } from '../../../lib/util/paths';
import { ShareButtons } from '../../../ui/ShareButtons';
import { ChargeableWarning } from './ChargeableWarning';
import { HowYouMatch } from './HowYouMatch';
import { RevealNumber } from './RevealNumber';
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
  /** Save job / Saved: absent, no button. */
  onToggleSave?: (job: JobWithId, saved: boolean) => Promise<void>;
}

/** Every field of a job, and the terms box that unlocks Apply. */
export function JobDetailsModal({ job, applied, onClose, onApply, onReport, saved = false, onToggleSave }: JobDetailsModalProps) {
  const t = useT();
  const label = useChoiceLabel();
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  const formId = `${id}-apply`;

  const notSpecified = t('jobs.notSpecified');
  const rows: [string, ReactNode][] = [
    [t('jobs.companyName'), job.companyName],
    [t('jobs.jobRole'), jobRoleText(job, t)],
    [t('jobs.jobShift'), job.jobShift ? label('shift', job.jobShift) : notSpecified],
    [t('jobs.location'), fullLocation(job, t, label)],
    [t('jobs.jobTypeRow'), job.jobType ? label('jobType', job.jobType) : notSpecified],
    [t('jobs.salary'), salaryText(job, formatRupees) || notSpecified],
    [t('jobs.experience'), job.experience ? label('experience', job.experience) : notSpecified],
    [t('jobs.gender'), genderLabel(job.gender, t, label)],
    [t('jobs.degreeAndTrade'), educationText(job, t, label)],
    [t('jobs.chargeable'), label('chargeable', job.charges)],
    // The job carries no number: it is revealed for this one job on request (the API counts a day's reveals).
    // It says whether one is given (hasMobileNumber, as the public page tells it), so a job without one
    // says so at once and spends no reveal; a job the trigger has not seen yet still offers the button.
    [t('jobs.mobileNumber'), job.hasMobileNumber === false ? t('jobs.numberNotGiven') : <RevealNumber key={job.jobId} jobId={job.jobId} />],
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      toast.error(t('jobs.acceptTerms'), { toastId: 'jobs.acceptTerms' });
      return;
    }
    onApply(job);
  };

  /** The hint beside Apply brings the terms box into view and focuses it. */
  const showTerms = () => {
    const box = document.getElementById(`${id}-terms`);
    box?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    box?.focus({ preventScroll: true });
  };

  return (
    <Modal
      title={t('jobs.roleAtCompany', { role: jobRoleText(job, t), company: job.companyName })}
      onClose={onClose}
      footer={
        <>
          {/* Why Apply is greyed out, over it: the terms box may be below the fold. */}
          {!accepted && !applied ? (
            <button type="button" id={`${id}-needs-terms`} className="link-button apply-needs-terms" onClick={showTerms}>
              {t('jobs.applyNeedsTerms')}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('ui.close')}
          </button>
          {onToggleSave ? <SaveJobButton saved={saved} onToggle={() => onToggleSave(job, saved)} className="save-job--details" /> : null}
          <button
            type="submit"
            form={formId}
            className="button"
            disabled={!accepted || applied}
            aria-describedby={!accepted && !applied ? `${id}-needs-terms` : undefined}
          >
            {applied ? t('jobs.applied') : t('jobs.apply')}
          </button>
        </>
      }
    >
      {job.employerVerified ? (
        <p className="employer-badge__line">
          <VerifiedBadge />
        </p>
      ) : null}
      <HowYouMatch job={job} />
      <dl className="job-details">
        {rows.map(([label, value]) => (
          <div key={label} className="job-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="job-details__row job-details__row--wide">
          <dt>{t('jobs.description')}</dt>
          <dd className="job-details__description">{job.description || notSpecified}</dd>
        </div>
      </dl>
      <ChargeableWarning job={job} />
      <div className="job-share">
        <ShareButtons
          url={`${window.location.origin}${publicJobPagePath(job.jobId)}`}
          role={jobRoleText(job, t)}
          company={job.companyName}
          city={job.city && label('city', job.city)}
        />
        <Link className="job-share__page-link" to={publicJobPagePath(job.jobId)}>
          {t('jobPage.jobPageLink')}
        </Link>
      </div>

      {applied ? (
        <p className="job-notice" role="status">
          {t('jobs.alreadyApplied')}
        </p>
      ) : (
        <form id={formId} onSubmit={submit} noValidate>
          <div className="checkbox">
            <input id={`${id}-terms`} type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
            <label htmlFor={`${id}-terms`}>
              {t('jobs.iAcceptThe')}{' '}
              <a href={PATHS.terms} target="_blank" rel="noopener noreferrer">
                {t('jobs.termsLink')}
                <span className="visually-hidden">{t('jobs.opensInNewTab')}</span>
              </a>
            </label>
          </div>
        </form>
      )}
      {onReport ? (
        <p className="job-report">
          <button type="button" className="button button--secondary button--small" onClick={() => onReport(job)}>
            {t('jobs.reportJob')}
          </button>
        </p>
      ) : null}
    </Modal>
  );
}
