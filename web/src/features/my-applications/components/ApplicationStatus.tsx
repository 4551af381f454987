import { MESSAGES } from '@jobsearch/domain/messages';
import { statusOf } from '@jobsearch/domain/pipeline';
import type { ApplicationWithId } from '@jobsearch/domain/schemas';
import { formatDate, formatDateTime, isoDate } from '../../../lib/dates';
import { statusTone, timelineOf } from '../model/timeline';

/** An application's current status as a labelled badge. */
export function StatusBadge({ application }: { application: ApplicationWithId }) {
  const status = statusOf(application);
  return (
    <p className="my-application__status">
      <span className="my-applications-sr-only">Status: </span>
      <span className={`status-badge status-badge--${statusTone(status)}`}>{status}</span>
    </p>
  );
}

/** The statuses the application went through, with their dates; Interview's time and place, Not selected's reason. */
export function StatusTimeline({ application }: { application: ApplicationWithId }) {
  const steps = timelineOf(application);
  const interview = application.interview;
  const reason = application.notSelectedReason;
  return (
    <ol className="status-timeline" aria-label={`${MESSAGES.statusTimelineLabel}: ${application.jobTitle || 'Job opening'}`}>
      {steps.map((step, index) => (
        <li key={step.status} className={`status-timeline__step${index === steps.length - 1 ? ' is-current' : ''}`}>
          <span className="status-timeline__name">{step.status}</span> <time dateTime={isoDate(step.at)}>{formatDate(step.at)}</time>
          {step.status === 'Interview' && interview ? (
            <span className="status-timeline__detail">
              {MESSAGES.interviewAt(formatDateTime(interview.at), interview.phoneCall ? MESSAGES.interviewPhoneCall : interview.place)}
            </span>
          ) : null}
          {step.status === 'Not selected' && reason ? <span className="status-timeline__detail">{MESSAGES.notifyNotSelectedReason(reason)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
