/**
 * Applying without a resume file, on a phone (360 px): a resume the server
 * makes from the work profile (in Marathi, then opened by the employer), one
 * resume following the person (in English: an uploaded file kept on the
 * profile is the next application's resume and an accepted invitation's),
 * and a work profile too empty
 * for a made resume (in Hindi: the choice says what to add, and links to it).
 */
import { INVITATIONS_COLLECTION, invitationId } from '@jobsearch/domain/candidates';
import { catalogTranslator } from '@jobsearch/domain/i18n/catalog-translator';
import choicesMr from '@jobsearch/domain/i18n/catalogs/choices/mr';
import type { Language } from '@jobsearch/domain/i18n/languages';
import { labelKey } from '@jobsearch/domain/problems';
import { RESUME_CHECK_KEY, RESUME_CHECK_PASSED } from '@jobsearch/domain/resume-file';
import { profileResumePath } from '@jobsearch/domain/pipeline';
import { EMPTY_WORK_PROFILE, WORK_PROFILE_FIELD_LABELS, type WorkProfile } from '@jobsearch/domain/work-profile';
import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, bucket, createUser, eventually, FieldValue, samplePdf, seedJob, type TestUser } from '../support';
import { readPdfText } from '../support/pdf-text';
import { expect, expectToast, LANGUAGE_STORAGE_KEY, loginAs, PHONE_VIEWPORT, screenshot, seriousA11yViolations, uniqueWord, useBrowser } from './harness';
import { capitalised } from './jobs-list';

const welder: WorkProfile = {
  ...EMPTY_WORK_PROFILE,
  education: 'ITI',
  trade: 'Welder',
  experienceYears: 6,
  skills: ['TIG welding', 'Arc welding'],
  districts: ['Pune'],
  languages: ['Marathi', 'Hindi'],
};

const isChecked = async (path: string) => (await bucket().file(path).getMetadata())[0].metadata?.[RESUME_CHECK_KEY] === RESUME_CHECK_PASSED;
const application = async (id: string) => (await adminDb().doc(`applications/${id}`).get()).data() ?? {};

/** Signs the person in with the site in `language` (the Language control's stored choice) and opens /jobs on this test's word. */
async function openJobs(page: Page, person: TestUser, language: Language, word: string) {
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, language]);
  await loginAs(page, person, `/jobs?q=${word}`);
  await page.locator('.jobs-results:not([aria-busy="true"])').locator('.jobs-grid').waitFor();
}

/** A job's details in the reader's language, the terms ticked, Apply: the apply form. */
async function openApplyForm(page: Page, company: string, t: ReturnType<typeof catalogTranslator>): Promise<Locator> {
  await page
    .locator('.job-card', { hasText: company })
    .getByRole('button', { name: t('jobs.details') })
    .click();
  const details = page.getByRole('dialog');
  await details.getByRole('checkbox').check();
  await details.getByRole('button', { name: t('jobs.apply'), exact: true }).click();
  const form = page.getByRole('dialog').filter({ has: page.locator('form.apply-form') });
  await form.waitFor();
  return form;
}

describe('applying without a file, at 360 px', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('in Marathi, a welder applies with a resume made from the work profile; the employer opens a PDF holding their name and trade in Devanagari', async () => {
    const t = catalogTranslator('mr');
    const word = uniqueWord();
    const company = `${capitalised(word)} Fabricators`;
    const boss = await createUser({ role: 'employer' });
    const jobId = await seedJob(boss.uid, { companyName: company, jobRole: 'Welder', degree: 'ITI', trade: 'Welder', city: 'Pune' });
    const seeker = await createUser({ role: 'jobseeker', name: 'सुनीता पवार' });
    await adminDb().doc(`users/${seeker.uid}`).update({ workProfile: welder });

    await openJobs(b.page, seeker, 'mr', word);
    const form = await openApplyForm(b.page, company, t);
    // No file and a ready work profile: the made resume is this person's resume, chosen already; the phone stays off it.
    const made = form.getByRole('radio', { name: t('jobs.resumeMadeFromProfile') });
    await expect.poll(() => made.isChecked()).toBe(true);
    const showPhone = form.getByRole('checkbox', { name: t('jobs.showPhoneOnResume') });
    expect(await showPhone.isChecked()).toBe(false);
    expect(await form.getByText(t('jobs.resumeMadeHint')).isVisible()).toBe(true);
    expect(await form.locator('input[type="file"]').count()).toBe(0);
    await showPhone.scrollIntoViewIfNeeded();
    await screenshot(b.page, 'apply-without-file-made-mr-360', false);
    expect(await seriousA11yViolations(b.page)).toEqual([]);

    // From the keyboard: the phone line is ticked with Space, the form sent with Enter on Submit.
    await showPhone.focus();
    await b.page.keyboard.press('Space');
    expect(await showPhone.isChecked()).toBe(true);
    await form.getByRole('button', { name: t('jobs.submit') }).focus();
    await b.page.keyboard.press('Enter');
    await expectToast(b.page, t('jobs.applySucceeded'));
    await form.waitFor({ state: 'detached' });

    const stored = await application(`${jobId}_${seeker.uid}`);
    expect(stored.resumePath).toMatch(new RegExp(`^resumes/${seeker.uid}/${jobId}/`));
    // The server checks the made file as any resume; the employer reads it once it passed.
    await eventually('the made resume is checked', () => isChecked(stored.resumePath as string));

    // The employer (in English) sees the application; View opens the PDF.
    let served: Buffer | null = null;
    await b.context.route(/\/v0\/b\/.*alt=media/, async (route) => {
      const response = await route.fetch();
      served = await response.body();
      await route.fulfill({ response, body: served });
    });
    await b.page.evaluate(([key]) => localStorage.setItem(key!, 'en'), [LANGUAGE_STORAGE_KEY]);
    await loginAs(b.page, boss, '/Application');
    const row = b.page.locator('[data-testid="applicants-table"] tbody tr', { hasText: 'सुनीता पवार' });
    await row.waitFor();
    const opened = b.context.waitForEvent('page');
    await row.getByRole('button', { name: 'View resume of सुनीता पवार' }).click();
    const tab = await opened;
    await expect.poll(() => served !== null, { timeout: 15_000 }).toBe(true);
    expect(served!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Real, selectable Devanagari text: the name and the trade (in Marathi) as a reader extracts them.
    const text = await readPdfText(new Uint8Array(served!));
    expect(text.glyphText).toContain('सुनीता पवार');
    expect(text.glyphText).toContain(choicesMr['trade:Welder']);
    if (!tab.isClosed()) await tab.close();
  });

  it("in English, an uploaded file kept for next time is the next application's resume, chosen by default, and an accepted invitation's", async () => {
    const t = catalogTranslator('en');
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await createUser({ role: 'employer' });
    const firstJob = await seedJob(boss.uid, { companyName: `${W} First`, jobRole: 'Driver', degree: '10th', trade: 'Other' });
    const secondJob = await seedJob(boss.uid, { companyName: `${W} Second`, jobRole: 'Driver', degree: '10th', trade: 'Other' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Kiran Jadhav' });

    await openJobs(b.page, seeker, 'en', word);
    let form = await openApplyForm(b.page, `${W} First`, t);
    // No profile resume and no work profile: a file, kept for next time unless unticked.
    await expect.poll(() => form.getByRole('radio', { name: t('jobs.uploadResumeFile') }).isChecked()).toBe(true);
    const keep = form.getByRole('checkbox', { name: t('jobs.keepResume') });
    expect(await keep.isChecked()).toBe(true);
    await form
      .getByLabel(t('jobs.resume'), { exact: true })
      .setInputFiles({ name: 'kiran.pdf', mimeType: 'application/pdf', buffer: samplePdf('Kiran Jadhav, driver') });
    await form.getByText(t('jobs.resumeUploaded', { fileName: 'kiran.pdf' })).waitFor();
    await keep.scrollIntoViewIfNeeded();
    await screenshot(b.page, 'apply-without-file-keep-en-360', false);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await form.getByRole('button', { name: t('jobs.submit') }).click();
    await expectToast(b.page, t('jobs.applySucceeded'));
    await expectToast(b.page, t('jobs.resumeKept'));
    expect((await application(`${firstJob}_${seeker.uid}`)).resumePath).toMatch(new RegExp(`^resumes/${seeker.uid}/${firstJob}/\\d+-kiran\\.pdf$`));
    const [kept] = await bucket().file(profileResumePath(seeker.uid)).download();
    expect(kept.toString('latin1')).toContain('Kiran Jadhav, driver');
    await eventually('the kept resume is checked', () => isChecked(profileResumePath(seeker.uid)));

    // The next job: the kept resume is chosen before anything is touched, and "keep" is no longer offered ticked.
    form = await openApplyForm(b.page, `${W} Second`, t);
    const saved = form.getByRole('radio', { name: t('jobs.useSavedResume', { fileName: 'kiran.pdf' }) });
    await saved.waitFor();
    expect(await saved.isChecked()).toBe(true);
    await screenshot(b.page, 'apply-without-file-saved-en-360', false);
    await form.getByRole('radio', { name: t('jobs.uploadNewResume') }).check();
    expect(await form.getByRole('checkbox', { name: t('jobs.keepResume') }).isChecked()).toBe(false);
    await form.getByRole('radio', { name: t('jobs.useSavedResume', { fileName: 'kiran.pdf' }) }).check();
    await form.getByRole('button', { name: t('jobs.submit') }).click();
    // The first application's toast may still be up: the form closing is this one's success.
    await form.waitFor({ state: 'detached' });
    const second = await application(`${secondJob}_${seeker.uid}`);
    expect(second.resumePath).toMatch(new RegExp(`^resumes/${seeker.uid}/${secondJob}/profile-\\d+\\.pdf$`));
    const [sent] = await bucket()
      .file(second.resumePath as string)
      .download();
    expect(sent.equals(kept)).toBe(true);

    // An invitation's Accept uses the same resume, and the list says so before the answer.
    const invitedJob = await seedJob(boss.uid, { companyName: `${W} Invited`, jobRole: 'Driver', degree: '10th', trade: 'Other' });
    await adminDb()
      .doc(`${INVITATIONS_COLLECTION}/${invitationId(invitedJob, seeker.uid)}`)
      .set({
        jobId: invitedJob,
        jobTitle: 'Driver',
        companyName: `${W} Invited`,
        employerId: boss.uid,
        seekerId: seeker.uid,
        status: 'Sent',
        createdAt: FieldValue.serverTimestamp(),
        respondedAt: null,
        applicationId: '',
      });
    await b.page.goto('/my-applications');
    await b.page
      .getByTestId('invitations-resume')
      .getByText(t('candidates.acceptUsesResume', { fileName: 'kiran.pdf' }))
      .waitFor();
    await b.page
      .getByTestId('invitation')
      .filter({ hasText: `${W} Invited` })
      .getByRole('button', { name: t('candidates.accept') })
      .click();
    await expectToast(b.page, t('candidates.acceptedApplied'));
    const invited = await application(`${invitedJob}_${seeker.uid}`);
    expect(invited.resumePath).toMatch(new RegExp(`^resumes/${seeker.uid}/${invitedJob}/profile-\\d+\\.pdf$`));
  });

  it('in Hindi, an empty work profile: the made resume says what to add first, and links to it on Profile', async () => {
    const t = catalogTranslator('hi');
    const word = uniqueWord();
    const company = `${capitalised(word)} Transport`;
    const boss = await createUser({ role: 'employer' });
    const jobId = await seedJob(boss.uid, { companyName: company, jobRole: 'Driver', degree: '10th', trade: 'Other' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Ramesh Yadav' });

    await openJobs(b.page, seeker, 'hi', word);
    const form = await openApplyForm(b.page, company, t);
    const label = (field: keyof typeof WORK_PROFILE_FIELD_LABELS) => t(labelKey(WORK_PROFILE_FIELD_LABELS[field]));
    const needs = t('jobs.madeResumeNeeds', { fields: [label('education'), label('trade'), label('experienceYears')].join(', ') });
    // Said up front, before any submit, beside the choice.
    await form.getByText(needs).waitFor();
    const upload = form.getByRole('radio', { name: t('jobs.uploadResumeFile') });
    expect(await upload.isChecked()).toBe(true);

    // From the keyboard: the arrow moves from the file to the made resume.
    await upload.focus();
    await b.page.keyboard.press('ArrowUp');
    const made = form.getByRole('radio', { name: t('jobs.resumeMadeFromProfile') });
    expect(await made.isChecked()).toBe(true);
    await form.getByRole('button', { name: t('jobs.submit') }).click();
    // The server refuses it the same way: said as the choice's alert and as a toast.
    await form.getByRole('alert').filter({ hasText: needs }).waitFor();
    await expectToast(b.page, needs);
    expect((await adminDb().doc(`applications/${jobId}_${seeker.uid}`).get()).exists).toBe(false);
    await form.getByRole('link', { name: t('jobs.madeResumeAdd') }).scrollIntoViewIfNeeded();
    await screenshot(b.page, 'apply-without-file-needs-hi-360', false);
    expect(await seriousA11yViolations(b.page)).toEqual([]);

    const add = form.getByRole('link', { name: t('jobs.madeResumeAdd') });
    expect(await add.getAttribute('href')).toBe('/Profile#work-education');
    await add.click();
    await b.page.waitForURL(/\/Profile#work-education$/);
    await expect.poll(() => b.page.evaluate(() => document.activeElement?.id)).toBe('work-education');
  });
});
