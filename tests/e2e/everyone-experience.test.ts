// Issue 20 ("Experience"), items 2, 11, 12, 14, 15 and 16, in the browser: an applicant's
// new name reaches the employer, toasts, Profile, the return to login after sign-up,
// document titles and the admin's search. Screenshots at 360 px and 1280 px of each
// screen are left in test-output/e2e/everyone-*.png.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { documentTitle, MESSAGES, PAGE_TITLES } from '@jobsearch/domain/messages';
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
  openAsVisitor,
  openApplyForm,
  otpFor,
  OUTPUT_DIR,
  PHONE_VIEWPORT,
  PROJECT_ID,
  samplePdf,
  seriousA11yViolations,
  uniqueEmail,
  uniquePhone,
  uniqueWord,
  useBrowser,
  type TestUser,
} from './harness';

/** Screenshots of the current screen at phone and desktop widths, to look at. */
async function shoot(page: Page, name: string) {
  for (const [suffix, viewport] of [
    ['360', PHONE_VIEWPORT],
    ['1280', DESKTOP_VIEWPORT],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(OUTPUT_DIR, `everyone-${name}-${suffix}.png`), fullPage: true });
  }
}

async function seedApplication(job: { jobId: string; employerId: string; title: string; companyName: string }, seeker: TestUser, resume = '') {
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
      resumePath: `resumes/${seeker.uid}/${job.jobId}/resume.pdf`,
      resume,
      createdAt: FieldValue.serverTimestamp(),
    });
  return id;
}

async function storeResume(path: string): Promise<string> {
  const token = randomUUID();
  await getStorage()
    .bucket(`${PROJECT_ID}.appspot.com`)
    .file(path)
    .save(samplePdf(), {
      contentType: 'application/pdf',
      metadata: { contentType: 'application/pdf', contentDisposition: 'attachment', metadata: { firebaseStorageDownloadTokens: token, resumeCheck: 'passed' } },
    });
  return `http://127.0.0.1:9199/v0/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/** The phone input shows +91; typing the ten digits after it gives the E.164 number. */
async function typePhone(page: Page, selector: string, e164: string) {
  await page.locator(selector).fill(e164.replace(/^\+91/, ''));
}

describe("item 2: employers see the applicant's current contact", () => {
  const b = useBrowser();

  it("the applicant changes name in Profile; the employer's Applications page shows the new one", async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Priya Sharma' });
    const jobId = await createJob(employer.uid, { companyName: 'Acme Contacts', jobRole: 'Welder', trade: 'Welder' });
    await seedApplication({ jobId, employerId: employer.uid, title: 'Welder', companyName: 'Acme Contacts' }, seeker);

    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Edit' }).click();
    await b.page.getByLabel('Name').fill('Priya Sharma-Kulkarni');
    await b.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, MESSAGES.profileUpdated);

    await loginAs(b.page, employer, '/Application');
    const table = b.page.getByTestId('applicants-table');
    // The contact trigger runs behind every other trigger the suite has queued on the emulator: give it time.
    await table.getByRole('row', { name: /Priya Sharma-Kulkarni/ }).waitFor({ timeout: 60_000 });
    // The applicant cannot write it; the server did.
    expect((await adminDb().doc(`applications/${jobId}_${seeker.uid}`).get()).get('applicantName')).toBe('Priya Sharma-Kulkarni');
    await shoot(b.page, 'applications');
  }, 150_000);
});

describe('item 11: toasts', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('at 360 px at most two toasts show at once, none over the navigation bar, also with the menu open', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Edit' }).click();
    await typePhone(b.page, '#profile-phone', uniquePhone());
    // Each Save with an unverified new number raises the same error toast: four of them.
    for (let i = 0; i < 4; i++) await b.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, MESSAGES.verifyNewPhoneFirst);
    await b.page.waitForTimeout(800);
    const toasts = b.page.locator('.Toastify__toast');
    expect(await toasts.count()).toBeLessThanOrEqual(2);
    expect(await toasts.count()).toBeGreaterThan(0);
    const navBottom = async () => (await b.page.locator('.navbar').boundingBox())!.y + (await b.page.locator('.navbar').boundingBox())!.height;
    for (const box of await toasts.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))) {
      expect(box).toBeGreaterThanOrEqual((await navBottom()) - 1);
    }
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'everyone-toasts-360.png') });

    // With the phone menu open the bar is taller; new toasts still start below it.
    await b.page.getByRole('button', { name: 'Menu' }).click();
    await b.page.locator('.navbar nav[aria-label="Main"]').waitFor();
    // The open menu may cover the form: the click goes to the button itself.
    await b.page.getByRole('button', { name: 'Save' }).dispatchEvent('click');
    await b.page.getByRole('button', { name: 'Save' }).dispatchEvent('click');
    await b.page.waitForTimeout(600);
    const tops = await b.page.locator('.Toastify__toast').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    for (const top of tops) expect(top).toBeGreaterThanOrEqual((await navBottom()) - 1);
    expect(tops.length).toBeLessThanOrEqual(2);
  });

  it('the upload toast closes when the upload ends, not 5 s later', async () => {
    const word = uniqueWord();
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const company = `${word} Uploads`;
    await createJob(boss.uid, { companyName: company });
    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    const form = await openApplyForm(b.page, company);
    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await expectToast(b.page, MESSAGES.resumeUploading);
    await form.getByText('cv.pdf uploaded').waitFor({ timeout: 30_000 });
    const ended = Date.now();
    await b.page.locator('.Toastify__toast', { hasText: MESSAGES.resumeUploading }).waitFor({ state: 'detached', timeout: 3_000 });
    expect(Date.now() - ended).toBeLessThan(3_000);
  });

  it('a refused login shows its message beside the form as well as in a toast', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/login');
    await b.page.getByRole('button', { name: /I want a Job/ }).click();
    await b.page.getByLabel('Email').fill(seeker.email);
    await b.page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = b.page.locator('.auth-form .auth-alert');
    await alert.waitFor();
    const text = (await alert.textContent())!.trim();
    expect(text.length).toBeGreaterThan(0);
    await expectToast(b.page, text);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await shoot(b.page, 'login-error');
  });
});

describe('item 12: Profile', () => {
  const b = useBrowser();

  it('the read-only view says "Password"; an employer is not told "so employers can reach you"', async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/Profile');
    const details = b.page.locator('.profile-details');
    await details.getByText(MESSAGES.profilePasswordRow, { exact: true }).waitFor();
    expect(await details.innerText()).not.toContain('New Password');
    await b.page.getByText(MESSAGES.profileIntro('employer')).waitFor();
    expect(await b.page.locator('.page-header').innerText()).not.toContain('so employers can reach you');
    await shoot(b.page, 'profile-employer');
    // The edit form keeps the spec's "New Password" label.
    await b.page.getByRole('button', { name: 'Edit' }).click();
    await b.page.getByLabel('New Password', { exact: true }).waitFor();

    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByText(MESSAGES.profileIntro('jobseeker')).waitFor();
  });

  it('Cancel undoes what is not saved, and says honestly that a verified phone stays', async () => {
    const seeker = await createUser({ role: 'jobseeker', name: 'Cancel Tester' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Edit' }).click();
    await b.page.getByLabel('Name').fill('Never Saved');
    const newPhone = uniquePhone();
    await typePhone(b.page, '#profile-phone', newPhone);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, MESSAGES.otpSent);
    await b.page.getByLabel('OTP').fill(await otpFor(newPhone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, MESSAGES.otpVerified);
    await b.page.getByText(MESSAGES.profilePhoneSaved).waitFor();
    await b.page.getByText(MESSAGES.profileCancelKeepsPhone).waitFor();
    expect(await b.page.getByRole('button', { name: 'Cancel' }).getAttribute('aria-describedby')).toBe('profile-cancel-note');
    await shoot(b.page, 'profile-cancel-note');
    await b.page.getByRole('button', { name: 'Cancel' }).click();

    // The unsaved name is gone; the verified phone is what the note said: kept.
    const details = b.page.locator('.profile-details');
    await details.getByText('Cancel Tester').waitFor();
    expect(await details.innerText()).not.toContain('Never Saved');
    expect((await details.innerText()).replace(/\s/g, '')).toContain(newPhone);
    expect((await adminDb().doc(`users/${seeker.uid}`).get()).get('name')).toBe('Cancel Tester');
  });
});

describe('item 14: after sign-up on a phone', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('the page scrolls back up to the login form', async () => {
    const phone = uniquePhone();
    await openAsVisitor(b.page, '/login');
    await b.page.getByRole('button', { name: /I want a Job/ }).click();
    await b.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await b.page.getByLabel('Full Name').fill('Scroll Tester');
    await typePhone(b.page, '#signup-phone', phone);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, MESSAGES.otpSent);
    await b.page.getByLabel('OTP').fill(await otpFor(phone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, MESSAGES.otpVerified);
    await b.page.getByLabel('Email').fill(uniqueEmail('scroll'));
    await b.page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    // On a phone the Sign Up button is far down: the page is scrolled there to press it.
    await b.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await b.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(b.page, MESSAGES.registrationSucceeded);
    const heading = b.page.getByRole('heading', { name: 'Choose what you are looking for' });
    await heading.waitFor();
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE_VIEWPORT.height;
      })
      .toBe(true);
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'everyone-after-signup-360.png') });
  });
});

describe('item 15: every route sets its own document title', () => {
  const b = useBrowser();

  it('titles follow the route, on first load and on navigation', async () => {
    await openAsVisitor(b.page, '/about');
    for (const [path, title] of [
      ['/', documentTitle(PAGE_TITLES.home)],
      ['/login', documentTitle(PAGE_TITLES.login)],
      ['/about', documentTitle(PAGE_TITLES.about)],
      ['/termsandconditions', documentTitle(PAGE_TITLES.terms)],
      ['/privacy-policy', documentTitle(PAGE_TITLES.privacy)],
      ['/admin-login', documentTitle(PAGE_TITLES.adminLogin)],
      ['/no-such-page', documentTitle(PAGE_TITLES.notFound)],
    ] as const) {
      await b.page.goto(path);
      await expect.poll(() => b.page.title()).toBe(title);
    }
    expect(documentTitle(PAGE_TITLES.home)).toBe('JobSearch India: Find Your Dream Job');

    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/jobs');
    await expect.poll(() => b.page.title()).toBe('Available Jobs · JobSearch India');
    expect(documentTitle(PAGE_TITLES.jobs)).toBe('Available Jobs · JobSearch India');
    await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect.poll(() => b.page.title()).toBe('My Profile · JobSearch India');
    await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Applications' }).click();
    await expect.poll(() => b.page.title()).toBe(documentTitle(PAGE_TITLES.myApplications));
  });
});

describe('item 16: the admin dashboard', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('at 360 px each tab searches all its records (not only the loaded page), debounced, with "no matches"', async () => {
    const word = uniqueWord();
    const admin = await createUser({ role: 'admin' });
    const name = `Priya ${word}`;
    const seeker = await createUser({ role: 'jobseeker', name });
    const employer = await createUser({ role: 'employer', name: `Boss ${word}` });
    // An old job sorts after the seed's 72 jobs: beyond the first page of 50.
    const oldJob = await createJob(employer.uid, {
      companyName: `${word} Old Works`,
      jobRole: 'Welder',
      trade: 'Welder',
      createdAt: new Date('2020-01-02T10:00:00Z'),
    });

    await loginAs(b.page, admin, '/admin');
    await b.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const rowOf = (id: string) => b.page.locator(`tr[data-row-key="${id}"]`);
    const tab = (label: string) => b.page.getByRole('tab', { name: label, exact: true });

    // Users: by a part of the name, by phone digits typed with spaces, by email; then no matches.
    const users = b.page.getByLabel(MESSAGES.adminSearchLabel('users'));
    /** The panel's rows, by key, once the (debounced) search has run. */
    const keysIn = (panel: string) => b.page.locator(`#admin-panel-${panel} tbody tr`).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));
    await users.fill(word.slice(0, 6).toUpperCase());
    await expect.poll(() => keysIn('users')).toEqual([seeker.uid]);
    await shoot(b.page, 'admin-search-users');
    await b.page.setViewportSize(PHONE_VIEWPORT);
    const digits = seeker.phoneNumber.slice(3);
    await users.fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
    await expect.poll(() => keysIn('users')).toEqual([seeker.uid]);
    await users.fill(seeker.email);
    await expect.poll(() => keysIn('users')).toEqual([seeker.uid]);
    await users.fill(`${word}zz`);
    await b.page.getByText(MESSAGES.adminSearchNoMatches(`${word}zz`)).waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await users.fill('');
    await b.page.locator('#admin-panel-users tbody tr').first().waitFor();

    // Employers.
    await tab('Employers').click();
    await b.page.getByLabel(MESSAGES.adminSearchLabel('employers')).fill(`boss ${word}`);
    await expect.poll(() => keysIn('employers')).toEqual([employer.uid]);

    // Jobs: the old job is not on the first page, and the search still finds it.
    await tab('Jobs').click();
    await b.page.locator('#admin-panel-jobs tbody tr').first().waitFor();
    expect(await rowOf(oldJob).count()).toBe(0);
    await b.page.getByLabel(MESSAGES.adminSearchLabel('jobs')).fill(`${word} old`);
    await expect.poll(() => keysIn('jobs')).toEqual([oldJob]);
    await b.page.locator('#admin-panel-jobs').getByText(MESSAGES.adminSearchCount(1, 1)).waitFor();
  });

  it('the Applications tab shows job, company, date and a resume link; deletes name the record; one Logout', async () => {
    const word = uniqueWord();
    const admin = await createUser({ role: 'admin' });
    const seeker = await createUser({ role: 'jobseeker', name: `Priya ${word}` });
    const employer = await createUser({ role: 'employer' });
    const company = `Acme ${word}`;
    const jobId = await createJob(employer.uid, { companyName: company, jobRole: 'Welder', trade: 'Welder' });
    const resume = await storeResume(`resumes/${seeker.uid}/${jobId}/resume.pdf`);
    const applicationId = await seedApplication({ jobId, employerId: employer.uid, title: 'Welder', companyName: company }, seeker, resume);

    await loginAs(b.page, admin, '/admin');
    await b.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    // One Logout on the page (the dashboard's own), not a second one in the navigation bar.
    expect(await b.page.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await b.page.getByRole('tab', { name: 'Applications', exact: true }).click();
    await b.page.getByLabel(MESSAGES.adminSearchLabel('applications')).fill(company);
    const row = b.page.locator(`tr[data-row-key="${applicationId}"]`);
    await expect.poll(() => b.page.locator('#admin-panel-applications tbody tr').count()).toBe(1);
    await row.waitFor();
    const panel = b.page.locator('#admin-panel-applications');
    for (const header of ['Job', 'Company Name', 'Date', 'Resume']) await panel.getByRole('columnheader', { name: header, exact: true }).waitFor();
    const text = await row.innerText();
    expect(text).toContain('Welder');
    expect(text).toContain(company);
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await row.getByRole('link', { name: `${MESSAGES.adminResumeLink}: Priya ${word}` }).getAttribute('href')).toBe(resume);
    await shoot(b.page, 'admin-applications');
    await b.page.setViewportSize(PHONE_VIEWPORT);

    await row.getByRole('button', { name: /^Delete application/ }).click();
    const dialog = b.page.getByRole('dialog');
    await dialog.getByText(MESSAGES.adminConfirmDeleteApplication(`Priya ${word}`, 'Welder', company)).waitFor();
    await dialog.getByText(MESSAGES.adminConfirmDelete('application')).waitFor();
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'everyone-admin-delete-360.png') });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await b.page.getByText(MESSAGES.adminSearchNoMatches(company)).waitFor();

    // A person's and a job's confirmations name them too.
    await b.page.getByRole('tab', { name: 'Users', exact: true }).click();
    await b.page.getByLabel(MESSAGES.adminSearchLabel('users')).fill(word);
    await b.page
      .locator(`tr[data-row-key="${seeker.uid}"]`)
      .getByRole('button', { name: /^Delete user/ })
      .click();
    await dialog.getByText(MESSAGES.adminConfirmDeletePerson('user', `Priya ${word}`)).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await b.page.getByRole('tab', { name: 'Jobs', exact: true }).click();
    await b.page.getByLabel(MESSAGES.adminSearchLabel('jobs')).fill(company);
    await b.page
      .locator(`tr[data-row-key="${jobId}"]`)
      .getByRole('button', { name: /^Delete job/ })
      .click();
    await dialog.getByText(MESSAGES.adminConfirmDeleteJob('Welder', company)).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
