/** An applicant's row opened: contact, job, when they applied, the status with its interview or reason, and the control. */
import { statusOf } from '@jobsearch/domain/pipeline';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { formatDate, formatIndiaDateTime, isoDate } from '../../../lib/util/dates';
import { messagesThreadPath } from '../../../lib/util/paths';
import { Modal } from '../../../ui/Modal';
import { PhoneLink } from '../../../ui/PhoneLink';
import type { Applicant } from '../api/use-applicants';
import { StatusControl } from './StatusControl';

export function ApplicantDetails({ applicant, onViewResume, onClose }: { applicant: Applicant; onViewResume: () => void; onClose: () => void }) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const status = statusOf(applicant);
  return (
    <Modal
      title={t('applications.detailsOf', { name: applicant.applicantName })}
      onClose={onClose}
      footer={
        <>
          <Link className="button button--secondary" to={messagesThreadPath(applicant.id)}>
            {t('applications.messageApplicant')}
          </Link>
          <button type="button" className="button button--secondary" onClick={onViewResume}>
            {t('applications.viewResume')}
          </button>
        </>
      }
    >
      <dl className="applicant-details" data-testid="applicant-details">
        <div>
          <dt>{t('applications.email')}</dt>
          <dd>{applicant.email ? <a href={`mailto:${applicant.email}`}>{applicant.email}</a> : '—'}</dd>
        </div>
        <div>
          <dt>{t('applications.phone')}</dt>
          <dd>
            <PhoneLink number={applicant.phoneNumber} />
          </dd>
        </div>
        <div>
          <dt>{t('applications.jobTitle')}</dt>
          <dd>{applicant.jobTitle ? choiceLabel('jobRole', applicant.jobTitle) : '—'}</dd>
        </div>
        <div>
          <dt>{t('applications.appliedOn')}</dt>
          <dd>
            <time dateTime={isoDate(applicant.createdAt)}>{formatDate(applicant.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('applications.status')}</dt>
          <dd>
            <StatusControl applicant={applicant} />
          </dd>
        </div>
        {status === 'Interview' && applicant.interview ? (
          <div>
            <dt>{t('applications.interview')}</dt>
            <dd data-testid="applicant-interview">
              {t('applications.interviewWhere', {
                when: formatIndiaDateTime(applicant.interview.at),
                where: applicant.interview.phoneCall ? t('applications.phoneCall') : applicant.interview.place,
              })}
            </dd>
          </div>
        ) : null}
        {status === 'Not selected' && applicant.notSelectedReason ? (
          <div>
            <dt>{t('applications.reason')}</dt>
            <dd data-testid="applicant-reason">{choiceLabel('notSelectedReason', applicant.notSelectedReason)}</dd>
          </div>
        ) : null}
      </dl>
    </Modal>
  );
}
