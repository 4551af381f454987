/**
 * The employer's side of issue 20 ("Experience"), end to end in Chromium:
 * 1 the Mobile Number as Indians write it; 4 Home and the footer lead an
 * employer to their own work; 5 Edit, Post again and Delete on Posted Jobs;
 * 6 the Post a Job draft and the warning before leaving; 7 phone numbers are
 * tel: links; 10 the Job Role suggestions show the exact match.
 */
import { englishProblem } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { FIELD_PROBLEMS } from '@jobsearch/domain/problems';
import { todayInIndia } from '@jobsearch/domain/helpers';
import { JOB_ROLES } from '@jobsearch/domain/choices';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  adminDb,
  createJob,
  createUser,
  DESKTOP_VIEWPORT,
  expect,
  expectToast,
  FieldValue,
  loginAs,
  PHONE_VIEWPORT,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
  type TestUser,
} from './harness';
import { OUTPUT_DIR } from './output';

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label });
const listbox = (page: Page, label: string) => page.getByRole('listbox', { name: label });
const mine = (uid: string) => adminDb().collection('jobs').where('employerId', '==', uid).get();
/** A job's number, from its private contact (the job document holds none). */
const numberOf = async (jobId: string) => (await adminDb().doc(`jobs/${jobId}/private/contact`).get()).get('mobileNumber');
const shot = (page: Page, name: string) => page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), fullPage: true });

async function eventually(what: string, done: () => Promise<boolean>, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Not within ${seconds} s: ${what}`);
}

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

async function seedApplication(jobId: string, employerId: string, seeker: TestUser) {
  const id = `${jobId}_${seeker.uid}`;
  await adminDb()
    .doc(`applications/${id}`)
    .set({
      jobId,
      jobTitle: 'Electrician',
      companyName: 'Acme',
      employerId,
      applicantId: seeker.uid,
      applicantName: seeker.name,
      email: seeker.email,
      phoneNumber: seeker.phoneNumber,
      resumePath: `resumes/${seeker.uid}/${jobId}/resume.pdf`,
      resume: `http://127.0.0.1:9199/v0/b/demo-jobsearch.appspot.com/o/${encodeURIComponent(`resumes/${seeker.uid}/${jobId}/resume.pdf`)}?alt=media`,
      createdAt: FieldValue.serverTimestamp(),
    });
  return id;
}

describe('item 1: the Mobile Number as Indians write it', () => {
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

    // Pasted with a space (the old box kept 9 digits of it).
    await fillRequired(page, `Pasted ${uniqueWord()}`);
    await mobile.fill('98765 43210');
    expect(await mobile.inputValue()).toBe('9876543210');
    await submitTwice(page, 'Post Job', MESSAGES.confirmPost);
    await expectToast(page, MESSAGES.jobPosted);
    await eventually('the pasted job stored', async () => (await mine(employer.uid)).size === 2);
    expect(await Promise.all((await mine(employer.uid)).docs.map((d) => numberOf(d.id)))).toEqual(['9876543210', '9876543210']);

    // A short number: the field's message, nothing posted.
    await fillRequired(page, `Short ${uniqueWord()}`);
    await mobile.fill('98765 4321');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Post Job', exact: true }).click();
    await page.locator('#job-mobileNumber-error', { hasText: englishProblem(FIELD_PROBLEMS.invalidMobile) }).waitFor();
    expect(await page.locator('#job-mobileNumber-hint').textContent()).toBe(MESSAGES.mobileNumberHint);
    expect((await mine(employer.uid)).size).toBe(2);
  });
});

describe("item 4: an employer's Home and footer lead to their own work", () => {
  const b = useBrowser();

  for (const [width, viewport] of [
    ['360', PHONE_VIEWPORT],
    ['1280', DESKTOP_VIEWPORT],
  ] as const) {
    it(`at ${width} px: no Browse Jobs or education tiles; Post a Job, Posted Jobs, Applications in the hero, the tiles and the footer`, async () => {
      const page = b.page;
      await page.setViewportSize(viewport);
      const employer = await createUser({ role: 'employer' });
      await loginAs(page, employer, '/');
      const main = page.locator('#main');
      await main.getByRole('heading', { name: MESSAGES.employerHomeTitle }).waitFor();
      expect(await page.getByRole('button', { name: 'Browse Jobs' }).count()).toBe(0);
      expect(await page.locator('.education-card__label', { hasText: '10th' }).count()).toBe(0);
      expect(await page.locator('a[href^="/jobs"]').count()).toBe(0);
      const hero = page.locator('.hero__actions');
      expect(await hero.getByRole('link').allTextContents()).toEqual([MESSAGES.employerPostJob, MESSAGES.employerPostedJobs, MESSAGES.employerApplications]);
      const tiles = page.locator('.hiring-card');
      expect(await tiles.locator('.education-card__label').allTextContents()).toEqual([
        MESSAGES.employerPostJob,
        MESSAGES.employerPostedJobs,
        MESSAGES.employerApplications,
      ]);
      const footer = page.locator('footer');
      expect(await footer.locator('.footer__links a').allTextContents()).toEqual([
        'Home',
        MESSAGES.employerPostJob,
        MESSAGES.employerPostedJobs,
        MESSAGES.employerApplications,
        'About Us',
        'Terms and Conditions',
        'Privacy Policy',
      ]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, `employer-home-${width}`);

      // Each leads to the employer's page, never "Access denied".
      await tiles.filter({ hasText: MESSAGES.employerPostedJobsText }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Posted Jobs' }).waitFor();
      await page.goto('/');
      await tiles.filter({ hasText: MESSAGES.employerApplicationsText }).click();
      await page.waitForURL('**/Application');
      await footer.getByRole('link', { name: MESSAGES.employerPostJob }).click();
      await page.getByRole('heading', { level: 1, name: 'Post a New Job' }).waitFor();
      expect(await page.getByText(MESSAGES.employersCannotViewJobs).count()).toBe(0);
    });
  }

  it("a job seeker's Home and footer are unchanged: Browse Jobs, the six tiles, Jobs", async () => {
    const page = b.page;
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(page, seeker, '/');
    await page.getByRole('button', { name: 'Browse Jobs' }).waitFor();
    expect(await page.locator('.education-card__label').count()).toBe(6);
    expect(await page.locator('.hiring-card').count()).toBe(0);
    expect(await page.locator('footer .footer__links a').allTextContents()).toEqual(['Home', 'Jobs', 'About Us', 'Terms and Conditions', 'Privacy Policy']);
  });
});

describe('item 5: Edit, Post again and Delete on Posted Jobs', () => {
  const b = useBrowser();

  it('Edit changes every field it is given and keeps owner, posting date and creation time', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const company = `Edit ${uniqueWord()}`;
    const createdAt = new Date('2026-01-05T10:00:00Z');
    const jobId = await createJob(employer.uid, { companyName: company, mobileNumber: '9876543210', createdAt });
    await adminDb().doc(`jobs/${jobId}`).update({ date: '2026-01-05', status: 'Inactive' });
    await loginAs(page, employer, '/posted-jobs');
    await page.getByRole('link', { name: MESSAGES.editJobOf('Electrician') }).click();
    await page.getByRole('heading', { level: 1, name: MESSAGES.editJobPageTitle }).waitFor();
    expect(await page.getByLabel('Company Name').inputValue()).toBe(company);
    expect(await page.getByLabel('Mobile Number (Optional)').inputValue()).toBe('9876543210');
    expect(await combobox(page, 'City').inputValue()).toBe('Pune');
    expect(await page.getByLabel('Trade').inputValue()).toBe('Electrician');
    await shot(page, 'edit-job-1280');
    await page.setViewportSize(PHONE_VIEWPORT);
    await shot(page, 'edit-job-360');
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
    const jobId = await createJob(owner.uid);
    await loginAs(page, other, `/post-job/${jobId}/edit`);
    await page.getByText(MESSAGES.jobNotYours).waitFor();
    expect(await page.getByLabel('Company Name').count()).toBe(0);
  });

  it('Post again opens a prefilled new job and posts it dated today, the old job untouched', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const company = `Again ${uniqueWord()}`;
    const oldId = await createJob(employer.uid, { companyName: company, createdAt: new Date('2026-01-05T10:00:00Z') });
    await adminDb().doc(`jobs/${oldId}`).update({ date: '2026-01-05' });
    await loginAs(page, employer, '/posted-jobs');
    await page.getByRole('link', { name: MESSAGES.postAgainOf('Electrician') }).click();
    await page.getByText(MESSAGES.repostNotice(MESSAGES.jobNamed('Electrician', company))).waitFor();
    expect(await page.getByLabel('Company Name').inputValue()).toBe(company);
    await shot(page, 'post-again-1280');
    await page.setViewportSize(PHONE_VIEWPORT);
    await shot(page, 'post-again-360');
    await submitTwice(page, 'Post Job', MESSAGES.confirmPost);
    await expectToast(page, MESSAGES.jobPosted);
    await page.getByRole('heading', { level: 1, name: 'Your Posted Jobs' }).waitFor();
    const jobs = (await mine(employer.uid)).docs;
    expect(jobs).toHaveLength(2);
    const fresh = jobs.find((d) => d.id !== oldId)!;
    expect(fresh.data()).toMatchObject({ companyName: company, date: todayInIndia(), employerId: employer.uid, status: 'Active' });
    expect((await adminDb().doc(`jobs/${oldId}`).get()).get('date')).toBe('2026-01-05');
  });

  for (const [width, viewport] of [
    ['360', PHONE_VIEWPORT],
    ['1280', DESKTOP_VIEWPORT],
  ] as const) {
    it(`at ${width} px: Delete names the job and its applications, then the job and its applications go`, async () => {
      const page = b.page;
      await page.setViewportSize(viewport);
      const [employer, seekerA, seekerB] = await Promise.all([
        createUser({ role: 'employer' }),
        createUser({ role: 'jobseeker' }),
        createUser({ role: 'jobseeker' }),
      ]);
      const company = `Delete ${uniqueWord()}`;
      const jobId = await createJob(employer.uid, { companyName: company, mobileNumber: '9876543210' });
      const keptId = await createJob(employer.uid, { companyName: `${company} Kept` });
      await seedApplication(jobId, employer.uid, seekerA);
      await seedApplication(jobId, employer.uid, seekerB);
      await loginAs(page, employer, '/posted-jobs');
      const card = page.locator('[data-testid="posted-job"]', { hasText: company }).filter({ hasNotText: 'Kept' });
      await card.waitFor();
      await shot(page, `posted-jobs-actions-${width}`);
      await card.getByRole('button', { name: MESSAGES.deleteJobOf('Electrician') }).click();
      const dialog = page.getByRole('dialog', { name: MESSAGES.deleteJobTitle });
      // The job's posting day as the site writes dates (web/src/lib/dates.ts): "23 Nov 2026".
      const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());
      await dialog.getByText(MESSAGES.deleteJobConfirm(MESSAGES.jobNamed('Electrician', company, date), 2)).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, `delete-job-dialog-${width}`);

      // Cancel keeps it; Delete job deletes it, and the trigger its applications.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect((await adminDb().doc(`jobs/${jobId}`).get()).exists).toBe(true);
      await card.getByRole('button', { name: MESSAGES.deleteJobOf('Electrician') }).click();
      await dialog.getByRole('button', { name: MESSAGES.deleteJobConfirmLabel }).click();
      await expectToast(page, MESSAGES.jobDeleted);
      await card.waitFor({ state: 'detached' });
      expect((await adminDb().doc(`jobs/${jobId}`).get()).exists).toBe(false);
      await eventually(
        'the applications to the deleted job gone',
        async () => (await adminDb().collection('applications').where('jobId', '==', jobId).get()).empty,
      );
      expect((await adminDb().doc(`jobs/${keptId}`).get()).exists).toBe(true);
    });
  }
});

describe('item 6: the Post a Job draft and the warning before leaving', () => {
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
    await shot(page, 'post-job-draft-1280');

    // Leaving inside the app asks first (the router's blocker): Cancel stays.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Jobs' }).click();
    const leave = page.getByRole('dialog', { name: MESSAGES.leavePageTitle });
    await leave.getByText(MESSAGES.leaveNewJob).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'post-job-leave-1280');
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
    await shot(page, 'post-job-draft-360');
    const key = (uid: string) => `jobsearch.postJobDraft.${uid}`;
    expect(await page.evaluate((k) => localStorage.getItem(k), key(first.uid))).toContain(company);
    expect(await page.evaluate((k) => localStorage.getItem(k), key(second.uid))).toBeNull();
    await submitTwice(page, 'Post Job', MESSAGES.confirmPost);
    await expectToast(page, MESSAGES.jobPosted);
    expect(await page.evaluate((k) => localStorage.getItem(k), key(first.uid))).toBeNull();
    await page.reload();
    expect(await page.getByLabel('Company Name').inputValue()).toBe('');
  });
});

describe('item 7: phone numbers are tel: links', () => {
  const b = useBrowser();

  for (const [width, viewport] of [
    ['360', PHONE_VIEWPORT],
    ['1280', DESKTOP_VIEWPORT],
  ] as const) {
    it(`at ${width} px: on Posted Jobs, on Applications and in the job details of the Jobs list`, async () => {
      const page = b.page;
      await page.setViewportSize(viewport);
      const employer = await createUser({ role: 'employer' });
      const seeker = await createUser({ role: 'jobseeker' });
      const word = uniqueWord();
      const company = `${word[0]!.toUpperCase()}${word.slice(1)} Phones`;
      const jobId = await createJob(employer.uid, { companyName: company, mobileNumber: '9876543210' });
      await seedApplication(jobId, employer.uid, seeker);

      await loginAs(page, employer, '/posted-jobs');
      const cardLink = page.locator('[data-testid="posted-job"]', { hasText: company }).getByTestId('phone-link');
      expect(await cardLink.getAttribute('href')).toBe('tel:+919876543210');
      expect(await cardLink.textContent()).toBe('+91 98765 43210');

      await page.goto('/Application');
      const row = page.locator('tr', { hasText: seeker.name });
      const applicantLink = row.getByTestId('phone-link');
      expect(await applicantLink.getAttribute('href')).toBe(`tel:${seeker.phoneNumber}`);
      expect((await applicantLink.textContent())?.startsWith('+91 ')).toBe(true);
      await shot(page, `applications-phone-${width}`);

      const seekerPage = await b.context.newPage();
      await seekerPage.setViewportSize(viewport);
      await loginAs(seekerPage, seeker, `/jobs?q=${word}`);
      await seekerPage.locator('.job-card', { hasText: company }).getByRole('button', { name: 'Details' }).click();
      const details = seekerPage.getByRole('dialog');
      // The number is revealed on request (the job itself carries none).
      await details.getByRole('button', { name: MESSAGES.showNumber }).click();
      const detailsLink = details.getByTestId('phone-link');
      expect(await detailsLink.getAttribute('href')).toBe('tel:+919876543210');
      expect(await detailsLink.textContent()).toBe('+91 98765 43210');
      await shot(seekerPage, `job-details-phone-${width}`);
      await seekerPage.close();
    });
  }
});

describe('item 10: the Job Role suggestions show the exact match', () => {
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
    await shot(page, 'job-role-exact-1280');
    await page.setViewportSize(PHONE_VIEWPORT);
    await shot(page, 'job-role-exact-360');
  });
});
