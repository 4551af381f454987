/**
 * The employer's Posted Jobs and Applications: the list and its status toggle
 * (live), Delete with its applications, applicants appearing live with their
 * resumes, an applicant's current contact, and phone numbers as tel: links.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { notificationIds } from '@jobsearch/domain/pipeline';
import { describe, it } from 'vitest';
import { adminDb, BASE_URL, seedJob, samplePdf, createUser, seedApplication, storeResume, eventually } from '../support';
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
  screenshotsAtBothWidths,
} from './harness';

describe('Posted Jobs and Applications', () => {
  const b = useBrowser();

  it('lists own jobs, toggles Inactive and back with the confirm dialog, filters, and follows changes live', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const other = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, {
      companyName: 'Toggle Works',
      jobRole: 'Welder',
      salary: '18000 - 22000',
      city: 'Nagpur',
      location: 'Sitabuldi',
    });
    await seedJob(other.uid, { companyName: 'Someone Else Ltd' });
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
    await dialog.getByText(english('postedJobs.confirmStatusChange', { status: 'Inactive' })).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await status.textContent()).toBe('Active');

    // Confirm: Inactive, in red, in Firestore too.
    await card.getByRole('button', { name: 'Mark as Inactive' }).click();
    await dialog.getByRole('button', { name: 'Mark as Inactive' }).click();
    await expectToast(page, english('postedJobs.statusChanged', { status: 'Inactive' }));
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
    await dialog.getByText(english('postedJobs.confirmStatusChange', { status: 'Active' })).waitFor();
    await dialog.getByRole('button', { name: 'Mark as Active' }).click();
    await expectToast(page, english('postedJobs.statusChanged', { status: 'Active' }));
    await card
      .getByTestId('job-status')
      .filter({ hasText: /^Active$/ })
      .waitFor();
    expect((await adminDb().doc(`jobs/${jobId}`).get()).data()?.status).toBe('Active');

    // A change made elsewhere shows without a reload.
    await adminDb().doc(`jobs/${jobId}`).update({ status: 'Inactive' });
    await card.getByTestId('job-status').filter({ hasText: 'Inactive' }).waitFor();
    const newId = await seedJob(employer.uid, { companyName: 'Second Shop' });
    await page.getByTestId('posted-job').filter({ hasText: 'Second Shop' }).waitFor();
    expect(await page.getByTestId('posted-job').first().getAttribute('data-job-id')).toBe(newId); // newest first
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('opens the real uploaded resume of a new applicant, byte for byte', async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Kavita Shinde' });
    const jobId = await seedJob(employer.uid, { companyName: 'Bytes Co', jobRole: 'Turner', trade: 'Turner' });
    const pdf = samplePdf('Kavita Shinde, Turner, 4 years');
    const resumePath = `resumes/${seeker.uid}/${jobId}/kavita.pdf`;
    const url = await storeResume(resumePath, pdf);

    // What the browser receives when it follows the View link.
    let served: Buffer | null = null;
    await b.context.route(/\/v0\/b\/.*alt=media/, async (route) => {
      const response = await route.fetch();
      served = await response.body();
      await route.fulfill({ response, body: served });
    });
    await loginAs(b.page, employer, '/Application');
    await seedApplication({ jobId, employerId: employer.uid, jobTitle: 'Turner', companyName: 'Bytes Co', seeker, resumePath, resume: url });
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
    const fitterId = await seedJob(employer.uid, { companyName: 'Apply Co', jobRole: 'Fitter', trade: 'Fitter' });
    const welderId = await seedJob(employer.uid, { companyName: 'Apply Co', jobRole: 'Welder', trade: 'Welder' });
    await loginAs(page, employer, '/Application');
    await page.getByRole('heading', { level: 1, name: 'Applications :' }).waitFor();
    await page.getByText(MESSAGES.noApplicants).waitFor();

    // A new application appears without a reload.
    const resumePath = `resumes/${seekerA.uid}/${fitterId}/meera.pdf`;
    const resumeUrl = await storeResume(resumePath, samplePdf('Meera Kulkarni, Fitter'));
    await seedApplication({
      jobId: fitterId,
      employerId: employer.uid,
      jobTitle: 'Fitter',
      companyName: 'Apply Co',
      seeker: seekerA,
      resumePath,
      resume: resumeUrl,
    });
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
    await seedApplication({ jobId: welderId, employerId: employer.uid, jobTitle: 'Welder', companyName: 'Apply Co', seeker: seekerB, resume: '' });
    const rowB = table.getByRole('row', { name: /Rohan Jadhav/ });
    await rowB.waitFor();
    await rowB.getByRole('button', { name: /View/ }).click();
    await expectToast(page, MESSAGES.resumeLinkMissing);
    const seekerC = await createUser({ role: 'jobseeker', name: 'Sunil Pawar' });
    await seedApplication({
      jobId: welderId,
      employerId: employer.uid,
      jobTitle: 'Welder',
      companyName: 'Apply Co',
      seeker: seekerC,
      resume: `${BASE_URL}/favicon.svg?resume=sunil`,
    });
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

describe('Delete on Posted Jobs', () => {
  const b = useBrowser();

  for (const [width, viewport] of [
    ['360', PHONE_VIEWPORT],
    ['1280', DESKTOP_VIEWPORT],
  ] as const) {
    it(`at ${width} px: the cards count applicants (a job never counted is counted on sight), Delete names the job and its applications, then the job and its applications go`, async () => {
      const page = b.page;
      await page.setViewportSize(viewport);
      const [employer, seekerA, seekerB] = await Promise.all([
        createUser({ role: 'employer' }),
        createUser({ role: 'jobseeker' }),
        createUser({ role: 'jobseeker' }),
      ]);
      const company = `Delete ${uniqueWord()}`;
      const jobId = await seedJob(employer.uid, { companyName: company, mobileNumber: '9876543210' });
      const keptId = await seedJob(employer.uid, { companyName: `${company} Kept` });
      const applications = [
        await seedApplication({ jobId, employerId: employer.uid, seeker: seekerA }),
        await seedApplication({ jobId, employerId: employer.uid, seeker: seekerB, status: 'Shortlisted' }),
      ];
      // A job from before the counting (as the demo's were): both triggers done (they notify after counting), then no counts.
      await eventually(
        'both applications counted',
        async () =>
          (await adminDb().getAll(...applications.map((id) => adminDb().doc(`notifications/${notificationIds.application(id)}`)))).every((n) => n.exists),
        TRIGGER_WAIT_MS / 1000,
      );
      await adminDb().doc(`jobStats/${jobId}`).delete();
      await loginAs(page, employer, '/posted-jobs');
      const card = page.locator('[data-testid="posted-job"]', { hasText: company }).filter({ hasNotText: 'Kept' });
      await card.waitFor();
      await card
        .getByTestId('job-applicant-counts')
        .getByText(english('postedJobs.applicantCounts', { total: 2, shortlisted: 1 }))
        .waitFor();
      const keptCard = page.locator('[data-testid="posted-job"]', { hasText: `${company} Kept` });
      await keptCard
        .getByTestId('job-applicant-counts')
        .getByText(english('postedJobs.applicantCounts', { total: 0, shortlisted: 0 }))
        .waitFor();
      expect((await adminDb().doc(`jobStats/${jobId}`).get()).get('total')).toBe(2);
      await screenshot(page, `posted-jobs-actions-${width}`);
      await card.getByRole('button', { name: english('postedJobs.deleteJobOf', { title: 'Electrician' }) }).click();
      const dialog = page.getByRole('dialog', { name: MESSAGES.deleteJobTitle });
      // The job's posting day as the site writes dates (web/src/lib/util/dates.ts): "23 Nov 2026".
      const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());
      await dialog
        .getByText(
          english('postedJobs.deleteJobConfirm', {
            job: english('postedJobs.jobNamedPosted', { title: 'Electrician', company, posted: date }),
            applications: 2,
          }),
        )
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `delete-job-dialog-${width}`);

      // Cancel keeps it; Delete job deletes it, and the trigger its applications.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect((await adminDb().doc(`jobs/${jobId}`).get()).exists).toBe(true);
      await card.getByRole('button', { name: english('postedJobs.deleteJobOf', { title: 'Electrician' }) }).click();
      await dialog.getByRole('button', { name: MESSAGES.deleteJobConfirmLabel }).click();
      await expectToast(page, MESSAGES.jobDeleted);
      await card.waitFor({ state: 'detached' });
      expect((await adminDb().doc(`jobs/${jobId}`).get()).exists).toBe(false);
      await eventually(
        'the applications to the deleted job gone',
        async () => (await adminDb().collection('applications').where('jobId', '==', jobId).get()).empty,
        TRIGGER_WAIT_MS / 1000,
      );
      expect((await adminDb().doc(`jobs/${keptId}`).get()).exists).toBe(true);
    });
  }
});

describe('phone numbers are tel: links', () => {
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
      const jobId = await seedJob(employer.uid, { companyName: company, mobileNumber: '9876543210' });
      await seedApplication({ jobId, employerId: employer.uid, seeker: seeker });

      await loginAs(page, employer, '/posted-jobs');
      const cardLink = page.locator('[data-testid="posted-job"]', { hasText: company }).getByTestId('phone-link');
      expect(await cardLink.getAttribute('href')).toBe('tel:+919876543210');
      expect(await cardLink.textContent()).toBe('+91 98765 43210');

      await page.goto('/Application');
      const row = page.locator('tr', { hasText: seeker.name });
      const applicantLink = row.getByTestId('phone-link');
      expect(await applicantLink.getAttribute('href')).toBe(`tel:${seeker.phoneNumber}`);
      expect((await applicantLink.textContent())?.startsWith('+91 ')).toBe(true);
      await screenshot(page, `applications-phone-${width}`);

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
      await screenshot(seekerPage, `job-details-phone-${width}`);
      await seekerPage.close();
    });
  }
});

describe("employers see the applicant's current contact", () => {
  const b = useBrowser();

  it("the applicant changes name in Profile; the employer's Applications page shows the new one", async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Priya Sharma' });
    const jobId = await seedJob(employer.uid, { companyName: 'Acme Contacts', jobRole: 'Welder', trade: 'Welder' });
    await seedApplication({ jobId, employerId: employer.uid, jobTitle: 'Welder', companyName: 'Acme Contacts', seeker, resume: '' });

    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await b.page.getByLabel('Name').fill('Priya Sharma-Kulkarni');
    await b.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, MESSAGES.profileUpdated);

    await loginAs(b.page, employer, '/Application');
    const table = b.page.getByTestId('applicants-table');
    // The contact trigger runs behind every other trigger the suite has queued on the emulator: give it time.
    await table.getByRole('row', { name: /Priya Sharma-Kulkarni/ }).waitFor({ timeout: 60_000 });
    // The applicant cannot write it; the server did.
    expect((await adminDb().doc(`applications/${jobId}_${seeker.uid}`).get()).get('applicantName')).toBe('Priya Sharma-Kulkarni');
    await screenshotsAtBothWidths(b.page, 'everyone-applications');
  }, 150_000);
});
