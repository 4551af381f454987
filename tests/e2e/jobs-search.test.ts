/**
 * Finding jobs on /jobs: the list newest first and Load more, the filters and the
 * search (in the URL, from Home and from the navigation bar), a job's own address
 * under /jobs, and the list on a phone.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, seedJob, createUser } from '../support';
import { expect, expectToast, loginAs, openApplyForm, PHONE_VIEWPORT, screenshot, seriousA11yViolations, uniqueWord, useBrowser, waitForList } from './harness';
import { JOBS_TEXT, capitalised, employer, seekerUser, cardOf, companiesShown, expectTotal } from './jobs-list';

const cards = (page: Page) => page.locator('.job-card');

/** Waits until the list has loaded and shows exactly these companies (in any order). */
async function expectCompanies(page: Page, expected: string[]) {
  await expect
    .poll(
      async () => {
        if (await page.getByText(JOBS_TEXT.loading).count()) return ['(loading)'];
        return (await companiesShown(page)).sort();
      },
      { timeout: 15_000 },
    )
    .toEqual([...expected].sort());
}

describe('the jobs list for a job seeker', () => {
  const b = useBrowser();

  it('lists Active jobs newest first, 10 at first and 20 with each Load more', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const base = Date.now() - 60 * 60_000;
    for (let i = 1; i <= 31; i++) {
      await seedJob(boss.uid, { companyName: `${W} Works ${String(i).padStart(2, '0')}`, createdAt: new Date(base + i * 1000) });
    }
    await seedJob(boss.uid, { companyName: `${W} Closed Co`, status: 'Inactive' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const firstPage = await companiesShown(b.page);
    expect(firstPage).toHaveLength(10);
    expect(firstPage[0]).toBe(`${W} Works 31`);
    expect(firstPage[9]).toBe(`${W} Works 22`);
    expect(firstPage.some((c) => c.includes('Closed'))).toBe(false);

    const card = cardOf(b.page, `${W} Works 31`);
    await expect(card.innerText()).resolves.toMatch(/Electrician · Pune/);
    await expect(card.innerText()).resolves.toContain('₹15,000 - ₹25,000');
    await expect(card.innerText()).resolves.toContain('ITI · Electrician');

    await b.page.getByRole('button', { name: 'Load more' }).click();
    await cardOf(b.page, `${W} Works 02`).waitFor();
    const twoPages = await companiesShown(b.page);
    expect(twoPages).toHaveLength(30);
    expect(twoPages.slice(10)).toEqual(Array.from({ length: 20 }, (_, i) => `${W} Works ${String(21 - i).padStart(2, '0')}`));

    await b.page.getByRole('button', { name: 'Load more' }).click();
    await cardOf(b.page, `${W} Works 01`).waitFor();
    expect(await cards(b.page).count()).toBe(31);
    expect(await b.page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
  });

  it('filters by degree and by job type, in the URL, and Back undoes a filter', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const W = capitalised(word);
    await seedJob(boss.uid, { companyName: `${W} Iti Field`, degree: 'ITI', trade: 'Fitter', jobType: 'Field Job' });
    await seedJob(boss.uid, { companyName: `${W} Be Office`, jobRole: 'Software Engineer', degree: 'BE', trade: '', jobType: 'Office Job' });
    await seedJob(boss.uid, { companyName: `${W} Be Home`, jobRole: 'QA Engineer', degree: 'BE', trade: '', jobType: 'Work From Home' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    await expectCompanies(b.page, [`${W} Be Home`, `${W} Be Office`, `${W} Iti Field`]);
    // Search is shown on the page and can be cleared.
    await b.page.getByText(`Search: “${word}”`).waitFor();

    await b.page.getByLabel('Degree', { exact: true }).selectOption('BE');
    await b.page.waitForURL(/degree=BE/);
    await expectCompanies(b.page, [`${W} Be Home`, `${W} Be Office`]);
    await b.page.getByText('Degree: BE').waitFor();

    await b.page.getByRole('radio', { name: 'Work From Home' }).check();
    await b.page.waitForURL(/jobType=Work\+From\+Home/);
    await expectCompanies(b.page, [`${W} Be Home`]);

    await b.page.goBack();
    await expectCompanies(b.page, [`${W} Be Home`, `${W} Be Office`]);
    expect(new URL(b.page.url()).searchParams.get('jobType')).toBeNull();
    await expect.poll(() => b.page.getByLabel('Degree', { exact: true }).inputValue()).toBe('BE');

    // A filter with no match says so; Clear all brings everything back.
    await b.page.getByRole('radio', { name: 'Industry Job' }).check();
    await b.page.getByText(MESSAGES.noJobsFound).waitFor();
    await b.page.getByRole('button', { name: 'Clear all' }).click();
    await b.page.waitForURL((url) => url.search === '');
    // The URL changes a moment before the select re-renders.
    await expect.poll(() => b.page.getByLabel('Degree', { exact: true }).inputValue()).toBe('');
  });

  it('searches role, company and city from ?q=, every word counting', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const W = capitalised(word);
    await seedJob(boss.uid, { companyName: `${W} Pune Welding`, jobRole: 'Welder', city: 'Pune' });
    await seedJob(boss.uid, { companyName: `${W} Nagpur Welding`, jobRole: 'Welder', city: 'Nagpur' });
    await seedJob(boss.uid, { companyName: `${W} Nagpur Office`, jobRole: 'Accountant', city: 'Nagpur', degree: 'Graduation', trade: 'B.Com' });

    await loginAs(b.page, seeker, `/jobs?q=${encodeURIComponent(`${word} nagpur weld`)}`);
    await waitForList(b.page);
    await expectCompanies(b.page, [`${W} Nagpur Welding`]);

    await b.page.getByRole('button', { name: 'Clear the search' }).click();
    await b.page.waitForURL((url) => !url.searchParams.has('q'));
    await b.page.getByText(`Search: “`).waitFor({ state: 'detached' });
    await expect.poll(() => cards(b.page).count(), { timeout: 15_000 }).toBeGreaterThan(1);
  });

  it("the navigation bar's 'Search jobs...' box shows the job cards matching every word", async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const W = capitalised(word);
    await seedJob(boss.uid, { companyName: `${W} Pune Wiring`, jobRole: 'Electrician', city: 'Pune' });
    await seedJob(boss.uid, { companyName: `${W} Nagpur Wiring`, jobRole: 'Electrician', city: 'Nagpur' });
    await seedJob(boss.uid, { companyName: `${W} Nagpur Welding`, jobRole: 'Welder', trade: 'Welder', city: 'Nagpur' });

    // From Home: type two words and press Enter.
    await loginAs(b.page, seeker, '/');
    const box = b.page.getByRole('searchbox', { name: 'Search jobs' });
    expect(await box.getAttribute('placeholder')).toBe('Search jobs...');
    await box.fill(`${word} nagpur`);
    await box.press('Enter');
    await b.page.waitForURL((url) => url.pathname === '/jobs');
    await waitForList(b.page);
    await expectCompanies(b.page, [`${W} Nagpur Welding`, `${W} Nagpur Wiring`]);

    // On the list, a third word with the Search button narrows it.
    await box.fill(`${word} nagpur electrician`);
    await b.page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectCompanies(b.page, [`${W} Nagpur Wiring`]);
    await expect(cardOf(b.page, `${W} Nagpur Wiring`).innerText()).resolves.toMatch(/Electrician · Nagpur/);
    expect(await box.inputValue()).toBe(`${word} nagpur electrician`);

    // Words nothing matches: no cards, and the list says so.
    await box.fill(`${word} mumbai`);
    await box.press('Enter');
    await b.page.getByText(MESSAGES.noJobsFound).waitFor();
    expect(await cards(b.page).count()).toBe(0);
  });

  it("preselects the degree from Home's ?education= and lets it be cleared", async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const W = capitalised(word);
    await seedJob(boss.uid, { companyName: `${W} Tech`, jobRole: 'Web Developer', degree: 'Graduation', trade: 'B.Tech' });
    await seedJob(boss.uid, { companyName: `${W} Accounts`, jobRole: 'Accountant', degree: 'Graduation', trade: 'B.Com' });
    await seedJob(boss.uid, { companyName: `${W} Workshop`, degree: 'ITI', trade: 'Fitter' });

    await loginAs(b.page, seeker, `/jobs?education=B.Tech&q=${word}`);
    await waitForList(b.page);
    await expectCompanies(b.page, [`${W} Tech`]);
    expect(await b.page.getByLabel('Degree', { exact: true }).inputValue()).toBe('Graduation');
    expect(await b.page.getByLabel('Trade', { exact: true }).inputValue()).toBe('B.Tech');
    await b.page.getByText('Education: B.Tech (Graduation · B.Tech)').waitFor();

    await b.page.goto(`/jobs?education=Graduate&q=${word}`);
    await waitForList(b.page);
    await expectCompanies(b.page, [`${W} Accounts`, `${W} Tech`]);

    await b.page.getByRole('button', { name: 'Clear the education filter' }).click();
    await expectCompanies(b.page, [`${W} Accounts`, `${W} Tech`, `${W} Workshop`]);
    expect(new URL(b.page.url()).searchParams.has('education')).toBe(false);
    await expect.poll(() => b.page.getByLabel('Degree', { exact: true }).inputValue()).toBe('');
  });

  it('keeps employers out of /jobs', async () => {
    const boss = await employer();
    await loginAs(b.page, boss, '/jobs');
    await expectToast(b.page, JOBS_TEXT.employersDenied);
    await b.page.waitForURL((url) => url.pathname === '/');
  });
});

describe("a job's own address, and search by degree, trade, district and salary", () => {
  const b = useBrowser();

  it('details open at /jobs/:jobId keeping the filters; Back closes them; a link opens a job beyond the first page', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    const base = Date.now() - 60 * 60_000;
    const oldest = await seedJob(boss.uid, { companyName: `${W} Oldest`, createdAt: new Date(base) });
    for (let i = 1; i <= 11; i++) await seedJob(boss.uid, { companyName: `${W} Newer ${String(i).padStart(2, '0')}`, createdAt: new Date(base + i * 1000) });

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

  it('a link to an unknown or Inactive job says it is not available and shows the list', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    const inactive = await seedJob(boss.uid, { companyName: `${W} Gone`, status: 'Inactive' });
    await seedJob(boss.uid, { companyName: `${W} Here` });

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

  it('"iti", "diploma" and "b.com" find jobs by degree and trade', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    await seedJob(boss.uid, { companyName: `${W} Iti Co`, jobRole: 'Helper', degree: 'ITI', trade: 'Fitter' });
    await seedJob(boss.uid, { companyName: `${W} Diploma Co`, jobRole: 'Helper', degree: 'Diploma', trade: 'Civil Engineering' });
    await seedJob(boss.uid, { companyName: `${W} Bcom Co`, jobRole: 'Accountant', degree: 'Graduation', trade: 'B.Com' });

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

  it('District and minimum salary filters live in the URL; the total counts matching jobs, newest first, without the hidden ones', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    const base = Date.now() - 60 * 60_000;
    for (let i = 1; i <= 12; i++) await seedJob(boss.uid, { companyName: `${W} Pune ${String(i).padStart(2, '0')}`, createdAt: new Date(base + i * 1000) });
    await seedJob(boss.uid, { companyName: `${W} Nagpur Low`, city: 'Nagpur', salary: '8000 - 12000', createdAt: new Date(base + 20_000) });
    await seedJob(boss.uid, { companyName: `${W} Nagpur High`, city: 'Nagpur', salary: '25000 - 40000', createdAt: new Date(base + 21_000) });
    const hidden = await seedJob(boss.uid, {
      companyName: `${W} Nagpur Hidden`,
      city: 'Nagpur',
      salary: '30000 - 50000',
      createdAt: new Date(base + 22_000),
    });
    await adminDb().doc(`jobs/${hidden}`).update({ openReports: 3, hiddenByReports: true });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    expect(await b.page.getByRole('button', { name: /^Filters/ }).count()).toBe(0); // a computer keeps the filters in the page
    await waitForList(b.page);
    // The hidden job is the newest: the first page reads 10 and shows 9; the total leaves it out too.
    await expectTotal(b.page, 14, 9);
    expect((await companiesShown(b.page))[0]).toBe(`${W} Nagpur High`);

    // A district is chosen within its state.
    await b.page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
    await b.page.getByLabel(MESSAGES.jobsDistrictLabel).selectOption('Nagpur');
    await expect.poll(() => new URL(b.page.url()).searchParams.get('district')).toBe('Nagpur');
    await expectTotal(b.page, 2, 2);
    expect(await companiesShown(b.page)).toEqual([`${W} Nagpur High`, `${W} Nagpur Low`]);

    await b.page.getByLabel(MESSAGES.jobsMinSalaryLabel).selectOption('20000');
    await expect.poll(() => new URL(b.page.url()).searchParams.get('minSalary')).toBe('20000');
    await expectTotal(b.page, 1, 1);
    expect(await companiesShown(b.page)).toEqual([`${W} Nagpur High`]);
    await b.page.getByText(english('jobs.chipDistrict', { district: 'Nagpur' })).waitFor();
    await b.page.getByText(english('jobs.chipMinSalary', { rupees: '₹20,000' })).waitFor();
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

describe('the jobs list on a phone', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('shows one card per row at 360 px, without sideways scrolling', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    await seedJob(boss.uid, { companyName: `${capitalised(word)} One` });
    await seedJob(boss.uid, { companyName: `${capitalised(word)} Two` });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const boxes = await Promise.all((await cards(b.page).all()).map((card) => card.boundingBox()));
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.x).toBe(boxes[1]!.x);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Keyboard: the Details button opens the modal, Escape closes it.
    await cardOf(b.page, `${capitalised(word)} One`)
      .getByRole('button', { name: 'Details' })
      .focus();
    await b.page.keyboard.press('Enter');
    await b.page.getByRole('dialog').waitFor();
    await b.page.keyboard.press('Escape');
    await b.page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('folds the filters into a Filters button with the number in use, opening a keyboard-usable sheet with "Show N jobs"; the first card shows without scrolling', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    await seedJob(boss.uid, { companyName: `${W} Pune Works` });
    for (const name of ['One', 'Two']) await seedJob(boss.uid, { companyName: `${W} Nagpur ${name}`, city: 'Nagpur' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    expect(await b.page.getByLabel('District').count()).toBe(0);
    const firstCard = await cards(b.page).first().boundingBox();
    expect(firstCard!.y + 120).toBeLessThanOrEqual(PHONE_VIEWPORT.height);

    const button = b.page.getByRole('button', { name: 'Filters', exact: true });
    await button.click();
    const sheet = b.page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('State', { exact: true }).selectOption('Maharashtra');
    await sheet.getByLabel('District').selectOption('Nagpur');
    const show = sheet.getByRole('button', { name: 'Show 2 jobs' });
    await show.waitFor();
    // Focus stays in the sheet (Tab wraps), and Escape closes it.
    for (let i = 0; i < 12; i++) await b.page.keyboard.press('Tab');
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await screenshot(b.page, 'jobs-filters-sheet-360', false);
    await b.page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => companiesShown(b.page).then((names) => names.sort())).toEqual([`${W} Nagpur One`, `${W} Nagpur Two`]);
    expect(new URL(b.page.url()).searchParams.get('district')).toBe('Nagpur');

    const inUse = b.page.getByRole('button', { name: 'Filters, 1 in use' });
    await inUse.click();
    await show.click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => b.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Filters, 1 in use');
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(b.page, 'jobs-filters-folded-360', false);
  });
});

describe('the jobs list on a phone: search box and Back', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('the search box shows in the bar on /jobs (not only in the menu) and searches', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    await seedJob(boss.uid, { companyName: `${W} Phone Co`, degree: 'Diploma', trade: 'Civil Engineering' });

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
    await expect.poll(() => companiesShown(b.page), { timeout: 15_000 }).toEqual([`${W} Phone Co`]);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await box.waitFor({ state: 'visible' });
  });

  it("the phone's Back closes a job's details and stays on the list", async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    await seedJob(boss.uid, { companyName: `${W} Back Co` });

    await loginAs(b.page, seeker, '/');
    await b.page.goto(`/jobs?q=${word}`);
    await waitForList(b.page);
    await cardOf(b.page, `${W} Back Co`).getByRole('button', { name: 'Details' }).click();
    const details = b.page.getByRole('dialog', { name: `Electrician at ${W} Back Co` });
    await details.waitFor();
    await b.page.screenshot({ path: 'test-output/e2e/jobs-search-phone-details.png' });
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
