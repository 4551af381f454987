/**
 * What new users tripped on walking the site on a 360 px phone, each in the language they used:
 * Devanagari digits in number fields (मराठी), the composer and the unread pill of Messages
 * (हिन्दी), Jobs for you on a seeker's first screen (मराठी), the place a PIN code chose as a
 * chip (मराठी), and Messages offline (English). Texts come from the domain's catalogs.
 */
import commonMr from '@jobsearch/domain/i18n/catalogs/common/mr';
import jobsMr from '@jobsearch/domain/i18n/catalogs/jobs/mr';
import matchingMr from '@jobsearch/domain/i18n/catalogs/matching/mr';
import messagesEn from '@jobsearch/domain/i18n/catalogs/messages/en';
import messagesHi from '@jobsearch/domain/i18n/catalogs/messages/hi';
import offlineEn from '@jobsearch/domain/i18n/catalogs/offline/en';
import { placeLabels } from '@jobsearch/domain/i18n/place-labels';
import profileMr from '@jobsearch/domain/i18n/catalogs/profile/mr';
import uiMr from '@jobsearch/domain/i18n/catalogs/ui/mr';
import validationMr from '@jobsearch/domain/i18n/catalogs/validation/mr';
import type { ScreeningQuestion } from '@jobsearch/domain/screening';
import { EMPTY_WORK_PROFILE } from '@jobsearch/domain/work-profile';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, createUser, documentWhen, samplePdf, seedApplication, seedJob, Timestamp, type TestUser } from '../support';
import { expect, expectToast, loginAs, openAsVisitor, PHONE_VIEWPORT, screenshotsAtBothWidths, seriousA11yViolations, uniqueWord, useBrowser } from './harness';

/** Signs `user` in with the Language control set to `language`, and opens `path`. */
async function loginIn(page: Page, user: TestUser, language: 'hi' | 'mr' | 'en', path: string): Promise<void> {
  await openAsVisitor(page, '/favicon.svg', { language });
  await loginAs(page, user, path);
}

/** Whether an element sits wholly on the screen (the viewport) as it is now. */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE_VIEWPORT.height;
}

/** Two messages from the employer in the thread of an application, and the thread's unread count once the server kept it. */
async function seedThread(employer: TestUser, seeker: TestUser, role: string, company: string, texts: string[]): Promise<string> {
  const jobId = await seedJob(employer.uid, { companyName: company, jobRole: role });
  const threadId = await seedApplication({ jobId, employerId: employer.uid, seeker, jobTitle: role, companyName: company });
  await documentWhen(`threads/${threadId}`, (thread) => thread.applicantId === seeker.uid);
  for (const [index, text] of texts.entries()) {
    await adminDb()
      .collection(`threads/${threadId}/messages`)
      .add({ senderId: employer.uid, text, createdAt: Timestamp.fromMillis(Date.now() - (texts.length - index) * 1000) });
  }
  await documentWhen(`threads/${threadId}`, (thread) => (thread.unread as Record<string, number> | undefined)?.[seeker.uid] === texts.length);
  return threadId;
}

describe('a phone walk in मराठी, हिन्दी and English', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('मराठी: Devanagari digits are numbers in the work profile and in a screening answer, stored as plain numbers', async () => {
    const page = b.page;
    const seeker = await createUser({ role: 'jobseeker' });
    await loginIn(page, seeker, 'mr', '/Profile');
    const card = page.getByTestId('work-profile');
    await card.getByRole('button', { name: matchingMr.edit }).click();
    const years = card.getByLabel(validationMr['label:Years of experience'], { exact: true });
    const salary = card.getByLabel(validationMr['label:Expected monthly salary (₹)'], { exact: true });
    await years.fill('३');
    await salary.fill('1८०००');
    // The box keeps what the keyboard typed (an input of type number would have dropped it).
    expect(await years.inputValue()).toBe('३');
    expect(await years.getAttribute('inputmode')).toBe('numeric');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotsAtBothWidths(page, 'walk-phone-digits-profile');
    await page.setViewportSize(PHONE_VIEWPORT);
    await card.getByRole('button', { name: profileMr.save }).click();
    await expect
      .poll(async () => (await adminDb().doc(`users/${seeker.uid}`).get()).get('workProfile') as Record<string, unknown> | undefined)
      .toMatchObject({ experienceYears: 3, expectedSalary: 18000 });

    // A number question of Apply answered "५" (another seeker: no work profile, so no resume choice).
    const word = uniqueWord();
    const company = `${word.charAt(0).toUpperCase()}${word.slice(1)} Fabrication`;
    const question: ScreeningQuestion = { kind: 'number', text: 'किती वर्षे वेल्डिंग केले?', mustHave: false, needed: null };
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { companyName: company, screeningQuestions: [question] });
    const applicant = await createUser({ role: 'jobseeker' });
    await loginIn(page, applicant, 'mr', `/jobs?q=${word}`);
    await page.locator('.job-card', { hasText: company }).getByRole('button', { name: jobsMr.details }).click();
    const details = page.getByRole('dialog');
    await details.locator('input[type="checkbox"][id$="-terms"]').check();
    await details.getByRole('button', { name: jobsMr.apply, exact: true }).click();
    const form = page.getByRole('dialog', { name: new RegExp(jobsMr.applyFor.replace('{role}', '.*')) });
    await form.waitFor();
    await form.getByLabel(jobsMr.resume, { exact: true }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await form.getByText(jobsMr.resumeUploaded.replace('{fileName}', 'cv.pdf')).waitFor({ timeout: 30_000 });
    await form.getByLabel(question.text).fill('५');
    await screenshotsAtBothWidths(page, 'walk-phone-digits-apply', false);
    await page.setViewportSize(PHONE_VIEWPORT);
    await form.getByRole('button', { name: jobsMr.submit }).click();
    await expectToast(page, jobsMr.applySucceeded);
    expect((await adminDb().doc(`applications/${jobId}_${applicant.uid}`).get()).get('answers')).toEqual([5]);
  });

  it('हिन्दी: the unread pill stays one line, and an opened thread shows its composer at the foot of the screen', async () => {
    const page = b.page;
    const seeker = await createUser({ role: 'jobseeker', name: 'Rameshwar Prasad' });
    const employers = await Promise.all([createUser({ role: 'employer', name: 'Anand Transport Company' }), createUser({ role: 'employer' })]);
    const word = uniqueWord();
    const longTexts = Array.from({ length: 8 }, (_, index) => `नमस्ते, संदेश ${index + 1}: कल सुबह दस बजे आइए, अपने कागज़ साथ लाइए।`);
    const threadId = await seedThread(employers[0], seeker, 'Driver', `Anand Logistics ${word}`, longTexts.slice(0, 2));
    await seedThread(employers[1], seeker, 'Welder', `Shakti Steel ${word}`, longTexts);

    await loginIn(page, seeker, 'hi', '/messages');
    const pill = page.locator('.messages__unread', { hasText: messagesHi.unread.replace('{n}', '2') });
    await pill.waitFor();
    // One line: no taller than the text's own line height.
    const lineHeight = await pill.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 18);
    expect((await pill.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 1.5);
    expect(await pill.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

    await page.locator(`a[href="/messages/${threadId}"]`).click();
    await page.waitForURL(`**/messages/${threadId}`);
    await page.locator('.messages__text', { hasText: longTexts[1]! }).waitFor();
    const composer = page.getByRole('textbox', { name: messagesHi.messageLabel, exact: true });
    await expect.poll(() => onScreen(page, '.messages__composer')).toBe(true);
    // Scrolling the page up keeps it there while the thread is in view.
    await page.mouse.wheel(0, -120);
    await expect.poll(() => onScreen(page, '.messages__composer')).toBe(true);
    await composer.fill('जी, मैं कल आऊँगा।');
    expect(await onScreen(page, '.messages__composer')).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotsAtBothWidths(page, 'walk-phone-messages', false);
  });

  it('मराठी: a signed-in seeker sees their first match on the first screen of Home', async () => {
    const page = b.page;
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const company = `Sahyadri ${uniqueWord()}`;
    await Promise.all([
      adminDb()
        .doc(`users/${seeker.uid}`)
        .update({ workProfile: { ...EMPTY_WORK_PROFILE, education: 'ITI', trade: 'Welder', districts: ['Pune'], expectedSalary: 18000 } }),
      seedJob(employer.uid, { companyName: company, degree: 'ITI', trade: 'Welder', state: 'Maharashtra', city: 'Pune', salary: '18000 - 24000' }),
    ]);
    await loginIn(page, seeker, 'mr', '/');
    await page.getByRole('heading', { name: matchingMr.jobsForYou }).waitFor();
    await page.locator('.jobs-for-you__job').first().waitFor();
    expect(await onScreen(page, '.jobs-for-you__job')).toBe(true);
    // The hero still names the site's purpose and leads to every job.
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotsAtBothWidths(page, 'walk-phone-home-seeker', false);
  });

  it('मराठी: a PIN code shows its place as a removable chip; a place typed later replaces it; the Filters sheet takes a PIN', async () => {
    const page = b.page;
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const word = uniqueWord();
    const nashikCompany = `Godavari ${word}`;
    await seedJob(employer.uid, { companyName: nashikCompany, state: 'Maharashtra', city: 'Nashik' });
    await loginIn(page, seeker, 'mr', '/jobs');
    const box = page.getByRole('searchbox', { name: commonMr.searchJobs });
    const params = () => Object.fromEntries(new URL(page.url()).searchParams);
    const pune = placeLabels('mr')['city:Pune']!;
    const chipText = jobsMr.chipPinPlace.replace('{district}', pune).replace('{pin}', '411018');
    const clearLabel = jobsMr.clearPinPlace.replace('{pin}', '411018');

    // The PIN typed with the Marathi keyboard's digits.
    await box.fill('४११०१८');
    await box.press('Enter');
    await expect.poll(params).toMatchObject({ state: 'Maharashtra', district: 'Pune', pin: '411018' });
    const chip = page.locator('.jobs-toolbar .chip', { hasText: chipText });
    await chip.waitFor();
    expect(await onScreen(page, '.jobs-toolbar .chip')).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotsAtBothWidths(page, 'walk-phone-pin-chip', false);
    await page.setViewportSize(PHONE_VIEWPORT);

    // A place typed later takes the PIN's place: Nashik's job is found.
    await box.fill(`${word} नाशिक`);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.has('pin')).toBe(false);
    expect(params().district).toBeUndefined();
    await page.locator('.job-card', { hasText: nashikCompany }).waitFor();
    expect(await chip.count()).toBe(0);

    // The Filters sheet has a PIN field; its place shows as the chip, which removes it.
    await box.fill('');
    await box.press('Enter');
    await page.locator('.jobs-filters-button').click();
    const sheet = page.getByRole('dialog', { name: jobsMr.filters });
    await sheet.getByLabel(uiMr.pinCode, { exact: true }).fill('४११०१८');
    await expect.poll(params).toMatchObject({ district: 'Pune', pin: '411018' });
    await sheet.locator('.chip', { hasText: chipText }).waitFor();
    await screenshotsAtBothWidths(page, 'walk-phone-pin-sheet', false);
    await page.setViewportSize(PHONE_VIEWPORT);
    // (The wide screenshot closed the sheet: at 1280 px the filters are on the page.)
    await sheet.waitFor({ state: 'detached' });
    await chip.getByRole('button', { name: clearLabel }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('district')).toBe(false);
    expect(params().pin).toBeUndefined();
    expect(params().state).toBeUndefined();
  });
});

describe('Messages offline on a phone, in English', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });

  it('shows the conversations and an opened thread as last seen, under the offline notice', async () => {
    const { page, context } = b;
    const seeker = await createUser({ role: 'jobseeker' });
    const employers = await Promise.all([createUser({ role: 'employer', name: 'Vikas Mehta' }), createUser({ role: 'employer', name: 'Farida Khan' })]);
    const word = uniqueWord();
    const threadId = await seedThread(employers[0], seeker, 'Driver', `Mehta Roadways ${word}`, ['Can you start on Monday?']);
    await seedThread(employers[1], seeker, 'Helper', `Khan Stores ${word}`, ['Please bring your Aadhaar card.']);

    // Online first: the list and one thread are read, and the service worker installs.
    await loginAs(page, seeker, '/messages');
    await page.locator('.messages__item').nth(1).waitFor();
    await page.locator(`a[href="/messages/${threadId}"]`).click();
    await page.locator('.messages__text', { hasText: 'Can you start on Monday?' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    expect(await page.getByTestId('offline-notice').textContent()).toBe(offlineEn.showingLastSeen);
    await expect.poll(() => page.locator('.messages__item').count()).toBe(2);
    expect(await page.getByText(messagesEn.none).count()).toBe(0);
    await page.locator('.messages__text', { hasText: 'Can you start on Monday?' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotsAtBothWidths(page, 'walk-phone-messages-offline');

    // Back online the live list returns and the notice goes.
    await context.setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
  });
});
