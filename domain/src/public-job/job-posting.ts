/**
 * The schema.org JobPosting (JSON-LD) of a job's public page, with every
 * property Google requires and recommends that we have.
 *
 * Google's list (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * required datePosted, description, hiringOrganization, jobLocation, title;
 * recommended applicantLocationRequirements, baseSalary, directApply,
 * employmentType, identifier, jobLocationType, validThrough.
 */
import { z } from 'zod';
import { JOB_TYPES } from '../choices.js';
import { escapeHtml } from '../html.js';
import { publicJobPath, SITE_NAME_PUBLIC, type PublicJob } from './page-data.js';

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

/**
 * Google wants the description as HTML: the employer's text (escaped, its
 * lines kept) and the facts a seeker filters by.
 */
function postingDescription(job: PublicJob): string {
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  const facts = [
    ['Job type', job.jobType],
    ['Shift', job.jobShift],
    ['Experience', job.experience],
    ['Education', [job.degree, job.trade].filter(Boolean).join(', ')],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `<li>${label}: ${escapeHtml(value!)}</li>`);
  if (paragraphs.length === 0) paragraphs.push(`<p>${escapeHtml(`${job.role} at ${job.companyName}.`)}</p>`);
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
