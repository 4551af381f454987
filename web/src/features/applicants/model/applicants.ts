/** Pure pieces of the employer's Applications screen (unit tested). */
import { problem } from '@jobsearch/domain/problems';
import {
  APPLICATION_STATUSES,
  canChangeStatus,
  INITIAL_STATUS,
  statusChangeProblem,
  statusChangeSchema,
  statusOf,
  type ApplicationStatus,
  type StatusChange,
} from '@jobsearch/domain/pipeline';

export const APPLICANTS_PAGE_SIZE = 50;

// What View does with a resume link: shared with the admin's Applications tab, so it lives in lib/.
export { resumeAction } from '../../../lib/entities/resume-link';

export interface JobOption {
  jobId: string;
  label: string;
}

/**
 * Options of the job filter: the job's title (or role), with the company and
 * posting date added when two jobs would read the same.
 */
export function jobOptions(
  jobs: readonly { jobId: string; title: string; jobRole: string; companyName: string; date: string }[],
  /** The words, in the chosen language; English by default. */
  words: { untitled: string; named: (title: string, company: string, date: string) => string; role?: (role: string) => string } = {
    untitled: 'Untitled job',
    named: (title, company, date) => `${title} — ${company}, ${date}`,
  },
): JobOption[] {
  const role = words.role ?? ((text: string) => text);
  const base = (j: (typeof jobs)[number]) => (j.title || j.jobRole ? role(j.title || j.jobRole) : words.untitled);
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(base(job), (counts.get(base(job)) ?? 0) + 1);
  return jobs.map((job) => ({
    jobId: job.jobId,
    label: (counts.get(base(job)) ?? 0) > 1 ? words.named(base(job), job.companyName, job.date) : base(job),
  }));
}

// ---- The hiring pipeline ----------------------------------------

/** The status filter's choices: '' is every status. */
export type StatusFilter = ApplicationStatus | '';
export const STATUS_FILTERS: readonly StatusFilter[] = ['', ...APPLICATION_STATUSES];

/**
 * The status the Firestore query filters on, or null. Applied is not queried:
 * an application stored without a status (every one made before the hiring pipeline, and
 * every new one: newApplicationFields writes none) is Applied, and Firestore
 * cannot ask for a missing field; Applied rows are picked out of the unfiltered
 * page instead (rowsWithStatus).
 */
export function queriedStatus(filter: StatusFilter): ApplicationStatus | null {
  return filter === '' || filter === INITIAL_STATUS ? null : filter;
}

/**
 * The Applications query as data (use-applicants.ts builds it; npm run bench
 * times the same): applications where employerId == uid [and jobId] [and
 * status], newest first, one more than the page to tell whether more follow.
 */
export function applicantsQueryDescription(employerId: string, jobId: string | null, max: number, status: ApplicationStatus | null) {
  const filters: [field: string, value: string][] = [['employerId', employerId]];
  if (jobId) filters.push(['jobId', jobId]);
  if (status) filters.push(['status', status]);
  return { collection: 'applications', filters, orderBy: 'createdAt' as const, direction: 'desc' as const, limit: max + 1 };
}

/** The rows the filter shows, of those the query read. */
export function rowsWithStatus<T extends { status?: unknown }>(rows: readonly T[], filter: StatusFilter): readonly T[] {
  return filter === '' ? rows : rows.filter((row) => statusOf(row) === filter);
}

/** The moves the control offers from a status: exactly those firestore.rules allow (canChangeStatus). */
export function nextStatuses(from: ApplicationStatus): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((to) => canChangeStatus(from, to));
}

/** The moves that ask for more first: Interview (when and where), Not selected (an optional reason). */
export function asksDetails(to: ApplicationStatus): to is 'Interview' | 'Not selected' {
  return to === 'Interview' || to === 'Not selected';
}

/** Opening an applicant's row or resume marks them Viewed, the first time: only from Applied. */
export function shouldMarkViewed(application: { status?: unknown }): boolean {
  return statusOf(application) === INITIAL_STATUS;
}

/** The Interview dialog's fields as typed: a datetime-local value, the phone-call box, the place. */
export interface InterviewForm {
  when: string;
  phoneCall: boolean;
  place: string;
}

export type CheckedChange = { ok: true; change: StatusChange } | { ok: false; errors: Partial<Record<'when' | 'place' | '_', string>> };

/**
 * A move as the control asks for it, checked as the rules will check it
 * (statusChangeSchema, then statusChangeProblem at `now`): the change to
 * write, or the problems per field (codes the screen writes in the chosen language). `when` is the browser's local
 * time (datetime-local).
 */
export function checkStatusChange(
  from: ApplicationStatus,
  to: ApplicationStatus,
  details: { interview?: InterviewForm; reason?: string },
  now: Date = new Date(),
): CheckedChange {
  const interview = to === 'Interview' && details.interview ? details.interview : undefined;
  if (interview && interview.when.trim() === '') return { ok: false, errors: { when: problem('applications.interviewWhenRequired') } };
  const parsed = statusChangeSchema.safeParse({
    status: to,
    ...(interview ? { interview: { at: new Date(interview.when), phoneCall: interview.phoneCall, place: interview.phoneCall ? '' : interview.place } } : {}),
    ...(to === 'Not selected' ? { reason: details.reason ?? '' } : {}),
  });
  if (!parsed.success) {
    const errors: Partial<Record<'when' | 'place' | '_', string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.includes('place') ? 'place' : issue.path.includes('at') || issue.path.includes('interview') ? 'when' : '_';
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const refused = statusChangeProblem(from, parsed.data, now);
  if (refused) return { ok: false, errors: parsed.data.interview ? { when: refused } : { _: refused } };
  return { ok: true, change: parsed.data };
}
