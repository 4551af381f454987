// The reader's language reaches what the server writes: a visitor who chose
// Hindi gets the public job page in Hindi from the server (the __session
// cookie the Language control writes) and the app keeps it once it loads; a
// browser that asks for Hindi, with no choice made, keeps the server's Hindi
// too; a signed-in person's choice goes on their users document, for their mails.
import jobPageEn from '@jobsearch/domain/i18n/catalogs/jobPage/en';
import jobPageHi from '@jobsearch/domain/i18n/catalogs/jobPage/hi';
import homeHi from '@jobsearch/domain/i18n/catalogs/home/hi';
import commonEn from '@jobsearch/domain/i18n/catalogs/common/en';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, createUser, seedJob } from '../support';
import { expect, LANGUAGE_STORAGE_KEY, loginAs, openAsVisitor, TRIGGER_WAIT_MS, uniqueWord, useBrowser } from './harness';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const languageControl = (page: Page) => page.locator('header.navbar').getByLabel('Language');

/** An open job and the lang of the HTML the server writes for it in this page's context (its cookies and headers). */
async function openJob(page: Page): Promise<{ serverLang: string | undefined; company: string }> {
  const employer = await createUser({ role: 'employer' });
  const company = `Godavari ${uniqueWord()}`;
  const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder', city: 'Nashik' });
  const response = await page.goto(`/job/${jobId}`);
  expect(response?.status()).toBe(200);
  const serverLang = /<html lang="([^"]+)"/.exec((await response?.text()) ?? '')?.[1];
  return { serverLang, company };
}

/** The page once the app has taken over from the server's HTML (its navbar's Language control is the app's), still in Hindi. */
async function expectHindiAfterTheAppLoads(page: Page, company: string): Promise<void> {
  await expect.poll(() => languageControl(page).inputValue()).toBe('hi');
  await page.getByRole('link', { name: jobPageHi.apply, exact: true }).first().waitFor();
  const main = await page.locator('main').innerText();
  expect(main).toContain(company);
  expect(main).toContain(jobPageHi.companyName);
  expect(main).not.toContain(jobPageEn.companyName);
  expect(await htmlLang(page)).toBe('hi-IN');
}

describe("the public job page in the reader's language", () => {
  const b = useBrowser();

  it('a visitor who chose Hindi on the site gets the job page in Hindi from the server, and the app keeps it', async () => {
    await openAsVisitor(b.page, '/');
    await languageControl(b.page).selectOption('hi');
    await b.page.getByRole('heading', { level: 1, name: homeHi.heroTitle }).waitFor();
    expect((await b.context.cookies()).find((cookie) => cookie.name === '__session')?.value).toBe('hi');

    const { serverLang, company } = await openJob(b.page);
    expect(serverLang).toBe('hi-IN');
    await expectHindiAfterTheAppLoads(b.page, company);
  });

  it('a browser asking for Hindi, with no language chosen on the site, keeps the server’s Hindi once the app loads', async () => {
    await b.context.setExtraHTTPHeaders({ 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    const { serverLang, company } = await openJob(b.page);
    expect(serverLang).toBe('hi-IN');
    await expectHindiAfterTheAppLoads(b.page, company);
    // The language the visitor arrived in is now the site's on this device, for the next page too.
    expect(await b.page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('hi');
  });
});

describe("a signed-in person's language, for their mails", () => {
  const b = useBrowser();

  it('a job seeker who switches to मराठी has it on their users document', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/');
    // Signed in with the profile read: the navbar has the job seeker's links.
    await b.page.locator('header.navbar').getByRole('link', { name: commonEn.navMyApplications }).first().waitFor();
    await languageControl(b.page).selectOption('mr');
    await expect.poll(() => htmlLang(b.page)).toBe('mr-IN');
    await expect.poll(async () => (await adminDb().doc(`users/${seeker.uid}`).get()).get('language'), { timeout: TRIGGER_WAIT_MS }).toBe('mr');
  });
});
