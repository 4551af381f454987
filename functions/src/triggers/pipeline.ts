import { Timestamp } from 'firebase-admin/firestore';
import { notificationIds, statusOf } from '@jobsearch/domain';
import { writeNotification } from '@jobsearch/domain/notification-text';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { notificationWriter } from '../i18n/translate';
import { log } from '../log';
import { ALERT_MATCHING, findMatchingAlerts } from '../store/alerts';
import { db } from '../store/firebase';
import { notify, notifyAll } from '../store/notifications';
import { expectedDerivedFields } from './jobs';
import { countApplicants } from '../store/job-stats';
import { dataAfter, dataBefore, idOf, type Written } from './on-write';

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored notification's own words are English (the bell writes them again in the reader's language from params). */
const inEnglish = notificationWriter(DEFAULT_LANGUAGE);

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

/** When the application took this status (its statusHistory entry, the API's time of the change), if it says. */
function changedAt(application: Data, status: string): Date | undefined {
  const at = (application.statusHistory as Record<string, unknown> | undefined)?.[status];
  return at instanceof Timestamp ? at.toDate() : undefined;
}

/**
 * The hiring pipeline, on every write of an application:
 * - created, deleted or its status changed: the job's counts by status are
 *   counted again (`jobStats/{jobId}`);
 * - created: the job's employer is notified (and mailed);
 * - its status changed: the applicant is notified (and mailed).
 * Other writes (e.g. the profile copy onto applications) change nothing here.
 * Notifications have deterministic ids, so a repeated event notifies once.
 */
export async function keepApplicationPipeline(event: Written): Promise<void> {
  const applicationId = idOf(event);
  const before = dataBefore(event) ?? null;
  const after = dataAfter(event) ?? null;
  const data = after ?? before;
  const jobId = text(data?.jobId);
  if (!data || !jobId) return;
  const statusChanged = before !== null && after !== null && statusOf(before) !== statusOf(after);
  if (!before || !after || statusChanged) await countApplicants(db, jobId);

  if (!before && after) {
    const employerId = text(after.employerId);
    const params = { jobTitle: text(after.jobTitle), applicantName: text(after.applicantName), companyName: text(after.companyName) };
    if (employerId)
      await notify({
        id: notificationIds.application(applicationId),
        userId: employerId,
        kind: 'application',
        ...writeNotification('application', params, inEnglish),
        params,
        jobId,
        applicationId,
      });
  }
  if (statusChanged) {
    const status = statusOf(after);
    const params = statusParams(after);
    const written = await notify({
      id: notificationIds.status(applicationId, status),
      userId: text(after.applicantId),
      kind: 'status',
      ...writeNotification('status', params, inEnglish),
      params,
      jobId,
      applicationId,
      at: changedAt(after, status),
    });
    log.info('Application status changed', { applicationId, status, notified: written });
  }
}

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
  // A failed write fails the invocation (retried), after the others were tried.
  const failures: unknown[] = [];
  for (const doc of saved.docs) {
    if (Object.entries(copy).every(([key, value]) => doc.get(key) === value)) continue;
    writer.update(doc.ref, copy).catch((error: unknown) => {
      if ((error as { code?: number }).code !== 5) {
        failures.push(error);
        log.error('Could not update a saved job', { path: doc.ref.path, reason: String(error) });
      }
    });
  }
  await writer.close();
  if (failures.length) throw failures[0];
}

/**
 * Notifies each seeker whose alerts the job matches: one notification (and
 * at most one mail) per seeker and job however many of their alerts match
 * (its id is theirs and the job's; alertId names the first alert), written
 * 100 at a time. Reads are bounded (findMatchingAlerts pages, and caps at
 * ALERT_MATCHING.maxCandidates: a capped run is logged). A retried run
 * writes only what is missing.
 */
export async function notifyAlerts(jobId: string, job: Data): Promise<{ seekers: number; written: number; capped: boolean } | null> {
  const derived = expectedDerivedFields(job);
  if (!derived) return null;
  const matches = await findMatchingAlerts(db, {
    degree: text(job.degree),
    trade: text(job.trade),
    state: text(job.state),
    city: text(job.city),
    jobShift: text(job.jobShift),
    jobType: text(job.jobType),
    keywords: derived.keywords,
    salaryMax: derived.salaryMax,
  });
  const firstAlertOf = new Map<string, string>();
  for (const { id, alert } of [...matches.alerts].sort((a, b) => a.id.localeCompare(b.id))) {
    if (!firstAlertOf.has(alert.userId)) firstAlertOf.set(alert.userId, id);
  }
  const params = { jobTitle: text(job.title) || text(job.jobRole), companyName: text(job.companyName), city: text(job.city) };
  const { title, body } = writeNotification('alert', params, inEnglish);
  const written = await notifyAll(
    [...firstAlertOf].map(([userId, alertId]) => ({
      id: notificationIds.alert(userId, jobId),
      userId,
      kind: 'alert' as const,
      title,
      body,
      params,
      jobId,
      alertId,
    })),
  );
  const summary = { jobId, matched: matches.alerts.length, seekers: firstAlertOf.size, written, reads: matches.reads };
  if (matches.capped) log.warn('Job alerts capped: the alerts beyond the cap were not read', { ...summary, cap: ALERT_MATCHING.maxCandidates });
  else log.info('Job alerts matched', summary);
  return { seekers: firstAlertOf.size, written, capped: matches.capped };
}

/** How long a failed alert run is retried. */
const RETRY_FOR_MS = 60 * 60 * 1000;

const SAVED_FIELDS = ['status', 'title', 'jobRole', 'companyName', 'city', 'salary'];

/**
 * Saved jobs and job alerts, on every write of a job:
 * - its saved copies follow its status and the text they show (Deleted when it goes);
 * - when it becomes Active (created Active, or switched to Active) and is not
 *   hidden by reports, each seeker with a matching alert is notified (and
 *   mailed, at a verified address), once per seeker and job (deterministic
 *   ids), found by bounded, paged, indexed queries. The timeout leaves room
 *   for the capped worst case (ALERT_MATCHING: 5,000 candidates, 100 writes at a time).
 * A failure is retried (retry: true): every write is a create of a
 * deterministic id, so a re-run writes only what the failed run left out.
 * An event older than RETRY_FOR_MS is given up (logged), so a lasting fault
 * does not retry for days.
 */
export async function keepJobPipeline(event: Written): Promise<void> {
  const jobId = idOf(event);
  const before = dataBefore(event) ?? null;
  const after = dataAfter(event) ?? null;
  if (!before || !after || SAVED_FIELDS.some((key) => before[key] !== after[key])) await syncSavedJobs(jobId, after);
  const becameActive = after?.status === 'Active' && before?.status !== 'Active';
  if (!after || !becameActive || after.hiddenByReports === true) return;
  try {
    await notifyAlerts(jobId, after);
  } catch (error) {
    if (Date.now() - Date.parse(event.time) > RETRY_FOR_MS) {
      log.error('Job alerts given up after an hour of retries', { jobId, reason: String(error) });
      return;
    }
    throw error;
  }
}
