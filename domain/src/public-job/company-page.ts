/**
 * A company's public page at /company/{companyId}: the employer's company
 * name, the "Verified employer" mark, district, the About the employer writes
 * on Profile, and its open jobs, for anyone, signed in or not, and for Google
 * (Organization JSON-LD). The company id is the employer's uid, which every
 * job a seeker reads already carries as employerId.
 */
import { z } from 'zod';
import { FIELD_PROBLEMS } from '../problems.js';
import { LIMITS, type JobWithId } from '../schemas.js';
import type { Translate } from '../i18n/translate.js';
import { choiceLabel } from '../i18n/choice-label.js';
import { isPublicJob, isWellFormedJobId, publicJobSchema, SITE_NAME_PUBLIC, toPublicJob } from './page-data.js';

/** The open jobs a company page shows, newest first (an employer with more sees the newest). */
export const COMPANY_PAGE_JOBS_LIMIT = 50;

/** The path of a company's public page. */
export function publicCompanyPath(companyId: string): string {
  return `/company/${encodeURIComponent(companyId)}`;
}

/** A company id as Firebase Auth's uids are: anything else is answered 404 without a read. */
export const isWellFormedCompanyId = isWellFormedJobId;

/** The About an employer writes on Profile (users/{uid}.companyAbout): plain text, at most LIMITS.companyAbout characters. */
export const COMPANY_ABOUT_LABEL = 'About the company';
export const companyAboutSchema = z.string().trim().max(LIMITS.companyAbout, FIELD_PROBLEMS.tooLong(COMPANY_ABOUT_LABEL, LIMITS.companyAbout));

export const publicCompanySchema = z.object({
  companyId: z.string(),
  name: z.string(),
  /** An admin verified this employer under this name (employerVerifications/{uid}). */
  verified: z.boolean(),
  /** The district and state of its newest job ('' when it has none). */
  district: z.string(),
  state: z.string(),
  about: z.string(),
  /** Its Active jobs that seekers see, newest first, at most COMPANY_PAGE_JOBS_LIMIT. */
  jobs: z.array(publicJobSchema),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** The data block of a company page (id PUBLIC_COMPANY_DATA_ID), which the app reads instead of Firestore. */
export const PUBLIC_COMPANY_DATA_ID = 'public-company-data';
export const publicCompanyDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('company'), company: publicCompanySchema }),
  z.object({ kind: z.literal('notFound'), companyId: z.string() }),
]);
export type PublicCompanyData = z.infer<typeof publicCompanyDataSchema>;

export interface CompanySources {
  companyId: string;
  /** users/{uid}.companyAbout ('' or absent for none). */
  about: string | undefined;
  /** The company name an admin verified, or null. */
  verifiedName: string | null;
  /** The employer's Active jobs, newest first (the ones reports hid are left out here). */
  activeJobs: JobWithId[];
  /** The employer's newest job of any status, read only when it has no Active job. */
  newestJob: JobWithId | null;
}

/**
 * The page's company, or null when there is nothing to name it by (an employer
 * who never posted and was never verified). Named as verified, else as its
 * newest job says; placed where its newest job is.
 */
export function companyOf(sources: CompanySources): PublicCompany | null {
  const jobs = sources.activeJobs.filter(isPublicJob);
  const newest = jobs[0] ?? sources.newestJob;
  const name = (sources.verifiedName ?? newest?.companyName ?? '').trim();
  if (!name) return null;
  return {
    companyId: sources.companyId,
    name,
    verified: sources.verifiedName !== null,
    district: newest?.city ?? '',
    state: newest?.state ?? '',
    about: (sources.about ?? '').trim().slice(0, LIMITS.companyAbout),
    jobs: jobs.slice(0, COMPANY_PAGE_JOBS_LIMIT).map((job) => toPublicJob(job)),
  };
}

/** "Tata Motors, Pune": the page's title (before " · JobSearch India") and og:title. */
export function publicCompanyHeadline(company: PublicCompany, t: Translate): string {
  return company.district ? `${company.name}, ${choiceLabel(t, 'city', company.district)}` : company.name;
}

/** The meta and og description: the number of open jobs, then the start of the About; at most 160 characters. */
export function publicCompanySummary(company: PublicCompany, t: Translate): string {
  const jobs = company.jobs.length
    ? t('jobPage.companySummary', { company: company.name, n: company.jobs.length })
    : t('jobPage.companySummaryNoJobs', { company: company.name });
  const text = [jobs, company.about.replace(/\s+/g, ' ')].filter(Boolean).join(' ');
  return text.length <= 160 ? text : `${text.slice(0, 159).trimEnd()}\u2026`;
}

/** The schema.org Organization of a company page (`siteUrl` without a trailing slash). */
export const organizationSchema = z
  .object({
    '@context': z.literal('https://schema.org/'),
    '@type': z.literal('Organization'),
    name: z.string().min(1),
    url: z.url(),
    description: z.string().min(1).optional(),
    address: z
      .object({
        '@type': z.literal('PostalAddress'),
        addressLocality: z.string().min(1),
        addressRegion: z.string().min(1),
        addressCountry: z.literal('IN'),
      })
      .strict()
      .optional(),
    identifier: z.object({ '@type': z.literal('PropertyValue'), name: z.string().min(1), value: z.string().min(1) }).strict(),
    /** "Not verified" (in the page's language) while no admin verified the employer. */
    disambiguatingDescription: z.string().min(1).optional(),
  })
  .strict();
export type Organization = z.infer<typeof organizationSchema>;

/** `notVerified`: the words the page says an unverified employer is ("Not verified"), said in the JSON-LD too. */
export function organizationJsonLd(company: PublicCompany, siteUrl: string, notVerified = 'Not verified'): Organization {
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url: `${siteUrl}${publicCompanyPath(company.companyId)}`,
    ...(company.about ? { description: company.about } : {}),
    ...(company.district && company.state
      ? { address: { '@type': 'PostalAddress' as const, addressLocality: company.district, addressRegion: company.state, addressCountry: 'IN' as const } }
      : {}),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME_PUBLIC, value: company.companyId },
    ...(company.verified ? {} : { disambiguatingDescription: notVerified }),
  };
}
