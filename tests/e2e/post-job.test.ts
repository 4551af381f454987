/**
 * Post a Job end to end: every cascade with the preview and the two-step submit,
 * the required-field messages, the Mobile Number as Indians write it, the Job
 * Role suggestions, the draft kept on the device with the warning before
 * leaving, and the same form's other modes: Edit and Post again.
 */
import { english, englishProblem } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { FIELD_PROBLEMS } from '@jobsearch/domain/problems';
import { JOB_FIELD_LABELS } from '@jobsearch/domain/schemas';
import { todayInIndia } from '@jobsearch/domain/helpers';
import { jobContactPath } from '@jobsearch/domain/job';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, seedJob, createUser, eventually } from '../support';
import {
  expect,
  expectToast,
  loginAs,
  seriousA11yViolations,
  useBrowser,
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  uniqueWord,
  TRIGGER_WAIT_MS,
  screenshot,
} from './harness';
import { JOB_ROLES } from '@jobsearch/domain/choices';

const listbox = (page: Page, label: string) => page.getByRole('listbox', { name: label });

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label });

const mine = (uid: string) => adminDb().collection('jobs').where('employerId', '==', uid).get();

/** A job's number, from its private contact (the job document holds none). */
const numberOf = async (jobId: string) => (await adminDb().doc(`jobs/${jobId}/private/contact`).get()).get('mobileNumber');

/** Fills the required fields of Post a Job (free text where the form takes it). */
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

/** Ticks the terms and presses the submit button twice (review, then confirm). */
async function submitTwice(page: Page, label: string, confirm: string) {
  await page.getByLabel('I accept the terms and conditions').check();
  const button = page.getByRole('button', { name: label, exact: true });
  await button.click();
  await page.getByText(confirm).waitFor();
  await button.click();
}

describe('Post a Job', () => {
  const b = useBrowser();

  it('posts a job through every cascade, with the preview and a two-step submit', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer', name: 'Asha Deshmukh' });
    await loginAs(page, employer, '/post-job');
    await page.getByRole('heading', { level: 1, name: 'Post a New Job' }).waitFor();
    // The greeting types the name (screen readers get the whole sentence).
    await expect(page.locator('.post-job__greeting .visually-hidden').textContent()).resolves.toBe('Welcome, Asha Deshmukh!');
    await page.getByTestId('typing-greeting').filter({ hasText: 'Welcome, Asha' }).waitFor();

    const post = page.getByRole('button', { name: 'Post Job' });
    expect(await post.isDisabled()).toBe(true);
    expect(await page.getByTestId('job-preview').count()).toBe(0);
    expect(await combobox(page, 'City').isDisabled()).toBe(true);

    await page.getByLabel('Company Name').fill('Deshmukh Electricals');
    await page.getByTestId('job-preview').waitFor();

    // Job Role: suggestions filter as you type; a click chooses.
    await combobox(page, 'Job Role').fill('Electric');
    await listbox(page, 'Job Role').getByRole('option', { name: 'Electrician', exact: true }).click();
    expect(await combobox(page, 'Job Role').inputValue()).toBe('Electrician');
    expect(await listbox(page, 'Job Role').isVisible()).toBe(false);

    // Job Shift by keyboard: Down opens on the first option, Down moves, Enter chooses.
    await combobox(page, 'Job Shift').focus();
    await page.keyboard.press('ArrowDown');
    await listbox(page, 'Job Shift').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await combobox(page, 'Job Shift').inputValue()).toBe('Night Shift');

    // Job Type: Escape closes the list; free text stays.
    await combobox(page, 'Job Type').focus();
    await page.keyboard.press('ArrowDown');
    await listbox(page, 'Job Type').waitFor();
    await page.keyboard.press('Escape');
    expect(await listbox(page, 'Job Type').isVisible()).toBe(false);
    await combobox(page, 'Job Type').fill('Warehouse Job');
    await page.getByRole('heading', { level: 1 }).click(); // a click outside closes the list
    expect(await listbox(page, 'Job Type').isVisible()).toBe(false);
    expect(await combobox(page, 'Job Type').inputValue()).toBe('Warehouse Job');

    await page.getByLabel('Salary').fill('15000 - 25000');

    // State -> City: the city waits for a state; choosing a state clears it.
    await page.getByLabel('State').selectOption('Maharashtra');
    expect(await combobox(page, 'City').isDisabled()).toBe(false);
    await combobox(page, 'City').fill('pun');
    await listbox(page, 'City').getByRole('option', { name: 'Pune', exact: true }).click();
    expect(await combobox(page, 'City').inputValue()).toBe('Pune');
    await page.getByLabel('State').selectOption('');
    expect(await combobox(page, 'City').inputValue()).toBe('');
    expect(await combobox(page, 'City').isDisabled()).toBe(true);
    await page.getByLabel('State').selectOption('Maharashtra');
    await combobox(page, 'City').click();
    expect(await listbox(page, 'City').getByRole('option').count()).toBe(36);
    await listbox(page, 'City').getByRole('option', { name: 'Pune', exact: true }).click();
    await page.getByLabel('Street').fill('FC Road, Shivajinagar');

    // Degree -> Trade: a degree brings its trades; a new degree clears the trade;
    // unrecognised text clears both and hides the trade.
    expect(await page.getByLabel('Trade').count()).toBe(0);
    await combobox(page, 'Degree').fill('ITI');
    await page.getByLabel('Trade').selectOption('Electrician');
    await combobox(page, 'Degree').fill('Diploma');
    expect(await page.getByLabel('Trade').inputValue()).toBe('');
    await combobox(page, 'Degree').fill('PhD');
    expect(await page.getByLabel('Trade').count()).toBe(0);
    await page.getByLabel('Salary').click(); // leaving the box drops the unrecognised text
    expect(await combobox(page, 'Degree').inputValue()).toBe('');
    await combobox(page, 'Degree').click();
    await listbox(page, 'Degree').getByRole('option', { name: 'ITI', exact: true }).click();
    await page.getByLabel('Trade').selectOption('Electrician');

    await combobox(page, 'Experience').fill('1-3');
    await listbox(page, 'Experience').getByRole('option', { name: '1-3 years' }).click();
    const description = page.getByLabel('Experience Description');
    expect(await description.getAttribute('rows')).toBe('4');
    await description.fill('House wiring and panel maintenance.');
    await page.getByLabel('Gender').selectOption({ label: 'Any' });
    await page.getByLabel('Chargeable').selectOption('No');
    await page.getByLabel('Mobile Number (Optional)').pressSequentially('98x765-43210');
    expect(await page.getByLabel('Mobile Number (Optional)').inputValue()).toBe('9876543210');

    const preview = page.getByTestId('job-preview');
    const previewText = (await preview.textContent()) ?? '';
    for (const part of [
      'Deshmukh Electricals',
      'Electrician',
      'Night Shift',
      'Warehouse Job',
      '₹15,000 - ₹25,000',
      'FC Road, Shivajinagar, Pune, Maharashtra',
      'ITI (Electrician)',
      '1-3 years',
      'House wiring and panel maintenance.',
      'Any',
      'Contact9876543210',
    ]) {
      expect(previewText).toContain(part);
    }

    // Terms: the link opens in a new tab; the button waits for the tick.
    const terms = page.locator('#main').getByRole('link', { name: 'terms and conditions', exact: true });
    expect(await terms.getAttribute('href')).toBe('/termsandconditions');
    expect(await terms.getAttribute('target')).toBe('_blank');
    await page.getByLabel('I accept the terms and conditions').check();
    expect(await post.isEnabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // First press: only the confirm flag.
    await post.click();
    await page.getByText(MESSAGES.confirmPost).waitFor();
    const mine = () => adminDb().collection('jobs').where('employerId', '==', employer.uid).get();
    expect((await mine()).size).toBe(0);

    // Second press: posted, and off to the new job on Posted Jobs, with its link to share.
    await post.click();
    await expectToast(page, MESSAGES.jobPosted);
    await page.waitForURL('**/posted-jobs?posted=*');
    await page.getByTestId('posted-job').filter({ hasText: 'Deshmukh Electricals' }).getByTestId('just-posted').waitFor();
    // A new form is empty: the draft went with the post.
    await page.goto('/post-job');
    await expect(page.getByLabel('Company Name').inputValue()).resolves.toBe('');
    expect(await page.getByLabel('I accept the terms and conditions').isChecked()).toBe(false);
    expect(await post.isDisabled()).toBe(true);
    expect(await page.getByText(MESSAGES.confirmPost).count()).toBe(0);

    // salaryMin and salaryMax are the jobs trigger's, written a moment after the post.
    await eventually('the salary range from the jobs trigger', async () => (await mine()).docs[0]?.get('salaryMin') != null, TRIGGER_WAIT_MS / 1000);
    const jobs = await mine();
    expect(jobs.size).toBe(1);
    expect(jobs.docs[0]!.data()).toMatchObject({
      companyName: 'Deshmukh Electricals',
      jobRole: 'Electrician',
      title: 'Electrician',
      jobShift: 'Night Shift',
      jobType: 'Warehouse Job',
      salary: '15000 - 25000',
      salaryMin: 15000,
      salaryMax: 25000,
      state: 'Maharashtra',
      city: 'Pune',
      location: 'FC Road, Shivajinagar',
      degree: 'ITI',
      trade: 'Electrician',
      experience: '1-3 years',
      description: 'House wiring and panel maintenance.',
      gender: 'Other',
      chargeable: 'No',
      charges: 'No',
      status: 'Active',
      date: todayInIndia(),
      employerId: employer.uid,
    });
    // The number is not on the job seekers list, but in its private contact, written in the same batch.
    expect(jobs.docs[0]!.get('mobileNumber')).toBeUndefined();
    expect((await adminDb().doc(jobContactPath(jobs.docs[0]!.id)).get()).data()).toEqual({ mobileNumber: '9876543210', employerId: employer.uid });

    // It is on Your Posted Jobs.
    await page.goto('/posted-jobs');
    await page.getByTestId('posted-job').filter({ hasText: 'Deshmukh Electricals' }).waitFor();
  });

  it('names each missing required field beside it, and checks salary and mobile number', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    await loginAs(page, employer, '/post-job');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Post Job' }).click();
    for (const field of ['companyName', 'jobShift', 'jobType', 'salary', 'state', 'city', 'location', 'experience'] as const) {
      const message = englishProblem(FIELD_PROBLEMS.required(JOB_FIELD_LABELS[field]));
      await page.locator(`#job-${field}-error`, { hasText: message }).waitFor();
      expect(await page.locator(`#job-${field}`).getAttribute('aria-invalid')).toBe('true');
    }
    for (const optional of ['jobRole', 'degree', 'description', 'gender', 'chargeable', 'mobileNumber']) {
      expect(await page.locator(`#job-${optional}-error`).count()).toBe(0);
    }
    // Focus goes to the first field in error.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('job-companyName');
    expect(await page.getByText(MESSAGES.confirmPost).count()).toBe(0);

    // Typing clears that field's message.
    await page.getByLabel('Company Name').fill('Acme');
    expect(await page.locator('#job-companyName-error').count()).toBe(0);

    await page.getByLabel('Salary').fill('about twenty thousand');
    await page.getByLabel('Mobile Number (Optional)').fill('12345');
    await page.getByRole('button', { name: 'Post Job' }).click();
    await page.locator('#job-salary-error', { hasText: englishProblem(FIELD_PROBLEMS.invalidSalary) }).waitFor();
    await page.locator('#job-mobileNumber-error', { hasText: englishProblem(FIELD_PROBLEMS.invalidMobile) }).waitFor();
    expect((await adminDb().collection('jobs').where('employerId', '==', employer.uid).get()).size).toBe(0);
  });
});

describe('the Mobile Number as Indians write it', () => {
  const b = useBrowser();

  it('+91 9876543210 typed and 98765 43210 pasted both publish 9876543210; 98765 4321 is refused beside the field', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    await loginAs(page, employer, '/post-job');
    const mobile = page.getByLabel('Mobile Number (Optional)');

    // Typed key by key with +91 and a space: nothing is cut off.
    await fillRequired(page, `Typed ${uniqueWord()}`);
    await mobile.pressSequentially('+91 9876543210');
    expect(await mobile.inputValue()).toBe('+919876543210');
    expect(await page.getByTestId('job-preview').textContent()).toContain('Contact9876543210');
    await submitTwice(page, 'Post Job', MESSAGES.confirmPost);
    await expectToast(page, MESSAGES.jobPosted);
    await eventually('the typed job stored', async () => (await mine(employer.uid)).size === 1);
    expect(await numberOf((await mine(employer.uid)).docs[0]!.id)).toBe('9876543210');
    expect((await mine(employer.uid)).docs[0]!.get('mobileNumber')).toBeUndefined();

    // Pasted with a space (the old box kept 9 digits of it), on a new form (posting went to Posted Jobs).
    await page.goto('/post-job');
    await fillRequired(page, `Pasted ${uniqueWord()}`);
    await mobile.fill('98765 43210');
    expect(await mobile.inputValue()).toBe('9876543210');
    await submitTwice(page, 'Post Job', MESSAGES.confirmPost);
    await expectToast(page, MESSAGES.jobPosted);
    await eventually('the pasted job stored', async () => (await mine(employer.uid)).size === 2);
    expect(await Promise.all((await mine(employer.uid)).docs.map((d) => numberOf(d.id)))).toEqual(['9876543210', '9876543210']);

    // A short number: the field's message, nothing posted.
    await page.goto('/post-job');
    await fillRequired(page, `Short ${uniqueWord()}`);
    await mobile.fill('98765 4321');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Post Job', exact: true }).click();
    await page.locator('#job-mobileNumber-error', { hasText: englishProblem(FIELD_PROBLEMS.invalidMobile) }).waitFor();
    expect(await page.locator('#job-mobileNumber-hint').textContent()).toBe(MESSAGES.mobileNumberHint);
    expect((await mine(employer.uid)).size).toBe(2);
  });
});

describe('the Job Role suggestions show the exact match', () => {
  const b = useBrowser();

  it('typing Electrician lists Electrician first, not the whole list from the top', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    await loginAs(page, employer, '/post-job');
    await combobox(page, 'Job Role').fill('Electrician');
    const options = listbox(page, 'Job Role').getByRole('option');
    await options.first().waitFor();
    const shown = await options.allTextContents();
    expect(shown[0]).toBe('Electrician');
    expect(shown.length).toBeLessThan(JOB_ROLES.length);
    expect(shown.every((o) => o.toLowerCase().includes('electrician'))).toBe(true);
    await screenshot(page, 'job-role-exact-1280');
    await page.setViewportSize(PHONE_VIEWPORT);
    await screenshot(page, 'job-role-exact-360');
  });
});

describe('the Post a Job draft and the warning before leaving', () => {
  const b = useBrowser();

  it('keeps the form on the device across a reload, asks before leaving, and Discard draft empties it', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    await loginAs(page, employer, '/post-job');
    const company = `Draft ${uniqueWord()}`;
    await page.getByLabel('Company Name').fill(company);
    await page.getByLabel('Salary').fill('15000 - 25000');
    await combobox(page, 'Degree').fill('ITI');
    await page.getByLabel('Trade').selectOption('Welder');
    // A screening question, a must-have number with its minimum, is part of the draft too.
    await page.getByRole('button', { name: english('postJob.addQuestion') }).click();
    const question = page.getByTestId('screening-question-0');
    await question.getByLabel(english('postJob.questionText')).fill('Years of welding?');
    await question.getByLabel(english('postJob.questionKind')).selectOption('number');
    await question.getByLabel(english('postJob.questionMustHave')).check();
    await question.getByLabel(english('postJob.questionMinimum')).fill('2');
    await page.getByText(MESSAGES.draftKept).waitFor();

    // A reload asks the browser's question (beforeunload); the draft comes back.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toBe('beforeunload');
    await page.getByText(`${MESSAGES.draftRestored} ${MESSAGES.draftKept}`).waitFor();
    expect(await page.getByLabel('Company Name').inputValue()).toBe(company);
    expect(await page.getByLabel('Salary').inputValue()).toBe('15000 - 25000');
    expect(await page.getByLabel('Trade').inputValue()).toBe('Welder');
    expect(await question.getByLabel(english('postJob.questionText')).inputValue()).toBe('Years of welding?');
    expect(await question.getByLabel(english('postJob.questionKind')).inputValue()).toBe('number');
    expect(await question.getByLabel(english('postJob.questionMustHave')).isChecked()).toBe(true);
    expect(await question.getByLabel(english('postJob.questionMinimum')).inputValue()).toBe('2');
    await screenshot(page, 'post-job-draft-1280');

    // Leaving inside the app asks first (the router's blocker): Cancel stays.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Jobs' }).click();
    const leave = page.getByRole('dialog', { name: MESSAGES.leavePageTitle });
    await leave.getByText(MESSAGES.leaveNewJob).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'post-job-leave-1280');
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/post-job');

    // Leave goes; the draft is still there on return.
    await nav.getByRole('link', { name: 'My Jobs' }).click();
    await leave.getByRole('button', { name: MESSAGES.leavePage }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Posted Jobs' }).waitFor();
    await nav.getByRole('link', { name: 'Post a Job' }).click();
    expect(await page.getByLabel('Company Name').inputValue()).toBe(company);

    // Discard draft asks, then empties the form and the device's copy; leaving no longer asks.
    await page.getByRole('button', { name: MESSAGES.discardDraft }).click();
    const discard = page.getByRole('dialog', { name: MESSAGES.discardDraftTitle });
    await discard.getByRole('button', { name: MESSAGES.discardDraft }).click();
    await expectToast(page, MESSAGES.draftDiscarded);
    expect(await page.getByLabel('Company Name').inputValue()).toBe('');
    expect(await page.getByTestId('post-job-draft').count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `jobsearch.postJobDraft.${employer.uid}`)).toBeNull();
    await nav.getByRole('link', { name: 'My Jobs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Posted Jobs' }).waitFor();
  });

  it('is per employer and goes once the job is posted', async () => {
    const page = b.page;
    const [first, second] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'employer' })]);
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, first, '/post-job');
    const company = `Posted ${uniqueWord()}`;
    await fillRequired(page, company);
    await page.getByText(MESSAGES.draftKept).waitFor();
    await screenshot(page, 'post-job-draft-360');
    const key = (uid: string) => `jobsearch.postJobDraft.${uid}`;
    expect(await page.evaluate((k) => localStorage.getItem(k), key(first.uid))).toContain(company);
    expect(await page.evaluate((k) => localStorage.getItem(k), key(second.uid))).toBeNull();
    await submitTwice(page, 'Post Job', MESSAGES.confirmPost);
    await expectToast(page, MESSAGES.jobPosted);
    expect(await page.evaluate((k) => localStorage.getItem(k), key(first.uid))).toBeNull();
    await page.goto('/post-job');
    expect(await page.getByLabel('Company Name').inputValue()).toBe('');
  });
});

describe('Edit and Post again from Posted Jobs', () => {
  const b = useBrowser();

  it('Edit changes every field it is given and keeps owner, posting date and creation time', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const company = `Edit ${uniqueWord()}`;
    const createdAt = new Date('2026-01-05T10:00:00Z');
    const jobId = await seedJob(employer.uid, { companyName: company, mobileNumber: '9876543210', createdAt });
    await adminDb().doc(`jobs/${jobId}`).update({ date: '2026-01-05', status: 'Inactive' });
    await loginAs(page, employer, '/posted-jobs');
    await page.getByRole('link', { name: english('postedJobs.editJobOf', { title: 'Electrician' }) }).click();
    await page.getByRole('heading', { level: 1, name: MESSAGES.editJobPageTitle }).waitFor();
    expect(await page.getByLabel('Company Name').inputValue()).toBe(company);
    expect(await page.getByLabel('Mobile Number (Optional)').inputValue()).toBe('9876543210');
    expect(await combobox(page, 'City').inputValue()).toBe('Pune');
    expect(await page.getByLabel('Trade').inputValue()).toBe('Electrician');
    await screenshot(page, 'edit-job-1280');
    await page.setViewportSize(PHONE_VIEWPORT);
    await screenshot(page, 'edit-job-360');
    await page.setViewportSize(DESKTOP_VIEWPORT);

    await page.getByLabel('Company Name').fill(`${company} Ltd`);
    await combobox(page, 'Job Role').fill('Welder');
    await combobox(page, 'Job Shift').fill('Night Shift');
    await combobox(page, 'Job Type').fill('Warehouse Job');
    await page.getByLabel('Salary').fill('20000 - 30000');
    await combobox(page, 'City').fill('Nashik');
    await page.getByLabel('Street').fill('Satpur MIDC');
    await combobox(page, 'Degree').fill('Diploma');
    await page.getByLabel('Trade').selectOption('Mechanical Engineering');
    await combobox(page, 'Experience').fill('3-5 years');
    await page.getByLabel('Experience Description').fill('Welds frames.');
    await page.getByLabel('Gender').selectOption('Male');
    await page.getByLabel('Chargeable').selectOption('Yes');
    await page.getByLabel('Mobile Number (Optional)').fill('+91 91234 56780');
    await submitTwice(page, MESSAGES.saveChanges, MESSAGES.confirmSave);
    await expectToast(page, MESSAGES.jobUpdated);
    await page.getByRole('heading', { level: 1, name: 'Your Posted Jobs' }).waitFor();

    const stored = (await adminDb().doc(`jobs/${jobId}`).get()).data()!;
    expect(stored).toMatchObject({
      companyName: `${company} Ltd`,
      jobRole: 'Welder',
      title: 'Welder',
      jobShift: 'Night Shift',
      jobType: 'Warehouse Job',
      salary: '20000 - 30000',
      city: 'Nashik',
      location: 'Satpur MIDC',
      degree: 'Diploma',
      trade: 'Mechanical Engineering',
      experience: '3-5 years',
      description: 'Welds frames.',
      gender: 'Male',
      chargeable: 'Yes',
      charges: 'Yes',
      status: 'Inactive',
      date: '2026-01-05',
      employerId: employer.uid,
    });
    expect(stored.createdAt.toDate().toISOString()).toBe(createdAt.toISOString());
    expect(stored.mobileNumber).toBeUndefined();
    expect(await numberOf(jobId)).toBe('9123456780');
    await page.locator('[data-testid="posted-job"]', { hasText: `${company} Ltd` }).waitFor();
  });

  it("another employer's job cannot be opened for Edit", async () => {
    const page = b.page;
    const [owner, other] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'employer' })]);
    const jobId = await seedJob(owner.uid);
    await loginAs(page, other, `/post-job/${jobId}/edit`);
    await page.getByText(MESSAGES.jobNotYours).waitFor();
    expect(await page.getByLabel('Company Name').count()).toBe(0);
  });

  it('Post again opens a prefilled new job and posts it dated today, the old job untouched', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const company = `Again ${uniqueWord()}`;
    const oldId = await seedJob(employer.uid, { companyName: company, createdAt: new Date('2026-01-05T10:00:00Z') });
    await adminDb().doc(`jobs/${oldId}`).update({ date: '2026-01-05' });
    await loginAs(page, employer, '/posted-jobs');
    await page.getByRole('link', { name: english('postedJobs.postAgainOf', { title: 'Electrician' }) }).click();
    await page.getByText(english('postJob.repostNotice', { job: english('postJob.jobNamed', { title: 'Electrician', company }) })).waitFor();
    expect(await page.getByLabel('Company Name').inputValue()).toBe(company);
    await screenshot(page, 'post-again-1280');
    await page.setViewportSize(PHONE_VIEWPORT);
    await screenshot(page, 'post-again-360');
    await submitTwice(page, 'Post Job', MESSAGES.confirmPost);
    await expectToast(page, MESSAGES.jobPosted);
    await page.getByRole('heading', { level: 1, name: 'Your Posted Jobs' }).waitFor();
    const jobs = (await mine(employer.uid)).docs;
    expect(jobs).toHaveLength(2);
    const fresh = jobs.find((d) => d.id !== oldId)!;
    expect(fresh.data()).toMatchObject({ companyName: company, date: todayInIndia(), employerId: employer.uid, status: 'Active' });
    expect((await adminDb().doc(`jobs/${oldId}`).get()).get('date')).toBe('2026-01-05');
  });
});
