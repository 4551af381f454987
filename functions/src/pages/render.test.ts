import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_DATA_ID, toPublicJob, type JobWithId } from '@jobsearch/domain';
import englishJobPage from '@jobsearch/domain/i18n/catalogs/jobPage/en';
import hindiJobPage from '@jobsearch/domain/i18n/catalogs/jobPage/hi';
import marathiJobPage from '@jobsearch/domain/i18n/catalogs/jobPage/mr';
import { formatDate } from '@jobsearch/domain/i18n/dates';
import { languageOfAcceptLanguage, languageOfCookie, languageOfRequest } from '../i18n/languages';
import { inlineStylesheet, pageTemplate, renderGonePage, renderJobPage, withoutLoadingScreen } from './render';
import { storedJob } from '../../../domain/test/stored-job';

const indexHtml = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
const template = pageTemplate(indexHtml, null);
const options = { siteUrl: 'https://jobs.example.in', now: new Date('2026-11-23T10:00:00Z') };

const job = (overrides: Partial<JobWithId> = {}): JobWithId =>
  storedJob({
    jobId: 'job1',
    location: 'MIDC',
    description: 'Fit parts.',
    gender: '',
    employerVerified: false,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  });

const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1]!, body: m[2]! }));

describe("the public job page's HTML", () => {
  it('drops the loading screen and its inline script, keeping the rest of the page', () => {
    const html = withoutLoadingScreen(indexHtml);
    expect(html).not.toContain('loading-screen');
    expect(html).not.toContain('sessionStorage');
    expect(html).toContain('<noscript>');
    expect(html).toContain('<div id="root"></div>');
  });

  it("writes the site's stylesheet into the page in place of its link, keeping everything else", () => {
    const built = '<head>\n<link rel="modulepreload" href="/a.js">\n<link rel="stylesheet" crossorigin href="/s.css">\n<title>x</title>\n</head>';
    const css = '.a{color:red}body{margin:0}';
    expect(inlineStylesheet(built, css)).toBe(
      '<head>\n<link rel="modulepreload" href="/a.js">\n<style>.a{color:red}body{margin:0}</style>\n<title>x</title>\n</head>',
    );
    // No stylesheet text, or one that would end the element early: the link stays.
    expect(inlineStylesheet(built, null)).toBe(built);
    expect(inlineStylesheet(built, 'a{}</style><script>alert(1)</script>')).toBe(built);
    // The job's own texts go in after the stylesheet, and "$" patterns in them stay text.
    const html = renderJobPage(inlineStylesheet(built, css), toPublicJob(job({ jobRole: "Fitter $& $' $`" })), [], options);
    expect(html).toContain('<style>.a{color:red}body{margin:0}</style>');
    expect(html).toContain('<title>Fitter $&amp; $&#39; $` at Tata Motors, Pune · JobSearch India</title>');
  });

  it('has the job in its title, description, Open Graph tags, JSON-LD and #root, and never the phone number', () => {
    // A job stored before numbers moved to its private contact may still hold one.
    const html = renderJobPage(template, toPublicJob({ ...job(), mobileNumber: '9876543210' } as JobWithId, true), [], options);
    expect(html).toContain('<title>Fitter at Tata Motors, Pune · JobSearch India</title>');
    expect(html).toMatch(/<meta name="description" content="Fitter at Tata Motors in Pune, Maharashtra\. Salary ₹15,000 - ₹25,000 a month\./);
    expect(html).toContain('<meta property="og:title" content="Fitter at Tata Motors, Pune" />');
    expect(html).toContain('<meta property="og:url" content="https://jobs.example.in/job/job1" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:site_name" content="JobSearch India" />');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<div id="root" data-prerendered="job">');
    expect(html).toContain('<h1 id="public-job-title" class="public-job__title">Fitter');
    expect(html).toContain('href="/login?next=%2Fjob%2Fjob1%3Fapply%3D1&amp;signup=1"');
    expect(html).not.toContain('9876543210');
    const ld = scripts(html).find((s) => s.attrs.includes('application/ld+json'))!;
    expect(JSON.parse(ld.body)).toMatchObject({ '@type': 'JobPosting', title: 'Fitter' });
    const data = scripts(html).find((s) => s.attrs.includes(PUBLIC_PAGE_DATA_ID))!;
    expect(JSON.parse(data.body)).toMatchObject({ kind: 'job', job: { jobId: 'job1', hasMobileNumber: true } });
  });

  it('escapes hostile job text everywhere: nothing breaks out of a script, an attribute or the markup', () => {
    const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const html = renderJobPage(template, toPublicJob(job({ jobRole: hostile, companyName: hostile, description: hostile })), [], options);
    const executable = scripts(html).filter((s) => !/type="application\/(ld\+)?json"|type="module"|\bsrc=/.test(s.attrs));
    expect(executable).toEqual([]);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    const ld = scripts(html).find((s) => s.attrs.includes('application/ld+json'))!;
    expect(JSON.parse(ld.body).title).toBe(hostile);
  });

  it('answers a closed or unknown job with its own heading, noindex and similar jobs linked', () => {
    const similar = [toPublicJob(job({ jobId: 'other', jobRole: 'Welder', title: 'Welder' }))];
    const closed = renderGonePage(template, 'closed', 'job1', similar, options);
    expect(closed).toContain('<title>This job is closed · JobSearch India</title>');
    expect(closed).toContain('<meta name="robots" content="noindex" />');
    expect(closed).toContain('<a href="/job/other">Welder at Tata Motors, Pune</a>');
    expect(closed).not.toContain('application/ld+json');
    const unknown = renderGonePage(template, 'notFound', 'nope', [], options);
    expect(unknown).toContain('<h1 id="public-job-title">Job not found</h1>');
    expect(unknown).toContain('No similar jobs are open right now.');
  });
});

describe('the public job page in the reader’s language', () => {
  it('English when no language is given, the same page as asking for English', () => {
    const plain = renderJobPage(template, toPublicJob(job(), true), [], options);
    expect(renderJobPage(template, toPublicJob(job(), true), [], { ...options, language: 'en' })).toBe(plain);
    expect(plain).toContain('<html lang="en-IN"');
    expect(plain).toContain(`<dt>${englishJobPage.companyName}</dt>`);
    expect(plain).toContain('Posted 20 Nov 2026');
  });

  it('Hindi and Marathi: labels, the posting date, the gone page, and <html lang>', () => {
    const hindi = renderJobPage(template, toPublicJob(job(), true), [], { ...options, language: 'hi' });
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

  it('title, og:title, description and facts in the reader’s language, with hreflang alternates and the site’s picture', () => {
    const marathi = renderJobPage(template, toPublicJob(job({ jobRole: 'Welder', trade: 'Welder' }), true), [], { ...options, language: 'mr' });
    expect(marathi).toContain('<title>Tata Motors येथे वेल्डर, पुणे · JobSearch India</title>');
    expect(marathi).toContain('<meta property="og:title" content="Tata Motors येथे वेल्डर, पुणे" />');
    expect(marathi).toMatch(/<meta name="description" content="Tata Motors येथे वेल्डर, पुणे, महाराष्ट्र\. पगार दरमहा ₹15,000 - ₹25,000\./);
    expect(marathi).toContain('<dd>ITI · वेल्डर</dd>');
    expect(marathi).toContain('<h1 id="public-job-title" class="public-job__title">वेल्डर<span class="public-job__city"> · पुणे</span></h1>');
    for (const [hreflang, href] of [
      ['en-IN', 'https://jobs.example.in/job/job1?lang=en'],
      ['hi-IN', 'https://jobs.example.in/job/job1?lang=hi'],
      ['mr-IN', 'https://jobs.example.in/job/job1?lang=mr'],
      ['x-default', 'https://jobs.example.in/job/job1'],
    ])
      expect(marathi).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}" />`);
    expect(marathi).toContain('<link rel="canonical" href="https://jobs.example.in/job/job1" />');
    expect(marathi).toContain('<meta property="og:image" content="https://jobs.example.in/og-image.png" />');
    expect(marathi).toContain('<meta property="og:locale" content="mr_IN" />');
    // Asked for by its address, the language's page is its own canonical.
    const asked = renderJobPage(template, toPublicJob(job(), true), [], { ...options, language: 'hi', languageInUrl: true });
    expect(asked).toContain('<link rel="canonical" href="https://jobs.example.in/job/job1?lang=hi" />');
    expect(languageOfRequest({ lang: 'hi', cookie: '__session=mr', acceptLanguage: 'mr' })).toBe('hi');
    expect(languageOfRequest({ lang: 'xx', cookie: '__session=mr' })).toBe('mr');
  });

  it('reads the language from Accept-Language by its weights; English when it names none of ours', () => {
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
    expect(languageOfAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageOfAcceptLanguage('en-GB,en;q=0.9,mr;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('fr;q=0.9, mr;q=0.8')).toBe('mr');
    expect(languageOfAcceptLanguage('mr;q=0, hi;q=0.5')).toBe('hi');
    expect(languageOfAcceptLanguage('de, fr')).toBe('en');
  });

  it('the choice made on the site (the __session cookie) comes before Accept-Language', () => {
    expect(languageOfCookie(undefined)).toBeNull();
    expect(languageOfCookie('__session=mr')).toBe('mr');
    expect(languageOfCookie('theme=dark; __session=hi')).toBe('hi');
    expect(languageOfCookie('__session=fr')).toBeNull();
    expect(languageOfCookie('session=hi')).toBeNull();
    expect(languageOfRequest({ cookie: '__session=mr', acceptLanguage: 'hi-IN,hi' })).toBe('mr');
    expect(languageOfRequest({ cookie: '__session=en', acceptLanguage: 'hi-IN,hi' })).toBe('en');
    expect(languageOfRequest({ cookie: '__session=xx', acceptLanguage: 'hi-IN,hi' })).toBe('hi');
    expect(languageOfRequest({})).toBe('en');
  });
});
