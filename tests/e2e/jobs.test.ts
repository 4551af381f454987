/**
 * Available Jobs end to end: the seeker's list and its filters (in the URL),
 * details, applying with a real PDF uploaded to the Storage emulator, the
 * one-application rule, My Applications, refused files, and employers kept out.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  adminDb,
  createJob,
  createUser,
  expect,
  expectToast,
  FieldValue,
  loginAs,
  openApplyForm,
  PHONE_VIEWPORT,
  samplePdf,
  seriousA11yViolations,
  type TestUser,
  uniqueWord,
  useBrowser,
  waitForList,
} from './harness';

const TEXT = {
  loading: MESSAGES.jobsLoading,
  acceptTerms: 'I accept the terms and conditions', // the checkbox's label
  uploading: MESSAGES.resumeUploading,
  uploadFirst: MESSAGES.uploadResumeFirst,
  applied: MESSAGES.applySucceeded,
  alreadyApplied: MESSAGES.alreadyApplied,
  wrongType: english('validation.resumeWrongType'),
  tooLarge: english('validation.resumeTooLarge'),
  employersDenied: MESSAGES.employersCannotViewJobs,
};

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

async function employer(): Promise<TestUser> {
  return createUser({ role: 'employer' });
}

const cards = (page: Page) => page.locator('.job-card');
const cardOf = (page: Page, company: string) => page.locator('.job-card', { hasText: company });

async function companiesShown(page: Page): Promise<string[]> {
  return page.locator('.job-card__company').allTextContents();
}

/** Waits until the list has loaded and shows exactly these companies (in any order). */
async function expectCompanies(page: Page, expected: string[]) {
  await expect
    .poll(
      async () => {
        if (await page.getByText(TEXT.loading).count()) return ['(loading)'];
        return (await companiesShown(page)).sort();
      },
      { timeout: 15_000 },
    )
    .toEqual([...expected].sort());
}

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

async function uploadPdf(page: Page, form: ReturnType<Page['getByRole']>, name = 'resume.pdf') {
  await form.getByLabel('Resume', { exact: true }).setInputFiles({ name, mimeType: 'application/pdf', buffer: samplePdf() });
  await form.getByText(`${name} uploaded`).waitFor({ timeout: 30_000 });
}

describe('Available Jobs for a job seeker', () => {
  const b = useBrowser();

  it('lists Active jobs newest first, 10 at first and 20 with each Load more', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const base = Date.now() - 60 * 60_000;
    for (let i = 1; i <= 31; i++) {
      await createJob(boss.uid, { companyName: `${W} Works ${String(i).padStart(2, '0')}`, createdAt: new Date(base + i * 1000) });
    }
    await createJob(boss.uid, { companyName: `${W} Closed Co`, status: 'Inactive' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const firstPage = await companiesShown(b.page);
    expect(firstPage).toHaveLength(10);
    expect(firstPage[0]).toBe(`${W} Works 31`);
    expect(firstPage[9]).toBe(`${W} Works 22`);
    expect(firstPage.some((c) => c.includes('Closed'))).toBe(false);

    const card = cardOf(b.page, `${W} Works 31`);
    await expect(card.innerText()).resolves.toMatch(/Electrician · Pune/);
    await expect(card.innerText()).resolves.toContain('₹15,000 - ₹25,000');
    await expect(card.innerText()).resolves.toContain('ITI · Electrician');

    await b.page.getByRole('button', { name: 'Load more' }).click();
    await cardOf(b.page, `${W} Works 02`).waitFor();
    const twoPages = await companiesShown(b.page);
    expect(twoPages).toHaveLength(30);
    expect(twoPages.slice(10)).toEqual(Array.from({ length: 20 }, (_, i) => `${W} Works ${String(21 - i).padStart(2, '0')}`));

    await b.page.getByRole('button', { name: 'Load more' }).click();
    await cardOf(b.page, `${W} Works 01`).waitFor();
    expect(await cards(b.page).count()).toBe(31);
    expect(await b.page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
  });

  it('filters by degree and by job type, in the URL, and Back undoes a filter', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const W = capitalised(word);
    await createJob(boss.uid, { companyName: `${W} Iti Field`, degree: 'ITI', trade: 'Fitter', jobType: 'Field Job' });
    await createJob(boss.uid, { companyName: `${W} Be Office`, jobRole: 'Software Engineer', degree: 'BE', trade: '', jobType: 'Office Job' });
    await createJob(boss.uid, { companyName: `${W} Be Home`, jobRole: 'QA Engineer', degree: 'BE', trade: '', jobType: 'Work From Home' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    await expectCompanies(b.page, [`${W} Be Home`, `${W} Be Office`, `${W} Iti Field`]);
    // Search is shown on the page and can be cleared.
    await b.page.getByText(`Search: “${word}”`).waitFor();

    await b.page.getByLabel('Degree', { exact: true }).selectOption('BE');
    await b.page.waitForURL(/degree=BE/);
    await expectCompanies(b.page, [`${W} Be Home`, `${W} Be Office`]);
    await b.page.getByText('Degree: BE').waitFor();

    await b.page.getByRole('radio', { name: 'Work From Home' }).check();
    await b.page.waitForURL(/jobType=Work\+From\+Home/);
    await expectCompanies(b.page, [`${W} Be Home`]);

    await b.page.goBack();
    await expectCompanies(b.page, [`${W} Be Home`, `${W} Be Office`]);
    expect(new URL(b.page.url()).searchParams.get('jobType')).toBeNull();
    await expect.poll(() => b.page.getByLabel('Degree', { exact: true }).inputValue()).toBe('BE');

    // A filter with no match says so; Clear all brings everything back.
    await b.page.getByRole('radio', { name: 'Industry Job' }).check();
    await b.page.getByText(MESSAGES.noJobsFound).waitFor();
    await b.page.getByRole('button', { name: 'Clear all' }).click();
    await b.page.waitForURL((url) => url.search === '');
    // The URL changes a moment before the select re-renders.
    await expect.poll(() => b.page.getByLabel('Degree', { exact: true }).inputValue()).toBe('');
  });

  it('searches role, company and city from ?q=, every word counting', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const W = capitalised(word);
    await createJob(boss.uid, { companyName: `${W} Pune Welding`, jobRole: 'Welder', city: 'Pune' });
    await createJob(boss.uid, { companyName: `${W} Nagpur Welding`, jobRole: 'Welder', city: 'Nagpur' });
    await createJob(boss.uid, { companyName: `${W} Nagpur Office`, jobRole: 'Accountant', city: 'Nagpur', degree: 'Graduation', trade: 'B.Com' });

    await loginAs(b.page, seeker, `/jobs?q=${encodeURIComponent(`${word} nagpur weld`)}`);
    await waitForList(b.page);
    await expectCompanies(b.page, [`${W} Nagpur Welding`]);

    await b.page.getByRole('button', { name: 'Clear the search' }).click();
    await b.page.waitForURL((url) => !url.searchParams.has('q'));
    await b.page.getByText(`Search: “`).waitFor({ state: 'detached' });
    await expect.poll(() => cards(b.page).count(), { timeout: 15_000 }).toBeGreaterThan(1);
  });

  it("the navigation bar's 'Search jobs...' box shows the job cards matching every word", async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const W = capitalised(word);
    await createJob(boss.uid, { companyName: `${W} Pune Wiring`, jobRole: 'Electrician', city: 'Pune' });
    await createJob(boss.uid, { companyName: `${W} Nagpur Wiring`, jobRole: 'Electrician', city: 'Nagpur' });
    await createJob(boss.uid, { companyName: `${W} Nagpur Welding`, jobRole: 'Welder', trade: 'Welder', city: 'Nagpur' });

    // From Home: type two words and press Enter.
    await loginAs(b.page, seeker, '/');
    const box = b.page.getByRole('searchbox', { name: 'Search jobs' });
    expect(await box.getAttribute('placeholder')).toBe('Search jobs...');
    await box.fill(`${word} nagpur`);
    await box.press('Enter');
    await b.page.waitForURL((url) => url.pathname === '/jobs');
    await waitForList(b.page);
    await expectCompanies(b.page, [`${W} Nagpur Welding`, `${W} Nagpur Wiring`]);

    // On the list, a third word with the Search button narrows it.
    await box.fill(`${word} nagpur electrician`);
    await b.page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectCompanies(b.page, [`${W} Nagpur Wiring`]);
    await expect(cardOf(b.page, `${W} Nagpur Wiring`).innerText()).resolves.toMatch(/Electrician · Nagpur/);
    expect(await box.inputValue()).toBe(`${word} nagpur electrician`);

    // Words nothing matches: no cards, and the list says so.
    await box.fill(`${word} mumbai`);
    await box.press('Enter');
    await b.page.getByText(MESSAGES.noJobsFound).waitFor();
    expect(await cards(b.page).count()).toBe(0);
  });

  it("preselects the degree from Home's ?education= and lets it be cleared", async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const W = capitalised(word);
    await createJob(boss.uid, { companyName: `${W} Tech`, jobRole: 'Web Developer', degree: 'Graduation', trade: 'B.Tech' });
    await createJob(boss.uid, { companyName: `${W} Accounts`, jobRole: 'Accountant', degree: 'Graduation', trade: 'B.Com' });
    await createJob(boss.uid, { companyName: `${W} Workshop`, degree: 'ITI', trade: 'Fitter' });

    await loginAs(b.page, seeker, `/jobs?education=B.Tech&q=${word}`);
    await waitForList(b.page);
    await expectCompanies(b.page, [`${W} Tech`]);
    expect(await b.page.getByLabel('Degree', { exact: true }).inputValue()).toBe('Graduation');
    expect(await b.page.getByLabel('Trade', { exact: true }).inputValue()).toBe('B.Tech');
    await b.page.getByText('Education: B.Tech (Graduation · B.Tech)').waitFor();

    await b.page.goto(`/jobs?education=Graduate&q=${word}`);
    await waitForList(b.page);
    await expectCompanies(b.page, [`${W} Accounts`, `${W} Tech`]);

    await b.page.getByRole('button', { name: 'Clear the education filter' }).click();
    await expectCompanies(b.page, [`${W} Accounts`, `${W} Tech`, `${W} Workshop`]);
    expect(new URL(b.page.url()).searchParams.has('education')).toBe(false);
    await expect.poll(() => b.page.getByLabel('Degree', { exact: true }).inputValue()).toBe('');
  });

  it('shows the details; Apply waits for the terms; applying uploads a real PDF; a second application is refused', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker', name: 'Kiran Applicant' });
    const company = `${capitalised(word)} Power`;
    const jobId = await createJob(boss.uid, {
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
      'Show number',
      'Description',
      'Maintain HT panels.',
    ])
      expect(text).toContain(expected);
    const terms = details.getByRole('link', { name: /terms and conditions/ });
    expect(await terms.getAttribute('href')).toBe('/termsandconditions');
    expect(await terms.getAttribute('target')).toBe('_blank');
    const apply = details.getByRole('button', { name: 'Apply', exact: true });
    expect(await apply.isDisabled()).toBe(true);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await details.getByLabel(TEXT.acceptTerms).check();
    expect(await apply.isEnabled()).toBe(true);
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
    await expectToast(b.page, TEXT.uploadFirst);

    // The contact is the profile's and read-only (issue 19): typing changes nothing.
    const name = form.getByLabel('Name', { exact: true });
    expect(await name.isEditable()).toBe(false);
    await name.pressSequentially(' A.');
    expect(await name.inputValue()).toBe('Kiran Applicant');

    await watchForProgress(b.page);
    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'Kiran CV.pdf', mimeType: 'application/pdf', buffer: samplePdf('Kiran CV') });
    await expectToast(b.page, TEXT.uploading);
    await form.getByText('Kiran CV.pdf uploaded').waitFor({ timeout: 30_000 });
    expect(await b.page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(true);

    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(b.page, TEXT.applied);
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
    await again.getByText(TEXT.alreadyApplied).waitFor();
    expect(await again.getByRole('button', { name: 'Applied', exact: true }).isDisabled()).toBe(true);
  });

  it('refuses a second application made from another tab with the already-applied message', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const company = `${capitalised(word)} Logistics`;
    const jobId = await createJob(boss.uid, { companyName: company, jobRole: 'Driver', degree: '10th', trade: 'Other' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const form = await openApplyForm(b.page, company);
    await uploadPdf(b.page, form);

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
    await cardOf(b.page, company).getByText('Applied', { exact: true }).waitFor();

    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(b.page, TEXT.alreadyApplied);
    const stored = (await adminDb().doc(`applications/${jobId}_${seeker.uid}`).get()).data()!;
    expect(stored.resume).toBe('http://127.0.0.1:9199/other.pdf');
  });

  it('refuses a wrong file type and a file over 5 MB without uploading', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const company = `${capitalised(word)} Files`;
    await createJob(boss.uid, { companyName: company });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const form = await openApplyForm(b.page, company);
    await watchForProgress(b.page);

    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a resume') });
    await expectToast(b.page, TEXT.wrongType);
    await form.getByRole('alert').filter({ hasText: TEXT.wrongType }).waitFor();

    const big = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024, 32)]);
    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: big });
    await expectToast(b.page, TEXT.tooLarge);
    await form.getByRole('alert').filter({ hasText: TEXT.tooLarge }).waitFor();

    expect(await b.page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(false);
    expect(await b.page.locator('.Toastify__toast', { hasText: TEXT.uploading }).count()).toBe(0);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(b.page, TEXT.uploadFirst);
  });

  it('lists my applications, newest first, live, with the resume link', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    const W = capitalised(word);
    await createJob(boss.uid, { companyName: `${W} First`, jobRole: 'Fitter', trade: 'Fitter' });
    const secondId = await createJob(boss.uid, { companyName: `${W} Second`, jobRole: 'Welder', trade: 'Welder' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const form = await openApplyForm(b.page, `${W} First`);
    await uploadPdf(b.page, form, 'first.pdf');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(b.page, TEXT.applied);

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

  it('keeps employers out of /jobs', async () => {
    const boss = await employer();
    await loginAs(b.page, boss, '/jobs');
    await expectToast(b.page, TEXT.employersDenied);
    await b.page.waitForURL((url) => url.pathname === '/');
  });
});

describe('Available Jobs on a phone', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('shows one card per row at 360 px, without sideways scrolling', async () => {
    const word = uniqueWord();
    const boss = await employer();
    const seeker = await createUser({ role: 'jobseeker' });
    await createJob(boss.uid, { companyName: `${capitalised(word)} One` });
    await createJob(boss.uid, { companyName: `${capitalised(word)} Two` });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const boxes = await Promise.all((await cards(b.page).all()).map((card) => card.boundingBox()));
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.x).toBe(boxes[1]!.x);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Keyboard: the Details button opens the modal, Escape closes it.
    await cardOf(b.page, `${capitalised(word)} One`)
      .getByRole('button', { name: 'Details' })
      .focus();
    await b.page.keyboard.press('Enter');
    await b.page.getByRole('dialog').waitFor();
    await b.page.keyboard.press('Escape');
    await b.page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});
