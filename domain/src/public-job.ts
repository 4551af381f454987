/**
 * Public job pages (issue 22 part 2): what a job's page at /job/{jobId} shows
 * to anyone, signed in or not, and what it tells WhatsApp and Google: the
 * page model, the preview texts, and the schema.org JobPosting (JSON-LD) with
 * every property Google requires and recommends that we have. Pure: the
 * function renders it into HTML, the web app reads it back from the page.
 *
 * Google's list (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * required datePosted, description, hiringOrganization, jobLocation, title;
 * recommended applicantLocationRequirements, baseSalary, directApply,
 * employmentType, identifier, jobLocationType, validThrough.
 */
import { z } from 'zod';
import { CHARGEABLE_OPTIONS, GENDERS, JOB_TYPES } from './choices.js';
import { formatSalary, parseSalary } from './helpers.js';
import { isListedForSeekers } from './job.js';
import type { Job, JobWithId } from './schemas.js';

export const SITE_NAME_PUBLIC = 'JobSearch India';

/** The path of a job's public page. */
export function publicJobPath(jobId: string): string {
  return `/job/${encodeURIComponent(jobId)}`;
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
 * What the page shows to anyone. Never the contact mobile number, the
 * employer's uid or the server's bookkeeping: this goes into HTML any visitor
 * (and any crawler) reads; a signed-in user's app reads the number itself.
 */
export const publicJobSchema = z.object({
  jobId: z.string(),
  companyName: z.string(),
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

/** "Fitter at Tata Motors, Pune": the page's title (before " · JobSearch India") and og:title. */
export function publicJobHeadline(job: Pick<PublicJob, 'role' | 'companyName' | 'city'>): string {
  return `${job.role} at ${job.companyName}${job.city ? `, ${job.city}` : ''}`;
}

/** The meta and og description: role, company, city, salary and type, then the start of the description; at most 160 characters. */
export function publicJobSummary(job: PublicJob): string {
  const salary = formatSalary(job);
  const facts = [
    `${job.role} at ${job.companyName}${job.city ? ` in ${job.city}, ${job.state}` : ''}.`,
    salary ? `Salary ${salary} a month.` : '',
    [job.jobType, job.jobShift].filter(Boolean).join(', ') ? `${[job.jobType, job.jobShift].filter(Boolean).join(', ')}.` : '',
    job.description.replace(/\s+/g, ' ').trim(),
  ]
    .filter(Boolean)
    .join(' ');
  return facts.length <= 160 ? facts : `${facts.slice(0, 159).trimEnd()}\u2026`;
}

/** Gender preference by its label ('Other' reads 'Any'). */
export function publicGenderLabel(gender: string): string {
  if (!gender) return 'Any';
  return GENDERS.find((g) => g.value === gender)?.label ?? gender;
}

/** A fact's value: the job's own text, or a catalogue text (jobPage namespace) the screen translates. */
export type PublicFactValue = { text: string } | { key: 'notSpecified' | 'notDisclosed' | 'anyGender' } | { key: 'salaryPerMonth'; salary: string };
export type PublicFactLabel = 'companyName' | 'jobRole' | 'jobShift' | 'location' | 'jobType' | 'salary' | 'experience' | 'gender' | 'education' | 'chargeable';

/**
 * A job's facts in the details dialog's order, labelled by their jobPage
 * catalogue keys; the server's HTML and the app's page draw the same rows. The
 * mobile number is not among them: only the signed-in app shows it.
 */
export function publicJobFacts(job: PublicJob): [PublicFactLabel, PublicFactValue][] {
  const or = (value: string): PublicFactValue => (value.trim() ? { text: value.trim() } : { key: 'notSpecified' });
  const salary = formatSalary(job);
  return [
    ['companyName', { text: job.companyName }],
    ['jobRole', { text: job.role }],
    ['jobShift', or(job.jobShift)],
    [
      'location',
      or(
        [job.location, job.city, job.state]
          .map((p) => p.trim())
          .filter(Boolean)
          .join(', '),
      ),
    ],
    ['jobType', or(job.jobType)],
    ['salary', salary ? { key: 'salaryPerMonth', salary } : { key: 'notDisclosed' }],
    ['experience', or(job.experience)],
    ['gender', job.gender ? { text: publicGenderLabel(job.gender) } : { key: 'anyGender' }],
    ['education', or([job.degree, job.trade].filter(Boolean).join(' \u00b7 '))],
    ['chargeable', { text: job.charges }],
  ];
}

// ---- schema.org JobPosting ---------------------------------------------------------

/** Google's employmentType values. */
export const GOOGLE_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const;
export type GoogleEmploymentType = (typeof GOOGLE_EMPLOYMENT_TYPES)[number];

/**
 * Our job types say where the work is done, not its hours or contract
 * (docs/decisions.md, "Public job pages"): every job of the spec is a salaried
 * position paid by the month, so each is FULL_TIME; Work From Home is also
 * jobLocationType TELECOMMUTE, open to applicants in India. A type we do not
 * know (old free text) is OTHER.
 */
export const EMPLOYMENT_TYPE_BY_JOB_TYPE: Readonly<Record<(typeof JOB_TYPES)[number], GoogleEmploymentType>> = {
  'Field Job': 'FULL_TIME',
  'Office Job': 'FULL_TIME',
  'Work From Home': 'FULL_TIME',
  'Industry Job': 'FULL_TIME',
};

export function employmentTypeOf(jobType: string): GoogleEmploymentType {
  return (EMPLOYMENT_TYPE_BY_JOB_TYPE as Record<string, GoogleEmploymentType>)[jobType] ?? 'OTHER';
}

/** How long Google may show an Active job without fetching its page again (days from now), and at least from posting. */
export const JOB_POSTING_VALID_DAYS = { afterPosting: 30, afterServing: 7 } as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoDateTime = z.iso.datetime({ offset: true });

/** The JobPosting shape Google reads, as we emit it (strict: a misspelt property fails). */
export const jobPostingSchema = z
  .object({
    '@context': z.literal('https://schema.org/'),
    '@type': z.literal('JobPosting'),
    title: z.string().min(1),
    description: z.string().min(1),
    datePosted: isoDate,
    validThrough: isoDateTime,
    employmentType: z.enum(GOOGLE_EMPLOYMENT_TYPES),
    hiringOrganization: z.object({ '@type': z.literal('Organization'), name: z.string().min(1) }).strict(),
    jobLocation: z
      .object({
        '@type': z.literal('Place'),
        address: z
          .object({
            '@type': z.literal('PostalAddress'),
            streetAddress: z.string().min(1).optional(),
            addressLocality: z.string().min(1),
            addressRegion: z.string().min(1),
            addressCountry: z.literal('IN'),
          })
          .strict(),
      })
      .strict(),
    jobLocationType: z.literal('TELECOMMUTE').optional(),
    applicantLocationRequirements: z
      .object({ '@type': z.literal('Country'), name: z.literal('India') })
      .strict()
      .optional(),
    baseSalary: z
      .object({
        '@type': z.literal('MonetaryAmount'),
        currency: z.literal('INR'),
        value: z.union([
          z.object({ '@type': z.literal('QuantitativeValue'), value: z.number().positive(), unitText: z.literal('MONTH') }).strict(),
          z
            .object({
              '@type': z.literal('QuantitativeValue'),
              minValue: z.number().positive(),
              maxValue: z.number().positive(),
              unitText: z.literal('MONTH'),
            })
            .strict(),
        ]),
      })
      .strict()
      .optional(),
    directApply: z.boolean(),
    identifier: z.object({ '@type': z.literal('PropertyValue'), name: z.string().min(1), value: z.string().min(1) }).strict(),
    url: z.url(),
  })
  .strict();
export type JobPosting = z.infer<typeof jobPostingSchema>;

const escapeHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Google wants the description as HTML: the employer's text (escaped, its
 * lines kept) and the facts a seeker filters by.
 */
function postingDescription(job: PublicJob): string {
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtmlText(p).replace(/\n/g, '<br>')}</p>`);
  const facts = [
    ['Job type', job.jobType],
    ['Shift', job.jobShift],
    ['Experience', job.experience],
    ['Education', [job.degree, job.trade].filter(Boolean).join(', ')],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `<li>${label}: ${escapeHtmlText(value!)}</li>`);
  if (paragraphs.length === 0) paragraphs.push(`<p>${escapeHtmlText(`${job.role} at ${job.companyName}.`)}</p>`);
  return facts.length ? `${paragraphs.join('')}<ul>${facts.join('')}</ul>` : paragraphs.join('');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * validThrough: jobs here have no closing date, so the posting is valid a week
 * beyond the moment it is served, and at least 30 days after posting. A
 * closed job's page answers 410 within its 5-minute cache, which is how
 * Google learns it closed.
 */
export function validThroughOf(date: string, now: Date): string {
  const posted = Date.parse(`${date}T23:59:59+05:30`);
  const fromPosting = Number.isNaN(posted) ? 0 : posted + JOB_POSTING_VALID_DAYS.afterPosting * DAY_MS;
  const fromNow = now.getTime() + JOB_POSTING_VALID_DAYS.afterServing * DAY_MS;
  return new Date(Math.max(fromPosting, fromNow)).toISOString();
}

/** The schema.org JobPosting of an Active job's page (`siteUrl` without a trailing slash). */
export function jobPostingJsonLd(job: PublicJob, siteUrl: string, now: Date = new Date()): JobPosting {
  const address = {
    '@type': 'PostalAddress' as const,
    ...(job.location.trim() ? { streetAddress: job.location.trim() } : {}),
    addressLocality: job.city,
    addressRegion: job.state,
    addressCountry: 'IN' as const,
  };
  const salary =
    job.salaryMin != null && job.salaryMax != null && job.salaryMin > 0
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount' as const,
            currency: 'INR' as const,
            value:
              job.salaryMin === job.salaryMax
                ? { '@type': 'QuantitativeValue' as const, value: job.salaryMin, unitText: 'MONTH' as const }
                : { '@type': 'QuantitativeValue' as const, minValue: job.salaryMin, maxValue: job.salaryMax, unitText: 'MONTH' as const },
          },
        }
      : {};
  const remote =
    job.jobType === 'Work From Home'
      ? { jobLocationType: 'TELECOMMUTE' as const, applicantLocationRequirements: { '@type': 'Country' as const, name: 'India' as const } }
      : {};
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.role,
    description: postingDescription(job),
    datePosted: job.date,
    validThrough: validThroughOf(job.date, now),
    employmentType: employmentTypeOf(job.jobType),
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    jobLocation: { '@type': 'Place', address },
    ...remote,
    ...salary,
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME_PUBLIC, value: job.jobId },
    url: `${siteUrl}${publicJobPath(job.jobId)}`,
  };
}

/**
 * JSON for inside a `<script>` element: `<`, `>`, `&` and the two line
 * separators JavaScript once refused are written as \u escapes, so no job
 * text can close the element (`</script>`) or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// ---- Similar open jobs -------------------------------------------------------------

export const SIMILAR_JOBS_LIMIT = 5;

/** Up to five open jobs like the one asked for: those of the same type and city first, then either; no duplicates, never the job itself. */
export function pickSimilarJobs<T extends { jobId: string; jobType: string; city: string }>(
  like: { jobId?: string; jobType?: string; city?: string },
  candidates: readonly T[],
): T[] {
  const seen = new Set<string>(like.jobId ? [like.jobId] : []);
  const score = (job: T) => (job.jobType === like.jobType ? 1 : 0) + (job.city === like.city ? 1 : 0);
  const ranked = candidates.map((job, index) => ({ job, index, score: score(job) })).sort((a, b) => b.score - a.score || a.index - b.index);
  const picked: T[] = [];
  for (const { job } of ranked) {
    if (seen.has(job.jobId)) continue;
    seen.add(job.jobId);
    picked.push(job);
    if (picked.length === SIMILAR_JOBS_LIMIT) break;
  }
  return picked;
}
