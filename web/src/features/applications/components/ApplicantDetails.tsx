/** An applicant's row opened: contact, job, when they applied, the status with its interview or reason, and the control. */
import { MESSAGES } from '@jobsearch/domain/messages';
import { statusOf } from '@jobsearch/domain/pipeline';
import { formatDate, formatDateTime, isoDate } from '../../../lib/dates';
import { Modal } from '../../../ui/Modal';
import { PhoneLink } from '../../../ui/PhoneLink';
import type { Applicant } from '../api/use-applicants';
import { StatusControl } from './StatusControl';

export function ApplicantDetails({ applicant, onViewResume, onClose }: { applicant: Applicant; onViewResume: () => void; onClose: () => void }) {
  const status = statusOf(applicant);
  return (
    <Modal
      title={MESSAGES.applicantDetailsOf(applicant.applicantName)}
      onClose={onClose}
      footer={
        <button type="button" className="button button--secondary" onClick={onViewResume}>
          View resume
        </button>
      }
    >
      <dl className="applicant-details" data-testid="applicant-details">
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${applicant.email}`}>{applicant.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <PhoneLink number={applicant.phoneNumber} />
          </dd>
        </div>
        <div>
          <dt>Job Title</dt>
          <dd>{applicant.jobTitle || '—'}</dd>
        </div>
        <div>
          <dt>{MESSAGES.applicantAppliedOn}</dt>
          <dd>
            <time dateTime={isoDate(applicant.createdAt)}>{formatDate(applicant.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{MESSAGES.applicantStatusColumn}</dt>
          <dd>
            <StatusControl applicant={applicant} />
          </dd>
        </div>
        {status === 'Interview' && applicant.interview ? (
          <div>
            <dt>{MESSAGES.applicantInterview}</dt>
            <dd data-testid="applicant-interview">
              {formatDateTime(applicant.interview.at)}, {applicant.interview.phoneCall ? MESSAGES.interviewPhoneCall : applicant.interview.place}
            </dd>
          </div>
        ) : null}
        {status === 'Not selected' && applicant.notSelectedReason ? (
          <div>
            <dt>{MESSAGES.applicantNotSelectedReason}</dt>
            <dd data-testid="applicant-reason">{applicant.notSelectedReason}</dd>
          </div>
        ) : null}
      </dl>
    </Modal>
  );
}
