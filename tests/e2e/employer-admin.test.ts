/**
 * Employer and admin screens end to end: posting a job through every cascade
 * with the preview and the two-step submit, required-field messages, the
 * posted-jobs list and its status toggle (live), applicants appearing live,
 * and the admin dashboard: guard, tabs, filters, paging, delete, logout.
 */
import { englishProblem } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { FIELD_PROBLEMS } from '@jobsearch/domain/problems';
import { JOB_FIELD_LABELS } from '@jobsearch/domain/schemas';
import { todayInIndia } from '@jobsearch/domain/helpers';
import { jobContactPath } from '@jobsearch/domain/job';
import { formatDate } from '../../web/src/lib/dates';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getStorage } from 'firebase-admin/storage';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  adminDb,
  authAccountExists,
  BASE_URL,
  createJob,
  PROJECT_ID,
  samplePdf,
  createUser,
  expect,
  expectToast,
  FieldValue,
  loginAs,
  openAsVisitor,
  seriousA11yViolations,
  useBrowser,
  type TestUser,
} from './harness';

/** An application as the apply flow stores it, written with the Admin SDK. */
async function seedApplication(job: { jobId: string; employerId: string; title: string; companyName: string }, seeker: TestUser, resume: string) {
  const id = `${job.jobId}_${seeker.uid}`;
  await adminDb()
    .doc(`applications/${id}`)
    .set({
      jobId: job.jobId,
      jobTitle: job.title,
      companyName: job.companyName,
      employerId: job.employerId,
      applicantId: seeker.uid,
      applicantName: seeker.name,
      email: seeker.email,
      phoneNumber: seeker.phoneNumber,
      // The stored file's own path (the employer's View asks Storage about it), else where the app would put one.
      resumePath: resume ? decodeURIComponent(new URL(resume).pathname.split('/o/')[1]!) : `resumes/${seeker.uid}/${job.jobId}/resume.pdf`,
      resume,
      createdAt: FieldValue.serverTimestamp(),
    });
  return id;
}

/** A file stored in the Storage emulator as the apply flow leaves it; its download URL. */
async function storeResume(path: string, bytes: Buffer): Promise<string> {
  const token = randomUUID();
  await getStorage()
    .bucket(`${PROJECT_ID}.appspot.com`)
    .file(path)
    .save(bytes, {
      contentType: 'application/pdf',
      metadata: { contentType: 'application/pdf', contentDisposition: 'attachment', metadata: { firebaseStorageDownloadTokens: token, resumeCheck: 'passed' } },
    });
  return `http://127.0.0.1:9199/v0/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

const listbox = (page: Page, label: string) => page.getByRole('listbox', { name: label });
const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label });

/** A random unused past date, so a date filter shows only this test's jobs. */
function uniquePastDate(): string {
  const year = 1990 + Math.floor(Math.random() * 20);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

describe('employer: post a new job', () => {
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

    // Second press: posted, and the form resets.
    await post.click();
    await expectToast(page, MESSAGES.jobPosted);
    await expect(page.getByLabel('Company Name').inputValue()).resolves.toBe('');
    expect(await page.getByLabel('I accept the terms and conditions').isChecked()).toBe(false);
    expect(await post.isDisabled()).toBe(true);
    expect(await page.getByText(MESSAGES.confirmPost).count()).toBe(0);

    let jobs = await mine();
    // salaryMin and salaryMax are the jobs trigger's, written a moment after the post.
    for (let tries = 0; tries < 50 && jobs.docs[0]?.get('salaryMin') == null; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      jobs = await mine();
    }
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

describe('employer: posted jobs and applications', () => {
  const b = useBrowser();

  it('lists own jobs, toggles Inactive and back with the confirm dialog, filters, and follows changes live', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const other = await createUser({ role: 'employer' });
    const jobId = await createJob(employer.uid, {
      companyName: 'Toggle Works',
      jobRole: 'Welder',
      salary: '18000 - 22000',
      city: 'Nagpur',
      location: 'Sitabuldi',
    });
    await createJob(other.uid, { companyName: 'Someone Else Ltd' });
    await loginAs(page, employer, '/posted-jobs');
    await page.getByRole('heading', { level: 1, name: 'Your Posted Jobs' }).waitFor();
    const card = page.getByTestId('posted-job').filter({ hasText: 'Toggle Works' });
    await card.waitFor();
    expect(await page.getByText('Someone Else Ltd').count()).toBe(0);
    const cardText = (await card.textContent()) ?? '';
    for (const part of ['Welder', 'Toggle Works', 'Sitabuldi, Nagpur, Maharashtra', '₹18,000 - ₹22,000']) expect(cardText).toContain(part);
    const status = card.getByTestId('job-status');
    expect(await status.textContent()).toBe('Active');
    expect(await status.getAttribute('class')).toContain('status--active');

    // Cancel leaves it as it was.
    await card.getByRole('button', { name: 'Mark as Inactive' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(MESSAGES.confirmStatusChange('Inactive')).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await status.textContent()).toBe('Active');

    // Confirm: Inactive, in red, in Firestore too.
    await card.getByRole('button', { name: 'Mark as Inactive' }).click();
    await dialog.getByRole('button', { name: 'Mark as Inactive' }).click();
    await expectToast(page, MESSAGES.statusChanged('Inactive'));
    await card.getByTestId('job-status').filter({ hasText: 'Inactive' }).waitFor();
    expect(await status.getAttribute('class')).toContain('status--inactive');
    expect((await adminDb().doc(`jobs/${jobId}`).get()).data()?.status).toBe('Inactive');

    // Filters.
    await page.getByRole('button', { name: 'Active Jobs', exact: true }).click();
    await page.getByText(MESSAGES.noJobsFound).waitFor();
    await page.getByRole('button', { name: 'Inactive Jobs', exact: true }).click();
    await card.waitFor();
    expect(await page.getByRole('button', { name: 'Inactive Jobs', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'All Jobs', exact: true }).click();

    // And back to Active.
    await card.getByRole('button', { name: 'Mark as Active' }).click();
    await dialog.getByText(MESSAGES.confirmStatusChange('Active')).waitFor();
    await dialog.getByRole('button', { name: 'Mark as Active' }).click();
    await expectToast(page, MESSAGES.statusChanged('Active'));
    await card
      .getByTestId('job-status')
      .filter({ hasText: /^Active$/ })
      .waitFor();
    expect((await adminDb().doc(`jobs/${jobId}`).get()).data()?.status).toBe('Active');

    // A change made elsewhere shows without a reload.
    await adminDb().doc(`jobs/${jobId}`).update({ status: 'Inactive' });
    await card.getByTestId('job-status').filter({ hasText: 'Inactive' }).waitFor();
    const newId = await createJob(employer.uid, { companyName: 'Second Shop' });
    await page.getByTestId('posted-job').filter({ hasText: 'Second Shop' }).waitFor();
    expect(await page.getByTestId('posted-job').first().getAttribute('data-job-id')).toBe(newId); // newest first
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('opens the real uploaded resume of a new applicant, byte for byte', async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Kavita Shinde' });
    const jobId = await createJob(employer.uid, { companyName: 'Bytes Co', jobRole: 'Turner', trade: 'Turner' });
    const pdf = samplePdf('Kavita Shinde, Turner, 4 years');
    const url = await storeResume(`resumes/${seeker.uid}/${jobId}/kavita.pdf`, pdf);

    // What the browser receives when it follows the View link.
    let served: Buffer | null = null;
    await b.context.route(/\/v0\/b\/.*alt=media/, async (route) => {
      const response = await route.fetch();
      served = await response.body();
      await route.fulfill({ response, body: served });
    });
    await loginAs(b.page, employer, '/Application');
    await seedApplication({ jobId, employerId: employer.uid, title: 'Turner', companyName: 'Bytes Co' }, seeker, url);
    const row = b.page.getByTestId('applicants-table').getByRole('row', { name: /Kavita Shinde/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'View resume of Kavita Shinde' }).click();
    await expect.poll(() => served !== null, { timeout: 15_000 }).toBe(true);
    expect(Buffer.compare(served!, pdf)).toBe(0);
  });

  it('shows applicants live, filters by job, opens a resume and reports a missing one', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const seekerA = await createUser({ role: 'jobseeker', name: 'Meera Kulkarni' });
    const seekerB = await createUser({ role: 'jobseeker', name: 'Rohan Jadhav' });
    const fitterId = await createJob(employer.uid, { companyName: 'Apply Co', jobRole: 'Fitter', trade: 'Fitter' });
    const welderId = await createJob(employer.uid, { companyName: 'Apply Co', jobRole: 'Welder', trade: 'Welder' });
    await loginAs(page, employer, '/Application');
    await page.getByRole('heading', { level: 1, name: 'Applications :' }).waitFor();
    await page.getByText(MESSAGES.noApplicants).waitFor();

    // A new application appears without a reload.
    const resumeUrl = await storeResume(`resumes/${seekerA.uid}/${fitterId}/meera.pdf`, samplePdf('Meera Kulkarni, Fitter'));
    await seedApplication({ jobId: fitterId, employerId: employer.uid, title: 'Fitter', companyName: 'Apply Co' }, seekerA, resumeUrl);
    const table = page.getByTestId('applicants-table');
    const rowA = table.getByRole('row', { name: /Meera Kulkarni/ });
    await rowA.waitFor();
    for (const header of ['Applicant', 'Email', 'Phone', 'Job Title', 'Resume']) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    expect(await rowA.textContent()).toContain(seekerA.email);
    expect(await rowA.textContent()).toContain('Fitter');

    // View opens the resume in a new tab (headless Chromium downloads a PDF, and the tab may close at once).
    const opened = b.context.waitForEvent('page');
    const requested = b.context.waitForEvent('request', (request) => request.url() === resumeUrl);
    await rowA.getByRole('button', { name: 'View resume of Meera Kulkarni' }).click();
    const tab = await opened;
    await requested;
    if (!tab.isClosed()) await tab.close();

    // A missing link is reported, and so is a link to somewhere other than our Storage.
    await seedApplication({ jobId: welderId, employerId: employer.uid, title: 'Welder', companyName: 'Apply Co' }, seekerB, '');
    const rowB = table.getByRole('row', { name: /Rohan Jadhav/ });
    await rowB.waitFor();
    await rowB.getByRole('button', { name: /View/ }).click();
    await expectToast(page, MESSAGES.resumeLinkMissing);
    const seekerC = await createUser({ role: 'jobseeker', name: 'Sunil Pawar' });
    await seedApplication(
      { jobId: welderId, employerId: employer.uid, title: 'Welder', companyName: 'Apply Co' },
      seekerC,
      `${BASE_URL}/favicon.svg?resume=sunil`,
    );
    const rowC = table.getByRole('row', { name: /Sunil Pawar/ });
    await rowC.waitFor();
    const pagesBefore = b.context.pages().length;
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached', timeout: 10_000 });
    await rowC.getByRole('button', { name: /View/ }).click();
    await expectToast(page, MESSAGES.resumeLinkMissing);
    expect(b.context.pages().length).toBe(pagesBefore);

    // Filter by job.
    const filter = page.getByLabel('Filter by job');
    await filter.locator('option', { hasText: 'Welder' }).waitFor({ state: 'attached' });
    await filter.selectOption({ label: 'Welder' });
    await rowB.waitFor();
    await rowA.waitFor({ state: 'detached' });
    await filter.selectOption({ label: 'Fitter' });
    await rowA.waitFor();
    expect(await rowB.count()).toBe(0);
    await filter.selectOption({ label: 'All jobs' });
    await rowB.waitFor();
    expect(await rowA.count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('admin dashboard', () => {
  const b = useBrowser();

  it('sends visitors and non-admins to /admin-login', async () => {
    await openAsVisitor(b.page, '/admin');
    await b.page.waitForURL('**/admin-login');
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/admin');
    await b.page.waitForURL('**/admin-login');
  });

  it('lists each tab, filters jobs by status and date, pages, deletes after confirmation, and logs out', async () => {
    const page = b.page;
    const admin = await createUser({ role: 'admin' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Tab Seeker' });
    const employer = await createUser({ role: 'employer', name: 'Tab Employer' });
    const date = uniquePastDate();
    const activeId = await createJob(employer.uid, { companyName: 'Admin Active Co', jobRole: 'Plumber' });
    const inactiveId = await createJob(employer.uid, { companyName: 'Admin Inactive Co', jobRole: 'Painter', status: 'Inactive' });
    await adminDb().doc(`jobs/${activeId}`).update({ date });
    await adminDb().doc(`jobs/${inactiveId}`).update({ date });
    const applicationId = await seedApplication(
      { jobId: activeId, employerId: employer.uid, title: 'Plumber', companyName: 'Admin Active Co' },
      seeker,
      `${BASE_URL}/favicon.svg`,
    );

    await loginAs(page, admin, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    const panel = (name: string) => page.getByRole('tabpanel', { name, exact: true });
    const rowOf = (id: string) => page.locator(`tr[data-row-key="${id}"]`);

    // Users (job seekers) and Employers, newest first.
    await rowOf(seeker.uid).waitFor();
    for (const header of ['ID', 'Name', 'Email', 'Phone Number']) await panel('Users').getByRole('columnheader', { name: header, exact: true }).waitFor();
    expect(await rowOf(seeker.uid).textContent()).toContain('Tab Seeker');
    expect(await panel('Users').locator(`tr[data-row-key="${employer.uid}"]`).count()).toBe(0);

    // Tabs by keyboard.
    await tab('Users').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab('Employers').getAttribute('aria-selected')).toBe('true');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Employers');
    await panel('Employers').locator(`tr[data-row-key="${employer.uid}"]`).waitFor();
    for (const header of ['ID', 'Name', 'Email', 'Mobile Number']) await panel('Employers').getByRole('columnheader', { name: header, exact: true }).waitFor();

    // Applications.
    await tab('Applications').click();
    await rowOf(applicationId).waitFor();
    for (const header of ['ID', 'Applicant Name', 'Applicant Email', 'Applicant Mobile Number']) {
      await panel('Applications').getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    expect(await rowOf(applicationId).textContent()).toContain(seeker.email);

    // Jobs: status buttons and the date picker.
    await tab('Jobs').click();
    const jobs = panel('Jobs');
    await rowOf(activeId).waitFor();
    for (const header of ['ID', 'Job Role', 'Company Name', 'Status', 'Date']) await jobs.getByRole('columnheader', { name: header, exact: true }).waitFor();
    await jobs.getByLabel('Job date').fill(date);
    await rowOf(inactiveId).waitFor();
    expect(await jobs.locator('tbody tr').count()).toBe(2);
    // The one date helper writes it as people read it (issue 20 item 15): '13 Jun 2007'.
    expect(await rowOf(activeId).textContent()).toContain(formatDate(date));
    await jobs.getByRole('button', { name: 'Inactive', exact: true }).click();
    await rowOf(activeId).waitFor({ state: 'detached' });
    await rowOf(inactiveId).waitFor();
    await jobs.getByRole('button', { name: 'Active', exact: true }).click();
    await rowOf(inactiveId).waitFor({ state: 'detached' });
    await rowOf(activeId).waitFor();
    await jobs.getByRole('button', { name: 'All', exact: true }).click();
    await rowOf(inactiveId).waitFor();
    expect(await jobs.locator('tbody tr').count()).toBe(2);
    // Clearing the date restores the whole list.
    await jobs.getByRole('button', { name: 'Clear date' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#admin-panel-jobs tbody tr').length > 2);

    // Delete: Cancel keeps the row; Delete removes it and the record.
    await jobs.getByLabel('Job date').fill(date);
    await rowOf(inactiveId).waitFor();
    await rowOf(inactiveId)
      .getByRole('button', { name: /^Delete job/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(MESSAGES.adminConfirmDelete('job')).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(inactiveId)
      .getByRole('button', { name: /^Delete job/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, MESSAGES.adminDeleted('job'));
    await rowOf(inactiveId).waitFor({ state: 'detached' });
    expect((await adminDb().doc(`jobs/${inactiveId}`).get()).exists).toBe(false);

    // Deleting an application.
    await tab('Applications').click();
    await rowOf(applicationId)
      .getByRole('button', { name: /^Delete application/ })
      .click();
    await dialog.getByText(MESSAGES.adminConfirmDelete('application')).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await rowOf(applicationId).waitFor({ state: 'detached' });
    expect((await adminDb().doc(`applications/${applicationId}`).get()).exists).toBe(false);

    // Deleting a user removes the account's profile and its Auth account.
    await tab('Users').click();
    expect(await authAccountExists(seeker.uid)).toBe(true);
    await rowOf(seeker.uid).getByRole('button', { name: 'Delete user Tab Seeker' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await rowOf(seeker.uid).waitFor({ state: 'detached' });
    expect((await adminDb().doc(`users/${seeker.uid}`).get()).exists).toBe(false);
    expect(await authAccountExists(seeker.uid)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Deleting an employer removes their profile, Auth account and jobs.
    await tab('Employers').click();
    expect(await authAccountExists(employer.uid)).toBe(true);
    await rowOf(employer.uid).getByRole('button', { name: 'Delete employer Tab Employer' }).click();
    await dialog.getByText(MESSAGES.adminConfirmDelete('employer')).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, MESSAGES.adminDeleted('employer'));
    await rowOf(employer.uid).waitFor({ state: 'detached' });
    expect((await adminDb().doc(`users/${employer.uid}`).get()).exists).toBe(false);
    expect(await authAccountExists(employer.uid)).toBe(false);
    expect((await adminDb().doc(`jobs/${activeId}`).get()).exists).toBe(false);

    // Logout returns to /admin-login, and /admin stays closed.
    await page.locator('#main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin-login');
    await page.goto('/admin');
    await page.waitForURL('**/admin-login');
  });

  it('lists the committed demo accounts, jobs and applications; the README demo admin logs in', async () => {
    const page = b.page;
    // The demo logins of README.md and the accounts committed in emulator-data/.
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const [, adminEmail, adminPassword] = readme.match(/^\|\s*admin[^|]*\|\s*(\S+@\S+)\s*\|\s*(\S+)\s*\|/m) ?? [];
    type SeedAccount = { localId: string; email: string; displayName: string; customAttributes?: string };
    const seed = (JSON.parse(readFileSync(new URL('../../emulator-data/auth_export/accounts.json', import.meta.url), 'utf8')) as { users: SeedAccount[] })
      .users;
    const seedAdmin = seed.find((u) => u.customAttributes && JSON.parse(u.customAttributes).admin === true);
    const employers = seed.filter((u) => u.localId.startsWith('demo-employer-'));
    const seekers = seed.filter((u) => u.localId.startsWith('demo-seeker-'));
    expect(seedAdmin?.email).toBe(adminEmail);
    expect(employers.length).toBeGreaterThanOrEqual(3);
    expect(seekers.length).toBeGreaterThanOrEqual(5);

    await openAsVisitor(page, '/admin-login');
    await page.getByLabel('Email').fill(adminEmail!);
    await page.getByLabel('Password', { exact: true }).fill(adminPassword!);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    /** Every row of a tab, page by page: row key -> row text. */
    const allRows = async (name: string) => {
      await page.getByRole('tab', { name, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name, exact: true });
      const firstKey = () => panel.locator('tbody tr').evaluateAll((rows) => rows[0]?.getAttribute('data-row-key') ?? null);
      const rows = new Map<string, string>();
      for (;;) {
        await panel.locator('tbody tr').first().waitFor();
        const first = await firstKey();
        const seen = await panel
          .locator('tbody tr')
          .evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-row-key') ?? '', tr.textContent ?? ''] as const));
        for (const [key, text] of seen) rows.set(key, text);
        const next = panel.getByRole('button', { name: 'Next', exact: true });
        if (!(await next.count()) || (await next.isDisabled())) return rows;
        await next.click();
        await expect
          .poll(async () => {
            const key = await firstKey();
            return key !== null && key !== first;
          })
          .toBe(true);
      }
    };

    /** Each item has a row (by its id) showing every one of its texts; the `absent` ids have none. */
    const expectRows = (rows: Map<string, string>, items: { id: string; texts: string[] }[], absent: string[] = []) => {
      for (const { id, texts } of items) for (const text of texts) expect(rows.get(id), id).toContain(text);
      for (const id of absent) expect(rows.has(id), id).toBe(false);
    };
    const accountRow = (account: SeedAccount) => ({ id: account.localId, texts: [account.displayName, account.email] });
    const ids = (accounts: SeedAccount[]) => accounts.map((account) => account.localId);

    expectRows(await allRows('Users'), seekers.map(accountRow), ids([...employers, seedAdmin!]));
    expectRows(await allRows('Employers'), employers.map(accountRow), ids([...seekers, seedAdmin!]));

    // The demo employers' jobs and the demo seekers' applications, every one of them.
    const seedJobs = await adminDb().collection('jobs').where('employerId', 'in', ids(employers)).get();
    expect(seedJobs.size).toBeGreaterThanOrEqual(60);
    expectRows(
      await allRows('Jobs'),
      seedJobs.docs.map((job) => ({ id: job.id, texts: [job.get('companyName'), job.get('status')] })),
    );
    const seedApplications = await adminDb().collection('applications').where('applicantId', 'in', ids(seekers)).get();
    expect(seedApplications.size).toBeGreaterThan(0);
    expectRows(
      await allRows('Applications'),
      seedApplications.docs.map((application) => ({ id: application.id, texts: [application.get('applicantName'), application.get('email')] })),
    );
  });

  it('pages a long list 50 rows at a time', async () => {
    const page = b.page;
    const admin = await createUser({ role: 'admin' });
    const employer = await createUser({ role: 'employer' });
    const date = uniquePastDate();
    const { jobInputSchema, newJobFields } = await import('@jobsearch/domain');
    const input = jobInputSchema.parse({
      companyName: 'Paging Co',
      jobShift: 'Day Shift',
      jobType: 'Field Job',
      salary: '10000',
      state: 'Maharashtra',
      city: 'Pune',
      location: 'Camp',
      experience: 'Any Years',
    });
    const batch = adminDb().batch();
    for (let i = 0; i < 55; i++) {
      batch.set(adminDb().collection('jobs').doc(), {
        ...newJobFields({ ...input, jobRole: `Role ${String(i).padStart(2, '0')}` }, employer.uid),
        date,
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();

    await loginAs(page, admin, '/admin');
    await page.getByRole('tab', { name: 'Jobs' }).click();
    const jobs = page.getByRole('tabpanel', { name: 'Jobs' });
    await jobs.getByLabel('Job date').fill(date);
    await jobs.getByText('Role 54').waitFor();
    expect(await jobs.locator('tbody tr').count()).toBe(50);
    await jobs.getByText('Page 1').waitFor();
    await jobs.getByRole('button', { name: 'Next' }).click();
    await jobs.getByText('Page 2').waitFor();
    await jobs.getByText('Role 00').waitFor();
    expect(await jobs.locator('tbody tr').count()).toBe(5);
    expect(await jobs.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await jobs.getByRole('button', { name: 'Prev' }).click();
    await jobs.getByText('Role 54').waitFor();
    expect(await jobs.locator('tbody tr').count()).toBe(50);
    expect(await jobs.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
  });
});
