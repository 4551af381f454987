import { describe, expect, it } from 'vitest';
import {
  companyAboutSchema,
  companyOf,
  COMPANY_PAGE_JOBS_LIMIT,
  LIMITS,
  organizationJsonLd,
  organizationSchema,
  publicCompanyDataSchema,
  publicCompanyHeadline,
  publicCompanyPath,
  publicCompanySummary,
  sitemapCompaniesFromShards,
  sitemapXml,
} from '../src/index';
import { catalogTranslator } from '../src/i18n/catalog-translator';
import { english } from '../src/i18n/english';
import { problemOf } from '../src/problems';
import { shaktiWelderJob } from './stored-job';

const SITE = 'https://jobs.example.in';

const job = shaktiWelderJob;

const sources = (overrides: Partial<Parameters<typeof companyOf>[0]> = {}) => ({
  companyId: 'emp1',
  about: 'We build steel frames.\nSince 1998.',
  verifiedName: null,
  activeJobs: [job('j2'), job('j1', { city: 'Pune', companyName: 'Shakti Pune' })],
  newestJob: null,
  ...overrides,
});

describe('a company page', () => {
  it('is named and placed by its newest open job, with its open jobs newest first and its About', () => {
    const company = companyOf(sources())!;
    expect(company).toMatchObject({ companyId: 'emp1', name: 'Shakti Fabricators', verified: false, district: 'Nashik', state: 'Maharashtra' });
    expect(company.about).toBe('We build steel frames.\nSince 1998.');
    expect(company.jobs.map((j) => j.jobId)).toEqual(['j2', 'j1']);
    expect(publicCompanyDataSchema.parse({ kind: 'company', company })).toEqual({ kind: 'company', company });
  });

  it('takes the name an admin verified, with the mark', () => {
    const company = companyOf(sources({ verifiedName: 'Shakti Fabricators Pvt Ltd' }))!;
    expect(company).toMatchObject({ name: 'Shakti Fabricators Pvt Ltd', verified: true });
  });

  it('leaves out jobs hidden by reports, shows at most COMPANY_PAGE_JOBS_LIMIT, and without open jobs names itself by its newest job', () => {
    const hidden = companyOf(sources({ activeJobs: [job('j3', { hiddenByReports: true })], newestJob: job('j0', { status: 'Inactive', city: 'Pune' }) }))!;
    expect(hidden.jobs).toEqual([]);
    expect(hidden).toMatchObject({ name: 'Shakti Fabricators', district: 'Pune' });
    const many = Array.from({ length: COMPANY_PAGE_JOBS_LIMIT + 5 }, (_, i) => job(`j${i}`));
    expect(companyOf(sources({ activeJobs: many }))!.jobs).toHaveLength(COMPANY_PAGE_JOBS_LIMIT);
  });

  it('is no page for an employer with nothing to name it by', () => {
    expect(companyOf(sources({ activeJobs: [], newestJob: null }))).toBeNull();
  });

  it('has a headline, a summary of at most 160 characters, and a valid Organization in every language', () => {
    const company = companyOf(sources({ about: 'x'.repeat(300) }))!;
    expect(publicCompanyHeadline(company, english)).toBe('Shakti Fabricators, Nashik');
    expect(publicCompanySummary(company, english)).toMatch(/^Shakti Fabricators: 2 open jobs on JobSearch India\. x+…$/);
    expect(publicCompanySummary(company, english)).toHaveLength(160);
    expect(publicCompanySummary({ ...company, jobs: [], about: '' }, english)).toBe('Shakti Fabricators: no open jobs right now on JobSearch India.');
    expect(publicCompanyHeadline(company, catalogTranslator('hi'))).toBe('Shakti Fabricators, नासिक');
    expect(publicCompanySummary(company, catalogTranslator('mr'))).toMatch(/^Shakti Fabricators: JobSearch India वर 2 खुल्या नोकऱ्या\./);
    const organization = organizationSchema.parse(organizationJsonLd(company, SITE));
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Shakti Fabricators',
      url: 'https://jobs.example.in/company/emp1',
      address: { addressLocality: 'Nashik', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      identifier: { name: 'JobSearch India', value: 'emp1' },
    });
    expect(organizationSchema.parse(organizationJsonLd({ ...company, about: '', district: '', state: '' }, SITE))).not.toHaveProperty('address');
  });

  it(`takes an About of at most ${LIMITS.companyAbout} characters, trimmed`, () => {
    expect(companyAboutSchema.parse('  We weld.  ')).toBe('We weld.');
    expect(companyAboutSchema.safeParse('a'.repeat(LIMITS.companyAbout)).success).toBe(true);
    const tooLong = companyAboutSchema.safeParse('a'.repeat(LIMITS.companyAbout + 1));
    expect(tooLong.success).toBe(false);
    expect(problemOf(tooLong.error!.issues[0]!.message)).toEqual({
      code: 'validation.tooLong',
      values: { label: 'About the company', max: LIMITS.companyAbout },
    });
  });
});

describe("the sitemap's companies", () => {
  it('come from the shards and follow the jobs', () => {
    // A shard holds the jobs' entries beside the companies'.
    const shards = [{ entries: { j1: 1 }, companies: { emp1: Date.parse('2026-11-21T05:00:00Z') } }, { companies: { 'a&b': 0 } }, {}];
    const companies = sitemapCompaniesFromShards(shards);
    expect(companies).toEqual([
      { companyId: 'emp1', updatedAt: new Date('2026-11-21T05:00:00Z') },
      { companyId: 'a&b', updatedAt: new Date(0) },
    ]);
    const xml = sitemapXml(SITE, [{ jobId: 'j1', updatedAt: new Date(0) }], companies);
    expect(xml).toContain(
      '<url><loc>https://jobs.example.in/job/j1</loc><lastmod>1970-01-01T00:00:00.000Z</lastmod></url>\n<url><loc>https://jobs.example.in/company/emp1</loc><lastmod>2026-11-21T05:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://jobs.example.in/company/a%26b</loc>');
    expect(publicCompanyPath('a/b')).toBe('/company/a%2Fb');
  });
});
