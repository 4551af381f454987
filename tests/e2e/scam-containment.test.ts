/**
 * Scam containment in Chromium at 360 px, in English, against the emulators:
 * the employer's Applications page after the job's questions were edited
 * shows each applicant under the questions they were asked (and judges the
 * must-haves by them); Post a Job refuses another employer's verified company
 * name, saying so under the field before and after the submit.
 */
import { english, englishProblem } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { problem } from '@jobsearch/domain/problems';
import { reservedCompanyKey, VERIFIED_COMPANY_NAMES, type ScreeningQuestion } from '@jobsearch/domain';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, createUser, eventually, seedApplication, seedJob } from '../support';
import {
  expect,
  expectFieldError,
  expectToast,
  loginAs,
  PHONE_VIEWPORT,
  screenshot,
  seriousA11yViolations,
  TRIGGER_WAIT_MS,
  uniqueWord,
  useBrowser,
} from './harness';

const ASKED: ScreeningQuestion[] = [
  { kind: 'yesNo', text: 'Do you hold a heavy vehicle licence?', mustHave: true, needed: true },
  { kind: 'number', text: 'Years of driving?', mustHave: true, needed: 2 },
];
const EDITED: ScreeningQuestion[] = [
  { kind: 'yesNo', text: 'Will you pay a ₹5,000 deposit?', mustHave: true, needed: true },
  { kind: 'number', text: 'Years of driving?', mustHave: true, needed: 10 },
];

describe('scam containment', () => {
  const b = useBrowser();

  it('Applications after an edit of the questions: each applicant under the questions they were asked, the must-haves judged by them', async () => {
    const page = b.page;
    const word = uniqueWord();
    const company = `${word.charAt(0).toUpperCase()}${word.slice(1)} Transport`;
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { companyName: company, screeningQuestions: ASKED });
    const named = (name: string) => createUser({ role: 'jobseeker', name: `${name} ${word.slice(2, 7)}` });
    const [asked, old] = await Promise.all([named('Asha'), named('Ravi')]);
    const askedApp = await seedApplication({ jobId, employerId: employer.uid, seeker: asked, companyName: company });
    const oldApp = await seedApplication({ jobId, employerId: employer.uid, seeker: old, companyName: company });
    // Asha applied with the questions kept; Ravi's application is from before they were kept.
    await adminDb()
      .doc(`applications/${askedApp}`)
      .update({ answers: [true, 3], questions: ASKED });
    await adminDb()
      .doc(`applications/${oldApp}`)
      .update({ answers: [true, 3] });
    // The employer then rewrites the questions.
    await adminDb().doc(`jobs/${jobId}`).update({ screeningQuestions: EDITED });

    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, employer, '/Application');
    const table = page.getByTestId('applicants-table');
    const row = (name: string) => table.locator('tbody tr', { hasText: name });
    await row(asked.name).getByText(ASKED[0]!.text).waitFor();
    expect(await row(asked.name).getByText(EDITED[0]!.text).count()).toBe(0);
    expect(await row(asked.name).getByText(english('applications.mustHaveNotMet')).count()).toBe(0);
    // The control: an application from before reads the job's questions now, as it always did.
    expect(await row(old.name).getByText(EDITED[0]!.text).count()).toBe(1);
    expect(await row(old.name).getByText(english('applications.mustHaveNotMet')).count()).toBe(1);
    await screenshot(page, 'scam-applications-after-edit-360');

    await page.getByLabel(english('applications.meetsAllMustHaves')).check();
    await row(old.name).waitFor({ state: 'detached' });
    expect(await row(asked.name).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("Post a Job refuses another employer's verified company name, under the field, and posts nothing", async () => {
    const page = b.page;
    const word = uniqueWord();
    const name = `Shri Sai ${word} Fabricators`;
    const [owner, other] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'employer' })]);
    await adminDb().doc(`employerVerifications/${owner.uid}`).set({ companyName: name, verifiedAt: new Date(), verifiedBy: 'e2e-admin' });
    await eventually(
      'the name is reserved',
      async () =>
        (
          await adminDb()
            .doc(`${VERIFIED_COMPANY_NAMES}/${reservedCompanyKey(name)}`)
            .get()
        ).exists,
      TRIGGER_WAIT_MS / 1000,
    );

    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, other, '/post-job');
    const companyField = page.getByLabel('Company Name');
    // Before the submit: the field says what is refused.
    await page.getByText(english('postJob.companyNameHint')).waitFor();
    await fillRequired(page, `ＳＨＲＩ Sai  ${word.toUpperCase()} fabricators`);
    await submitTwice(page, 'Post Job', MESSAGES.confirmPost);
    const company = `ＳＨＲＩ Sai  ${word.toUpperCase()} fabricators`;
    const said = englishProblem(problem('postJob.companyNameTaken', { company }));
    await expectFieldError(companyField, said);
    await expectToast(page, english('postJob.companyNameTaken', { company }));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await companyField.getAttribute('id'));
    await screenshot(page, 'scam-post-job-name-taken-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await adminDb().collection('jobs').where('employerId', '==', other.uid).get()).size).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label });

/** The required fields of Post a Job (as tests/e2e/post-job.test.ts fills them). */
async function fillRequired(page: Page, company: string) {
  await page.getByLabel('Company Name').fill(company);
  await combobox(page, 'Job Shift').fill('Day Shift');
  await combobox(page, 'Job Type').fill('Field Job');
  await page.getByLabel('Salary').fill('15000 - 25000');
  await page.getByLabel('State').selectOption('Maharashtra');
  await combobox(page, 'City').fill('Pune');
  await page.getByLabel('Street').fill('FC Road');
  await combobox(page, 'Experience').fill('1-3 years');
}

async function submitTwice(page: Page, label: string, confirm: string) {
  await page.getByLabel('I accept the terms and conditions').check();
  const button = page.getByRole('button', { name: label, exact: true });
  await button.click();
  await page.getByText(confirm).waitFor();
  await button.click();
}
