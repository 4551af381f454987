/**
 * Screening questions end to end in Chromium against the emulators: the
 * employer's editor on Post a Job (a seeded job's questions on Edit), a
 * seeker answering a must-have question in Apply (answers required, errors
 * announced), and the employer's Applications page showing the answers,
 * "Not answered" for an application without any, and the filter "Meets all
 * must-haves".
 */
import { english } from '@jobsearch/domain/i18n/english';
import type { ScreeningQuestion } from '@jobsearch/domain';
import { describe, it } from 'vitest';
import { adminDb, createUser, samplePdf, seedApplication, seedJob } from '../support';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectToast,
  loginAs,
  openApplyForm,
  PHONE_VIEWPORT,
  screenshot,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
  waitForList,
} from './harness';

const QUESTIONS: ScreeningQuestion[] = [
  { kind: 'yesNo', text: 'Do you hold a welding certificate?', mustHave: true, needed: true },
  { kind: 'number', text: 'Years of welding?', mustHave: true, needed: 2 },
];

describe('screening questions', () => {
  const b = useBrowser();

  it('the employer sees a job’s questions on Edit; a seeker must answer them in Apply; the employer filters by must-haves', async () => {
    const page = b.page;
    const word = uniqueWord();
    const company = `${word.charAt(0).toUpperCase()}${word.slice(1)} Welding`;
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { companyName: company, screeningQuestions: QUESTIONS });
    const named = (name: string) => createUser({ role: 'jobseeker', name: `${name} ${word.slice(2, 7)}` });
    const [seeker, oldClient, junior] = await Promise.all([named('Asha'), named('Ravi'), named('Kiran')]);
    // An old client's application (no answers) and one that misses a must-have.
    await seedApplication({ jobId, employerId: employer.uid, seeker: oldClient, companyName: company });
    const juniorApp = await seedApplication({ jobId, employerId: employer.uid, seeker: junior, companyName: company });
    await adminDb()
      .doc(`applications/${juniorApp}`)
      .update({ answers: [true, 1] });

    // The seeker: answers are required, each error read out; then sent with the application.
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, seeker, `/jobs?q=${word}`);
    await waitForList(page);
    const form = await openApplyForm(page, company);
    await form.getByRole('heading', { name: english('jobs.screeningTitle') }).waitFor();
    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await form.getByText('cv.pdf uploaded').waitFor({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Submit' }).click();
    const required = english('validation.answerRequired');
    await form.getByRole('group', { name: QUESTIONS[0]!.text }).getByRole('alert').getByText(required).waitFor();
    expect(await form.getByRole('alert').filter({ hasText: required }).count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form
      .getByRole('group', { name: QUESTIONS[0]!.text })
      .getByRole('radio', { name: english('jobs.answerYes') })
      .check();
    await form.getByLabel(QUESTIONS[1]!.text).fill('3');
    await screenshot(page, 'screening-apply-360');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, english('jobs.applySucceeded'));
    expect((await adminDb().doc(`applications/${jobId}_${seeker.uid}`).get()).get('answers')).toEqual([true, 3]);

    // The employer: the job's questions on Edit, the answers on Applications, and the must-haves filter.
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await loginAs(page, employer, `/post-job/${jobId}/edit`);
    const first = page.getByTestId('screening-question-0');
    expect(await first.getByLabel(english('postJob.questionText')).inputValue()).toBe(QUESTIONS[0]!.text);
    expect(await first.getByLabel(english('postJob.questionMustHave')).isChecked()).toBe(true);
    expect(await page.getByTestId('screening-question-1').getByLabel(english('postJob.questionMinimum')).inputValue()).toBe('2');

    await page.goto('/Application');
    const table = page.getByTestId('applicants-table');
    const row = (name: string) => table.locator('tbody tr', { hasText: name });
    await row(seeker.name).getByText('Years of welding?').waitFor();
    expect(await row(oldClient.name).getByText(english('applications.notAnswered')).count()).toBe(2);
    expect(await row(junior.name).getByText(english('applications.mustHaveNotMet')).count()).toBe(1);
    await page.getByLabel(english('applications.meetsAllMustHaves')).check();
    await row(oldClient.name).waitFor({ state: 'detached' });
    expect(await row(junior.name).count()).toBe(0);
    expect(await row(seeker.name).count()).toBe(1);
    await screenshot(page, 'screening-applications-1280');
  });
});
