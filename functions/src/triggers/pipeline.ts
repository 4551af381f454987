import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { MESSAGES, MESSAGES as M, notificationIds, statusOf } from '@jobsearch/domain';
import { log } from '../log';
import { notify } from '../store/notifications';
import { countApplicants } from '../store/pipeline';

const REGION = 'asia-south1';

/** An interview time as India reads it: "28 Nov 2026, 10:30 am". */
function indianTime(at: unknown): string {
  const date = at instanceof Timestamp ? at.toDate() : at instanceof Date ? at : null;
  if (!date) return '';
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the applicant reads of a status change: the status, and the interview or the reason. */
function statusBody(application: Data): string {
  const status = statusOf(application);
  const parts = [M.notifyStatusBody(text(application.jobTitle), text(application.companyName), status)];
  const interview = application.interview as { at?: unknown; phoneCall?: unknown; place?: unknown } | undefined;
  if (status === 'Interview' && interview)
    parts.push(M.notifyInterviewDetails(indianTime(interview.at), interview.phoneCall === true ? M.interviewPhoneCall : text(interview.place)));
  if (status === 'Not selected' && text(application.notSelectedReason)) parts.push(M.notifyNotSelectedReason(text(application.notSelectedReason)));
  return parts.join(' ');
}

/**
 * The hiring pipeline (issue 21), on every write of an application:
 * - created, deleted or its status changed: the job's counts by status are
 *   counted again (`jobStats/{jobId}`);
 * - created: the job's employer is notified (and mailed);
 * - its status changed: the applicant is notified (and mailed).
 * Other writes (e.g. the profile copy onto applications) change nothing here.
 * Notifications have deterministic ids, so a repeated event notifies once.
 */
export const onApplicationWritten = onDocumentWritten({ document: 'applications/{applicationId}', region: REGION }, async (event) => {
  const { applicationId } = event.params;
  const before = event.data?.before?.exists ? (event.data.before.data() as Data) : null;
  const after = event.data?.after?.exists ? (event.data.after.data() as Data) : null;
  const data = after ?? before;
  const jobId = text(data?.jobId);
  if (!data || !jobId) return;
  const statusChanged = before !== null && after !== null && statusOf(before) !== statusOf(after);
  if (!before || !after || statusChanged) await countApplicants(jobId);

  if (!before && after) {
    const employerId = text(after.employerId);
    if (employerId)
      await notify({
        id: notificationIds.application(applicationId),
        userId: employerId,
        kind: 'application',
        title: MESSAGES.notifyApplicationTitle(text(after.jobTitle)),
        body: MESSAGES.notifyApplicationBody(text(after.applicantName), text(after.jobTitle), text(after.companyName)),
        jobId,
        applicationId,
      });
  }
  if (statusChanged) {
    const status = statusOf(after);
    const written = await notify({
      id: notificationIds.status(applicationId, status),
      userId: text(after.applicantId),
      kind: 'status',
      title: MESSAGES.notifyStatusTitle(status),
      body: statusBody(after),
      jobId,
      applicationId,
    });
    log.info('Application status changed', { applicationId, status, notified: written });
  }
});
