/**
 * Toasts on a phone: at most two at once and never over the navigation bar, the
 * upload toast closing with the upload, and a refused login said beside the form too.
 */
import { join } from 'node:path';
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { seedJob, createUser, samplePdf, uniquePhone } from '../support';
import {
  expect,
  expectToast,
  loginAs,
  openAsVisitor,
  openApplyForm,
  OUTPUT_DIR,
  PHONE_VIEWPORT,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
  screenshotsAtBothWidths,
} from './harness';

/** The phone input shows +91; typing the ten digits after it gives the E.164 number. */
async function typePhone(page: Page, selector: string, e164: string) {
  await page.locator(selector).fill(e164.replace(/^\+91/, ''));
}

describe('toasts', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('at 360 px at most two toasts show at once, none over the navigation bar, also with the menu open', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await typePhone(b.page, '#profile-phone', uniquePhone());
    // Each Save with an unverified new number raises the same error toast: four of them.
    for (let i = 0; i < 4; i++) await b.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, MESSAGES.verifyNewPhoneFirst);
    const toasts = b.page.locator('.Toastify__toast');
    await expect.poll(() => toasts.count()).toBeLessThanOrEqual(2);
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
    // The newest show at once and the oldest close (they leave with their exit animation).
    await expect.poll(() => toasts.count()).toBeLessThanOrEqual(2);
    const tops = await toasts.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    for (const top of tops) expect(top).toBeGreaterThanOrEqual((await navBottom()) - 1);
    expect(tops.length).toBeGreaterThan(0);
  });

  it('while the resume uploads, the toast and Submit say to wait; the toast closes the moment the upload ends', async () => {
    const word = uniqueWord();
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const company = `${word} Uploads`;
    await seedJob(boss.uid, { companyName: company });
    // A slow network: the upload's first request waits a second.
    let delayed = false;
    await b.page.route('**/v0/b/**', async (route) => {
      if (route.request().method() === 'POST' && !delayed) {
        delayed = true;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      await route.continue();
    });
    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    const form = await openApplyForm(b.page, company);
    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await expectToast(b.page, MESSAGES.resumeUploading);
    // Nothing to send yet: Submit says why it is off.
    expect(await form.getByRole('button', { name: english('jobs.waitForUpload') }).isDisabled()).toBe(true);
    await screenshotsAtBothWidths(b.page, 'apply-uploading', false);
    await form.getByText('cv.pdf uploaded').waitFor({ timeout: 30_000 });
    // Closed as the upload ends (its exit takes half a second), not held for its old 3 s on screen.
    await b.page.locator('.Toastify__toast', { hasText: MESSAGES.resumeUploading }).waitFor({ state: 'detached', timeout: 2_000 });
    expect(await form.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
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
    await screenshotsAtBothWidths(b.page, 'everyone-login-error');
  });
});
