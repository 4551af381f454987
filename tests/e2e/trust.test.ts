/**
 * Trust in the browser: the "Verified employer" badge on job cards, job
 * details and Posted Jobs; the admin's Verify / Withdraw in the Employers tab
 * (through the API; a trigger copies the mark onto the employer's jobs); no
 * such control for anyone else; and the apply form's contact read-only from
 * the profile.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, BASE_URL, seedJob, createUser, FieldValue } from '../support';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectToast,
  loginAs,
  openApplyForm,
  OUTPUT_DIR,
  PHONE_VIEWPORT,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
  waitForList,
  TRIGGER_WAIT_MS,
} from './harness';
import { capitalised, cardOf } from './jobs-list';

const BADGE = MESSAGES.verifiedEmployer;
/** Waits (bounded) until the verification trigger has copied the mark onto the job. */
async function jobVerified(jobId: string, verified: boolean) {
  await expect
    .poll(async () => (await adminDb().doc(`jobs/${jobId}`).get()).get('employerVerified') === true, { timeout: TRIGGER_WAIT_MS, interval: 250 })
    .toBe(verified);
}

/** The seekers' list is not live: reloads until the card shows (or no longer shows) the badge. */
async function expectBadgeOnCard(page: Page, company: string, shown: boolean) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await waitForList(page);
        await cardOf(page, company).waitFor();
        return cardOf(page, company).getByText(BADGE, { exact: true }).count();
      },
      { timeout: TRIGGER_WAIT_MS, interval: 2000 },
    )
    .toBe(shown ? 1 : 0);
}

async function screenshotAt(page: Page, name: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.screenshot({ path: join(OUTPUT_DIR, `${name}-${viewport.width}.png`), fullPage: true });
}

describe('verified employers', () => {
  const b = useBrowser();

  it('shows the Verified employer badge on a verified employer’s job (card, details, Posted Jobs), not on an unverified one', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const verifiedBoss = await createUser({ role: 'employer', name: 'Vera Verified' });
    const plainBoss = await createUser({ role: 'employer', name: 'Uma Unverified' });
    const seeker = await createUser({ role: 'jobseeker' });
    await adminDb()
      .doc(`employerVerifications/${verifiedBoss.uid}`)
      .set({ companyName: `${W} Trusted Works`, verifiedAt: FieldValue.serverTimestamp(), verifiedBy: 'e2e-admin' });
    const verifiedJob = await seedJob(verifiedBoss.uid, { companyName: `${W} Trusted Works` });
    const plainJob = await seedJob(plainBoss.uid, { companyName: `${W} Plain Works` });
    await jobVerified(verifiedJob, true);
    await jobVerified(plainJob, false);

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const trusted = cardOf(b.page, `${W} Trusted Works`);
    const plain = cardOf(b.page, `${W} Plain Works`);
    await trusted.getByText(BADGE, { exact: true }).waitFor();
    await plain.waitFor();
    expect(await plain.getByText(BADGE, { exact: true }).count()).toBe(0);
    // Words, not colour alone: the badge's accessible text is the message; its icon is hidden from screen readers.
    expect(await trusted.getByTestId('verified-badge').innerText()).toBe(BADGE);
    expect(await trusted.getByTestId('verified-badge').locator('svg').getAttribute('aria-hidden')).toBe('true');
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshotAt(b.page, 'trust-badge-cards', PHONE_VIEWPORT);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await screenshotAt(b.page, 'trust-badge-cards', DESKTOP_VIEWPORT);

    // Job details.
    await trusted.getByRole('button', { name: 'Details' }).click();
    const details = b.page.getByRole('dialog', { name: `Electrician at ${W} Trusted Works` });
    await details.getByText(BADGE, { exact: true }).waitFor();
    await screenshotAt(b.page, 'trust-badge-details', PHONE_VIEWPORT);
    await screenshotAt(b.page, 'trust-badge-details', DESKTOP_VIEWPORT);
    await b.page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await plain.getByRole('button', { name: 'Details' }).click();
    const plainDetails = b.page.getByRole('dialog', { name: `Electrician at ${W} Plain Works` });
    await plainDetails.getByText('Company Name').waitFor();
    expect(await plainDetails.getByText(BADGE, { exact: true }).count()).toBe(0);
    await b.page.keyboard.press('Escape');
    await plainDetails.waitFor({ state: 'detached' });

    // The employer's own Posted Jobs.
    await loginAs(b.page, verifiedBoss, '/posted-jobs');
    const mine = b.page.locator(`[data-testid="posted-job"][data-job-id="${verifiedJob}"]`);
    await mine.getByText(BADGE, { exact: true }).waitFor();
    await screenshotAt(b.page, 'trust-badge-posted-jobs', PHONE_VIEWPORT);
    await screenshotAt(b.page, 'trust-badge-posted-jobs', DESKTOP_VIEWPORT);
  });

  it('an admin verifies an employer and a seeker then sees the badge; withdrawing it takes the badge away', async () => {
    const page = b.page;
    const word = uniqueWord();
    const company = `${capitalised(word)} Rising Works`;
    const admin = await createUser({ role: 'admin' });
    const boss = await createUser({ role: 'employer', name: `Nikhil ${capitalised(word)}` });
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(boss.uid, { companyName: company });
    await jobVerified(jobId, false);

    // The seeker, in a browser of their own: no badge yet.
    const seekerContext = await b.newContext({ viewport: DESKTOP_VIEWPORT, baseURL: BASE_URL });
    try {
      const seekerPage = await seekerContext.newPage();
      await loginAs(seekerPage, seeker, `/jobs?q=${word}`);
      await waitForList(seekerPage);
      await cardOf(seekerPage, company).waitFor();
      expect(await cardOf(seekerPage, company).getByText(BADGE, { exact: true }).count()).toBe(0);

      // The admin: Employers tab, the employer's row says Not verified.
      await loginAs(page, admin, '/admin');
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      await page.getByRole('tab', { name: 'Employers', exact: true }).click();
      const panel = page.getByRole('tabpanel', { name: 'Employers', exact: true });
      await panel.getByRole('columnheader', { name: 'Verified', exact: true }).waitFor();
      const row = panel.locator(`tr[data-row-key="${boss.uid}"]`);
      const state = row.getByTestId('verification-state');
      await expect.poll(() => state.textContent(), { timeout: 15_000 }).toBe(MESSAGES.adminNotVerified);

      // Verify: Cancel first changes nothing, then the confirmation.
      await row.getByRole('button', { name: `Verify employer ${boss.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Verify employer' });
      // The question names the company name it verifies: the newest job's.
      await dialog.getByText(english('admin.confirmVerifyCompany', { name: boss.name, companyName: company })).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await adminDb().doc(`employerVerifications/${boss.uid}`).get()).exists).toBe(false);
      await row.getByRole('button', { name: `Verify employer ${boss.name}` }).click();
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
      await expectToast(page, MESSAGES.adminVerifyDone);
      await expect.poll(() => state.textContent(), { timeout: 15_000 }).toBe(`✓ ${MESSAGES.adminVerified}`);
      const withdraw = row.getByRole('button', { name: `Withdraw verification of employer ${boss.name}` });
      await withdraw.waitFor();
      expect((await adminDb().doc(`employerVerifications/${boss.uid}`).get()).get('verifiedBy')).toBe(admin.uid);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotAt(page, 'trust-admin-verified', PHONE_VIEWPORT);
      await screenshotAt(page, 'trust-admin-verified', DESKTOP_VIEWPORT);

      // The trigger copies the mark onto the job: the seeker sees the badge.
      await expectBadgeOnCard(seekerPage, company, true);

      // Withdraw.
      await withdraw.click();
      const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw verification' });
      await withdrawDialog.getByText(english('admin.confirmUnverifyCompany', { name: boss.name, companyName: company })).waitFor();
      await withdrawDialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expectToast(page, MESSAGES.adminUnverifyDone);
      await expect.poll(() => state.textContent(), { timeout: 15_000 }).toBe(MESSAGES.adminNotVerified);
      expect((await adminDb().doc(`employerVerifications/${boss.uid}`).get()).exists).toBe(false);
      await expectBadgeOnCard(seekerPage, company, false);
    } finally {
      await seekerContext.close();
    }
  });

  it('shows no verify control to anyone but an admin', async () => {
    const word = uniqueWord();
    const company = `${capitalised(word)} Guarded Works`;
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    await seedJob(boss.uid, { companyName: company });
    const verifyControl = (page: Page) => page.getByRole('button', { name: /verif/i });

    // An employer is sent from /admin to the admin login, where nothing verifies.
    await loginAs(b.page, boss, '/admin');
    await b.page.waitForURL('**/admin-login');
    await b.page
      .getByRole('button', { name: /log ?in/i })
      .first()
      .waitFor();
    expect(await verifyControl(b.page).count()).toBe(0);
    // Nor on their own jobs.
    await b.page.goto('/posted-jobs');
    await b.page.getByTestId('posted-job').first().waitFor();
    expect(await verifyControl(b.page).count()).toBe(0);

    // A seeker: the list and a job's details have no such control either.
    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    await cardOf(b.page, company).getByRole('button', { name: 'Details' }).click();
    await b.page.getByRole('dialog').getByText('Company Name').waitFor();
    expect(await verifyControl(b.page).count()).toBe(0);
    await b.page.goto('/admin');
    await b.page.waitForURL('**/admin-login');
    expect(await verifyControl(b.page).count()).toBe(0);
  });
});

describe('the apply form’s contact', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('shows the profile’s name, email and phone read-only, with the hint that they come from the profile', async () => {
    const word = uniqueWord();
    const company = `${capitalised(word)} Contact Works`;
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Meera Profile' });
    await seedJob(boss.uid, { companyName: company });

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const form = await openApplyForm(b.page, company);
    const hint = form.getByText(MESSAGES.applyContactFromProfile);
    await hint.waitFor();
    const hintId = await hint.getAttribute('id');
    for (const [label, value] of [
      ['Name', seeker.name],
      ['Email', seeker.email],
      ['Phone', seeker.phoneNumber],
    ] as const) {
      const input = form.getByLabel(label, { exact: true });
      expect(await input.inputValue()).toBe(value);
      expect(await input.isEditable()).toBe(false);
      expect(await input.getAttribute('readonly')).not.toBeNull();
      expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain(hintId);
      await input.pressSequentially('x');
      expect(await input.inputValue()).toBe(value);
    }
    expect(await form.getByLabel('Resume', { exact: true }).isEditable()).toBe(true);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshotAt(b.page, 'trust-apply-contact', PHONE_VIEWPORT);
    await screenshotAt(b.page, 'trust-apply-contact', DESKTOP_VIEWPORT);
  });
});
