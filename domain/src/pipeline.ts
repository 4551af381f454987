/**
 * The hiring pipeline: an application's status and its history,
 * the notifications the triggers write, saved jobs and job alerts. Pure: the
 * rules (firestore.rules) repeat the lists and limits here; change them together.
 */
import { z } from 'zod';
import { CITIES_BY_STATE, DEGREES, STATES, stateOfDistrict } from './choices.js';
import { searchTokens, tradesFor } from './helpers.js';
import { fromIndiaTime, isWallClockTime } from './india-time.js';
import { problem } from './problems.js';

// ---- Application status ------------------------------------------------------

/** The forward path of an application, then the one side exit. */
export const APPLICATION_STATUSES = ['Applied', 'Viewed', 'Shortlisted', 'Interview', 'Offered', 'Hired', 'Not selected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The status of a new application, and of an old one stored without any. */
export const INITIAL_STATUS: ApplicationStatus = 'Applied';
const FORWARD: readonly ApplicationStatus[] = ['Applied', 'Viewed', 'Shortlisted', 'Interview', 'Offered', 'Hired'];

/** The optional reasons an employer gives with Not selected. */
export const NOT_SELECTED_REASONS = [
  'Position filled',
  'Experience does not match',
  'Qualification does not match',
  'Location does not match',
  'Did not attend the interview',
  'Other',
] as const;
export type NotSelectedReason = (typeof NOT_SELECTED_REASONS)[number];

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

export const NOTIFICATION_KINDS = ['status', 'application', 'alert', 'invitation'] as const;
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
};

/** Deterministic ids: a trigger that runs twice creates the same document, once. */
export const notificationIds = {
  status: (applicationId: string, status: string) => `status_${applicationId}_${status.replace(/\s+/g, '-')}`,
  application: (applicationId: string) => `application_${applicationId}`,
  /** One per seeker and job, however many of their alerts the job matches: one event, one mail. */
  alert: (userId: string, jobId: string) => `alert_${userId}_${jobId}`,
  /** One per invitation (one per seeker and job). */
  invitation: (invitationId: string) => `invitation_${invitationId}`,
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

/** The /jobs filters an alert saves. */
export const alertInputSchema = z
  .object({
    q: z.string().trim().max(PIPELINE_LIMITS.alertQuery, problem('jobs.alertQueryTooLong')).default(''),
    degree: z.union([z.enum(DEGREES), z.literal('')], { message: problem('jobs.alertInvalidFilter') }).default(''),
    trade: z.string().default(''),
    state: z.union([z.enum(STATES), z.literal('')], { message: problem('jobs.alertInvalidFilter') }).default(''),
    city: z.string().default(''),
    minSalary: z
      .number({ message: problem('jobs.alertInvalidFilter') })
      .int(problem('jobs.alertInvalidFilter'))
      .min(0)
      .max(PIPELINE_LIMITS.maxSalary)
      .default(0),
  })
  .strict()
  .superRefine((alert, ctx) => {
    if (alert.trade && !tradesFor(alert.degree).includes(alert.trade))
      ctx.addIssue({ code: 'custom', path: ['trade'], message: problem('jobs.alertInvalidFilter') });
    // A district names its state; a district of another state than the one chosen is no filter.
    const state = alert.state || (alert.city ? stateOfDistrict(alert.city) : '');
    if (alert.city && (!state || !CITIES_BY_STATE[state].includes(alert.city)))
      ctx.addIssue({ code: 'custom', path: ['city'], message: problem('jobs.alertInvalidFilter') });
    if (alertWords(alert.q).length === 0 && !alert.degree && !alert.state && !alert.city && alert.minSalary === 0)
      ctx.addIssue({ code: 'custom', path: ['_'], message: problem('jobs.alertNeedsFilter') });
    if (alertWords(alert.q).length > PIPELINE_LIMITS.alertWords) ctx.addIssue({ code: 'custom', path: ['q'], message: problem('jobs.alertQueryTooLong') });
  });
export type AlertInput = z.output<typeof alertInputSchema>;

/** The search words of an alert as the jobs list reads them: distinct tokens cut at 20, longest first. */
export function alertWords(q: string): string[] {
  const tokens = [...new Set(searchTokens(q).map((t) => t.slice(0, PIPELINE_LIMITS.alertWordLength)))];
  return tokens.sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/**
 * The alert's most selective filter as one indexed string: a trade (with its
 * degree), else the district, else its longest search word, else the state, else the degree,
 * else only a minimum salary ('salary'). A new job's candidate alerts are
 * those whose key is one of the job's (alertKeysOfJob), plus the 'salary'
 * ones at or below its salaryMax. firestore.rules compute the same key.
 */
export function alertKey(alert: { degree: string; trade: string; state: string; city: string; words: readonly string[] }): string {
  if (alert.trade !== '') return `trade:${alert.degree}/${alert.trade}`;
  if (alert.city !== '') return `city:${alert.city}`;
  if (alert.words.length > 0) return `word:${alert.words[0]}`;
  if (alert.state !== '') return `state:${alert.state}`;
  if (alert.degree !== '') return `degree:${alert.degree}`;
  return 'salary';
}

/** The alert document a seeker writes (besides createdAt: the server time). */
export function alertFields(uid: string, input: AlertInput) {
  const words = alertWords(input.q);
  const state = input.state || (input.city ? (stateOfDistrict(input.city) ?? '') : '');
  return {
    userId: uid,
    q: input.q,
    words,
    degree: input.degree,
    trade: input.trade,
    state,
    city: input.city,
    minSalary: input.minSalary,
    key: alertKey({ ...input, state, words }),
  };
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

interface AlertableJob {
  degree: string;
  trade: string;
  state: string;
  city: string;
  keywords: readonly string[];
  salaryMax: number | null;
}

/** Every key an alert matching this job could have, except 'salary' (queried by range). */
export function alertKeysOfJob(job: AlertableJob): string[] {
  const keys = [`city:${job.city}`, `state:${job.state}`, ...job.keywords.map((k) => `word:${k}`)];
  if (job.degree) keys.unshift(`degree:${job.degree}`);
  if (job.trade) keys.unshift(`trade:${job.degree}/${job.trade}`);
  return [...new Set(keys)];
}

/** Whether a job matches every filter of an alert (as /jobs would list it for those filters). */
export function alertMatchesJob(alert: Pick<JobAlert, 'degree' | 'trade' | 'state' | 'city' | 'minSalary' | 'words'>, job: AlertableJob): boolean {
  if (alert.degree && alert.degree !== job.degree) return false;
  if (alert.trade && alert.trade !== job.trade) return false;
  if (alert.state && alert.state !== job.state) return false;
  if (alert.city && alert.city !== job.city) return false;
  if (alert.minSalary > 0 && (job.salaryMax === null || job.salaryMax < alert.minSalary)) return false;
  const keywords = new Set(job.keywords);
  return alert.words.every((w) => keywords.has(w));
}

// ---- The resume kept on the profile ----------------------------------------------

/** A job seeker's one default resume in Storage (storage.rules). */
export function profileResumePath(uid: string): string {
  return `profileResumes/${uid}/resume`;
}
