/**
 * The seeker's flow in Hindi and in Marathi, in the browser.
 * The language is chosen with the "Language" control (the bar's, then the
 * footer's), written to <html lang>, remembered after a reload; the seeker
 * logs in, browses /jobs, filters, opens a job, applies with a resume and sees
 * the application in My Applications, each screen in the chosen language
 * (texts rendered from the catalogs themselves, numbers and dates through
 * Intl), while what is stored keeps the English codes. Back in English, the
 * English texts are word for word as before.
 */
import { formatLocaleOf, LANGUAGES, localeOf, type Language } from '@jobsearch/domain/i18n/languages';
import type { Catalog } from '@jobsearch/domain/i18n/catalog';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, seedJob, createUser, samplePdf, type TestUser } from '../support';
import { expect, expectToast, LANGUAGE_STORAGE_KEY, openAsVisitor, OUTPUT_DIR, PHONE_VIEWPORT, seriousA11yViolations, uniqueWord, useBrowser } from './harness';

const NAMESPACES = ['common', 'ui', 'home', 'auth', 'jobs', 'myApplications', 'savedJobs', 'choices'] as const;

/** The site's own texts of a language, rendered by Lingui as the site renders them (plurals, numbers in the language's digits). */
async function textsOf(language: Language) {
  const messages: Messages = {};
  for (const namespace of NAMESPACES) {
    const catalog = ((await import(`../../domain/src/i18n/catalogs/${namespace}/${language}.ts`)) as { default: Catalog }).default;
    for (const [key, text] of Object.entries(catalog)) messages[`${namespace}.${key}`] = compileMessage(text);
  }
  const locale = localeOf(language);
  const i18n = setupI18n({ locale, locales: [formatLocaleOf(language)], messages: { [locale]: messages } });
  // Digits 0-9 in every language (docs/decisions.md).
  const date = new Intl.DateTimeFormat(formatLocaleOf(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  const rupees = new Intl.NumberFormat(formatLocaleOf(language), { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return {
    t: (key: string, values?: Record<string, unknown>) => i18n._(key, values),
    date: (value: Date) => date.format(value),
    rupees: (value: number) => rupees.format(value),
  };
}

const languageName = (language: Language) => LANGUAGES.find((entry) => entry.code === language)!.name;
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const DEVANAGARI = /[\u0900-\u097F]/;

/** A job of this test, posted on a known day, in Pune. */
async function aJob(word: string): Promise<{ company: string; jobId: string; employer: TestUser; postedAt: Date }> {
  const employer = await createUser({ role: 'employer' });
  const company = `${word[0]!.toUpperCase()}${word.slice(1)} Works`;
  const postedAt = new Date(Date.UTC(2026, 9, 14, 6, 0));
  const jobId = await seedJob(employer.uid, {
    companyName: company,
    jobRole: 'Electrician',
    degree: 'ITI',
    trade: 'Wireman',
    jobShift: 'Night Shift',
    jobType: 'Industry Job',
    salary: '15000 - 25000',
    city: 'Pune',
    gender: 'Female',
    mobileNumber: '', // no number: the details say so
    createdAt: postedAt,
  });
  return { company, jobId, employer, postedAt };
}

/** The whole seeker flow in one language; `via` says which Language control chooses it. */
async function seekerFlow(page: Page, language: Exclude<Language, 'en'>, via: 'navbar' | 'footer') {
  const { t, date, rupees } = await textsOf(language);
  const word = uniqueWord();
  const { company, jobId, postedAt } = await aJob(word);
  const seeker = await createUser({ role: 'jobseeker', name: 'Sunita Patil' });

  // Home in English, then the Language control.
  await openAsVisitor(page, '/');
  await page.getByRole('heading', { level: 1, name: 'Find Your Dream Job' }).waitFor();
  expect(await htmlLang(page)).toBe('en-IN');
  const control = via === 'navbar' ? page.locator('header.navbar').getByLabel('Language') : page.locator('footer').getByLabel('Language');
  await control.selectOption(language);
  await page.getByRole('heading', { level: 1, name: t('home.heroTitle') }).waitFor();
  expect(await htmlLang(page)).toBe(localeOf(language));
  expect(await page.locator('header.navbar').innerText()).toContain(t('common.navHome'));
  expect(await page.locator('footer').innerText()).toContain(t('common.footerQuickLinks'));
  expect(await page.getByRole('button', { name: t('home.browseJobs') }).count()).toBe(1);
  expect(await page.title()).toBe(t('common.homeDocumentTitle', { site: t('common.siteName'), title: t('common.titleHome') }));
  // Both controls show the chosen language.
  expect(await page.locator('footer select').inputValue()).toBe(language);
  expect(await page.locator('header.navbar select').inputValue()).toBe(language);

  // Remembered on this device.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: t('home.heroTitle') }).waitFor();
  expect(await htmlLang(page)).toBe(localeOf(language));
  expect(await page.locator('footer select').inputValue()).toBe(language);
  expect(await page.locator('footer').getByLabel(t('common.language')).count()).toBe(1);

  // Log in through the login screen, in the language.
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: t('auth.roleChoiceTitle') }).waitFor();
  await page.getByRole('button', { name: new RegExp(t('auth.roleJobseeker')) }).click();
  await page.getByRole('heading', { name: t('auth.loginAsJobseeker') }).waitFor();
  await page.getByLabel(t('auth.email'), { exact: true }).fill(seeker.email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(seeker.password);
  await page
    .locator('form')
    .getByRole('button', { name: t('auth.login'), exact: true })
    .click();
  await expectToast(page, t('auth.loginSucceeded'));

  // /jobs: the list in the language, then filtered to this job by the search box, the state and the district.
  await page.waitForURL(/\/jobs/);
  await page.getByRole('heading', { level: 1, name: t('common.titleJobs') }).waitFor();
  expect(await page.getByText(t('jobs.lead')).count()).toBe(1);
  await page.getByRole('searchbox', { name: t('common.searchJobs') }).fill(word);
  await page.getByRole('searchbox', { name: t('common.searchJobs') }).press('Enter');
  await page.getByLabel(t('jobs.state'), { exact: true }).selectOption('Maharashtra');
  await page.getByLabel(t('jobs.district'), { exact: true }).selectOption('Pune');
  const chips = page.getByRole('group', { name: t('jobs.filtersInUse') });
  await chips.getByText(t('jobs.chipDistrict', { district: t('choices.city:Pune') })).waitFor();
  expect(await chips.innerText()).toContain(t('jobs.chipSearch', { q: word }));
  const count = page.locator('.jobs-count');
  await expect
    .poll(async () => {
      const text = (await count.innerText().catch(() => '')).trim();
      return text.startsWith(t('jobs.jobsTotal', { count: 1 })) || text === t('jobs.showingJobs', { count: 1 });
    })
    .toBe(true);
  expect(new URL(page.url()).searchParams.get('district')).toBe('Pune');

  const card = page.locator('.job-card', { hasText: company });
  await card.waitFor();
  const cardText = await card.innerText();
  // The role, the trade and the district by their labels; one numeral system (0-9) on the card.
  expect(cardText).toContain(`${t('choices.jobRole:Electrician')} · ${t('choices.city:Pune')}`);
  expect(cardText).toContain(`${t('choices.degree:ITI')} · ${t('choices.trade:Wireman')}`);
  expect(cardText).not.toMatch(/[\u0966-\u096F]/);
  expect(cardText).toContain(`${rupees(15000)} - ${rupees(25000)}`);
  expect(cardText).toContain(t('jobs.postedOn', { date: date(postedAt) }));
  expect(cardText).toContain(t('choices.jobType:Industry Job'));
  expect(cardText).toContain(t('choices.shift:Night Shift'));
  expect(cardText).toContain(t('choices.city:Pune'));

  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: join(OUTPUT_DIR, `languages-${language}-jobs-1280.png`), fullPage: true });

  // The job's details, then Apply with a resume.
  await card.getByRole('button', { name: new RegExp(`^${t('jobs.details')}`) }).click();
  const role = t('choices.jobRole:Electrician');
  const details = page.getByRole('dialog', { name: t('jobs.roleAtCompany', { role, company }) });
  await details.waitFor();
  const detailsText = await details.innerText();
  for (const expected of [
    t('jobs.companyName'),
    t('jobs.jobShift'),
    t('choices.shift:Night Shift'),
    t('jobs.gender'),
    t('choices.gender:Female'),
    // The job has no number: the details say so at once, in the reader's language, and offer no reveal.
    t('jobs.numberNotGiven'),
  ])
    expect(detailsText).toContain(expected);
  expect(await details.getByTestId('show-number').count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: join(OUTPUT_DIR, `languages-${language}-details-1280.png`) });
  await details.getByLabel(new RegExp(t('jobs.termsLink'))).check();
  await details.getByRole('button', { name: t('jobs.apply'), exact: true }).click();
  const form = page.getByRole('dialog', { name: t('jobs.applyFor', { role }) });
  await form.waitFor();
  expect(await form.innerText()).toContain(t('jobs.applyContactFromProfile'));
  await form
    .getByLabel(t('jobs.resume'), { exact: true })
    .setInputFiles({ name: 'sunita.pdf', mimeType: 'application/pdf', buffer: samplePdf('Sunita Patil') });
  await form.getByText(t('jobs.resumeUploaded', { fileName: 'sunita.pdf' })).waitFor({ timeout: 30_000 });
  await form.getByRole('button', { name: t('jobs.submit'), exact: true }).click();
  await expectToast(page, t('jobs.applySucceeded'));

  // What was stored keeps the English codes and the employer's own words.
  const stored = (await adminDb().doc(`applications/${jobId}_${seeker.uid}`).get()).data()!;
  expect(stored.jobTitle).toBe('Electrician');
  expect(stored.companyName).toBe(company);
  for (const value of Object.values(stored)) if (typeof value === 'string') expect(value).not.toMatch(DEVANAGARI);
  const savedUrl = new URL(page.url());
  expect(savedUrl.searchParams.get('district')).toBe('Pune');

  // My Applications, in the language: the count, the status label, the date.
  await page.goto('/my-applications');
  await page.getByRole('heading', { level: 1, name: t('common.titleMyApplications') }).waitFor();
  const mine = page.locator('.my-application', { hasText: company });
  await mine.waitFor();
  const mineText = await mine.innerText();
  expect(mineText).toContain(t('choices.applicationStatus:Applied'));
  expect(mineText).toContain(role);
  expect(mineText).toContain(t('myApplications.viewResume'));
  expect(mineText).toContain(date(stored.createdAt.toDate()));
  expect(await page.getByText(t('myApplications.count', { count: 1 })).count()).toBe(1);
  expect(await page.title()).toBe(t('common.documentTitle', { title: t('common.titleMyApplications'), site: t('common.siteName') }));
  expect(await seriousA11yViolations(page)).toEqual([]);
  return { company };
}

describe('Hindi and Marathi for the job seeker', () => {
  const b = useBrowser();

  it('Hindi: chosen in the navigation bar, remembered, the whole seeker flow in Hindi; English comes back word for word', async () => {
    const { company } = await seekerFlow(b.page, 'hi', 'navbar');

    // Back to English: the same screen's texts, word for word as before.
    const { t: en } = await textsOf('en');
    await b.page
      .locator('header.navbar')
      .getByLabel(/Language/)
      .selectOption('en');
    await b.page.getByRole('heading', { level: 1, name: 'My Applications' }).waitFor();
    expect(await htmlLang(b.page)).toBe('en-IN');
    expect(en('myApplications.count', { count: 1 })).toBe('1 application');
    expect(await b.page.getByText('1 application', { exact: true }).count()).toBe(1);
    const mine = b.page.locator('.my-application', { hasText: company });
    expect(await mine.innerText()).toMatch(/Applied on \d{1,2} \w{3} \d{4}/);
    expect(await b.page.locator('header.navbar').innerText()).toContain('My Applications');
    expect(await b.page.locator('footer').textContent()).toContain('Quick Links');
    expect(await b.page.title()).toBe('My Applications \u00b7 JobSearch India');
    // No Hindi is left on the page but the languages' own names in the Language controls.
    const body = (await b.page.locator('body').innerText()).replaceAll(languageName('hi'), '').replaceAll(languageName('mr'), '');
    expect(body).not.toMatch(DEVANAGARI);
    await b.page.goto('/jobs');
    await b.page.getByRole('heading', { level: 1, name: 'Available Jobs' }).waitFor();
    await b.page.getByText('Active openings, newest first.').waitFor();
  });

  it('Marathi: chosen in the footer, remembered, the whole seeker flow in Marathi with digits 0-9; Saved Jobs as the cards write', async () => {
    const { company } = await seekerFlow(b.page, 'mr', 'footer');
    const { t, rupees } = await textsOf('mr');
    // One numeral system: 0-9 in Marathi too (the runtime's mr-IN alone would write ०-९).
    expect(await b.page.locator('.my-application').first().innerText()).not.toMatch(/[\u0966-\u096F]/);

    // Saved Jobs: the role by its label, the salary as the cards write it, the Marathi word for Save.
    const uid = (await adminDb().collection('applications').where('companyName', '==', company).get()).docs[0]!.get('applicantId') as string;
    await adminDb()
      .doc(`savedJobs/${uid}_saved-${company}`)
      .set({
        userId: uid,
        jobId: `saved-${company}`,
        jobTitle: 'Delivery Boy',
        companyName: company,
        city: 'Nashik',
        salary: '15000 - 20000',
        jobStatus: 'Active',
        savedAt: new Date(),
      });
    await b.page.goto('/saved-jobs');
    const saved = b.page.locator('.saved-job', { hasText: company });
    await saved.waitFor();
    const savedText = await saved.innerText();
    expect(savedText).toContain(`${t('choices.jobRole:Delivery Boy')} · ${t('choices.city:Nashik')}`);
    expect(savedText).toContain(`${rupees(15000)} - ${rupees(20000)}`);
    expect(savedText).toContain(t('savedJobs.unsave'));
    for (const text of [t('savedJobs.unsave'), t('common.navSavedJobs'), t('jobs.saveJob')]) expect(text).not.toContain('सेव्ह');
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'languages-mr-saved-jobs-1280.png'), fullPage: true });
  });
});

describe('Hindi and Marathi on a phone', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  for (const language of ['hi', 'mr'] as const) {
    it(`${languageName(language)} at 360 px: Home, the job cards and the details fit the screen`, async () => {
      const { t } = await textsOf(language);
      const word = uniqueWord();
      const { company } = await aJob(word);
      const seeker = await createUser({ role: 'jobseeker' });
      await openAsVisitor(b.page, '/');
      await b.page.evaluate(([key, code]) => localStorage.setItem(key, code), [LANGUAGE_STORAGE_KEY, language] as const);
      await b.page.reload();
      await b.page.getByRole('heading', { level: 1, name: t('home.heroTitle') }).waitFor();
      expect(await htmlLang(b.page)).toBe(localeOf(language));
      expect(await overflowing(b.page)).toEqual([]);
      await b.page.screenshot({ path: join(OUTPUT_DIR, `languages-${language}-home-360.png`), fullPage: true });

      await b.page.goto('/login');
      await b.page.getByRole('button', { name: new RegExp(t('auth.roleJobseeker')) }).click();
      await b.page.getByLabel(t('auth.email'), { exact: true }).fill(seeker.email);
      await b.page.getByLabel(t('auth.password'), { exact: true }).fill(seeker.password);
      expect(await overflowing(b.page)).toEqual([]);
      await b.page.screenshot({ path: join(OUTPUT_DIR, `languages-${language}-login-360.png`), fullPage: true });
      await b.page
        .locator('form')
        .getByRole('button', { name: t('auth.login'), exact: true })
        .click();
      await b.page.waitForURL(/\/jobs/);
      await b.page.goto(`/jobs?q=${word}`);
      await b.page.locator('.job-card', { hasText: company }).waitFor();
      expect(await overflowing(b.page)).toEqual([]);
      await b.page.screenshot({ path: join(OUTPUT_DIR, `languages-${language}-jobs-360.png`), fullPage: true });
      await b.page
        .locator('.job-card', { hasText: company })
        .getByRole('button', { name: new RegExp(`^${t('jobs.details')}`) })
        .click();
      await b.page.getByRole('dialog').waitFor();
      expect(await overflowing(b.page)).toEqual([]);
      await b.page.screenshot({ path: join(OUTPUT_DIR, `languages-${language}-details-360.png`) });
    });
  }
});

/** Buttons, cards, chips and dialogs whose text is wider than the element or that stick out of the screen. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>('.button, button, .job-card, .card, .chip, .modal, .navbar, .segmented__option, select')) {
      // A toast slides in from the edge and out again: off screen on its way, by design.
      if (el.getClientRects().length === 0 || el.closest('.Toastify')) continue;
      const box = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.innerText || '').trim().slice(0, 40)}"`;
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible') found.push(`text wider than ${name}`);
      if (box.right > width + 1 || box.left < -1) found.push(`off screen: ${name}`);
    }
    return found;
  });
}
