/**
 * Applying to a job from /jobs: the details, the terms, a real PDF upload, the
 * refusals (a second application, a wrong or too large file, a job that went
 * Inactive or was deleted meanwhile) and My Applications.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { Page, Locator } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, seedJob, createUser, FieldValue, samplePdf } from '../support';
import {
  expect,
  expectToast,
  loginAs,
  openApplyForm,
  screenshotsAtBothWidths,
  seriousA11yViolations,
  TRIGGER_WAIT_MS,
  uniqueWord,
  useBrowser,
  waitForList,
} from './harness';
import { JOBS_TEXT, capitalised, employer, seekerUser, cardOf, companiesShown, expectTotal } from './jobs-list';

/** Records whether an upload progress bar ever appeared (a small file may finish in a blink). */
async function watchForProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress: boolean };
    w.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('.modal [role="progressbar"]')) w.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

async function uploadPdf(form: Locator, name = 'resume.pdf') {
  await form.getByLabel('Resume', { exact: true }).setInputFiles({ name, mimeType: 'application/pdf', buffer: samplePdf() });
  await form.getByText(`${name} uploaded`).waitFor({ timeout: 30_000 });
}

describe('applying from /jobs', () => {
  const b = useBrowser();

  it('shows the details; Apply waits for the terms; applying uploads a real PDF; a second application is refused', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker', name: 'Kiran Applicant' });
    const company = `${capitalised(word)} Power`;
    const jobId = await seedJob(boss.uid, {
      companyName: company,
      jobRole: 'Electrician',
      jobShift: 'Night Shift',
      jobType: 'Industry Job',
      salary: '150000 - 1200000',
      city: 'Nashik',
      location: 'Ambad MIDC',
      experience: '3-5 years',
      gender: 'Other',
      chargeable: 'No',
      mobileNumber: '',
      description: 'Maintain HT panels.',
    });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    await cardOf(b.page, company).getByRole('button', { name: 'Details' }).click();
    const details = b.page.getByRole('dialog', { name: `Electrician at ${company}` });
    const text = (await details.textContent()) ?? '';
    for (const expected of [
      'Company Name',
      company,
      'Job Role',
      'Job Shift',
      'Night Shift',
      'Location',
      'Ambad MIDC, Nashik, Maharashtra',
      'Job Type',
      'Industry Job',
      'Salary',
      '₹1,50,000 - ₹12,00,000',
      'Experience',
      '3-5 years',
      'Gender',
      'Any',
      'Degree & Trade',
      'ITI · Electrician',
      'Chargeable',
      'No',
      'Mobile Number',
      // No number was given: said at once, no Show number to spend a reveal on.
      'Not given by the employer',
      'Description',
      'Maintain HT panels.',
    ])
      expect(text).toContain(expected);
    const terms = details.getByRole('link', { name: /terms and conditions/ });
    expect(await terms.getAttribute('href')).toBe('/termsandconditions');
    expect(await terms.getAttribute('target')).toBe('_blank');
    const apply = details.getByRole('button', { name: 'Apply', exact: true });
    expect(await apply.isDisabled()).toBe(true);
    // Why it is off is said over it (the terms box may be below the fold); the hint brings the box into view.
    const needsTerms = details.getByRole('button', { name: english('jobs.applyNeedsTerms') });
    expect(await apply.getAttribute('aria-describedby')).toBe(await needsTerms.getAttribute('id'));
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshotsAtBothWidths(b.page, 'apply-needs-terms', false);
    await needsTerms.click();
    const termsBox = details.getByLabel(JOBS_TEXT.acceptTerms);
    await expect.poll(() => termsBox.evaluate((box) => box === document.activeElement)).toBe(true);
    await termsBox.check();
    expect(await apply.isEnabled()).toBe(true);
    expect(await needsTerms.count()).toBe(0);
    await apply.click();

    const form = b.page.getByRole('dialog', { name: 'Apply for Electrician' });
    await form.waitFor();
    expect(await details.count()).toBe(0);
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Kiran Applicant');
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(seeker.email);
    expect(await form.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await form.getByLabel('Phone', { exact: true }).inputValue()).toBe(seeker.phoneNumber);
    expect(await form.getByLabel('Resume', { exact: true }).getAttribute('accept')).toBe('.pdf,.doc,.docx');

    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(b.page, JOBS_TEXT.uploadFirst);

    // The contact is the profile's and read-only: typing changes nothing.
    const name = form.getByLabel('Name', { exact: true });
    expect(await name.isEditable()).toBe(false);
    await name.pressSequentially(' A.');
    expect(await name.inputValue()).toBe('Kiran Applicant');

    await watchForProgress(b.page);
    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'Kiran CV.pdf', mimeType: 'application/pdf', buffer: samplePdf('Kiran CV') });
    await expectToast(b.page, JOBS_TEXT.uploading);
    // A resume chosen: "upload your resume" no longer holds, and goes.
    await b.page.locator('.Toastify__toast', { hasText: JOBS_TEXT.uploadFirst }).waitFor({ state: 'detached', timeout: 3_000 });
    await form.getByText('Kiran CV.pdf uploaded').waitFor({ timeout: 30_000 });
    expect(await b.page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(true);

    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(b.page, JOBS_TEXT.applied);
    // Never an error beside the success.
    expect(await b.page.locator('.Toastify__toast--error').count()).toBe(0);
    await form.waitFor({ state: 'detached' });
    await cardOf(b.page, company).getByText('Applied', { exact: true }).waitFor();

    // The application is the document {jobId}_{uid}, pointing at the uploaded file.
    const stored = (await adminDb().doc(`applications/${jobId}_${seeker.uid}`).get()).data()!;
    // The contact is the profile's (firestore.rules: an application speaks for its applicant).
    expect(stored).toMatchObject({
      jobId,
      applicantId: seeker.uid,
      employerId: boss.uid,
      jobTitle: 'Electrician',
      companyName: company,
      applicantName: 'Kiran Applicant',
      email: seeker.email,
      phoneNumber: seeker.phoneNumber,
    });
    expect(stored.resumePath).toMatch(new RegExp(`^resumes/${seeker.uid}/${jobId}/\\d+-Kiran_CV\\.pdf$`));
    const pdfStart = await b.page.evaluate(async (url) => (await (await fetch(url)).text()).slice(0, 8), stored.resume as string);
    expect(pdfStart).toBe('%PDF-1.4');

    // Once applied, the details say so and Apply stays off.
    await cardOf(b.page, company).getByRole('button', { name: 'Details' }).click();
    const again = b.page.getByRole('dialog', { name: `Electrician at ${company}` });
    await again.getByText(JOBS_TEXT.alreadyApplied).waitFor();
    expect(await again.getByRole('button', { name: 'Applied', exact: true }).isDisabled()).toBe(true);
  });

  it('refuses a second application made from another tab with the already-applied message', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const company = `${capitalised(word)} Logistics`;
    const jobId = await seedJob(boss.uid, { companyName: company, jobRole: 'Driver', degree: '10th', trade: 'Other' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const form = await openApplyForm(b.page, company);
    await uploadPdf(form);

    // Meanwhile the same seeker applied from elsewhere.
    await adminDb()
      .doc(`applications/${jobId}_${seeker.uid}`)
      .set({
        jobId,
        jobTitle: 'Driver',
        companyName: company,
        employerId: boss.uid,
        applicantId: seeker.uid,
        applicantName: seeker.name,
        email: seeker.email,
        phoneNumber: seeker.phoneNumber,
        resumePath: `resumes/${seeker.uid}/${jobId}/1-other.pdf`,
        resume: 'http://127.0.0.1:9199/other.pdf',
        createdAt: FieldValue.serverTimestamp(),
      });
    // The mark comes with the seeker's inbox, which the applications trigger writes.
    await cardOf(b.page, company).getByText('Applied', { exact: true }).waitFor({ timeout: TRIGGER_WAIT_MS });

    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(b.page, JOBS_TEXT.alreadyApplied);
    const stored = (await adminDb().doc(`applications/${jobId}_${seeker.uid}`).get()).data()!;
    expect(stored.resume).toBe('http://127.0.0.1:9199/other.pdf');
  });

  it('refuses a wrong file type and a file over 5 MB without uploading', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const company = `${capitalised(word)} Files`;
    await seedJob(boss.uid, { companyName: company });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const form = await openApplyForm(b.page, company);
    await watchForProgress(b.page);

    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a resume') });
    await expectToast(b.page, JOBS_TEXT.wrongType);
    await form.getByRole('alert').filter({ hasText: JOBS_TEXT.wrongType }).waitFor();

    const big = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024, 32)]);
    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: big });
    await expectToast(b.page, JOBS_TEXT.tooLarge);
    await form.getByRole('alert').filter({ hasText: JOBS_TEXT.tooLarge }).waitFor();

    expect(await b.page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(false);
    expect(await b.page.locator('.Toastify__toast', { hasText: JOBS_TEXT.uploading }).count()).toBe(0);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(b.page, JOBS_TEXT.uploadFirst);
  });

  it('lists my applications, newest first, live, with the resume link', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const W = capitalised(word);
    await seedJob(boss.uid, { companyName: `${W} First`, jobRole: 'Fitter', trade: 'Fitter' });
    const secondId = await seedJob(boss.uid, { companyName: `${W} Second`, jobRole: 'Welder', trade: 'Welder' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const form = await openApplyForm(b.page, `${W} First`);
    await uploadPdf(form, 'first.pdf');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(b.page, JOBS_TEXT.applied);

    await b.page.goto('/my-applications');
    await b.page.getByRole('heading', { level: 1, name: 'My Applications' }).waitFor();
    const first = b.page.locator('.my-application', { hasText: `${W} First` });
    await first.waitFor();
    expect(await first.innerText()).toContain('Fitter');
    expect(await first.innerText()).toMatch(/Applied on \d{1,2} \w{3} \d{4}/);
    const link = first.getByRole('link', { name: /View resume/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:9199\/.+first\.pdf/);

    // A new application appears at the top without a reload.
    await adminDb()
      .doc(`applications/${secondId}_${seeker.uid}`)
      .set({
        jobId: secondId,
        jobTitle: 'Welder',
        companyName: `${W} Second`,
        employerId: boss.uid,
        applicantId: seeker.uid,
        applicantName: seeker.name,
        email: seeker.email,
        phoneNumber: seeker.phoneNumber,
        resumePath: `resumes/${seeker.uid}/${secondId}/1-second.pdf`,
        resume: 'http://127.0.0.1:9199/second.pdf',
        createdAt: FieldValue.serverTimestamp(),
      });
    await b.page.locator('.my-application', { hasText: `${W} Second` }).waitFor();
    const titles = await b.page.locator('.my-application__company').allTextContents();
    expect(titles.slice(0, 2)).toEqual([`${W} Second`, `${W} First`]);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
  });
});

describe('a job that changes while the seeker applies', () => {
  const b = useBrowser();

  it('applying to a job that went Inactive while the list was open says it no longer takes applications and drops the card', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    const closing = await seedJob(boss.uid, { companyName: `${W} Closing Co` });
    await seedJob(boss.uid, { companyName: `${W} Open Co` });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    await expectTotal(b.page, 2, 2);
    const form = await openApplyForm(b.page, `${W} Closing Co`);
    await uploadPdf(form);
    // The employer switches it off while the seeker fills in the form.
    await adminDb().doc(`jobs/${closing}`).update({ status: 'Inactive' });
    await form.getByRole('button', { name: 'Submit' }).click();

    await expectToast(b.page, MESSAGES.jobNoLongerAccepting);
    await b.page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await b.page.getByText(MESSAGES.applyFailed).count()).toBe(0);
    await cardOf(b.page, `${W} Closing Co`).waitFor({ state: 'detached' });
    expect(await companiesShown(b.page)).toEqual([`${W} Open Co`]);
    await expectTotal(b.page, 1, 1);
    expect(new URL(b.page.url()).pathname).toBe('/jobs');
    expect((await adminDb().doc(`applications/${closing}_${seeker.uid}`).get()).exists).toBe(false);
  });

  it('a job deleted while the apply form was open gets the same message, not "Failed to apply"', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await seekerUser();
    const deleted = await seedJob(boss.uid, { companyName: `${W} Deleted Co` });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const form = await openApplyForm(b.page, `${W} Deleted Co`);
    await uploadPdf(form);
    await adminDb().doc(`jobs/${deleted}`).delete();
    await form.getByRole('button', { name: 'Submit' }).click();

    await expectToast(b.page, MESSAGES.jobNoLongerAccepting);
    await cardOf(b.page, `${W} Deleted Co`).waitFor({ state: 'detached' });
    await b.page.getByText(MESSAGES.noJobsFound).waitFor();
  });
});
