/**
 * The hiring pipeline: an application's status and its history,
 * the notifications the triggers write, saved jobs and the alerts' slots and
 * stored shape (job-alerts.ts has the rest of them). Pure: the
 * rules (firestore.rules) repeat the lists and limits here; change them together.
 */
import { z } from 'zod';
import { fromIndiaTime, isWallClockTime } from './india-time.js';
import { problem } from './problems.js';
import { APPLICATION_STATUSES, FORWARD_STATUSES as FORWARD, INITIAL_STATUS, NOT_SELECTED_REASONS, type ApplicationStatus } from './application-status.js';

// ---- Application status ------------------------------------------------------

export { APPLICATION_STATUSES, INITIAL_STATUS, NOT_SELECTED_REASONS, type ApplicationStatus, type NotSelectedReason } from './application-status.js';

/** Limits shared with firestore.rules. */
export const PIPELINE_LIMITS = {
  interviewPlace: 200,
  /** How far ahead an interview may be set, in days. */
  interviewDaysAhead: 366,
  alertsPerSeeker: 10,
  alertWords: 10,
  alertWordLength: 20,
  alertQuery: 100,
  maxSalary: 999_999_999,
} as const;

/**
 * Whether an employer may move an application from `from` to `to`: forward
 * along Applied, Viewed, Shortlisted, Interview, Offered, Hired (steps may be
 * skipped, e.g. Shortlisted without Viewed), or to Not selected from any
 * state before Hired. Never back, never to the same status.
 */
export function canChangeStatus(from: string, to: string): boolean {
  const a = FORWARD.indexOf(from as ApplicationStatus);
  if (a < 0) return false;
  if (to === 'Not selected') return a < FORWARD.indexOf('Hired');
  const b = FORWARD.indexOf(to as ApplicationStatus);
  return b > a;
}

/** The status of a stored application: one without any (an old client's) is Applied. */
export function statusOf(application: { status?: unknown }): ApplicationStatus {
  const status = application.status;
  return (APPLICATION_STATUSES as readonly unknown[]).includes(status) ? (status as ApplicationStatus) : INITIAL_STATUS;
}

export interface Interview {
  at: Date;
  phoneCall: boolean;
  /** Where; '' for a phone call. */
  place: string;
}

/** The interview an employer sets with the Interview status (a form, or the API's JSON). */
export const interviewInputSchema = z
  .object({
    // A time without a zone ('2026-11-28T11:00') is India's (india-time.ts); an ISO moment is itself.
    at: z.preprocess(
      (value) => (typeof value === 'string' && isWallClockTime(value) ? (fromIndiaTime(value) ?? new Date(Number.NaN)) : value),
      z.coerce.date({ message: problem('applications.interviewWhenRequired') }),
    ),
    phoneCall: z.boolean().default(false),
    place: z.string().trim().max(PIPELINE_LIMITS.interviewPlace, problem('applications.interviewPlaceTooLong')).default(''),
  })
  .strict()
  .superRefine((interview, ctx) => {
    if (Number.isNaN(interview.at.getTime())) ctx.addIssue({ code: 'custom', path: ['at'], message: problem('applications.interviewWhenRequired') });
    if (!interview.phoneCall && interview.place === '')
      ctx.addIssue({ code: 'custom', path: ['place'], message: problem('applications.interviewPlaceRequired') });
    if (interview.phoneCall && interview.place !== '')
      ctx.addIssue({ code: 'custom', path: ['place'], message: problem('applications.interviewPhoneNoPlace') });
  });

/** A status change as an employer asks for it (PUT /api/applications/{id}/status, the browser's form). */
export const statusChangeSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { message: problem('applications.statusUnknown') }),
    interview: interviewInputSchema.optional(),
    reason: z.union([z.enum(NOT_SELECTED_REASONS), z.literal('')], { message: problem('applications.notSelectedReasonUnknown') }).default(''),
  })
  .strict()
  .superRefine((change, ctx) => {
    if (change.status === 'Interview' && !change.interview)
      ctx.addIssue({ code: 'custom', path: ['interview'], message: problem('applications.interviewWhenRequired') });
    if (change.status !== 'Interview' && change.interview)
      ctx.addIssue({ code: 'custom', path: ['interview'], message: problem('applications.interviewOnlyWithStatus') });
    if (change.status !== 'Not selected' && change.reason !== '')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: problem('applications.reasonOnlyWithNotSelected') });
  });
export type StatusChange = z.output<typeof statusChangeSchema>;
export type StatusChangeInput = z.input<typeof statusChangeSchema>;

/**
 * Why this change cannot be made to an application in status `from` at
 * `now`, as a problem (problems.ts: its code and values); null when it can. (The rules say the same.)
 */
export function statusChangeProblem(from: string, change: StatusChange, now: Date = new Date()): string | null {
  if (!canChangeStatus(from, change.status)) return problem('applications.statusChangeNotAllowed', { from, to: change.status });
  if (change.interview) {
    const at = change.interview.at.getTime();
    if (at <= now.getTime()) return problem('applications.interviewInPast');
    if (at > now.getTime() + PIPELINE_LIMITS.interviewDaysAhead * 86_400_000) return problem('applications.interviewTooFar');
  }
  return null;
}

/**
 * The fields a status change writes onto `applications/{id}` (what the rules
 * allow the job's employer): the status, its time in `statusHistory` (a map
 * status -> time: each status is reached at most once, and a server
 * timestamp may stand in a map, never in an array), the interview with
 * Interview, the reason with Not selected. `at` is the time to record: the
 * browser passes serverTimestamp(), the Admin SDK FieldValue.serverTimestamp().
 */
export function statusChangeFields<T>(change: StatusChange, at: T): Record<string, unknown> {
  const fields: Record<string, unknown> = { status: change.status, [`statusHistory.${change.status}`]: at };
  if (change.status === 'Interview' && change.interview) fields.interview = { ...change.interview };
  if (change.status === 'Not selected') fields.notSelectedReason = change.reason;
  return fields;
}

/** The stored interview. */
export const interviewSchema = z.object({ at: z.date(), phoneCall: z.boolean(), place: z.string() });

/** A job's applicants by status, `jobStats/{jobId}` (the applications trigger's). */
export const jobStatsSchema = z.object({
  jobId: z.string(),
  employerId: z.string(),
  total: z.number(),
  counts: z.record(z.string(), z.number()),
  updatedAt: z.date(),
});
export type JobStats = z.infer<typeof jobStatsSchema>;

// ---- Notifications -----------------------------------------------------------

export const NOTIFICATION_KINDS = ['status', 'application', 'alert', 'invitation', 'companyNameTaken'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `notifications/{id}`: written by triggers only; its user reads it and sets `read`. */
export const notificationSchema = z.object({
  userId: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /**
   * What the title and body were written from, so the bell writes them
   * again in the reader's language: job title, company, applicant, status, city,
   * reason, interview time (ISO) and place. Older notifications have none.
   */
  params: z.record(z.string(), z.string()).default({}),
  jobId: z.string(),
  applicationId: z.string().default(''),
  alertId: z.string().default(''),
  read: z.boolean(),
  createdAt: z.date(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** The page each kind of notification leads to (the routes of web/src/lib/util/paths.ts). */
export const NOTIFICATION_LINKS: Readonly<Record<NotificationKind, string>> = {
  status: '/my-applications',
  application: '/Application',
  alert: '/jobs',
  invitation: '/my-applications',
  companyNameTaken: '/posted-jobs',
};

/** Deterministic ids: a trigger that runs twice creates the same document, once. */
export const notificationIds = {
  status: (applicationId: string, status: string) => `status_${applicationId}_${status.replace(/\s+/g, '-')}`,
  application: (applicationId: string) => `application_${applicationId}`,
  /** One per seeker and job, however many of their alerts the job matches: one event, one mail. */
  alert: (userId: string, jobId: string) => `alert_${userId}_${jobId}`,
  /** One per invitation (one per seeker and job). */
  invitation: (invitationId: string) => `invitation_${invitationId}`,
  /** One per job taken down for carrying a verified employer's company name. */
  companyNameTaken: (jobId: string) => `companyNameTaken_${jobId}`,
};

// ---- Saved jobs --------------------------------------------------------------

/** What a saved job keeps of its job, so the page shows it after the job closes. */
export const SAVED_JOB_COPIED = ['jobTitle', 'companyName', 'city', 'salary'] as const;

/** `savedJobs/{uid}_{jobId}`. jobStatus follows the job (the jobs trigger): Active, Inactive, or Deleted. */
export const savedJobSchema = z.object({
  userId: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  city: z.string(),
  salary: z.string(),
  jobStatus: z.string(),
  savedAt: z.date(),
});
export type SavedJob = z.infer<typeof savedJobSchema>;

export function savedJobId(uid: string, jobId: string): string {
  return `${uid}_${jobId}`;
}

/** The fields a seeker writes to save a job (besides savedAt: the server time). */
export function savedJobFields(uid: string, jobId: string, job: { title?: string; jobRole: string; companyName: string; city: string; salary: string }) {
  return { userId: uid, jobId, jobTitle: job.title || job.jobRole, companyName: job.companyName, city: job.city, salary: job.salary, jobStatus: 'Active' };
}

// ---- Job alerts --------------------------------------------------------------

/** One of a seeker's 10 alert slots: `jobAlerts/{uid}_{0..9}`, so the rules bound the count by the id. */
export function alertId(uid: string, slot: number): string {
  return `${uid}_${slot}`;
}

export const jobAlertSchema = z.object({
  userId: z.string(),
  q: z.string(),
  words: z.array(z.string()),
  degree: z.string(),
  trade: z.string(),
  // Alerts saved before all of India had no state: any state, or their district's.
  state: z.string().default(''),
  city: z.string(),
  minSalary: z.number(),
  key: z.string(),
  createdAt: z.date(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

// ---- The resume kept on the profile ----------------------------------------------

/** A job seeker's one default resume in Storage (storage.rules). */
export function profileResumePath(uid: string): string {
  return `profileResumes/${uid}/resume`;
}
