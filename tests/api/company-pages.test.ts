// Company pages through the Hosting emulator, without JavaScript: what a
// crawler or a link preview reads at /company/{uid}, and the company's entry
// in the sitemap, which follows its jobs.
import { describe, expect, it } from 'vitest';
import { organizationSchema, PUBLIC_COMPANY_DATA_ID, publicCompanyDataSchema } from '@jobsearch/domain';
import { BASE_URL, createUser, eventually, seedJob, unique } from '../support';
import { db } from './helpers';

/** The site's address as the emulators configure it (functions/.env.demo-jobsearch). */
const SITE_URL = 'http://localhost:5000';

async function page(path: string): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1]!, body: m[2]! }));

describe('GET /company/{id}', () => {
  it("serves an employer's page: name as verified with the mark, district, About, open jobs only, preview tags and an Organization, for five minutes", async () => {
    const employer = await createUser({ role: 'employer' });
    const company = `Shakti ${unique('co')}`;
    await db.doc(`users/${employer.uid}`).update({ companyAbout: 'Steel frames since 1998.\n<b>Not bold</b>' });
    await db.doc(`employerVerifications/${employer.uid}`).set({ companyName: company, verifiedAt: new Date(), verifiedBy: 'admin' });
    const open = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder', city: 'Nashik' });
    const closed = await seedJob(employer.uid, { companyName: company, jobRole: 'Fitter', city: 'Nashik', status: 'Inactive' });

    const { status, headers, html } = await page(`/company/${employer.uid}`);
    expect(status, html.slice(0, 300)).toBe(200);
    expect(headers.get('cache-control')).toMatch(/public, max-age=300/);
    expect(headers.get('content-security-policy')).toMatch(/default-src 'self'; script-src 'self' 'sha256-/);
    expect(html).toContain(`<title>${company}, Nashik · JobSearch India</title>`);
    expect(html).toContain(`<meta property="og:title" content="${company}, Nashik" />`);
    expect(html).toContain(`<meta property="og:url" content="${SITE_URL}/company/${employer.uid}" />`);
    expect(html).toMatch(new RegExp(`<meta name="description" content="${company}: 1 open job on JobSearch India\\. Steel frames since 1998\\.`));
    expect(html).not.toContain('noindex');
    expect(html).toContain('data-prerendered="company"');
    expect(html).toContain('Verified employer</span>');
    expect(html).toContain('Nashik, Maharashtra');
    expect(html).toContain('&lt;b&gt;Not bold&lt;/b&gt;');
    expect(html).toContain(`<a href="/job/${open}">Welder at ${company}, Nashik</a>`);
    expect(html).not.toContain(`/job/${closed}"`);
    const ld = scripts(html).filter((s) => s.attrs.includes('application/ld+json'));
    expect(ld).toHaveLength(1);
    expect(organizationSchema.parse(JSON.parse(ld[0]!.body))).toMatchObject({
      name: company,
      url: `${SITE_URL}/company/${employer.uid}`,
      address: { addressLocality: 'Nashik', addressRegion: 'Maharashtra', addressCountry: 'IN' },
    });
    const data = publicCompanyDataSchema.parse(JSON.parse(scripts(html).find((s) => s.attrs.includes(PUBLIC_COMPANY_DATA_ID))!.body));
    expect(data).toMatchObject({ kind: 'company', company: { verified: true, jobs: [{ jobId: open }] } });
    // Nothing of the person behind it: their name, email and phone stay in their profile.
    for (const personal of [employer.name, employer.email, employer.phoneNumber]) expect(html).not.toContain(personal);

    // The job's own page links to it.
    expect((await page(`/job/${open}`)).html).toContain(`<a href="/company/${employer.uid}"`);
  });

  it('answers 404 (noindex) for a job seeker, an unknown or a malformed id, and an employer with nothing to name it by', async () => {
    const [seeker, employer] = await Promise.all([createUser({ role: 'jobseeker' }), createUser({ role: 'employer' })]);
    for (const id of [seeker.uid, employer.uid, 'no-such-company', 'a%20b', 'x'.repeat(200)]) {
      const { status, html } = await page(`/company/${id}`);
      expect(status, id).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('Company not found');
    }
  });
});

describe('a company in /sitemap.xml', () => {
  const listed = async (uid: string) => (await (await fetch(`${BASE_URL}/sitemap.xml`)).text()).includes(`<loc>${SITE_URL}/company/${uid}</loc>`);

  // Only a verified employer's page is listed (tests/api/scam-containment.test.ts: an unverified one is not).
  it('is listed while one of its jobs is open, and leaves with its last open job', async () => {
    const employer = await createUser({ role: 'employer' });
    await db.doc(`employerVerifications/${employer.uid}`).set({ companyName: `Listed ${employer.uid}`, verifiedAt: new Date(), verifiedBy: 'admin' });
    const jobId = await seedJob(employer.uid);
    await eventually('the company is in the sitemap', () => listed(employer.uid));
    await db.doc(`jobs/${jobId}`).update({ status: 'Inactive' });
    await eventually('the company has left the sitemap', async () => !(await listed(employer.uid)));
  });
});
