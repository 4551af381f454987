import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companyOf, organizationSchema, PUBLIC_COMPANY_DATA_ID, publicCompanyDataSchema } from '@jobsearch/domain';
import { renderCompanyNotFound, renderCompanyPage } from './company';
import { pageTemplate, renderJobPage } from './render';
import { toPublicJob } from '@jobsearch/domain';
import { shaktiWelderJob } from '../../../domain/test/stored-job';

const template = pageTemplate(readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8'), null);
const options = { siteUrl: 'https://jobs.example.in', now: new Date('2026-11-23T10:00:00Z') };

const job = shaktiWelderJob;

const company = (overrides: Partial<Parameters<typeof companyOf>[0]> = {}) =>
  companyOf({
    companyId: 'emp1',
    about: 'Steel frames since 1998.',
    verifiedName: 'Shakti Fabricators',
    activeJobs: [job('j1')],
    newestJob: null,
    ...overrides,
  })!;
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1]!, body: m[2]! }));

describe("a company's public page", () => {
  it('has the company in its title, preview tags, Organization JSON-LD, data block and #root, with the mark, the About and its jobs linked', () => {
    const html = renderCompanyPage(template, company(), options);
    expect(html).toContain('<title>Shakti Fabricators, Nashik · JobSearch India</title>');
    expect(html).toContain('<meta property="og:title" content="Shakti Fabricators, Nashik" />');
    expect(html).toContain('<meta name="description" content="Shakti Fabricators: 1 open job on JobSearch India. Steel frames since 1998." />');
    expect(html).toContain('<meta property="og:url" content="https://jobs.example.in/company/emp1" />');
    expect(html).toContain('<link rel="canonical" href="https://jobs.example.in/company/emp1" />');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<div id="root" data-prerendered="company">');
    expect(html).toContain('<h1 id="public-company-title" class="public-job__title">Shakti Fabricators</h1>');
    expect(html).toContain('Verified employer</span>');
    expect(html).toContain('<p class="muted public-company__place">Nashik, Maharashtra</p>');
    expect(html).toContain('<p class="public-company__about-text">Steel frames since 1998.</p>');
    expect(html).toContain('<a href="/job/j1">Welder at Shakti Fabricators, Nashik</a>');
    const ld = scripts(html).filter((s) => s.attrs.includes('application/ld+json'));
    expect(ld).toHaveLength(1);
    expect(organizationSchema.parse(JSON.parse(ld[0]!.body))).toMatchObject({ name: 'Shakti Fabricators', url: 'https://jobs.example.in/company/emp1' });
    const data = scripts(html).find((s) => s.attrs.includes(PUBLIC_COMPANY_DATA_ID))!;
    expect(publicCompanyDataSchema.parse(JSON.parse(data.body))).toMatchObject({ kind: 'company', company: { companyId: 'emp1', verified: true } });
  });

  it('without open jobs says so and asks not to be indexed; an unknown company is a page of its own', () => {
    const closed = renderCompanyPage(template, company({ verifiedName: null, activeJobs: [], newestJob: job('j0', { status: 'Inactive' }) }), options);
    expect(closed).toContain('This company has no open jobs right now.');
    expect(closed).toContain('<meta name="robots" content="noindex" />');
    expect(closed).not.toContain('Verified employer');
    const unknown = renderCompanyNotFound(template, 'nobody', { ...options, language: 'hi' });
    expect(unknown).toContain('<html lang="hi-IN"');
    expect(unknown).toContain('<h1 id="public-company-title">कंपनी नहीं मिली</h1>');
    expect(unknown).toContain('<meta name="robots" content="noindex" />');
    expect(unknown).not.toContain('application/ld+json');
  });

  it('escapes hostile company text and About everywhere', () => {
    const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const html = renderCompanyPage(template, company({ verifiedName: hostile, about: hostile }), options);
    const executable = scripts(html).filter((s) => !/type="application\/(ld\+)?json"|type="module"|\bsrc=/.test(s.attrs));
    expect(executable).toEqual([]);
    expect(html).not.toContain('<img src=x');
    expect(JSON.parse(scripts(html).find((s) => s.attrs.includes('application/ld+json'))!.body).name).toBe(hostile);
  });

  it("a job's page links its company name to the company page", () => {
    const html = renderJobPage(template, toPublicJob(job('j1')), [], options);
    expect(html).toContain('<p class="public-job__company"><a href="/company/emp1" aria-label="Company page: Shakti Fabricators">Shakti Fabricators</a></p>');
  });
});
