/**
 * All of India: an employer posts a job in Bengaluru Urban, Karnataka by its PIN
 * code (a malformed and an unknown PIN first, which change nothing); a seeker
 * finds it on /jobs by State, then District, by "bengaluru" and by its PIN in the search box, and on its public page; an old
 * /jobs?district= link still opens on Maharashtra.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, createUser, until } from '../support';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectToast,
  fieldErrorOf,
  loginAs,
  PHONE_VIEWPORT,
  screenshot,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
  waitForList,
} from './harness';
import { capitalised, cardOf } from './jobs-list';

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label });

describe('states, districts and PIN codes', () => {
  const b = useBrowser();

  it('posts a job in Bengaluru Urban by PIN code; a seeker finds it by state, district, PIN and its page', async () => {
    const page = b.page;
    const company = `${capitalised(uniqueWord())} Karnataka Tools`;
    const employer = await createUser({ role: 'employer' });
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, employer, '/post-job');
    await page.getByRole('heading', { level: 1, name: 'Post a New Job' }).waitFor();
    await page.getByLabel('Company Name').fill(company);
    await combobox(page, 'Job Shift').fill('Day Shift');
    await combobox(page, 'Job Type').fill('Field Job');
    await page.getByLabel('Salary').fill('18000 - 24000');

    const pin = page.getByLabel('PIN code');
    const state = page.getByLabel('State');
    await pin.fill('56000');
    await pin.blur();
    expect(await fieldErrorOf(pin)).toBe('A PIN code has 6 digits and does not start with 0.');
    await pin.fill('999999');
    await expect.poll(() => fieldErrorOf(pin)).toBe('We do not know PIN code 999999. Choose the state and district instead.');
    expect(await state.inputValue()).toBe('');
    await pin.fill('560001');
    await expect.poll(() => state.inputValue()).toBe('Karnataka');
    expect(await combobox(page, 'City').inputValue()).toBe('Bengaluru Urban');
    await page.getByText('PIN code 560001: Bengaluru Urban, Karnataka.').waitFor();
    await screenshot(page, 'places-post-job-pin-360');

    await page.getByLabel('Street').fill('MG Road');
    await combobox(page, 'Experience').fill('1-3 years');
    await page.getByLabel('I accept the terms and conditions').check();
    const post = page.getByRole('button', { name: 'Post Job', exact: true });
    await post.click();
    await post.click();
    const job = await until(
      async () => (await adminDb().collection('jobs').where('employerId', '==', employer.uid).get()).docs[0],
      (found) => Array.isArray(found?.get('keywords')),
      'the posted job with its search words',
    );
    expect([job!.get('state'), job!.get('city')]).toEqual(['Karnataka', 'Bengaluru Urban']);
    const jobId = job!.id;

    // A seeker at 1280 px: State, then District, both in the URL.
    const seeker = await createUser({ role: 'jobseeker' });
    const word = company.split(' ')[0]!.toLowerCase();
    const seekerPage = page;
    await seekerPage.setViewportSize(DESKTOP_VIEWPORT);
    await loginAs(seekerPage, seeker, `/jobs?q=${word}`);
    await waitForList(seekerPage);
    const filters = seekerPage.getByRole('region', { name: 'Filter jobs' });
    const district = filters.getByLabel('District', { exact: true });
    expect(await district.isDisabled()).toBe(true);
    await filters.getByLabel('State', { exact: true }).selectOption('Karnataka');
    await expect.poll(() => new URL(seekerPage.url()).searchParams.get('state')).toBe('Karnataka');
    await cardOf(seekerPage, company).waitFor();
    await district.selectOption('Bengaluru Urban');
    await expect.poll(() => new URL(seekerPage.url()).searchParams.get('district')).toBe('Bengaluru Urban');
    await cardOf(seekerPage, company).waitFor();
    expect(await seriousA11yViolations(seekerPage)).toEqual([]);
    await screenshot(seekerPage, 'places-jobs-filter-1280');

    // The search box knows the district's name alone (Bengaluru Urban is "bengaluru").
    await seekerPage.goto(`/jobs?q=${encodeURIComponent(`bengaluru ${word}`)}`);
    await waitForList(seekerPage);
    await cardOf(seekerPage, company).waitFor();
    await filters.getByLabel('State', { exact: true }).selectOption('Karnataka');
    await cardOf(seekerPage, company).waitFor();

    // Another state's filter does not list it.
    await filters.getByLabel('State', { exact: true }).selectOption('Bihar');
    await expect.poll(() => new URL(seekerPage.url()).searchParams.get('district')).toBeNull();
    await seekerPage
      .getByText(/No jobs/i)
      .first()
      .waitFor();

    // Its PIN code in the search box sets the place in place of Bihar; an unknown PIN says so and changes nothing.
    const box = seekerPage.getByRole('searchbox', { name: 'Search jobs' });
    await box.fill(`${word} 999999`);
    await box.press('Enter');
    await expectToast(seekerPage, 'We do not know PIN code 999999. Choose the state and district instead.');
    expect(new URL(seekerPage.url()).searchParams.get('state')).toBe('Bihar');
    await box.fill(`${word} 560001`);
    await box.press('Enter');
    await expect.poll(() => new URL(seekerPage.url()).searchParams.get('district')).toBe('Bengaluru Urban');
    expect(Object.fromEntries(new URL(seekerPage.url()).searchParams)).toMatchObject({ state: 'Karnataka', q: word });
    await cardOf(seekerPage, company).waitFor();

    // Its public page names the district and the state.
    await seekerPage.goto(`/job/${jobId}`);
    await seekerPage.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => seekerPage.locator('main').innerText()).toMatch(/Bengaluru Urban, Karnataka/);

    // A link from before the State filter: the district brings its state.
    await seekerPage.goto('/jobs?district=Pune');
    await waitForList(seekerPage);
    await expect.poll(() => seekerPage.getByRole('region', { name: 'Filter jobs' }).getByLabel('State', { exact: true }).inputValue()).toBe('Maharashtra');
    expect(await seekerPage.getByRole('region', { name: 'Filter jobs' }).getByLabel('District', { exact: true }).inputValue()).toBe('Pune');
  });
});
