import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { MESSAGES, MESSAGES as M, notificationIds, statusOf } from '@jobsearch/domain';
import { log } from '../log';
import { findMatchingAlerts } from '../store/alerts';
import { db } from '../store/firebase';
import { notify } from '../store/notifications';
import { expectedDerivedFields } from './jobs';
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

/** The values of a status notification, for the bell to write it in the reader's language. */
function statusParams(application: Data): Record<string, string> {
  const status = statusOf(application);
  const params: Record<string, string> = { jobTitle: text(application.jobTitle), companyName: text(application.companyName), status };
  const interview = application.interview as { at?: unknown; phoneCall?: unknown; place?: unknown } | undefined;
  if (status === 'Interview' && interview) {
    const at = interview.at instanceof Timestamp ? interview.at.toDate() : interview.at instanceof Date ? interview.at : null;
    if (at) params.interviewAt = at.toISOString();
    if (interview.phoneCall === true) params.phoneCall = 'yes';
    else params.interviewPlace = text(interview.place);
  }
  if (status === 'Not selected' && text(application.notSelectedReason)) params.reason = text(application.notSelectedReason);
  return params;
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
        params: { jobTitle: text(after.jobTitle), applicantName: text(after.applicantName), companyName: text(after.companyName) },
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
      params: statusParams(after),
      jobId,
      applicationId,
    });
    log.info('Application status changed', { applicationId, status, notified: written });
  }
});

/** What a saved job shows of its job, and whether it is open (Active), closed (Inactive) or gone (Deleted). */
function savedCopy(job: Data | null): Data {
  if (!job) return { jobStatus: 'Deleted' };
  return {
    jobStatus: job.status === 'Active' ? 'Active' : 'Inactive',
    jobTitle: text(job.title) || text(job.jobRole),
    companyName: text(job.companyName),
    city: text(job.city),
    salary: text(job.salary),
  };
}

/** Brings every saved copy of a job to what the job is now. */
async function syncSavedJobs(jobId: string, job: Data | null): Promise<void> {
  const copy = savedCopy(job);
  const saved = await db.collection('savedJobs').where('jobId', '==', jobId).get();
  const writer = db.bulkWriter();
  for (const doc of saved.docs) {
    if (Object.entries(copy).every(([key, value]) => doc.get(key) === value)) continue;
    writer.update(doc.ref, copy).catch((error: unknown) => {
      if ((error as { code?: number }).code !== 5) log.error('Could not update a saved job', { path: doc.ref.path, reason: String(error) });
    });
  }
  await writer.close();
}

/** Notifies each seeker whose alert the job matches, once per alert and job. */
async function notifyAlerts(jobId: string, job: Data): Promise<void> {
  const derived = expectedDerivedFields(job);
  if (!derived) return;
  const matches = await findMatchingAlerts(db, {
    degree: text(job.degree),
    trade: text(job.trade),
    city: text(job.city),
    keywords: derived.keywords,
    salaryMax: derived.salaryMax,
  });
  for (const { id, alert } of matches.alerts) {
    await notify({
      id: notificationIds.alert(id, jobId),
      userId: alert.userId,
      kind: 'alert',
      title: MESSAGES.notifyAlertTitle(text(job.title) || text(job.jobRole)),
      body: MESSAGES.notifyAlertBody(text(job.title) || text(job.jobRole), text(job.companyName), text(job.city)),
      params: { jobTitle: text(job.title) || text(job.jobRole), companyName: text(job.companyName), city: text(job.city) },
      jobId,
      alertId: id,
    });
  }
  log.info('Job alerts matched', { jobId, matched: matches.alerts.length, reads: matches.reads });
}

const SAVED_FIELDS = ['status', 'title', 'jobRole', 'companyName', 'city', 'salary'];

/**
 * Saved jobs and job alerts (issue 21), on every write of a job:
 * - its saved copies follow its status and the text they show (Deleted when it goes);
 * - when it becomes Active (created Active, or switched to Active) and is not
 *   hidden by reports, each matching alert's seeker is notified (and mailed),
 *   once per alert and job (deterministic ids), found by indexed queries.
 */
export const onJobWrittenForPipeline = onDocumentWritten({ document: 'jobs/{jobId}', region: REGION }, async (event) => {
  const { jobId } = event.params;
  const before = event.data?.before?.exists ? (event.data.before.data() as Data) : null;
  const after = event.data?.after?.exists ? (event.data.after.data() as Data) : null;
  if (!before || !after || SAVED_FIELDS.some((key) => before[key] !== after[key])) await syncSavedJobs(jobId, after);
  const becameActive = after?.status === 'Active' && before?.status !== 'Active';
  if (after && becameActive && after.hiddenByReports !== true) await notifyAlerts(jobId, after);
});
