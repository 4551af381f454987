/**
 * Reports end to end: the Chargeable warning on a card and in the
 * details, a seeker's "Report this job" (once; a second says so), a job that
 * 3 open reports of reporters with standing take off the list, and the
 * admin's Reports tab with the notice of that hidden job and each of its
 * actions (Dismiss, Deactivate job, Delete employer) behind a confirmation.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { REPORTS_TO_HIDE, reportId, todayInIndia } from '@jobsearch/domain/helpers';
import { REPORTS_PER_DAY } from '@jobsearch/domain/reports';
import { MESSAGES } from '@jobsearch/domain/messages';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { adminAuth, adminDb, FieldValue, uniquePhone, seedJob, createUser } from '../support';
import { expect, expectToast, loginAs, OUTPUT_DIR, PHONE_VIEWPORT, seriousA11yViolations, uniqueWord, useBrowser, TRIGGER_WAIT_MS } from './harness';
import { capitalised, cardOf } from './jobs-list';

async function fileReport(jobId: string, reporterId: string, reason: string, createdAt = Timestamp.now(), note = '') {
  await adminDb()
    .doc(`reports/${reportId(jobId, reporterId)}`)
    .set({ jobId, reporterId, reason, note, status: 'open', createdAt });
}

/**
 * A reporter with standing under this uid: an account whose phone the server
 * saw proved 8 days ago (phoneProofs, written here with the Admin SDK), so
 * the reports trigger counts their reports toward hiding.
 */
async function reporterWithStanding(uid: string) {
  const phoneNumber = uniquePhone();
  await adminAuth().createUser({ uid, phoneNumber });
  await adminDb()
    .doc(`users/${uid}`)
    .set({ name: 'Reporter', email: `${uid}@e2e.test`, phoneNumber, role: 'jobseeker', createdAt: FieldValue.serverTimestamp() });
  await adminDb()
    .doc(`phoneProofs/${uid}`)
    .set({ phoneNumber, provedAt: Timestamp.fromMillis(Date.now() - 8 * 86_400_000) });
}

/** Waits for the reports trigger to set the job's flag. */
async function hiddenWhen(jobId: string, hidden: boolean) {
  await expect
    .poll(async () => (await adminDb().doc(`jobs/${jobId}`).get()).get('hiddenByReports') === true, { timeout: TRIGGER_WAIT_MS, interval: 250 })
    .toBe(hidden);
}

async function listShows(page: Page, word: string) {
  await page.goto(`/jobs?q=${word}`);
  await page.getByRole('heading', { level: 1, name: 'Available Jobs' }).waitFor();
  await page.locator('.jobs-grid, .jobs-empty').first().waitFor();
  return page.locator('.job-card__company').allTextContents();
}

describe('Reporting a job', () => {
  const b = useBrowser();

  it('shows the Chargeable warning, reports once with a reason and a note, and says so the second time', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(boss.uid, { companyName: `${W} Fee Jobs`, chargeable: 'Yes' });
    await seedJob(boss.uid, { companyName: `${W} Free Jobs`, chargeable: 'No' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await cardOf(b.page, `${W} Fee Jobs`).waitFor();
    await cardOf(b.page, `${W} Free Jobs`).waitFor();
    expect(await cardOf(b.page, `${W} Fee Jobs`).getByRole('note').textContent()).toBe(MESSAGES.chargeableWarning);
    expect(await cardOf(b.page, `${W} Free Jobs`).getByText(MESSAGES.chargeableWarning).count()).toBe(0);

    await cardOf(b.page, `${W} Fee Jobs`)
      .getByRole('button', { name: /^Details/ })
      .click();
    const details = b.page.getByRole('dialog');
    await details.getByText(MESSAGES.chargeableWarning).waitFor();
    await details.getByRole('button', { name: MESSAGES.reportJob }).click();

    const dialog = b.page.getByRole('dialog', { name: /^Report this job/ });
    await dialog.waitFor();
    // No reason: a clear message, nothing written.
    await dialog.getByRole('button', { name: MESSAGES.reportSubmit }).click();
    await dialog.getByText(english('validation.reportChooseReason')).waitFor();
    expect(
      (
        await adminDb()
          .doc(`reports/${reportId(jobId, seeker.uid)}`)
          .get()
      ).exists,
    ).toBe(false);

    await dialog.getByRole('radio', { name: 'Asks for money' }).check();
    await dialog.getByLabel(MESSAGES.reportNoteLabel).fill('They asked for a deposit of 2000.');
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'report-dialog-1280.png') });
    await dialog.getByRole('button', { name: MESSAGES.reportSubmit }).click();
    await expectToast(b.page, MESSAGES.reportSent);
    await dialog.waitFor({ state: 'detached' });
    const stored = (
      await adminDb()
        .doc(`reports/${reportId(jobId, seeker.uid)}`)
        .get()
    ).data();
    expect(stored).toMatchObject({ jobId, reporterId: seeker.uid, reason: 'money', note: 'They asked for a deposit of 2000.', status: 'open' });

    // A second report of the same job: the catalogue's "already reported", and the first stays as it was.
    await cardOf(b.page, `${W} Fee Jobs`)
      .getByRole('button', { name: /^Details/ })
      .click();
    await b.page.getByRole('dialog').getByRole('button', { name: MESSAGES.reportJob }).click();
    await dialog.getByRole('radio', { name: 'Offensive' }).check();
    await dialog.getByRole('button', { name: MESSAGES.reportSubmit }).click();
    await dialog.getByText(MESSAGES.alreadyReported).waitFor();
    expect(
      (
        await adminDb()
          .doc(`reports/${reportId(jobId, seeker.uid)}`)
          .get()
      ).get('reason'),
    ).toBe('money');

    // The phone layout of the card with its warning.
    await b.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await b.page.setViewportSize(PHONE_VIEWPORT);
    await cardOf(b.page, `${W} Fee Jobs`).scrollIntoViewIfNeeded();
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'chargeable-warning-360.png'), fullPage: true });
  });

  it(`after ${REPORTS_PER_DAY} reports in a day, the next says to try tomorrow and writes nothing`, async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(boss.uid, { companyName: `${W} Eleventh` });
    // Ten reports already today (as the app's batches leave the quota).
    await adminDb().doc(`reportQuota/${seeker.uid}`).set({ day: todayInIndia(), count: REPORTS_PER_DAY, lastJobId: 'an-earlier-job' });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await cardOf(b.page, `${W} Eleventh`)
      .getByRole('button', { name: /^Details/ })
      .click();
    await b.page.getByRole('dialog').getByRole('button', { name: MESSAGES.reportJob }).click();
    const dialog = b.page.getByRole('dialog', { name: /^Report this job/ });
    await dialog.getByRole('radio', { name: 'Fake or misleading' }).check();
    await dialog.getByRole('button', { name: MESSAGES.reportSubmit }).click();
    await expectToast(b.page, english('jobs.reportsPerDayReached', { max: REPORTS_PER_DAY }));
    expect(
      (
        await adminDb()
          .doc(`reports/${reportId(jobId, seeker.uid)}`)
          .get()
      ).exists,
    ).toBe(false);
  });

  it(`a job with ${REPORTS_TO_HIDE} open reports leaves the list; with fewer it stays`, async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const hiddenJob = await seedJob(boss.uid, { companyName: `${W} Reported Thrice` });
    const keptJob = await seedJob(boss.uid, { companyName: `${W} Reported Twice` });
    for (const reporter of ['r1', 'r2', 'r3']) await reporterWithStanding(`${word}-${reporter}`);
    for (const reporter of ['r1', 'r2', 'r3']) await fileReport(hiddenJob, `${word}-${reporter}`, 'fake');
    for (const reporter of ['r1', 'r2']) await fileReport(keptJob, `${word}-${reporter}`, 'fake');
    await hiddenWhen(hiddenJob, true);
    await loginAs(b.page, seeker, '/');
    expect(await listShows(b.page, word)).toEqual([`${W} Reported Twice`]);
  });
});

describe('The admin Reports tab', () => {
  const b = useBrowser();

  it('lists reported jobs newest first with count and reasons; Dismiss, Deactivate job and Delete employer each after a confirmation', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const admin = await createUser({ role: 'admin' });
    const [boss1, boss2, boss3] = await Promise.all([
      createUser({ role: 'employer', name: `${W} Dismissed Boss` }),
      createUser({ role: 'employer', name: `${W} Deactivated Boss` }),
      createUser({ role: 'employer', name: `${W} Deleted Boss` }),
    ]);
    const dismissJob = await seedJob(boss1.uid, { companyName: `${W} Dismiss Co`, jobRole: 'Plumber' });
    const deactivateJob = await seedJob(boss2.uid, { companyName: `${W} Deactivate Co`, jobRole: 'Welder', trade: 'Welder' });
    const deleteJob = await seedJob(boss3.uid, { companyName: `${W} Delete Co`, jobRole: 'Painter', trade: '', degree: '' });
    for (const reporter of ['a', 'b', 'c']) await reporterWithStanding(`${word}-${reporter}`);
    const now = Date.now();
    await fileReport(dismissJob, `${word}-a`, 'money', Timestamp.fromMillis(now - 50_000), 'Asked for a fee');
    await fileReport(dismissJob, `${word}-b`, 'money', Timestamp.fromMillis(now - 40_000));
    await fileReport(dismissJob, `${word}-c`, 'other', Timestamp.fromMillis(now - 30_000));
    await fileReport(deactivateJob, `${word}-a`, 'wrong', Timestamp.fromMillis(now - 20_000));
    await fileReport(deleteJob, `${word}-a`, 'offensive', Timestamp.fromMillis(now - 10_000));
    await hiddenWhen(dismissJob, true);

    await loginAs(b.page, admin, '/admin');
    await b.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await b.page.getByRole('tab', { name: 'Reports', exact: true }).click();
    const panel = b.page.getByRole('tabpanel', { name: 'Reports', exact: true });
    const rowOf = (id: string) => panel.locator(`tr[data-row-key="${id}"]`);
    await rowOf(dismissJob).waitFor();
    for (const header of ['Job', 'Employer', 'Reports', 'Reasons', 'Newest', 'Actions'])
      await panel.getByRole('columnheader', { name: header, exact: true }).waitFor();
    const keys = await panel.locator('tr[data-row-key]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));
    expect(keys.filter((k) => [dismissJob, deactivateJob, deleteJob].includes(k!))).toEqual([deleteJob, deactivateJob, dismissJob]);
    // The admins' notice of the job the reports hid, above the table.
    await panel
      .getByTestId('admin-auto-hidden')
      .locator('li', { hasText: `Plumber at ${W} Dismiss Co` })
      .getByText(english('admin.autoHidden', { reports: 3 }))
      .waitFor();
    const dismissRow = await rowOf(dismissJob).innerText();
    expect(dismissRow).toContain(`Plumber at ${W} Dismiss Co`);
    // Each report links to its job's page.
    const jobLink = rowOf(dismissJob).getByRole('link', { name: english('admin.reportsJobLink', { job: `Plumber at ${W} Dismiss Co` }) });
    expect(await jobLink.getAttribute('href')).toBe(`/job/${dismissJob}`);
    expect(dismissRow).toContain(`${W} Dismissed Boss`);
    expect(dismissRow).toContain('Asks for money (2), Other (1)');
    expect(dismissRow).toContain('Asked for a fee');
    expect(dismissRow).toContain(`${MESSAGES.adminReportCounts}: 3`);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'admin-reports-1280.png'), fullPage: true });

    // Dismiss: cancel first (nothing changes), then confirm; the job returns to the list.
    await rowOf(dismissJob)
      .getByRole('button', { name: `${MESSAGES.adminDismissReports}: Plumber at ${W} Dismiss Co` })
      .click();
    let confirm = b.page.getByRole('dialog');
    await confirm.getByText(MESSAGES.adminConfirmDismiss).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(
      (
        await adminDb()
          .doc(`reports/${reportId(dismissJob, `${word}-a`)}`)
          .get()
      ).get('status'),
    ).toBe('open');
    await rowOf(dismissJob)
      .getByRole('button', { name: new RegExp(`^${MESSAGES.adminDismissReports}:`) })
      .click();
    await b.page.getByRole('dialog').getByRole('button', { name: MESSAGES.adminDismissReports, exact: true }).click();
    await expectToast(b.page, MESSAGES.adminReportsDismissed);
    await rowOf(dismissJob).waitFor({ state: 'detached' });
    expect(
      (
        await adminDb()
          .doc(`reports/${reportId(dismissJob, `${word}-c`)}`)
          .get()
      ).get('status'),
    ).toBe('dismissed');
    await hiddenWhen(dismissJob, false);

    // Deactivate job: Inactive, its report resolved.
    await rowOf(deactivateJob)
      .getByRole('button', { name: new RegExp(`^${MESSAGES.adminDeactivateJob}:`) })
      .click();
    confirm = b.page.getByRole('dialog');
    await confirm.getByText(MESSAGES.adminConfirmDeactivate).waitFor();
    await confirm.getByRole('button', { name: MESSAGES.adminDeactivateJob, exact: true }).click();
    await expectToast(b.page, MESSAGES.adminJobDeactivated);
    await rowOf(deactivateJob).waitFor({ state: 'detached' });
    expect((await adminDb().doc(`jobs/${deactivateJob}`).get()).get('status')).toBe('Inactive');
    expect(
      (
        await adminDb()
          .doc(`reports/${reportId(deactivateJob, `${word}-a`)}`)
          .get()
      ).get('status'),
    ).toBe('resolved');

    // Delete employer: the account, the profile and the job go (the existing cascade), and its reports with it.
    await rowOf(deleteJob)
      .getByRole('button', { name: new RegExp(`^${MESSAGES.adminDeleteEmployer}:`) })
      .click();
    confirm = b.page.getByRole('dialog');
    await confirm.getByText(english('admin.confirmDelete:employers')).waitFor();
    await confirm.getByRole('button', { name: MESSAGES.adminDeleteEmployer, exact: true }).click();
    await expectToast(b.page, english('admin.deleted:employers'));
    await rowOf(deleteJob).waitFor({ state: 'detached' });
    expect((await adminDb().doc(`users/${boss3.uid}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`jobs/${deleteJob}`).get()).exists).toBe(false);
    // The job's reports go with its cascade (a trigger may finish it a moment later).
    const deletedReport = adminDb().doc(`reports/${reportId(deleteJob, `${word}-a`)}`);
    await expect.poll(async () => (await deletedReport.get()).exists, { timeout: TRIGGER_WAIT_MS }).toBe(false);

    await b.page.setViewportSize(PHONE_VIEWPORT);
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'admin-reports-360.png'), fullPage: true });
  });
});
