/**
 * What new users stumbled on, each at 360 px in the language it was found in:
 * a Hindi visitor keeps Hindi after a job's public page, one long word in a
 * company name no longer widens the details dialog past the screen, and a
 * wrong OTP is said beside its field with the code kept to mend.
 */
import choicesHi from '@jobsearch/domain/i18n/catalogs/choices/hi';
import commonHi from '@jobsearch/domain/i18n/catalogs/common/hi';
import homeHi from '@jobsearch/domain/i18n/catalogs/home/hi';
import jobsMr from '@jobsearch/domain/i18n/catalogs/jobs/mr';
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { describe, it } from 'vitest';
import { adminDb, BASE_URL, createUser, seedApplication, seedJob, uniquePhone, until } from '../support';
import { typePhone } from './account-screens';
import { expect, LANGUAGE_STORAGE_KEY, loginAs, openApplyForm, openAsVisitor, otpFor, PHONE_VIEWPORT, uniqueWord, useBrowser, waitForList } from './harness';

describe('the third walk, at 360 px', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('हिन्दी: a visitor whose browser speaks Hindi opens a job page, then Home: still Hindi, and remembered on the device', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { companyName: 'Yadav Logistics', city: 'Pune' });
    const context = await b.newContext({ locale: 'hi-IN', viewport: PHONE_VIEWPORT, serviceWorkers: 'block', baseURL: BASE_URL });
    try {
      const page = await context.newPage();
      await page.goto(`/job/${jobId}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
      await page.getByRole('button', { name: commonHi.menu }).click();
      await page.getByRole('navigation').getByRole('link', { name: commonHi.navHome, exact: true }).first().click();
      await page.getByRole('heading', { name: homeHi.heroTitle }).waitFor();
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('hi');
      // A reload, or the next visit, opens in Hindi too.
      await page.reload();
      await page.getByRole('heading', { name: homeHi.heroTitle }).waitFor();
    } finally {
      await context.close();
    }
  }, 90_000);

  it('मराठी: a company name that is one long word wraps; the details dialog stays within the screen, its close button on it', async () => {
    const employer = await createUser({ role: 'employer' });
    const company = 'SHRI SAI NATH SHRISAINATHFABRICATORSBHOSARI';
    await seedJob(employer.uid, { companyName: company, city: 'Pune' });
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/favicon.svg', { language: 'mr' });
    await loginAs(b.page, seeker, '/jobs');
    const card = b.page.locator('.job-card', { hasText: 'SHRISAINATHFABRICATORSBHOSARI' });
    await card.getByRole('button', { name: jobsMr.details }).click();
    const dialog = b.page.getByRole('dialog');
    await dialog.waitFor();
    const box = await dialog.locator('.modal').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    const close = await dialog.locator('.modal__header button').last().boundingBox();
    expect(close!.x + close!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  }, 90_000);

  it('हिन्दी: Messages name the job role in Hindi, as the cards do', async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const jobId = await seedJob(employer.uid, { jobRole: 'Welder', companyName: 'Yadav Steel' });
    const applicationId = await seedApplication({ jobId, seeker, employerId: employer.uid, jobTitle: 'Welder', companyName: 'Yadav Steel' });
    // The conversation opens with the application (a trigger).
    await until(
      () => adminDb().doc(`threads/${applicationId}`).get(),
      (thread) => thread.exists,
      'the conversation',
    );
    await openAsVisitor(b.page, '/favicon.svg', { language: 'hi' });
    await loginAs(b.page, seeker, '/messages');
    const about = choicesHi['jobRole:Welder'];
    await b.page.locator('.messages__job', { hasText: about }).first().waitFor();
    expect(await b.page.locator('.messages__job').first().innerText()).not.toContain('Welder');
  }, 90_000);

  it('English: an empty Apply says every problem at once (the resume and each question) and brings the first into view', async () => {
    const employer = await createUser({ role: 'employer' });
    const word = uniqueWord();
    const company = `${word.charAt(0).toUpperCase()}${word.slice(1)} Welding`;
    await seedJob(employer.uid, {
      companyName: company,
      screeningQuestions: [
        { kind: 'yesNo', text: 'Do you hold a welding certificate?', mustHave: true, needed: true },
        { kind: 'number', text: 'Years of welding?', mustHave: false, needed: null },
      ],
    });
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const form = await openApplyForm(b.page, company);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: english('validation.answerRequired') })
      .nth(1)
      .waitFor();
    await form.getByRole('alert').filter({ hasText: MESSAGES.uploadResumeFirst }).waitFor();
    expect(await b.page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  }, 90_000);

  it('English: a visitor from a job page who taps See all jobs is told in one line why signing up is needed', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { companyName: 'Kale Transport', city: 'Pune' });
    await openAsVisitor(b.page, `/job/${jobId}`);
    await b.page.getByRole('link', { name: english('jobPage.allJobs') }).click();
    await b.page.getByText(english('auth.jobsNeedAccount')).waitFor();
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  }, 90_000);

  it('English: a wrong OTP is said beside the field and the code stays, to be mended', async () => {
    await openAsVisitor(b.page, '/login?signup=1');
    await b.page.getByRole('button', { name: /I want a Job/ }).click();
    const phone = uniquePhone();
    await typePhone(b.page, '#signup-phone', phone);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await otpFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await b.page.locator('#signup-otp').fill(wrong);
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await b.page.locator('#signup-otp-error').getByText(MESSAGES.invalidOtp).waitFor();
    expect(await b.page.locator('#signup-otp').inputValue()).toBe(wrong);
    expect(await b.page.locator('#signup-otp').getAttribute('aria-invalid')).toBe('true');
    // Mending it clears the message; the right code verifies.
    await b.page.locator('#signup-otp').fill(code);
    expect(await b.page.locator('#signup-otp-error').count()).toBe(0);
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await b.page.getByTestId('phone-verified').waitFor();
  }, 90_000);
});
