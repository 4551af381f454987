import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import englishJobPage from '@jobsearch/domain/i18n/catalogs/jobPage/en';
import hindiJobPage from '@jobsearch/domain/i18n/catalogs/jobPage/hi';
import marathiJobPage from '@jobsearch/domain/i18n/catalogs/jobPage/mr';
import type { PublicJob } from '@jobsearch/domain';
import { formatDate } from '@jobsearch/domain/i18n/dates';
import { languageOfAcceptLanguage } from '../i18n/languages';
import { pageTemplate, renderGonePage, renderJobPage } from './render';

const template = pageTemplate(readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8'), null);
const options = { siteUrl: 'https://jobs.example.in', now: new Date('2026-11-23T10:00:00Z') };
const job: PublicJob = {
  jobId: 'job1',
  companyName: 'Tata Motors',
  role: 'Fitter',
  salary: '15000 - 25000',
  salaryMin: 15000,
  salaryMax: 25000,
  jobShift: 'Day Shift',
  jobType: 'Industry Job',
  state: 'Maharashtra',
  city: 'Pune',
  location: 'MIDC',
  degree: 'ITI',
  trade: 'Fitter',
  experience: '1-3 years',
  description: 'Fit parts.',
  gender: '',
  charges: 'No',
  date: '2026-11-20',
  employerVerified: false,
  hasMobileNumber: true,
};

describe('the public job page in the reader’s language', () => {
  it('English when no language is given, the same page as asking for English', () => {
    const plain = renderJobPage(template, job, [], options);
    expect(renderJobPage(template, job, [], { ...options, language: 'en' })).toBe(plain);
    expect(plain).toContain('<html lang="en-IN"');
    expect(plain).toContain(`<dt>${englishJobPage.companyName}</dt>`);
    expect(plain).toContain('Posted 20 Nov 2026');
  });

  it('Hindi and Marathi: labels, the posting date, the gone page, and <html lang>', () => {
    const hindi = renderJobPage(template, job, [], { ...options, language: 'hi' });
    expect(hindi).toContain('<html lang="hi-IN"');
    expect(hindi).toContain(`<dt>${hindiJobPage.companyName}</dt>`);
    expect(hindi).toContain(`>${hindiJobPage.mobileAfterLogin}<`);
    expect(hindi).toContain(hindiJobPage.posted.replace('{date}', formatDate('2026-11-20', 'hi')));
    expect(hindi).not.toContain(`<dt>${englishJobPage.companyName}</dt>`);
    const marathi = renderGonePage(template, 'closed', 'job1', [], { ...options, language: 'mr' });
    expect(marathi).toContain('<html lang="mr-IN"');
    expect(marathi).toContain(marathiJobPage.closedHeading);
    expect(marathi).toContain(marathiJobPage.noSimilarJobs);
  });

  it('reads the language from Accept-Language by its weights; English when it names none of ours', () => {
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
    expect(languageOfAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageOfAcceptLanguage('en-GB,en;q=0.9,mr;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('fr;q=0.9, mr;q=0.8')).toBe('mr');
    expect(languageOfAcceptLanguage('mr;q=0, hi;q=0.5')).toBe('hi');
    expect(languageOfAcceptLanguage('de, fr')).toBe('en');
  });
});
