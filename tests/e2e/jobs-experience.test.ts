/**
 * Issue 20 ("Experience"), the seeker's side of /jobs:
 *  3. applying to a job that went Inactive while the list was open says so and takes the card away;
 *  8. a job's details have a URL of their own under /jobs: Back closes them, a link opens them;
 *  9. search by degree and trade, District and minimum-salary filters in the URL, the total of
 *     matching jobs from Firestore's count, and the search box in the bar on phones on /jobs.
 */
import { MESSAGES } from '@jobsearch/domain/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  adminDb,
  createJob,
  createUser,
  expect,
  expectToast,
  loginAs,
  openApplyForm,
  PHONE_VIEWPORT,
  samplePdf,
  seriousA11yViolations,
  type TestUser,
  uniqueWord,
  useBrowser,
  waitForList,
} from './harness';

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const cardOf = (page: Page, company: string) => page.locator('.job-card', { hasText: company });
const companiesShown = (page: Page) => page.locator('.job-card__company').allTextContents();

/** The list's total line once the count has arrived. */
async function expectTotal(page: Page, total: number, shown: number) {
  await expect
    .poll(() => page.locator('.jobs-count').textContent(), { timeout: 15_000 })
    .toBe(`${MESSAGES.jobsTotal(total)} · ${MESSAGES.jobsShowing(shown, total)}`);
}

async function uploadPdf(form: Locator, name = 'resume.pdf') {
  await form.getByLabel('Resume').setInputFiles({ name, mimeType: 'application/pdf', buffer: samplePdf() });
  await form.getByText(`${name} uploaded`).waitFor({ timeout: 30_000 });
}

const employer = (): Promise<TestUser> => createUser({ role: 'employer' });
const seekerUser = (): Promise<TestUser> => createUser({ role: 'jobseeker' });

describe('Experience of /jobs (issue 20) at 1280 px', () => {
  const b = useBrowser();

  it('item 3: applying to a job that went Inactive while the list was open says it no longer takes applications and drops the card', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    const closing = await createJob(boss.uid, { companyName: `${W} Closing Co` });
    await createJob(boss.uid, { companyName: `${W} Open Co` });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    await expectTotal(b.page, 2, 2);
    const form = await openApplyForm(b.page, `${W} Closing Co`);
    await uploadPdf(form);
    // The employer switches it off while the seeker fills in the form.
    await adminDb().doc(`jobs/${closing}`).update({ status: 'Inactive' });
    await form.getByRole('button', { name: 'Submit' }).click();

    await expectToast(b.page, MESSAGES.jobNoLongerAccepting);
    await b.page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await b.page.getByText(MESSAGES.applyFailed).count()).toBe(0);
    await cardOf(b.page, `${W} Closing Co`).waitFor({ state: 'detached' });
    expect(await companiesShown(b.page)).toEqual([`${W} Open Co`]);
    await expectTotal(b.page, 1, 1);
    expect(new URL(b.page.url()).pathname).toBe('/jobs');
    expect((await adminDb().doc(`applications/${closing}_${seeker.uid}`).get()).exists).toBe(false);
  });

  it('item 3: a job deleted while the apply form was open gets the same message, not "Failed to apply"', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    const deleted = await createJob(boss.uid, { companyName: `${W} Deleted Co` });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const form = await openApplyForm(b.page, `${W} Deleted Co`);
    await uploadPdf(form);
    await adminDb().doc(`jobs/${deleted}`).delete();
    await form.getByRole('button', { name: 'Submit' }).click();

    await expectToast(b.page, MESSAGES.jobNoLongerAccepting);
    await cardOf(b.page, `${W} Deleted Co`).waitFor({ state: 'detached' });
    await b.page.getByText(MESSAGES.noJobsFound).waitFor();
  });

  it('item 8: details open at /jobs/:jobId keeping the filters; Back closes them; a link opens a job beyond the first page', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    const base = Date.now() - 60 * 60_000;
    const oldest = await createJob(boss.uid, { companyName: `${W} Oldest`, createdAt: new Date(base) });
    for (let i = 1; i <= 11; i++) await createJob(boss.uid, { companyName: `${W} Newer ${String(i).padStart(2, '0')}`, createdAt: new Date(base + i * 1000) });

    await loginAs(b.page, seeker, `/jobs?q=${word}&jobType=Field+Job`);
    await waitForList(b.page);
    await cardOf(b.page, `${W} Newer 11`).getByRole('button', { name: 'Details' }).click();
    const details = b.page.getByRole('dialog', { name: `Electrician at ${W} Newer 11` });
    await details.waitFor();
    const opened = new URL(b.page.url());
    expect(opened.pathname).toMatch(/^\/jobs\/[A-Za-z0-9]{20}$/);
    expect(opened.search).toBe(`?q=${word}&jobType=Field+Job`);
    expect(await seriousA11yViolations(b.page)).toEqual([]);

    await b.page.goBack();
    await details.waitFor({ state: 'detached' });
    expect(new URL(b.page.url()).pathname).toBe('/jobs');
    expect(await companiesShown(b.page)).toHaveLength(10);

    // Close also goes back, so a second Back leaves /jobs as before.
    await cardOf(b.page, `${W} Newer 10`).getByRole('button', { name: 'Details' }).click();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await b.page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(b.page.url()).pathname).toBe('/jobs');

    // A shared link to the oldest job, which is not on the first page: read on its own.
    await b.page.goto(`/jobs/${oldest}?q=${word}`);
    const linked = b.page.getByRole('dialog', { name: `Electrician at ${W} Oldest` });
    await linked.waitFor();
    expect(await cardOf(b.page, `${W} Oldest`).count()).toBe(0);
    await linked.getByRole('button', { name: 'Close' }).last().click();
    await linked.waitFor({ state: 'detached' });
    expect(new URL(b.page.url()).pathname + new URL(b.page.url()).search).toBe(`/jobs?q=${word}`);
  });

  it('item 8: a link to an unknown or Inactive job says it is not available and shows the list', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    const inactive = await createJob(boss.uid, { companyName: `${W} Gone`, status: 'Inactive' });
    await createJob(boss.uid, { companyName: `${W} Here` });

    await loginAs(b.page, seeker, `/jobs/no-such-job-${word}?q=${word}`);
    await expectToast(b.page, MESSAGES.jobLinkUnavailable);
    await expect.poll(() => new URL(b.page.url()).pathname).toBe('/jobs');
    await cardOf(b.page, `${W} Here`).waitFor();
    expect(await b.page.getByRole('dialog').count()).toBe(0);

    await b.page.goto(`/jobs/${inactive}`);
    await expectToast(b.page, MESSAGES.jobLinkUnavailable);
    await expect.poll(() => new URL(b.page.url()).pathname).toBe('/jobs');
    expect(await b.page.getByRole('dialog').count()).toBe(0);
  });

  it('item 9: "iti", "diploma" and "b.com" find jobs by degree and trade', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    await createJob(boss.uid, { companyName: `${W} Iti Co`, jobRole: 'Helper', degree: 'ITI', trade: 'Fitter' });
    await createJob(boss.uid, { companyName: `${W} Diploma Co`, jobRole: 'Helper', degree: 'Diploma', trade: 'Civil Engineering' });
    await createJob(boss.uid, { companyName: `${W} Bcom Co`, jobRole: 'Accountant', degree: 'Graduation', trade: 'B.Com' });

    // Alone, each word is the Firestore query (array-contains on the derived keywords): the newest card is ours.
    for (const [q, company, education] of [
      ['iti', `${W} Iti Co`, 'ITI'],
      ['diploma', `${W} Diploma Co`, 'Diploma'],
      ['b.com', `${W} Bcom Co`, 'B.Com'],
    ] as const) {
      await loginAs(b.page, seeker, `/jobs?q=${encodeURIComponent(q)}`);
      await waitForList(b.page);
      await cardOf(b.page, company).waitFor();
      const educations = await b.page.locator('.job-card__facts dd').allTextContents();
      expect(educations.filter((t) => t.includes(education)).length).toBeGreaterThan(0);
    }
    // With another word, the degree word filters the page.
    await b.page.goto(`/jobs?q=${word}+bcom`);
    await waitForList(b.page);
    await expect.poll(() => companiesShown(b.page)).toEqual([`${W} Bcom Co`]);
  });

  it('item 9: District and minimum salary filters live in the URL; the total counts matching jobs, newest first, without the hidden ones', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    const base = Date.now() - 60 * 60_000;
    for (let i = 1; i <= 12; i++) await createJob(boss.uid, { companyName: `${W} Pune ${String(i).padStart(2, '0')}`, createdAt: new Date(base + i * 1000) });
    await createJob(boss.uid, { companyName: `${W} Nagpur Low`, city: 'Nagpur', salary: '8000 - 12000', createdAt: new Date(base + 20_000) });
    await createJob(boss.uid, { companyName: `${W} Nagpur High`, city: 'Nagpur', salary: '25000 - 40000', createdAt: new Date(base + 21_000) });
    const hidden = await createJob(boss.uid, {
      companyName: `${W} Nagpur Hidden`,
      city: 'Nagpur',
      salary: '30000 - 50000',
      createdAt: new Date(base + 22_000),
    });
    await adminDb().doc(`jobs/${hidden}`).update({ openReports: 3, hiddenByReports: true });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    // The hidden job is the newest: the first page reads 10 and shows 9; the total leaves it out too.
    await expectTotal(b.page, 14, 9);
    expect((await companiesShown(b.page))[0]).toBe(`${W} Nagpur High`);

    await b.page.getByLabel(MESSAGES.jobsDistrictLabel).selectOption('Nagpur');
    await expect.poll(() => new URL(b.page.url()).searchParams.get('district')).toBe('Nagpur');
    await expectTotal(b.page, 2, 2);
    expect(await companiesShown(b.page)).toEqual([`${W} Nagpur High`, `${W} Nagpur Low`]);

    await b.page.getByLabel(MESSAGES.jobsMinSalaryLabel).selectOption('20000');
    await expect.poll(() => new URL(b.page.url()).searchParams.get('minSalary')).toBe('20000');
    await expectTotal(b.page, 1, 1);
    expect(await companiesShown(b.page)).toEqual([`${W} Nagpur High`]);
    await b.page.getByText(MESSAGES.jobsDistrictChip('Nagpur')).waitFor();
    await b.page.getByText(MESSAGES.jobsMinSalaryChip('₹20,000')).waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);

    // Back undoes the minimum salary; a shared URL gives the same list.
    await b.page.goBack();
    await expectTotal(b.page, 2, 2);
    await b.page.goto(`/jobs?q=${word}&district=Nagpur&minSalary=20000`);
    await expectTotal(b.page, 1, 1);
    await b.page.getByRole('button', { name: MESSAGES.jobsClearDistrict }).click();
    await expect.poll(() => new URL(b.page.url()).searchParams.get('district')).toBeNull();
    // Every district: the 12 Pune jobs pay up to 25,000 and qualify, beside Nagpur High.
    await expectTotal(b.page, 13, 9);
  });
});

describe('Experience of /jobs (issue 20) at 360 px', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('item 9: the search box shows in the bar on /jobs (not only in the menu) and searches', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    await createJob(boss.uid, { companyName: `${W} Phone Co`, degree: 'Diploma', trade: 'Civil Engineering' });

    await loginAs(b.page, seeker, '/');
    const box = b.page.getByRole('searchbox', { name: 'Search jobs' });
    await b.page.getByRole('button', { name: 'Menu' }).waitFor();
    expect(await box.isVisible()).toBe(false); // elsewhere it stays in the menu

    await b.page.goto('/jobs');
    await waitForList(b.page);
    await box.waitFor({ state: 'visible' });
    expect(await b.page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    await box.fill(`${word} diploma`);
    await box.press('Enter');
    await expect.poll(() => companiesShown(b.page)).toEqual([`${W} Phone Co`]);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await box.waitFor({ state: 'visible' });
  });

  it("item 8: the phone's Back closes a job's details and stays on the list", async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    await createJob(boss.uid, { companyName: `${W} Back Co` });

    await loginAs(b.page, seeker, '/');
    await b.page.goto(`/jobs?q=${word}`);
    await waitForList(b.page);
    await cardOf(b.page, `${W} Back Co`).getByRole('button', { name: 'Details' }).click();
    const details = b.page.getByRole('dialog', { name: `Electrician at ${W} Back Co` });
    await details.waitFor();
    await b.page.screenshot({ path: 'test-output/e2e/jobs-experience-phone-details.png' });
    await b.page.goBack();
    await details.waitFor({ state: 'detached' });
    expect(new URL(b.page.url()).pathname + new URL(b.page.url()).search).toBe(`/jobs?q=${word}`);
    await cardOf(b.page, `${W} Back Co`).waitFor();

    // Back from the apply form started in the details closes it too; Forward shows the details, not the form.
    const form = await openApplyForm(b.page, `${W} Back Co`);
    await b.page.goBack();
    await form.waitFor({ state: 'detached' });
    expect(new URL(b.page.url()).pathname).toBe('/jobs');
    await b.page.goForward();
    await details.waitFor();
    expect(await b.page.getByRole('dialog', { name: /^Apply for / }).count()).toBe(0);
  });
});
