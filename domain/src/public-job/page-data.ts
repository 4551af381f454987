/**
 * What a job's public page at /job/{jobId} shows to anyone, signed in or not:
 * which jobs have a page, the page's address, and the data the server puts
 * into the page for the web app to read back.
 */
import { z } from 'zod';
import { CHARGEABLE_OPTIONS } from '../choices.js';
import { parseSalary } from '../helpers.js';
import { isListedForSeekers } from '../job.js';
import type { Job, JobWithId } from '../schemas.js';

export const SITE_NAME_PUBLIC = 'JobSearch India';

/** The picture link previews show (og:image): the site's own, a file of web/public, 1200 by 630 pixels. */
export const PUBLIC_PAGE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The path of a job's public page. */
export function publicJobPath(jobId: string): string {
  return `/job/${encodeURIComponent(jobId)}`;
}

/** The query parameter that opens a job page's Apply at once: where sign-up or login returns a visitor who tapped Apply. */
export const OPEN_APPLY_PARAM = 'apply';

/** A job's public page with its Apply opened. */
export function publicJobApplyPath(jobId: string): string {
  return `${publicJobPath(jobId)}?${OPEN_APPLY_PARAM}=1`;
}

/** The query parameter that opens /login on its sign-up form (a visitor's Apply: most have no account yet). */
export const SIGN_UP_PARAM = 'signup';

/** Where a visitor's Apply goes: sign-up (with "Already have an account? Log in"), then back to the job with Apply open. */
export function publicJobSignUpPath(jobId: string): string {
  return `/login?${new URLSearchParams({ next: publicJobApplyPath(jobId), [SIGN_UP_PARAM]: '1' }).toString()}`;
}

/** A job id as Firestore's auto ids and the seed's are: anything else is answered 404 without a read. */
export function isWellFormedJobId(jobId: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(jobId);
}

/**
 * Whether a job's public page shows it: Active and not waiting for an admin
 * after reports (the seekers' list leaves those out too). Any other job is closed (410).
 */
export function isPublicJob(job: Pick<Job, 'status' | 'hiddenByReports'>): boolean {
  return job.status === 'Active' && isListedForSeekers(job);
}

/**
 * What the page shows to anyone. Never the contact mobile number or the
 * server's bookkeeping: this goes into HTML any visitor (and any crawler)
 * reads; a signed-in user's app reads the number itself. The employer's uid
 * is there only as the id of their company page (public-job/company-page.ts).
 */
export const publicJobSchema = z.object({
  jobId: z.string(),
  companyName: z.string(),
  /** The company page's id: the employer's uid ('' in a page written before company pages). */
  companyId: z.string().default(''),
  role: z.string(),
  jobShift: z.string(),
  jobType: z.string(),
  salary: z.string(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  state: z.string(),
  city: z.string(),
  location: z.string(),
  degree: z.string(),
  trade: z.string(),
  experience: z.string(),
  description: z.string(),
  gender: z.string(),
  charges: z.enum(CHARGEABLE_OPTIONS),
  /** YYYY-MM-DD, the posting date in India. */
  date: z.string(),
  employerVerified: z.boolean(),
  /** Whether the job has a contact number, which only signed-in users see. */
  hasMobileNumber: z.boolean(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/**
 * What the server's page carries for the app in a JSON data block (id
 * PUBLIC_PAGE_DATA_ID): the page's job (or that it is closed or unknown) and
 * the similar open jobs, so the app shows the same without reading Firestore.
 */
export const PUBLIC_PAGE_DATA_ID = 'public-job-data';
export const publicPageDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job'), job: publicJobSchema, similar: z.array(publicJobSchema) }),
  z.object({ kind: z.literal('closed'), jobId: z.string(), similar: z.array(publicJobSchema) }),
  z.object({ kind: z.literal('notFound'), jobId: z.string(), similar: z.array(publicJobSchema) }),
]);
export type PublicPageData = z.infer<typeof publicPageDataSchema>;

/** The role as cards show it: the role, else the listing title, else a generic name. */
export function roleOf(job: Pick<Job, 'jobRole' | 'title'>): string {
  return job.jobRole.trim() || job.title.trim() || 'Job opening';
}

/** `hasMobileNumber`: whether the job's private contact holds a number (the page says so, never the number). */
export function toPublicJob(job: JobWithId, hasMobileNumber = false): PublicJob {
  const salary = job.salaryMin != null && job.salaryMax != null ? { min: job.salaryMin, max: job.salaryMax } : parseSalary(job.salary);
  return {
    jobId: job.jobId,
    companyName: job.companyName,
    companyId: job.employerId,
    role: roleOf(job),
    jobShift: job.jobShift,
    jobType: job.jobType,
    salary: job.salary,
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    state: job.state,
    city: job.city,
    location: job.location,
    degree: job.degree,
    trade: job.trade,
    experience: job.experience,
    description: job.description,
    gender: job.gender,
    charges: job.charges,
    date: job.date,
    employerVerified: job.employerVerified,
    hasMobileNumber,
  };
}
