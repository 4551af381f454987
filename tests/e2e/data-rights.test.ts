/**
 * Data rights in the browser: Profile's "Download my data" (the JSON file, read
 * back) and "Delete my account" (password, confirmation with what goes, then
 * the Auth trigger's cascade, polled until profile, applications, jobs,
 * resume files and the Auth account are gone); the admin's Ban (and a banned
 * phone's sign-up refused with the catalogue's message); and an account whose
 * phone is unproved (registered through the API) told to verify it in
 * Profile before posting or applying, and verifying it there by OTP.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { PERSONAL_DATA_FORMAT } from '@jobsearch/domain/personal-data';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminAuth, adminDb, BASE_URL, seedJob, createUser, PROJECT_ID, uniqueEmail, uniquePhone, seedApplication } from '../support';
import {
  authAccountExists,
  expect,
  expectToast,
  loginAs,
  openApplyForm,
  openAsVisitor,
  otpFor,
  OUTPUT_DIR,
  PHONE_VIEWPORT,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
} from './harness';

const bucket = () => getStorage().bucket(`${PROJECT_ID}.appspot.com`);

const exists = async (path: string) => (await adminDb().doc(path).get()).exists;
const fileExists = async (path: string) => (await bucket().file(path).exists())[0];

/** Polls (bounded) until every check is false: the cascade runs in a trigger, after the browser is done. */
async function expectAllGone(checks: Record<string, () => Promise<boolean>>) {
  await expect
    .poll(
      async () => {
        const left: string[] = [];
        for (const [name, check] of Object.entries(checks)) if (await check()) left.push(name);
        return left;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toEqual([]);
}

async function clickDownload(page: Page): Promise<Record<string, unknown>> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: MESSAGES.downloadMyData }).click()]);
  expect(download.suggestedFilename()).toMatch(/^jobsearch-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
}

async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(path);
}

describe('Profile: Download my data', () => {
  const b = useBrowser();

  it("a job seeker's file holds the profile and their applications", async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Data Seeker' });
    const jobId = await seedJob(employer.uid, { companyName: 'Download Co' });
    const id = await seedApplication({ jobId, employerId: employer.uid, companyName: 'Download Co', seeker, resume: true });

    await loginAs(b.page, seeker, '/Profile');
    const data = await clickDownload(b.page);
    expect(data.format).toBe(PERSONAL_DATA_FORMAT);
    expect(data.profile).toMatchObject({ id: seeker.uid, name: 'Data Seeker', email: seeker.email, phoneNumber: seeker.phoneNumber, role: 'jobseeker' });
    const applications = data.applications as Record<string, unknown>[];
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ applicationId: id, jobId, companyName: 'Download Co', applicantId: seeker.uid });
    expect(applications[0]).not.toHaveProperty('resumePath');
    expect(await seriousA11yViolations(b.page)).toEqual([]);
  });

  it("an employer's file holds the profile, their jobs and the applications to them", async () => {
    const employer = await createUser({ role: 'employer', name: 'Data Employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid, { companyName: 'Export Co' });
    const otherJobId = await seedJob(employer.uid, { companyName: 'Export Co Two' });
    const id = await seedApplication({ jobId, employerId: employer.uid, companyName: 'Export Co', seeker, resume: true });

    await loginAs(b.page, employer, '/Profile');
    const data = await clickDownload(b.page);
    expect(data.profile).toMatchObject({ id: employer.uid, email: employer.email, role: 'employer' });
    const jobs = data.jobs as { jobId: string; companyName: string; applications: Record<string, unknown>[] }[];
    expect(jobs.map((j) => j.jobId).sort()).toEqual([jobId, otherJobId].sort());
    expect(jobs.find((j) => j.jobId === jobId)!.applications).toMatchObject([{ applicationId: id, applicantId: seeker.uid, email: seeker.email }]);
    expect(jobs.find((j) => j.jobId === otherJobId)!.applications).toEqual([]);
  });
});

describe('Profile: Delete my account', () => {
  const b = useBrowser();

  it('a job seeker proves it is them, sees what goes, and everything goes', async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid, { companyName: 'Leaving Co' });
    const resumePath = `resumes/${seeker.uid}/${jobId}/resume.pdf`;
    const applicationId = await seedApplication({ jobId, employerId: employer.uid, companyName: 'Leaving Co', seeker, resumePath, resume: true });

    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: MESSAGES.deleteMyAccount }).click();
    const dialog = b.page.getByRole('dialog', { name: MESSAGES.deleteMyAccount });
    await dialog.getByText(english('profile.deleteWhatGoesJobseeker')).waitFor();
    await dialog.getByText(english('profile.deleteCountsJobseeker', { applications: 1 })).waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);

    // A wrong password deletes nothing.
    await dialog.getByLabel('Current Password').fill('not-my-password');
    await dialog.getByRole('button', { name: MESSAGES.deleteMyAccount }).click();
    await dialog.getByText(MESSAGES.wrongCurrentPassword).waitFor();
    expect(await authAccountExists(seeker.uid)).toBe(true);

    await dialog.getByLabel('Current Password').fill(seeker.password);
    await dialog.getByRole('button', { name: MESSAGES.deleteMyAccount }).click();
    await expectToast(b.page, MESSAGES.accountDeleted);
    await expectPath(b.page, '/');
    await b.page.getByRole('link', { name: 'Login / Sign Up' }).waitFor();

    await expectAllGone({
      account: () => authAccountExists(seeker.uid),
      profile: () => exists(`users/${seeker.uid}`),
      application: () => exists(`applications/${applicationId}`),
      resume: () => fileExists(resumePath),
    });
    // Someone else's data stays.
    expect(await exists(`jobs/${jobId}`)).toBe(true);
    expect(await exists(`users/${employer.uid}`)).toBe(true);
  });

  it('an employer deletes their account at 360 px: their jobs, the applications to them and the resumes go', async () => {
    await b.page.setViewportSize(PHONE_VIEWPORT);
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid, { companyName: 'Closing Co' });
    const resumePath = `resumes/${seeker.uid}/${jobId}/resume.pdf`;
    const applicationId = await seedApplication({ jobId, employerId: employer.uid, companyName: 'Closing Co', seeker, resumePath, resume: true });

    await loginAs(b.page, employer, '/Profile');
    await b.page.getByRole('button', { name: MESSAGES.deleteMyAccount }).click();
    const dialog = b.page.getByRole('dialog', { name: MESSAGES.deleteMyAccount });
    await dialog.getByText(english('profile.deleteWhatGoesEmployer')).waitFor();
    await dialog.getByText(english('profile.deleteCountsEmployer', { jobs: 1, applications: 1 })).waitFor();
    await dialog.getByLabel('Current Password').fill(employer.password);
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'delete-account-dialog-360.png') });
    await dialog.getByRole('button', { name: MESSAGES.deleteMyAccount }).click();
    await expectToast(b.page, MESSAGES.accountDeleted);
    await expectPath(b.page, '/');

    await expectAllGone({
      account: () => authAccountExists(employer.uid),
      profile: () => exists(`users/${employer.uid}`),
      job: () => exists(`jobs/${jobId}`),
      application: () => exists(`applications/${applicationId}`),
      resume: () => fileExists(resumePath),
    });
    expect(await exists(`users/${seeker.uid}`)).toBe(true);
  });
});

const roleButton = (page: Page, role: 'employer' | 'jobseeker') => page.getByRole('button', { name: role === 'employer' ? /I want to Hire/ : /I want a Job/ });

describe('admin: Ban', () => {
  const b = useBrowser();

  it('bans a job seeker after a confirmation naming them; the row goes and their phone cannot sign up again', async () => {
    const admin = await createUser({ role: 'admin' });
    const name = `Banned ${randomUUID().slice(0, 6)}`;
    const seeker = await createUser({ role: 'jobseeker', name });

    await loginAs(b.page, admin, '/admin');
    await b.page.getByRole('tab', { name: 'Users', exact: true }).click();
    const row = b.page.locator(`tr[data-row-key="${seeker.uid}"]`);
    await row.getByRole('button', { name: `Ban user ${name}` }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Ban user' });
    await dialog.getByText(english('admin.confirmBan', { name })).waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await expectToast(b.page, english('admin.banned:users'));
    await row.waitFor({ state: 'detached' });
    expect(await exists(`bannedPhones/${seeker.phoneNumber}`)).toBe(true);
    expect(await authAccountExists(seeker.uid)).toBe(false);

    // The same phone signs up again: once its OTP proves the number, the person is told the account
    // was suspended (with the support address), and no account or profile is left.
    const page = await b.context.newPage();
    await openAsVisitor(page, '/login');
    await roleButton(page, 'jobseeker').click();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByLabel('Full Name').fill(name);
    await page.locator('#signup-phone').fill(seeker.phoneNumber.replace(/^\+91/, ''));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, MESSAGES.otpSent);
    await page.getByLabel('OTP').fill(await otpFor(seeker.phoneNumber));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(page, english('auth.accountSuspended'));
    await expect
      .poll(() =>
        adminAuth()
          .getUserByPhoneNumber(seeker.phoneNumber)
          .then(
            () => true,
            () => false,
          ),
      )
      .toBe(false);
    await page.screenshot({ path: join(OUTPUT_DIR, 'banned-sign-up.png') });
    await page.close();
  });
});

/** An account made through POST /api/auth/register: its phone is in the profile only, unproved. */
async function registerThroughApi(role: 'jobseeker' | 'employer') {
  const body = {
    name: role === 'employer' ? 'Api Employer' : 'Api Seeker',
    email: uniqueEmail(`api-${role}`),
    password: 'Api@2025',
    phoneNumber: uniquePhone(),
    role,
  };
  const response = await fetch(`${BASE_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { id: string; phoneVerified: boolean };
  expect(response.status).toBe(201);
  expect(answer.phoneVerified).toBe(false);
  return { uid: answer.id, ...body };
}

async function loginThroughScreen(page: Page, role: 'employer' | 'jobseeker', email: string, password: string) {
  await openAsVisitor(page, '/login');
  await roleButton(page, role).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, MESSAGES.loginSucceeded);
}

describe('an unproved phone (registered through the API)', () => {
  const b = useBrowser();

  it('Post a Job tells the employer to verify the phone in Profile, with a link there', async () => {
    const employer = await registerThroughApi('employer');
    await loginThroughScreen(b.page, 'employer', employer.email, employer.password);
    await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post a Job' }).click();
    const notice = b.page.getByRole('alert').filter({ hasText: MESSAGES.verifyPhoneInProfile });
    await notice.waitFor();
    await notice.getByRole('link', { name: 'Go to Profile' }).click();
    await expectPath(b.page, '/Profile');
    await b.page.getByText(MESSAGES.verifyPhoneInProfile).waitFor();
  });

  it('Apply tells the seeker to verify the phone; Profile verifies the same number by OTP; then the apply form opens', async () => {
    const employer = await createUser({ role: 'employer' });
    const company = `Proof ${uniqueWord()}`;
    await seedJob(employer.uid, { companyName: company });
    const seeker = await registerThroughApi('jobseeker');
    await loginThroughScreen(b.page, 'jobseeker', seeker.email, seeker.password);
    await expectPath(b.page, '/jobs');

    await b.page.goto(`/jobs?q=${encodeURIComponent(company)}`);
    await b.page.locator('.job-card', { hasText: company }).getByRole('button', { name: 'Details' }).click();
    const details = b.page.getByRole('dialog');
    await details.getByLabel('I accept the terms and conditions').check();
    await details.getByRole('button', { name: 'Apply', exact: true }).click();
    const notice = b.page.getByRole('dialog', { name: /^Apply for / }).getByRole('alert');
    await notice.getByText(MESSAGES.verifyPhoneInProfile).waitFor();
    expect(await b.page.getByLabel('Resume').count()).toBe(0);
    await notice.getByRole('link', { name: 'Go to Profile' }).click();
    await expectPath(b.page, '/Profile');

    // The number is unchanged: Profile offers its OTP anyway.
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, MESSAGES.otpSent);
    await b.page.getByLabel('OTP').fill(await otpFor(seeker.phoneNumber));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, MESSAGES.otpVerified);
    await expect.poll(async () => (await adminAuth().getUser(seeker.uid)).phoneNumber).toBe(seeker.phoneNumber);
    await b.page.getByRole('button', { name: 'Cancel' }).click();
    expect(await b.page.getByText(MESSAGES.verifyPhoneInProfile).count()).toBe(0);

    await b.page.goto(`/jobs?q=${encodeURIComponent(company)}`);
    const form = await openApplyForm(b.page, company);
    await form.getByLabel(/Name/).first().waitFor();
    expect(await b.page.getByText(MESSAGES.verifyPhoneInProfile).count()).toBe(0);
  });
});
