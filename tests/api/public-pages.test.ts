// Public job pages through the Hosting emulator, without
// JavaScript: what a crawler or a link preview reads at /job/{id}, and the
// sitemap and robots.txt. The `pages` function answers behind hosting rewrites.
import { describe, expect, it } from 'vitest';
import { jobPostingSchema } from '@jobsearch/domain';
import { BASE_URL, createUser, seedJob, unique, eventually } from '../support';
import { db, readDoc } from './helpers';

async function page(path: string): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace('.', '\\.')}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
/** The site's address as the emulators configure it (functions/.env.demo-jobsearch): absolute links never take the request's host. */
const SITE_URL = 'http://localhost:5000';

const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1]!, body: m[2]! }));

describe('GET /job/{id}', () => {
  it('serves an Active job with its title, description, Open Graph tags and a valid JobPosting, for five minutes, without the phone number', async () => {
    const employer = await createUser({ role: 'employer' });
    const company = `Shakti ${unique('co')}`;
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder', city: 'Nashik', salary: '18000 - 24000', mobileNumber: '9123456780' });
    const { status, headers, html } = await page(`/job/${jobId}`);
    expect(status, html.slice(0, 300)).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toMatch(/public, max-age=300/);
    // Hosting gives the function's answer the site's security headers too (firebase.json).
    expect(headers.get('content-security-policy')).toMatch(/default-src 'self'; script-src 'self' 'sha256-/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).toContain(`<title>Welder at ${company}, Nashik · JobSearch India</title>`);
    expect(meta(html, 'name', 'description')).toMatch(new RegExp(`^Welder at ${company} in Nashik, Maharashtra\\. Salary ₹18,000 - ₹24,000 a month\\.`));
    expect(meta(html, 'property', 'og:title')).toBe(`Welder at ${company}, Nashik`);
    expect(meta(html, 'property', 'og:description')).toBe(meta(html, 'name', 'description'));
    expect(meta(html, 'property', 'og:url')).toBe(`${SITE_URL}/job/${jobId}`);
    expect(meta(html, 'property', 'og:type')).toBe('website');
    expect(meta(html, 'property', 'og:site_name')).toBe('JobSearch India');
    expect(html).not.toMatch(/noindex/);
    const ld = scripts(html).filter((s) => s.attrs.includes('application/ld+json'));
    expect(ld).toHaveLength(1);
    const posting = jobPostingSchema.parse(JSON.parse(ld[0]!.body));
    expect(posting).toMatchObject({
      title: 'Welder',
      hiringOrganization: { name: company },
      jobLocation: { address: { addressLocality: 'Nashik', addressRegion: 'Maharashtra', addressCountry: 'IN' } },
      baseSalary: { currency: 'INR', value: { minValue: 18000, maxValue: 24000, unitText: 'MONTH' } },
      employmentType: 'FULL_TIME',
      directApply: true,
      url: `${SITE_URL}/job/${jobId}`,
    });
    // The article is in the HTML itself, and the 3-second loading screen is not.
    expect(html).toContain('data-prerendered="job"');
    expect(html).toMatch(/<h1 id="public-job-title"[^>]*>Welder/);
    expect(html).not.toContain('id="loading-screen"');
    expect(html).not.toContain('loadingScreenShown');
    // The contact number is for signed-in users only: in no form anywhere in the page.
    expect(html).not.toContain('9123456780');
    // Whether there is a number comes from the job's private contact; the number itself never.
    expect(html).toContain('"hasMobileNumber":true');
    const without = await seedJob(employer.uid, { companyName: company, mobileNumber: '' });
    expect((await page(`/job/${without}`)).html).toContain('"hasMobileNumber":false');
    expect(html).not.toContain('91234 56780');
  });

  it('escapes hostile job text: a title with </script><script> breaks out of nothing', async () => {
    const employer = await createUser({ role: 'employer' });
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const jobId = await seedJob(employer.uid, { jobRole: hostile, companyName: `"><b>Evil ${unique('c')}`, description: hostile });
    const { status, html } = await page(`/job/${jobId}`);
    expect(status).toBe(200);
    const executable = scripts(html).filter((s) => !/type="application\/(ld\+)?json"|type="module"|\bsrc=/.test(s.attrs));
    // The site's own inline script (the signed-in preload), if the site is built, and nothing else.
    expect(executable.every((s) => !s.body.includes('alert'))).toBe(true);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"><b>Evil');
    const ld = JSON.parse(scripts(html).find((s) => s.attrs.includes('application/ld+json'))!.body);
    expect(ld.title).toBe(hostile);
  });

  it('answers 410 with a closed page for an Inactive job, noindex, offering open jobs like it', async () => {
    const employer = await createUser({ role: 'employer' });
    const city = 'Wardha';
    const open = await seedJob(employer.uid, { jobRole: 'Driver', city, jobType: 'Field Job' });
    const closed = await seedJob(employer.uid, { jobRole: 'Driver', city, jobType: 'Field Job', status: 'Inactive' });
    const { status, headers, html } = await page(`/job/${closed}`);
    expect(status).toBe(410);
    expect(headers.get('cache-control')).toMatch(/max-age=300/);
    expect(html).toContain('<title>This job is closed · JobSearch India</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('application/ld+json');
    expect(html).toContain(`href="/job/${open}"`);
    expect((html.match(/class="public-job__similar-item"/g) ?? []).length).toBeLessThanOrEqual(5);
  });

  it('answers 410 for a deleted job (the delete trigger leaves a tombstone) and 404 for an unknown or malformed id', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { jobType: 'Office Job', city: 'Latur' });
    expect((await page(`/job/${jobId}`)).status).toBe(200);
    await db.collection('jobs').doc(jobId).delete();
    await eventually('the tombstone of the deleted job', async () => (await readDoc(`deletedJobs/${jobId}`)) !== null);
    expect(await readDoc(`deletedJobs/${jobId}`)).toMatchObject({ jobType: 'Office Job', city: 'Latur' });
    const gone = await page(`/job/${jobId}`);
    expect(gone.status).toBe(410);
    expect(gone.html).toContain('This job is closed');

    for (const path of [`/job/${unique('nojob')}`, '/job/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/job/a.b']) {
      const unknown = await page(path);
      expect(unknown.status, path).toBe(404);
      expect(unknown.html).toContain('<title>Job not found · JobSearch India</title>');
      expect(unknown.html).toContain('<meta name="robots" content="noindex" />');
      // The id comes back only escaped: no markup of its own, no script but the site's.
      expect(unknown.html).not.toContain('<script>alert');
      expect(unknown.html).not.toMatch(/<script>(?!\(function\(\)\{)/);
    }
  });
});

describe('GET /sitemap.xml', () => {
  const sitemap = async (query = '') => (await fetch(`${BASE_URL}/sitemap.xml${query}`)).text();
  const listed = (xml: string, jobId: string) => xml.includes(`<loc>${SITE_URL}/job/${jobId}</loc>`);

  it("lists the Active jobs' pages with absolute URLs and lastmod, never an Inactive one", async () => {
    const employer = await createUser({ role: 'employer' });
    const active = await seedJob(employer.uid);
    const inactive = await seedJob(employer.uid, { status: 'Inactive' });
    await eventually('the new job is in the sitemap', async () => listed(await sitemap(), active));
    const response = await fetch(`${BASE_URL}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(xml).toMatch(new RegExp(`<url><loc>${SITE_URL.replace(/\./g, '\\.')}/job/${active}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod></url>`));
    expect(xml).not.toContain(`/job/${inactive}<`);
  });

  it('follows the job: gone when it turns Inactive, is hidden by reports or is deleted', async () => {
    const employer = await createUser({ role: 'employer' });
    const [closing, hidden, deleted] = await Promise.all([seedJob(employer.uid), seedJob(employer.uid), seedJob(employer.uid)]);
    await eventually('the three jobs are listed', async () => {
      const xml = await sitemap();
      return [closing, hidden, deleted].every((id) => listed(xml, id));
    });
    await db.doc(`jobs/${closing}`).update({ status: 'Inactive' });
    await db.doc(`jobs/${hidden}`).update({ hiddenByReports: true });
    await db.doc(`jobs/${deleted}`).delete();
    await eventually('the three jobs have left the sitemap', async () => {
      const xml = await sitemap();
      return [closing, hidden, deleted].every((id) => !listed(xml, id));
    });
  });

  it('is served from its stored copy whatever the query string, never from a query over the jobs', async () => {
    // An entry written straight into the stored copy shows, though no such job exists.
    const planted = unique('sitemap');
    const { sitemapShardOf } = await import('@jobsearch/domain');
    const shard = db.doc(`sitemapShards/${sitemapShardOf(planted)}`);
    await shard.set({ entries: { [planted]: Date.UTC(2026, 0, 2) } }, { merge: true });
    try {
      for (const query of ['', '?anything', '?page=2&x=%00']) expect(listed(await sitemap(query), planted), `query "${query}"`).toBe(true);
    } finally {
      const { FieldPath, FieldValue } = await import('firebase-admin/firestore');
      await shard.update(new FieldPath('entries', planted), FieldValue.delete());
    }
  });

  it('names the configured site, never a host the request claims', async () => {
    const xml = await (await fetch(`${BASE_URL}/sitemap.xml`, { headers: { 'x-forwarded-host': 'evil.test' } })).text();
    expect(xml).not.toContain('evil.test');
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid);
    const response = await fetch(`${BASE_URL}/job/${jobId}`, { headers: { 'x-forwarded-host': 'evil.test', accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain('evil.test');
    expect(meta(html, 'property', 'og:url')).toBe(`${SITE_URL}/job/${jobId}`);
  });
});
