import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companyOf, organizationSchema } from '@jobsearch/domain';
import { renderCompanyPage } from './company';
import { pageTemplate } from './render';
import { shaktiWelderJob } from '../../../domain/test/stored-job';

const template = pageTemplate(readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8'), null);
const options = { siteUrl: 'https://jobs.example.in', now: new Date('2026-11-23T10:00:00Z') };
const company = (verifiedName: string | null) =>
  companyOf({ companyId: 'emp1', about: '', verifiedName, activeJobs: [shaktiWelderJob('j1')], newestJob: null })!;
const jsonLd = (html: string) => organizationSchema.parse(JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!));

describe('a company page is not a costume', () => {
  it('unverified, with open jobs: says Not verified (page and JSON-LD) and asks not to be indexed', () => {
    const html = renderCompanyPage(template, company(null), options);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<p class="employer-unverified" data-testid="not-verified"><strong>Not verified</strong>');
    expect(html).not.toContain('Verified employer');
    expect(jsonLd(html).disambiguatingDescription).toBe('Not verified');
  });

  it('says it in Hindi and Marathi too', () => {
    expect(renderCompanyPage(template, company(null), { ...options, language: 'hi' })).toContain('<strong>सत्यापित नहीं</strong>');
    const mr = renderCompanyPage(template, company(null), { ...options, language: 'mr' });
    expect(mr).toContain('<strong>पडताळणी झालेली नाही</strong>');
    expect(jsonLd(mr).disambiguatingDescription).toBe('पडताळणी झालेली नाही');
  });

  it('verified (the control): the mark, indexed, no Not verified anywhere', () => {
    const html = renderCompanyPage(template, company('Shakti Fabricators'), options);
    expect(html).not.toContain('noindex');
    expect(html).toContain('Verified employer</span>');
    expect(html).not.toContain('not-verified');
    expect(jsonLd(html).disambiguatingDescription).toBeUndefined();
  });
});
