/**
 * The employer's screens of the hiring pipeline, end to end in Chromium
 * against the emulators: the Status column's control (with
 * Interview details and Not selected's reason), what it refuses, the status
 * filter, the counts on Posted Jobs and Viewed on first opening; the
 * resume kept on the profile (upload, replace, remove) and applying with it,
 * the employer's copy staying as it was sent.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { fromIndiaTime, toIndiaTime } from '@jobsearch/domain/india-time';
import { formatIndiaDateTime } from '@jobsearch/domain/i18n/dates';
import { notificationIds } from '@jobsearch/domain/pipeline';
import { readFileSync } from 'node:fs';
import { getStorage } from 'firebase-admin/storage';
import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, seedJob, createUser, FieldValue, PROJECT_ID, samplePdf, seedApplication } from '../support';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectToast,
  loginAs,
  openApplyForm,
  PHONE_VIEWPORT,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
  TRIGGER_WAIT_MS,
  screenshot,
} from './harness';

const bucket = () => getStorage().bucket(`${PROJECT_ID}.appspot.com`);
const WIDTHS = [
  ['360', PHONE_VIEWPORT],
  ['1280', DESKTOP_VIEWPORT],
] as const;

const application = async (id: string) => (await adminDb().doc(`applications/${id}`).get()).data() ?? {};
const statusIn = async (id: string) => (await application(id)).status as string | undefined;
const seeker = (name: string) => createUser({ role: 'jobseeker', name: `${name} ${uniqueWord().slice(2, 7)}` });
const row = (page: Page, name: string) => page.locator('[data-testid="applicants-table"] tbody tr', { hasText: name });
const section = (page: Page) => page.getByTestId('profile-resume');
const current = (page: Page) => page.getByTestId('profile-resume-current');
const moveControl = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name: english('applications.moveApplicant', { name }) });

/** A datetime-local value `days` from now at `time`, as typed in India's time (what the Interview field takes). */
function indiaDateTime(days: number, time = '10:30'): string {
  return `${toIndiaTime(new Date(Date.now() + days * 86_400_000)).slice(0, 10)}T${time}`;
}

describe('the Status column moves an applicant along the pipeline', () => {
  // An employer whose device is not on India's time: interviews are still typed and shown in IST.
  const b = useBrowser({ timezoneId: 'America/New_York' });

  for (const [width, viewport] of WIDTHS) {
    it(`at ${width} px: Shortlisted at once, Interview with a date, time and place, Not selected with a reason; live, from the catalogue`, async () => {
      const page = b.page;
      await page.setViewportSize(viewport);
      const employer = await createUser({ role: 'employer' });
      const jobId = await seedJob(employer.uid);
      const asha = await seeker('Asha');
      const ravi = await seeker('Ravi');
      const ashaApp = await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: asha, resume: true });
      const raviApp = await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: ravi, resume: true });

      await loginAs(page, employer, '/Application');
      await row(page, asha.name).getByTestId('applicant-status').getByText('Applied').waitFor();
      await screenshot(page, `pipeline-applications-${width}`);

      // Shortlisted: one choice, written at once; the row says so (live).
      await moveControl(row(page, asha.name), asha.name).selectOption('Shortlisted');
      await expectToast(page, english('applications.statusChanged', { status: 'Shortlisted' }));
      await row(page, asha.name).getByTestId('applicant-status').getByText('Shortlisted').waitFor();
      expect(await statusIn(ashaApp)).toBe('Shortlisted');

      // Interview: the dialog asks when and where; bad input gets the catalogue's words and changes nothing.
      await moveControl(row(page, asha.name), asha.name).selectOption('Interview');
      const dialog = page.getByRole('dialog', { name: english('applications.interviewTitle', { name: asha.name }) });
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: english('applications.moveTo', { status: 'Interview' }) });
      await confirm.click();
      await dialog.getByText(MESSAGES.interviewWhenRequired).waitFor();
      await dialog.getByLabel(MESSAGES.interviewWhenLabel).fill(indiaDateTime(-2));
      await dialog.getByLabel(MESSAGES.interviewPlaceLabel).fill('Acme office, FC Road, Pune');
      await confirm.click();
      await dialog.getByText(MESSAGES.interviewInPast).waitFor();
      const when = indiaDateTime(5, '11:00');
      await dialog.getByLabel(MESSAGES.interviewWhenLabel).fill(when);
      await dialog.getByLabel(MESSAGES.interviewPlaceLabel).fill('');
      await confirm.click();
      await dialog.getByText(MESSAGES.interviewPlaceRequired).waitFor();
      expect(await statusIn(ashaApp)).toBe('Shortlisted');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByLabel(MESSAGES.interviewPlaceLabel).fill('Acme office, FC Road, Pune');
      await screenshot(page, `pipeline-interview-dialog-${width}`);
      await confirm.click();
      await expectToast(page, english('applications.statusChanged', { status: 'Interview' }));
      await dialog.waitFor({ state: 'detached' });
      await row(page, asha.name).getByTestId('applicant-status').getByText('Interview').waitFor();
      await expect.poll(() => statusIn(ashaApp)).toBe('Interview');
      const interviewed = await application(ashaApp);
      expect(interviewed.status).toBe('Interview');
      expect(interviewed.interview.place).toBe('Acme office, FC Road, Pune');
      expect(interviewed.interview.phoneCall).toBe(false);
      // 11:00 typed on a New York device is 11:00 in India; the seeker's notification (and mail) says "11:00 am IST".
      const at = fromIndiaTime(when)!;
      expect(interviewed.interview.at.toDate()).toEqual(at);
      expect(formatIndiaDateTime(at, 'en')).toMatch(/, 11:00 am IST$/);
      await expect
        .poll(
          async () =>
            (
              await adminDb()
                .doc(`notifications/${notificationIds.status(ashaApp, 'Interview')}`)
                .get()
            ).get('body'),
          { timeout: TRIGGER_WAIT_MS },
        )
        .toContain(formatIndiaDateTime(at, 'en'));
      expect(Object.keys(interviewed.statusHistory).sort()).toEqual(['Interview', 'Shortlisted']);

      // Not selected: the optional reason from the short list.
      await moveControl(row(page, ravi.name), ravi.name).selectOption('Not selected');
      const notSelected = page.getByRole('dialog', { name: english('applications.notSelectedTitle', { name: ravi.name }) });
      await notSelected.getByLabel(MESSAGES.notSelectedReasonLabel).selectOption('Position filled');
      await screenshot(page, `pipeline-not-selected-dialog-${width}`);
      await notSelected.getByRole('button', { name: english('applications.moveTo', { status: 'Not selected' }) }).click();
      await expectToast(page, english('applications.statusChanged', { status: 'Not selected' }));
      await row(page, ravi.name).getByTestId('applicant-status').getByText('Not selected').waitFor();
      await expect.poll(() => application(raviApp)).toMatchObject({ status: 'Not selected', notSelectedReason: 'Position filled' });
      // Nothing follows Not selected: no control, the row says so.
      expect(await moveControl(row(page, ravi.name), ravi.name).count()).toBe(0);
      await row(page, ravi.name).getByText(MESSAGES.applicantStatusFinal).waitFor();

      // The opened row shows the interview and the reason.
      await row(page, asha.name).getByRole('button', { name: asha.name, exact: true }).click();
      const details = page.getByRole('dialog', { name: english('applications.detailsOf', { name: asha.name }) });
      await details.getByTestId('applicant-interview').getByText('Acme office, FC Road, Pune', { exact: false }).waitFor();
      expect(await details.getByTestId('applicant-interview').textContent()).toContain(formatIndiaDateTime(at, 'en'));
      await screenshot(page, `pipeline-applicant-details-${width}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  it('offers only the moves the rules allow, and refuses a move the status no longer allows with its reason, changing nothing', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid);
    const hired = await seeker('Hema');
    const shortlisted = await seeker('Sunil');
    await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: hired, resume: true, status: 'Hired' });
    const sunilApp = await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: shortlisted, resume: true, status: 'Shortlisted' });

    await loginAs(page, employer, '/Application');
    await row(page, hired.name).getByText(MESSAGES.applicantStatusFinal).waitFor();
    expect(await moveControl(row(page, hired.name), hired.name).count()).toBe(0);
    const options = await moveControl(row(page, shortlisted.name), shortlisted.name).locator('option').allTextContents();
    expect(options).toEqual([MESSAGES.applicantStatusMovePlaceholder, 'Interview', 'Offered', 'Hired', 'Not selected']);

    // The dialog is open when someone else (another tab) hires Sunil: Not selected is no longer allowed.
    await moveControl(row(page, shortlisted.name), shortlisted.name).selectOption('Not selected');
    const dialog = page.getByRole('dialog', { name: english('applications.notSelectedTitle', { name: shortlisted.name }) });
    await dialog.waitFor();
    await adminDb().doc(`applications/${sunilApp}`).update({ status: 'Hired', 'statusHistory.Hired': new Date() });
    await row(page, shortlisted.name).getByTestId('applicant-status').getByText('Hired').waitFor();
    await dialog.getByRole('button', { name: english('applications.moveTo', { status: 'Not selected' }) }).click();
    await dialog.getByText(english('applications.statusChangeNotAllowed', { from: 'Hired', to: 'Not selected' })).waitFor();
    expect(await statusIn(sunilApp)).toBe('Hired');
  });

  it('the status filter shows only that status (Applied includes applications stored without one); none says so', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid);
    const people = { old: await seeker('Olga'), viewed: await seeker('Vijay'), short: await seeker('Shreya'), out: await seeker('Nitin') };
    await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: people.old, resume: true });
    await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: people.viewed, resume: true, status: 'Viewed' });
    await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: people.short, resume: true, status: 'Shortlisted' });
    await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: people.out, resume: true, status: 'Not selected' });

    await loginAs(page, employer, '/Application');
    const names = () =>
      page.locator('[data-testid="applicants-table"] tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent ?? ''));
    // The live table's first answer, however long the page takes to start (expect.poll gives up after 1 s).
    await page.locator('[data-testid="applicants-table"] tbody tr').nth(3).waitFor();
    expect(await names()).toHaveLength(4);
    const filter = page.getByLabel(MESSAGES.applicantStatusFilter);
    await filter.selectOption('Shortlisted');
    await expect.poll(names).toEqual([people.short.name]);
    await filter.selectOption('Applied');
    await expect.poll(names).toEqual([people.old.name]);
    await filter.selectOption('Not selected');
    await expect.poll(names).toEqual([people.out.name]);
    await screenshot(page, 'pipeline-status-filter-1280');
    await filter.selectOption('Hired');
    await page.getByText(english('applications.noApplicantsWithStatus', { status: 'Hired' })).waitFor();
    await filter.selectOption({ label: MESSAGES.applicantStatusAll });
    await expect.poll(async () => (await names()).length).toBe(4);
  });

  it('opening a row or a resume the first time marks the applicant Viewed; a later status stays', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid);
    const byRow = await seeker('Rohan');
    const byResume = await seeker('Rekha');
    const later = await seeker('Lata');
    const rowApp = await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: byRow, resume: true });
    const resumeApp = await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: byResume, resume: true });
    const laterApp = await seedApplication({ jobId: jobId, employerId: employer.uid, seeker: later, resume: true, status: 'Shortlisted' });

    await loginAs(page, employer, '/Application');
    await row(page, byRow.name).getByRole('button', { name: byRow.name, exact: true }).click();
    const details = page.getByRole('dialog', { name: english('applications.detailsOf', { name: byRow.name }) });
    await details.getByTestId('applicant-status').getByText('Viewed').waitFor();
    // The badge shows the write at once (the SDK's own copy); the server has it a moment later.
    await expect.poll(() => statusIn(rowApp)).toBe('Viewed');
    expect((await application(rowApp)).statusHistory.Viewed).toBeTruthy();
    await details.getByRole('button', { name: 'Close' }).click();

    const popup = page.context().waitForEvent('page');
    await row(page, byResume.name)
      .getByRole('button', { name: `View resume of ${byResume.name}` })
      .click();
    await (await popup).close();
    await row(page, byResume.name).getByTestId('applicant-status').getByText('Viewed').waitFor();
    await expect.poll(() => statusIn(resumeApp)).toBe('Viewed');

    await row(page, later.name).getByRole('button', { name: later.name, exact: true }).click();
    await page.getByRole('dialog', { name: english('applications.detailsOf', { name: later.name }) }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await statusIn(laterApp)).toBe('Shortlisted');
  });
});

describe('per-job counts on Posted Jobs', () => {
  const b = useBrowser();

  for (const [width, viewport] of WIDTHS) {
    it(`at ${width} px: "3 applicants · 2 shortlisted" from the trigger's counts, live; a job nobody applied to says 0`, async () => {
      const page = b.page;
      await page.setViewportSize(viewport);
      const employer = await createUser({ role: 'employer' });
      const word = uniqueWord();
      const busy = `Busy ${word}`;
      const quiet = `Quiet ${word}`;
      const busyJob = await seedJob(employer.uid, { companyName: busy });
      await seedJob(employer.uid, { companyName: quiet });
      const a = await seedApplication({ jobId: busyJob, employerId: employer.uid, seeker: await seeker('Anil'), resume: true, status: 'Shortlisted' });
      await seedApplication({ jobId: busyJob, employerId: employer.uid, seeker: await seeker('Bina'), resume: true, status: 'Interview' });
      await seedApplication({ jobId: busyJob, employerId: employer.uid, seeker: await seeker('Chetan'), resume: true });

      await loginAs(page, employer, '/posted-jobs');
      const counts = (company: string) => page.locator('[data-testid="posted-job"]', { hasText: company }).getByTestId('job-applicant-counts');
      await expect
        .poll(() => counts(busy).textContent(), { timeout: TRIGGER_WAIT_MS })
        .toBe(english('postedJobs.applicantCounts', { total: 3, shortlisted: 2 }));
      expect(await counts(quiet).textContent()).toBe(english('postedJobs.applicantCounts', { total: 0, shortlisted: 0 }));
      expect(english('postedJobs.applicantCounts', { total: 3, shortlisted: 2 })).toBe('3 applicants · 2 shortlisted');
      await screenshot(page, `pipeline-posted-jobs-counts-${width}`);

      await adminDb().doc(`applications/${a}`).update({ status: 'Not selected', 'statusHistory.Not selected': new Date() });
      await expect
        .poll(() => counts(busy).textContent(), { timeout: TRIGGER_WAIT_MS })
        .toBe(english('postedJobs.applicantCounts', { total: 3, shortlisted: 1 }));
    });
  }
});

describe('a resume kept on the profile', () => {
  const b = useBrowser();
  const profileFile = (uid: string) => bucket().file(`profileResumes/${uid}/resume`);

  for (const [width, viewport] of WIDTHS) {
    it(`at ${width} px: upload, replace and remove it in Profile, with the apply upload's checks`, async () => {
      const page = b.page;
      await page.setViewportSize(viewport);
      const me = await seeker('Meera');
      await loginAs(page, me, '/profile');
      await current(page).getByText(MESSAGES.profileResumeNone).waitFor();
      await screenshot(page, `pipeline-profile-resume-empty-${width}`);

      // A wrong type is refused beside the field; nothing stored.
      await section(page)
        .getByLabel(MESSAGES.profileResumeChoose)
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a resume') });
      await section(page).getByText(english('validation.resumeWrongType')).first().waitFor();
      expect((await profileFile(me.uid).exists())[0]).toBe(false);

      await section(page)
        .getByLabel(MESSAGES.profileResumeChoose)
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf('First') });
      await expectToast(page, MESSAGES.profileResumeSaved);
      await current(page)
        .getByText(english('profile.resumeCurrent', { fileName: 'cv.pdf' }))
        .waitFor();
      expect((await profileFile(me.uid).exists())[0]).toBe(true);
      await screenshot(page, `pipeline-profile-resume-saved-${width}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Replace; a reload still names it.
      await section(page)
        .getByLabel(MESSAGES.profileResumeReplace)
        .setInputFiles({ name: 'new-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf('Second') });
      await current(page)
        .getByText(english('profile.resumeCurrent', { fileName: 'new-cv.pdf' }))
        .waitFor();
      await page.reload();
      await current(page)
        .getByText(english('profile.resumeCurrent', { fileName: 'new-cv.pdf' }))
        .waitFor();

      // Remove, after asking.
      await section(page).getByRole('button', { name: MESSAGES.profileResumeRemove }).click();
      const confirm = page.getByRole('dialog', { name: MESSAGES.profileResumeRemove });
      await confirm.getByText(MESSAGES.profileResumeRemoveConfirm).waitFor();
      await confirm.getByRole('button', { name: MESSAGES.profileResumeRemove }).click();
      await expectToast(page, MESSAGES.profileResumeRemoved);
      await current(page).getByText(MESSAGES.profileResumeNone).waitFor();
      expect((await profileFile(me.uid).exists())[0]).toBe(false);
    });
  }

  for (const [width, viewport] of WIDTHS) {
    it(`at ${width} px: the apply form offers "Use my saved resume: cv.pdf"; the employer's copy stays when the profile resume is replaced`, async () => {
      const page = b.page;
      await page.setViewportSize(viewport);
      const employer = await createUser({ role: 'employer' });
      const word = uniqueWord();
      const company = `${word[0]!.toUpperCase()}${word.slice(1)} Saved`;
      const jobId = await seedJob(employer.uid, { companyName: company });
      const me = await seeker('Kiran');

      await loginAs(page, me, '/profile');
      await current(page).getByText(MESSAGES.profileResumeNone).waitFor();
      await section(page)
        .getByLabel(MESSAGES.profileResumeChoose)
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf('Sent to Acme') });
      await current(page)
        .getByText(english('profile.resumeCurrent', { fileName: 'cv.pdf' }))
        .waitFor();

      await page.goto(`/jobs?q=${word}`);
      const form = await openApplyForm(page, company);
      const saved = form.getByLabel(english('jobs.useSavedResume', { fileName: 'cv.pdf' }));
      await saved.waitFor();
      expect(await saved.isChecked()).toBe(true);
      expect(await form.getByLabel(MESSAGES.applyUploadNewResume).isChecked()).toBe(false);
      await screenshot(page, `pipeline-apply-saved-resume-${width}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, MESSAGES.applySucceeded);

      const app = await application(`${jobId}_${me.uid}`);
      expect(app.resumePath).toMatch(new RegExp(`^resumes/${me.uid}/${jobId}/profile-\\d+\\.pdf$`));
      const [sent] = await bucket().file(app.resumePath).download();
      expect(sent.toString('latin1')).toContain('Sent to Acme');

      // The seeker replaces the profile resume: what the employer received stays as it was sent.
      await page.goto('/profile');
      await section(page)
        .getByLabel(MESSAGES.profileResumeReplace)
        .setInputFiles({ name: 'cv-2027.pdf', mimeType: 'application/pdf', buffer: samplePdf('A newer resume') });
      await current(page)
        .getByText(english('profile.resumeCurrent', { fileName: 'cv-2027.pdf' }))
        .waitFor();
      const [kept] = await bucket().file(app.resumePath).download();
      expect(kept.equals(sent)).toBe(true);
      expect((await application(`${jobId}_${me.uid}`)).resume).toBe(app.resume);

      // The employer opens it through the application's own link: the bytes that were sent.
      const response = await fetch(app.resume);
      expect(response.ok).toBe(true);
      expect(Buffer.from(await response.arrayBuffer()).equals(sent)).toBe(true);
    });
  }
});

describe('Download my data holds the pipeline too', () => {
  const b = useBrowser();

  it("a job seeker's file lists their notifications, saved jobs, alerts and the profile resume's link", async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { companyName: 'Export Co' });
    const me = await seeker('Esha');
    const db = adminDb();
    await db.doc(`notifications/status_x_${me.uid}`).set({
      userId: me.uid,
      kind: 'status',
      title: 'Your application: Shortlisted',
      body: 'Shortlisted.',
      jobId,
      applicationId: `${jobId}_${me.uid}`,
      alertId: '',
      read: false,
      createdAt: FieldValue.serverTimestamp(),
    });
    await db.doc(`savedJobs/${me.uid}_${jobId}`).set({
      userId: me.uid,
      jobId,
      jobTitle: 'Electrician',
      companyName: 'Export Co',
      city: 'Pune',
      salary: '15000 - 25000',
      jobStatus: 'Active',
      savedAt: FieldValue.serverTimestamp(),
    });
    await db.doc(`jobAlerts/${me.uid}_0`).set({
      userId: me.uid,
      q: '',
      words: [],
      degree: '',
      trade: '',
      city: 'Pune',
      minSalary: 0,
      key: 'city:Pune',
      createdAt: FieldValue.serverTimestamp(),
    });

    await loginAs(page, me, '/profile');
    await current(page).getByText(MESSAGES.profileResumeNone).waitFor();
    await section(page)
      .getByLabel(MESSAGES.profileResumeChoose)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf('Export') });
    await current(page)
      .getByText(english('profile.resumeCurrent', { fileName: 'cv.pdf' }))
      .waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: MESSAGES.downloadMyData }).click()]);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    // (Jobs other tests post in Pune may have notified the alert too: real notifications.)
    expect((data.notifications as { title: string }[]).map((n) => n.title)).toContain('Your application: Shortlisted');
    expect(data.savedJobs).toMatchObject([{ jobId, companyName: 'Export Co', jobStatus: 'Active' }]);
    expect(data.alerts).toMatchObject([{ alertId: `${me.uid}_0`, city: 'Pune' }]);
    expect(String(data.profileResume)).toContain(encodeURIComponent(`profileResumes/${me.uid}/resume`));
    const response = await fetch(String(data.profileResume));
    expect(response.ok).toBe(true);
  });
});
