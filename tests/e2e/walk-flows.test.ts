/**
 * Flows new users lost their way in, each at 360 px in the language it was
 * found in: an invitation accepted only once its application is made (Accept
 * that opens the form, then leaving it, keeps the invitation open), with the
 * job a link away on every card; a job without a number says so in its details
 * at once, and the employer's own page says who sees the number; the verified
 * mark on a job's public page, and the admin's Verify naming the company; a job
 * just posted shown on Posted Jobs with its link to share, its applicant count a
 * link to its applications, and the preview showing the screening questions;
 * Back during Apply keeps what was typed and chosen until sent or cancelled, and
 * Back and Forward around sign-up keep the role chosen.
 */
import { INVITATIONS_COLLECTION, invitationId } from '@jobsearch/domain/candidates';
import { catalogTranslator } from '@jobsearch/domain/i18n/catalog-translator';
import { describe, it } from 'vitest';
import { adminDb, BASE_URL, createUser, FieldValue, seedApplication, seedJob, until } from '../support';
import {
  expect,
  expectToast,
  loginAs,
  openApplyForm,
  openAsVisitor,
  PHONE_VIEWPORT,
  screenshot,
  screenshotsAtBothWidths,
  seriousA11yViolations,
  TRIGGER_WAIT_MS,
  uniqueWord,
  useBrowser,
  waitForList,
} from './harness';

/** employer invites seeker to jobId, as POST /api/invitations leaves it. */
async function invite(jobId: string, employerId: string, seekerId: string, companyName: string, jobTitle: string): Promise<string> {
  const id = invitationId(jobId, seekerId);
  await adminDb()
    .doc(`${INVITATIONS_COLLECTION}/${id}`)
    .set({ jobId, jobTitle, companyName, employerId, seekerId, status: 'Sent', createdAt: FieldValue.serverTimestamp(), respondedAt: null, applicationId: '' });
  return id;
}

describe('walking the flows, at 360 px', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('मराठी: Accept opens the form; left unsent, the invitation is still open; the application, once made, accepts it; each card links to the job', async () => {
    const t = catalogTranslator('mr');
    const company = `Bhosari Fabricators ${uniqueWord()}`;
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker', name: 'Sunil Jadhav' })]);
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder', degree: 'ITI', trade: 'Welder', city: 'Pune' });
    const id = await invite(jobId, employer.uid, seeker.uid, company, 'Welder');

    await openAsVisitor(b.page, '/favicon.svg', { language: 'mr' });
    await loginAs(b.page, seeker, '/my-applications');
    const card = b.page.getByTestId('invitation').filter({ hasText: company });
    const seeJob = card.getByRole('link', { name: t('candidates.seeJob') });
    await seeJob.waitFor();
    expect(await seeJob.getAttribute('href')).toBe(`/jobs/${jobId}`);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshot(b.page, 'walk-invitation-open-mr-360');

    // No resume on the profile: Accept opens the job's form, and the seeker leaves it unsent.
    await card.getByRole('button', { name: t('candidates.accept') }).click();
    await expectToast(b.page, t('candidates.acceptedToApply'));
    await b.page.waitForURL(`**/jobs/${jobId}**`);
    await b.page.goBack();
    await b.page.waitForURL('**/my-applications');
    await card.getByRole('button', { name: t('candidates.accept') }).waitFor();
    await card.getByRole('button', { name: t('candidates.decline') }).waitFor();
    await expect.poll(() => card.getByText(t('candidates.statusAccepted')).count()).toBe(0);
    expect((await adminDb().doc(`${INVITATIONS_COLLECTION}/${id}`).get()).get('status')).toBe('Sent');

    // The link reads the job before deciding; the card is there again on the way back.
    await seeJob.click();
    await b.page.waitForURL(`**/jobs/${jobId}`);
    await b.page.getByText(company).first().waitFor();
    await b.page.goBack();

    // The application, however made, accepts the invitation; the link stays.
    const applicationId = await seedApplication({ jobId, employerId: employer.uid, seeker, companyName: company, jobTitle: 'Welder' });
    await card.getByText(t('candidates.statusAccepted')).waitFor({ timeout: 120_000 });
    await expect.poll(() => card.getByRole('button', { name: t('candidates.accept') }).count()).toBe(0);
    await seeJob.waitFor();
    const stored = await until(
      () => adminDb().doc(`${INVITATIONS_COLLECTION}/${id}`).get(),
      (snapshot) => snapshot.get('status') === 'Accepted',
      'the invitation accepted',
    );
    expect(stored.get('applicationId')).toBe(applicationId);
    await screenshot(b.page, 'walk-invitation-accepted-mr-360');
  }, 240_000);

  it("English: Show number only where a number is given; the employer's own page says who sees theirs", async () => {
    const t = catalogTranslator('en');
    const word = uniqueWord();
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const none = await seedJob(employer.uid, { companyName: `${word} Nonumber`, mobileNumber: '' });
    const given = await seedJob(employer.uid, { companyName: `${word} Given`, mobileNumber: '9812300079' });
    // The fact comes with the job document, as the public page knows it.
    expect((await adminDb().doc(`jobs/${none}`).get()).get('hasMobileNumber')).toBe(false);
    expect((await adminDb().doc(`jobs/${given}`).get()).get('hasMobileNumber')).toBe(true);

    let reveals = 0;
    b.page.on('request', (request) => {
      if (/\/api\/jobs\/[^/]+\/(contact|number|reveal)/.test(request.url())) reveals++;
    });
    await openAsVisitor(b.page, '/favicon.svg', { language: 'en' });
    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    await b.page
      .locator('.job-card', { hasText: `${word} Nonumber` })
      .getByRole('button', { name: t('jobs.details') })
      .click();
    const details = b.page.getByRole('dialog');
    await details.getByText(t('jobs.numberNotGiven'), { exact: true }).waitFor();
    expect(await details.getByRole('button', { name: t('jobs.showNumber') }).count()).toBe(0);
    expect(reveals).toBe(0);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshotsAtBothWidths(b.page, 'walk-number-not-given-en');
    await b.page.setViewportSize(PHONE_VIEWPORT);
    await b.page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await b.page
      .locator('.job-card', { hasText: `${word} Given` })
      .getByRole('button', { name: t('jobs.details') })
      .click();
    await b.page
      .getByRole('dialog')
      .getByRole('button', { name: t('jobs.showNumber') })
      .waitFor();

    // The employer on their own job's public page: the number is there, and who sees it.
    await loginAs(b.page, employer, `/job/${given}`);
    await b.page.getByText(t('jobPage.mobileForSeekers'), { exact: true }).waitFor();
    expect(await b.page.getByText(t('jobPage.notSpecified'), { exact: true }).count()).toBe(0);
    await screenshotsAtBothWidths(b.page, 'walk-number-own-page-en');
  }, 120_000);

  it("हिन्दी: a verified employer's job page shows the mark (server HTML and app); the admin's Verify names the company it verifies", async () => {
    const t = catalogTranslator('hi');
    const company = `Yamuna Steel ${uniqueWord()}`;
    const verified = await createUser({ role: 'employer', name: 'Vimla Verma' });
    await adminDb().doc(`employerVerifications/${verified.uid}`).set({ companyName: company, verifiedAt: new Date(), verifiedBy: 'e2e-admin' });
    const jobId = await seedJob(verified.uid, { companyName: company, jobRole: 'Welder', city: 'Pune' });
    await until(
      () => adminDb().doc(`jobs/${jobId}`).get(),
      (job) => job.get('employerVerified') === true,
      'the verified mark on the job',
    );

    // The server's page, without JavaScript, in Hindi.
    const noScript = await b.newContext({ javaScriptEnabled: false, baseURL: BASE_URL, locale: 'hi-IN', viewport: PHONE_VIEWPORT });
    try {
      const bare = await noScript.newPage();
      await bare.goto(`/job/${jobId}`);
      expect(await bare.getByTestId('verified-badge').innerText()).toBe(t('ui.verifiedEmployer'));
    } finally {
      await noScript.close();
    }
    // The app's page.
    await openAsVisitor(b.page, `/job/${jobId}`, { language: 'hi' });
    // The app's own part of the page (the server's HTML has no share buttons).
    await b.page.getByRole('group', { name: t('jobPage.share') }).waitFor();
    const badge = b.page.getByTestId('verified-badge');
    await badge.getByText(t('ui.verifiedEmployer')).waitFor();
    expect(await badge.locator('svg').getAttribute('aria-hidden')).toBe('true');
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshotsAtBothWidths(b.page, 'walk-verified-job-page-hi');
    await b.page.setViewportSize(PHONE_VIEWPORT);

    // The admin verifies another employer: the question names their newest job's company name.
    const admin = await createUser({ role: 'admin' });
    const newcomer = await createUser({ role: 'employer', name: 'Naresh Gupta' });
    const older = `Gupta Old Works ${uniqueWord()}`;
    const newest = `Gupta Fabrication ${uniqueWord()}`;
    await seedJob(newcomer.uid, { companyName: older, createdAt: new Date(Date.now() - 86_400_000) });
    await seedJob(newcomer.uid, { companyName: newest });
    await loginAs(b.page, admin, '/admin');
    await b.page.getByRole('tab', { name: t('admin.tab:employers'), exact: true }).click();
    const row = b.page.locator(`tr[data-row-key="${newcomer.uid}"]`);
    await row.getByRole('button', { name: t('admin.verifyEmployerOf', { name: 'Naresh Gupta' }) }).click();
    const dialog = b.page.getByRole('dialog', { name: t('admin.verifyEmployer') });
    await dialog.getByText(t('admin.confirmVerifyCompany', { name: 'Naresh Gupta', companyName: newest })).waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshotsAtBothWidths(b.page, 'walk-verify-dialog-hi');
    await b.page.setViewportSize(PHONE_VIEWPORT);
    await dialog.getByRole('button', { name: t('admin.verify'), exact: true }).click();
    await row.getByText(t('admin.verifiedAs', { companyName: newest })).waitFor({ timeout: TRIGGER_WAIT_MS });
    expect((await adminDb().doc(`employerVerifications/${newcomer.uid}`).get()).get('companyName')).toBe(newest);
  }, 180_000);

  it('हिन्दी: posting lands on the new job in Posted Jobs, highlighted, with its link, Share and Copy link; the preview shows the questions; a count opens its applications', async () => {
    const t = catalogTranslator('hi');
    const company = `Ganga Motors ${uniqueWord()}`;
    const question = 'क्या आपके पास भारी वाहन का लाइसेंस है?';
    const employer = await createUser({ role: 'employer', name: 'Ramesh Yadav' });
    const seeker = await createUser({ role: 'jobseeker' });
    const source = await seedJob(employer.uid, {
      companyName: company,
      jobRole: 'Driver',
      city: 'Pune',
      screeningQuestions: [{ kind: 'yesNo', text: question, mustHave: true, needed: true }],
    });
    await seedApplication({ jobId: source, employerId: employer.uid, seeker, companyName: company, jobTitle: 'Driver' });
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });

    // Post again: the same form as a new job, its preview with the screening question.
    await openAsVisitor(b.page, '/favicon.svg', { language: 'hi' });
    await loginAs(b.page, employer, `/post-job?from=${source}`);
    const preview = b.page.getByTestId('job-preview');
    await preview.getByRole('heading', { name: t('postJob.previewQuestions') }).waitFor();
    await preview.getByTestId('job-preview-questions').getByText(question).waitFor();
    await preview.getByText(t('postJob.previewNeededYes')).waitFor();
    await screenshotsAtBothWidths(b.page, 'walk-post-preview-questions-hi');
    await b.page.setViewportSize(PHONE_VIEWPORT);
    await b.page.locator('#post-job-terms').check();
    const post = b.page.getByRole('button', { name: t('postJob.postJob'), exact: true });
    await post.click();
    await b.page.getByText(t('postJob.confirmPost')).waitFor();
    await post.click();
    await expectToast(b.page, t('postJob.jobPosted'));

    // On Posted Jobs: the new job, in view and highlighted, its note focused, its link and Share.
    await b.page.waitForURL('**/posted-jobs?posted=*');
    const newId = new URL(b.page.url()).searchParams.get('posted')!;
    expect(newId).not.toBe(source);
    const card = b.page.locator(`[data-testid="posted-job"][data-job-id="${newId}"]`);
    const note = card.getByTestId('just-posted');
    await note.getByText(t('postedJobs.justPosted')).waitFor();
    await expect.poll(() => note.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await card.evaluate((element) => element.classList.contains('posted-job--just-posted'))).toBe(true);
    const box = (await card.boundingBox())!;
    expect(box.y).toBeLessThan(PHONE_VIEWPORT.height);
    expect(box.y + Math.min(box.height, 100)).toBeGreaterThan(0);
    const link = note.getByRole('link', { name: t('postedJobs.publicPage') });
    expect(await link.getAttribute('href')).toBe(`/job/${newId}`);
    await note.getByRole('group', { name: t('jobPage.share') }).waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await screenshot(b.page, 'walk-just-posted-hi-360', false);
    await note.getByRole('button', { name: t('jobPage.copyLink') }).click();
    await expectToast(b.page, t('jobPage.linkCopied'));
    expect(await b.page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(b.page.url()).origin}/job/${newId}`);
    await b.page.setViewportSize({ width: 1280, height: 860 });
    await screenshot(b.page, 'walk-just-posted-hi-1280', false);
    await b.page.setViewportSize(PHONE_VIEWPORT);

    // Each card's applicant count opens its applications.
    const sourceCard = b.page.locator(`[data-testid="posted-job"][data-job-id="${source}"]`);
    const counts = sourceCard.getByTestId('job-applicant-counts').getByRole('link');
    await counts.waitFor({ timeout: TRIGGER_WAIT_MS });
    await counts.click();
    await b.page.waitForURL(`**/Application?job=${source}`);
    await expect.poll(() => b.page.getByLabel(t('applications.filterByJob')).inputValue()).toBe(source);
  }, 180_000);

  it('English: Back during Apply keeps the answers and the resume choice until sent or cancelled', async () => {
    const t = catalogTranslator('en');
    const word = uniqueWord();
    const company = `${word} Forge`;
    const employer = await createUser({ role: 'employer' });
    await seedJob(employer.uid, {
      companyName: company,
      screeningQuestions: [
        { kind: 'text', text: 'Which machines have you run?', mustHave: false, needed: null },
        { kind: 'yesNo', text: 'Can you work night shifts?', mustHave: false, needed: null },
      ],
    });
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/favicon.svg', { language: 'en' });
    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    let form = await openApplyForm(b.page, company);
    await form.getByLabel('Which machines have you run?').fill('CNC lathe and a press brake');
    await form.getByRole('radio', { name: t('jobs.answerNo') }).check();
    await form.getByRole('radio', { name: t('jobs.resumeMadeFromProfile') }).check();

    // Back: the details and the form close; Apply again: all there.
    await b.page.goBack();
    await form.waitFor({ state: 'detached' });
    form = await openApplyForm(b.page, company);
    expect(await form.getByLabel('Which machines have you run?').inputValue()).toBe('CNC lathe and a press brake');
    expect(await form.getByRole('radio', { name: t('jobs.answerNo') }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: t('jobs.resumeMadeFromProfile') }).isChecked()).toBe(true);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshot(b.page, 'walk-apply-draft-restored-en-360');

    // Cancel: the draft goes with the form.
    await form.getByRole('button', { name: t('ui.cancel') }).click();
    await form.waitFor({ state: 'detached' });
    await b.page.keyboard.press('Escape');
    await b.page.getByRole('dialog').waitFor({ state: 'detached' });
    form = await openApplyForm(b.page, company);
    expect(await form.getByLabel('Which machines have you run?').inputValue()).toBe('');
    expect(await form.getByRole('radio', { name: t('jobs.answerNo') }).isChecked()).toBe(false);
  }, 120_000);

  it('English: Back and Forward around sign-up keep the role chosen and land on the step left', async () => {
    const t = catalogTranslator('en');
    await openAsVisitor(b.page, '/', { language: 'en' });
    await b.page.goto('/login');
    await b.page.getByRole('heading', { name: t('auth.roleChoiceTitle') }).waitFor();
    const employerButton = b.page.locator('.role-option[data-role="employer"]');
    await employerButton.click();
    await b.page.getByRole('button', { name: t('auth.signUp'), exact: true }).click();
    const signUpHeading = b.page.getByRole('heading', { name: t('auth.signUpAsEmployer') });
    await signUpHeading.waitFor();

    // Back: the login step, the role still chosen.
    await b.page.goBack();
    await b.page.getByText(t('auth.loginAsEmployer')).first().waitFor();
    expect(await employerButton.getAttribute('aria-pressed')).toBe('true');
    await screenshot(b.page, 'walk-login-back-en-360', false);
    // Forward: sign-up again, as an employer.
    await b.page.goForward();
    await signUpHeading.waitFor();
    expect(await employerButton.getAttribute('aria-pressed')).toBe('true');

    // Away to another page and Back: still the sign-up step as an employer.
    await b.page.goto('/about');
    await b.page.goBack();
    await signUpHeading.waitFor();
    expect(await employerButton.getAttribute('aria-pressed')).toBe('true');
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshot(b.page, 'walk-signup-kept-en-360', false);
  }, 90_000);
});
