import type { ApplicationWithId } from '@jobsearch/domain/schemas';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { formatDate, formatDateTime, isoDate } from '../../../lib/util/dates';
import { timelineOf } from '../model/timeline';

/** The statuses the application went through, with their dates; Interview's time and place, Not selected's reason. */
export function StatusTimeline({ application }: { application: ApplicationWithId }) {
  const t = useT();
  const label = useChoiceLabel();
  const steps = timelineOf(application);
  const interview = application.interview;
  const reason = application.notSelectedReason;
  return (
    <ol
      className="status-timeline"
      aria-label={t('myApplications.timelineLabel', { role: application.jobTitle ? label('jobRole', application.jobTitle) : t('myApplications.jobOpening') })}
    >
      {steps.map((step, index) => (
        <li key={step.status} className={`status-timeline__step${index === steps.length - 1 ? ' is-current' : ''}`}>
          <span className="status-timeline__name">{label('applicationStatus', step.status)}</span>{' '}
          <time dateTime={isoDate(step.at)}>{formatDate(step.at)}</time>
          {step.status === 'Interview' && interview ? (
            <span className="status-timeline__detail">
              {t('myApplications.interviewAt', {
                when: formatDateTime(interview.at),
                where: interview.phoneCall ? t('myApplications.interviewPhoneCall') : interview.place,
              })}
            </span>
          ) : null}
          {step.status === 'Not selected' && reason ? (
            <span className="status-timeline__detail">{t('myApplications.notSelectedReason', { reason: label('notSelectedReason', reason) })}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
