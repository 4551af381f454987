// An employer's company page in Chromium: without JavaScript its HTML carries
// the company, its preview tags and its Organization JSON-LD; with it, the app
// shows the company's open jobs, reached from a job card and from a job's page.
// The employer writes the About on Profile. Screenshots at 360 and 1280 px.
import { organizationSchema } from '@jobsearch/domain';
import { describe, it } from 'vitest';
import { BASE_URL, createUser, seedJob } from '../support';
import { adminDb } from '../support/admin';
import { expect, expectToast, loginAs, screenshotsAtBothWidths, seriousA11yViolations, uniqueWord, useBrowser, waitForList } from './harness';

describe("an employer's company page", () => {
  const b = useBrowser();

  it('carries its preview tags and JSON-LD without JavaScript, shows its jobs with it, and takes the About written on Profile', async () => {
    const employer = await createUser({ role: 'employer' });
    const company = `Godavari ${uniqueWord()}`;
    await adminDb().doc(`employerVerifications/${employer.uid}`).set({ companyName: company, verifiedAt: new Date(), verifiedBy: 'admin' });
    const welder = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder', city: 'Nashik' });
    await seedJob(employer.uid, { companyName: company, jobRole: 'Electrician', city: 'Nashik' });
    const path = `/company/${employer.uid}`;

    // Without JavaScript: the company, its preview tags and its Organization are in the HTML.
    const noScript = await b.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const bare = await noScript.newPage();
    expect((await bare.goto(path))?.status()).toBe(200);
    await bare.getByRole('heading', { level: 1, name: company }).waitFor();
    expect(await bare.locator('meta[property="og:title"]').getAttribute('content')).toBe(`${company}, Nashik`);
    expect(await bare.locator('meta[property="og:url"]').getAttribute('content')).toBe(`http://localhost:5000${path}`);
    expect(await bare.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/og-image\.png$/);
    const organization = organizationSchema.parse(JSON.parse((await bare.locator('script[type="application/ld+json"]').textContent())!));
    expect(organization).toMatchObject({ name: company, address: { addressLocality: 'Nashik' } });
    await noScript.close();

    // With JavaScript, from a seeker's job card on /jobs: the company's page in the app, with its open jobs and the mark.
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/jobs');
    await waitForList(b.page);
    await b.page
      .locator('.job-card', { hasText: company })
      .filter({ hasText: 'Welder' })
      .getByRole('link', { name: `Company page: ${company}` })
      .click();
    await expect.poll(() => new URL(b.page.url()).pathname).toBe(path);
    const jobs = b.page.getByRole('region', { name: 'Open jobs' });
    await jobs.getByRole('link', { name: `Welder at ${company}, Nashik` }).waitFor();
    await jobs.getByRole('link', { name: `Electrician at ${company}, Nashik` }).waitFor();
    expect(await b.page.getByTestId('verified-badge').isVisible()).toBe(true);
    await expect.poll(() => b.page.title()).toBe(`${company}, Nashik · JobSearch India`);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshotsAtBothWidths(b.page, 'company-page');

    // The employer writes the About on Profile and opens the page from there.
    await loginAs(b.page, employer, '/Profile');
    const card = b.page.getByTestId('company-about');
    await card.getByRole('button', { name: 'Edit About your company' }).click();
    await card.getByLabel('About the company').fill('Fabrication for sugar mills since 1998.\nTwo plants in Nashik.');
    await card.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, 'Your company page is updated.');
    await card.getByText('Two plants in Nashik.').waitFor();
    await card.getByRole('link', { name: 'See your company page' }).click();
    await b.page.getByRole('region', { name: 'About' }).getByText('Fabrication for sugar mills since 1998.').waitFor();

    // A job's own page links its company too.
    await b.page.goto(`/job/${welder}`);
    await b.page.getByRole('link', { name: `Company page: ${company}` }).click();
    await expect.poll(() => new URL(b.page.url()).pathname).toBe(path);
    await b.page.getByRole('heading', { level: 1, name: company }).waitFor();
  });
});
