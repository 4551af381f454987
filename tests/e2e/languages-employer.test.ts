/**
 * Hindi and Marathi on the employer's and the admin's side, in Chromium: an
 * employer working in Marathi posts a job (labels, a validation message and
 * the toast in Marathi), finds it on Posted Jobs with dates and money in
 * mr-IN, switches its status and opens Applications, while the stored job
 * keeps the English codes; an admin working in Hindi sees the dashboard's
 * tabs and a delete confirmation in Hindi. Every expected text comes from the
 * catalogs (domain/src/i18n), never typed here.
 */
import { todayInIndia } from '@jobsearch/domain/helpers';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import adminHi from '../../domain/src/i18n/catalogs/admin/hi';
import applicationsMr from '../../domain/src/i18n/catalogs/applications/mr';
import choicesHi from '../../domain/src/i18n/catalogs/choices/hi';
import choicesMr from '../../domain/src/i18n/catalogs/choices/mr';
import homeMr from '../../domain/src/i18n/catalogs/home/mr';
import pagesHi from '../../domain/src/i18n/catalogs/pages/hi';
import postJobMr from '../../domain/src/i18n/catalogs/postJob/mr';
import postedJobsMr from '../../domain/src/i18n/catalogs/postedJobs/mr';
import validationMr from '../../domain/src/i18n/catalogs/validation/mr';
import { adminDb, seedJob, createUser, FieldValue } from '../support';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectFieldError,
  expectToast,
  LANGUAGE_STORAGE_KEY,
  loginAs,
  PHONE_VIEWPORT,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
  TRIGGER_WAIT_MS,
} from './harness';
import { OUTPUT_DIR } from './output';

/** A catalog text with its simple {placeholders} filled (no plural in these). */
const fill = (text: string, values: Record<string, string> = {}) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
const choiceMr = (key: string) => (choicesMr as Record<string, string>)[key]!;
const labelMr = (english: string) => (validationMr as Record<string, string>)[`label:${english}`]!;

/** The language remembered on this device, as the Language control stores it, before the app starts. */
async function chooseLanguage(page: Page, language: 'hi' | 'mr') {
  await page.goto('/favicon.svg');
  await page.evaluate(([key, code]) => localStorage.setItem(key, code), [LANGUAGE_STORAGE_KEY, language] as const);
}

/** The page at a phone's and a desktop's width, for a person to look at. */
async function shots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['360', PHONE_VIEWPORT],
    ['1280', DESKTOP_VIEWPORT],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(OUTPUT_DIR, `languages-employer-${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP_VIEWPORT);
}

/** No element wider than the page: long Devanagari words must wrap, not overflow. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.closest('.data-table, [role="listbox"], .visually-hidden'))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 40)}`);
  });
}

/** The day as the locale writes it, the way the site's formatDate does (India's time zone). */
function dayIn(locale: string, day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}
// Digits 0-9 in every language (docs/decisions.md): the site formats with the locale's -u-nu-latn form.
const marathiRupees = (amount: number) =>
  new Intl.NumberFormat('mr-IN-u-nu-latn', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);

describe('the employer and admin side in Hindi and Marathi', () => {
  const b = useBrowser();

  it('an employer in Marathi posts a job, sees it on Posted Jobs in mr-IN, switches its status and opens Applications; the job keeps the English codes', async () => {
    const { page } = b;
    const employer = await createUser({ role: 'employer' });
    const company = `Marathi ${uniqueWord()}`;
    await chooseLanguage(page, 'mr');
    await loginAs(page, employer, '/post-job');

    // The form in Marathi: heading, labels, a validation message.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('mr-IN');
    const companyBox = page.getByRole('textbox', { name: labelMr('Company Name'), exact: true });
    await companyBox.waitFor();
    await page.getByLabel(fill(postJobMr.acceptTerms.replace(/<\/?0>/g, ''))).check();
    await page.getByRole('button', { name: postJobMr.postJob, exact: true }).click();
    await expectFieldError(companyBox, fill(validationMr.required, { label: labelMr('Company Name') }));
    await shots(page, 'mr-post-job-invalid');

    // Filled in Marathi: the suggestion boxes take the Marathi labels and keep the English codes.
    await companyBox.fill(company);
    // Typing the start of a role in Devanagari suggests it; choosing it stores the English code.
    const roleBox = page.getByRole('combobox', { name: labelMr('Job Role'), exact: true });
    await roleBox.fill('वेल');
    const suggestions = page.getByRole('listbox', { name: labelMr('Job Role') });
    await suggestions.getByRole('option', { name: choiceMr('jobRole:Welder'), exact: true }).waitFor();
    await shots(page, 'mr-post-job-role-suggestions');
    await suggestions.getByRole('option', { name: choiceMr('jobRole:Welder'), exact: true }).click();
    expect(await roleBox.inputValue()).toBe(choiceMr('jobRole:Welder'));
    // The English code is matched too, and shown by its label.
    await roleBox.fill('electri');
    await suggestions.getByRole('option', { name: choiceMr('jobRole:Electrician'), exact: true }).waitFor();
    await roleBox.fill('');
    await roleBox.fill('वेल्डर');
    await page.getByRole('combobox', { name: labelMr('Job Shift'), exact: true }).fill(choiceMr('shift:Day Shift'));
    await page.getByRole('combobox', { name: labelMr('Job Type'), exact: true }).fill(choiceMr('jobType:Field Job'));
    await page.getByRole('textbox', { name: labelMr('Salary'), exact: true }).fill('15000 - 25000');
    await page.getByRole('combobox', { name: labelMr('State'), exact: true }).selectOption('Maharashtra');
    await page.getByRole('combobox', { name: labelMr('City'), exact: true }).fill(choiceMr('city:Pune'));
    await page.getByRole('textbox', { name: labelMr('Street'), exact: true }).fill('FC Road');
    await page.getByRole('combobox', { name: labelMr('Experience'), exact: true }).fill(choiceMr('experience:1-3 years'));
    await page.getByRole('combobox', { name: labelMr('Degree'), exact: true }).fill(choiceMr('degree:ITI'));
    await page.getByRole('combobox', { name: labelMr('Degree'), exact: true }).press('Tab');
    await page.getByRole('combobox', { name: labelMr('Trade'), exact: true }).selectOption({ label: choiceMr('trade:Welder') });
    await page
      .getByTestId('job-preview')
      .getByText(`ITI (${choiceMr('trade:Welder')})`)
      .waitFor();
    await page.getByTestId('job-preview').getByText(choiceMr('shift:Day Shift')).waitFor();
    const post = page.getByRole('button', { name: postJobMr.postJob, exact: true });
    await post.click();
    await page.getByText(postJobMr.confirmPost).waitFor();
    await shots(page, 'mr-post-job-confirm');
    await post.click();
    await expectToast(page, postJobMr.jobPosted);

    // Stored as the English codes, whatever the language.
    const stored = await adminDb().collection('jobs').where('employerId', '==', employer.uid).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]!.data()).toMatchObject({
      companyName: company,
      jobShift: 'Day Shift',
      jobType: 'Field Job',
      city: 'Pune',
      state: 'Maharashtra',
      experience: '1-3 years',
      jobRole: 'Welder',
      degree: 'ITI',
      trade: 'Welder',
      status: 'Active',
    });
    const jobId = stored.docs[0]!.id;

    // Posted Jobs: the role by its label, the date and the salary in mr-IN with digits 0-9, the status in Marathi.
    await page.goto('/posted-jobs');
    await page.getByRole('heading', { level: 1, name: postedJobsMr.title }).waitFor();
    const card = page.locator(`[data-job-id="${jobId}"]`);
    await expect.poll(() => card.locator('time').textContent()).toBe(dayIn('mr-IN-u-nu-latn', todayInIndia()));
    await expect.poll(() => card.textContent()).toContain(`${marathiRupees(15000)} - ${marathiRupees(25000)}`);
    expect(marathiRupees(15000)).toBe('₹15,000');
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(choiceMr('jobRole:Welder'));
    expect(await card.textContent()).not.toMatch(/[\u0966-\u096F]/);
    await expect.poll(() => card.getByTestId('job-status').textContent()).toBe(choiceMr('jobStatus:Active'));
    await shots(page, 'mr-posted-jobs');
    expect(await seriousA11yViolations(page), 'Posted Jobs in Marathi').toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowing(page), 'nothing wider than a 360 px phone').toEqual([]);
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // The status switch asks in Marathi, then the job is Inactive, stored as 'Inactive'.
    const inactive = choiceMr('jobStatus:Inactive');
    await card.getByRole('button', { name: fill(postedJobsMr.markAs, { status: inactive }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fill(postedJobsMr.confirmStatusChange, { status: inactive })).waitFor();
    await shots(page, 'mr-status-confirm');
    await dialog.getByRole('button', { name: fill(postedJobsMr.markAs, { status: inactive }) }).click();
    await expectToast(page, fill(postedJobsMr.statusChanged, { status: inactive }));
    await expect.poll(async () => (await adminDb().doc(`jobs/${jobId}`).get()).get('status')).toBe('Inactive');
    await expect.poll(() => card.getByTestId('job-status').textContent()).toBe(inactive);

    // Applications in Marathi: first empty, then with an applicant whose status and move control speak Marathi.
    await page.goto('/Application');
    await page.getByRole('heading', { level: 1, name: applicationsMr.title }).waitFor();
    await page.getByText(applicationsMr.noApplicants).waitFor();
    await page.getByLabel(applicationsMr.filterByJob).waitFor();
    const seeker = await createUser({ role: 'jobseeker', name: 'Sunita Jadhav' });
    const resumePath = `resumes/${seeker.uid}/${jobId}/resume.pdf`;
    await adminDb()
      .doc(`applications/${jobId}_${seeker.uid}`)
      .set({
        jobId,
        jobTitle: 'Electrician',
        companyName: company,
        employerId: employer.uid,
        applicantId: seeker.uid,
        applicantName: seeker.name,
        email: seeker.email,
        phoneNumber: seeker.phoneNumber,
        resumePath,
        resume: `http://127.0.0.1:9199/v0/b/demo-jobsearch.appspot.com/o/${encodeURIComponent(resumePath)}?alt=media`,
        createdAt: FieldValue.serverTimestamp(),
      });
    const table = page.getByTestId('applicants-table');
    await table.getByTestId('applicant-status').first().waitFor();
    expect(await table.getByTestId('applicant-status').first().textContent()).toBe(choiceMr('applicationStatus:Applied'));
    expect(await table.innerText()).toContain(choiceMr('jobRole:Electrician'));
    await table
      .getByRole('combobox', { name: fill(applicationsMr.moveApplicant, { name: seeker.name }) })
      .first()
      .waitFor();
    await shots(page, 'mr-applications');
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowing(page), 'nothing wider than a 360 px phone').toEqual([]);
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // The employer's Home speaks to an employer, not of a dream job.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: homeMr.employerHeroTitle }).waitFor();
    expect(await page.getByText(homeMr.heroTitle).count()).toBe(0);
    await shots(page, 'mr-home');
  });

  it('an admin in Hindi sees the dashboard tabs and the delete confirmation in Hindi, and the job goes', async () => {
    const { page } = b;
    const admin = await createUser({ role: 'admin' });
    const employer = await createUser({ role: 'employer' });
    const company = `Hindi ${uniqueWord()}`;
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder' });
    await chooseLanguage(page, 'hi');
    await loginAs(page, admin, '/admin');

    await page.getByRole('heading', { level: 1, name: adminHi.title }).waitFor();
    for (const tab of ['users', 'employers', 'jobs', 'applications', 'reports'] as const) {
      await page.getByRole('tab', { name: adminHi[`tab:${tab}`], exact: true }).waitFor();
    }
    await page.getByRole('tab', { name: adminHi['tab:jobs'], exact: true }).click();
    await page.getByLabel(adminHi['searchLabel:jobs']).fill(company);
    const welder = (choicesHi as Record<string, string>)['jobRole:Welder']!;
    const name = fill(adminHi.jobAtCompany, { role: welder, company });
    await page.getByRole('button', { name: fill(adminHi['deleteOf:jobs'], { name }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: fill(adminHi.confirmDeleteJob, { role: welder, company }) }).waitFor();
    await dialog.getByText(adminHi['confirmDelete:jobs']).waitFor();
    await shots(page, 'hi-admin-delete');
    await dialog.getByRole('button', { name: adminHi.delete, exact: true }).click();
    await expectToast(page, adminHi['deleted:jobs']);
    await expect.poll(async () => (await adminDb().doc(`jobs/${jobId}`).get()).exists, { timeout: TRIGGER_WAIT_MS }).toBe(false);
    await shots(page, 'hi-admin-jobs');
    expect(await seriousA11yViolations(page), 'the admin dashboard in Hindi').toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await overflowing(page), 'nothing wider than a 360 px phone').toEqual([]);
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // The information pages in Hindi: the privacy policy's effective date as hi-IN writes it.
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: pagesHi.privacyTitle }).waitFor();
    await page.getByText(fill(pagesHi.effectiveDate, { date: dayIn('hi-IN', '2025-05-17') })).waitFor();
    await shots(page, 'hi-privacy');
  });
});
