/**
 * Saving a job, reporting one and creating a job alert are for accounts that
 * proved a phone: a seeker registered through POST /api/auth/register (the
 * phone in the profile only) who taps Save, Report or Create job alert is
 * shown how to verify the phone in Profile, with a link there, and nothing is
 * written. At 360 px.
 */
import { MESSAGES } from '@jobsearch/domain/messages';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, BASE_URL, seedJob, createUser, uniqueEmail, uniquePhone } from '../support';
import { expect, expectToast, openAsVisitor, OUTPUT_DIR, PHONE_VIEWPORT, uniqueWord, useBrowser, waitForList } from './harness';

async function registerSeekerThroughApi() {
  const body = { name: 'Api Seeker', email: uniqueEmail('api-seeker'), password: 'Api@2025', phoneNumber: uniquePhone(), role: 'jobseeker' };
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

async function loginThroughScreen(page: Page, email: string, password: string) {
  await openAsVisitor(page, '/login');
  await page.getByRole('button', { name: /I want a Job/ }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, MESSAGES.loginSucceeded);
}

describe('an unproved seeker (registered through the API) at 360 px', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('taps Save, Report and Create job alert: each shows the prove-your-phone notice with a link to Profile; nothing is written', async () => {
    const employer = await createUser({ role: 'employer' });
    const company = `Proof ${uniqueWord()}`;
    const jobId = await seedJob(employer.uid, { companyName: company });
    const seeker = await registerSeekerThroughApi();
    await loginThroughScreen(b.page, seeker.email, seeker.password);
    await b.page.goto(`/jobs?q=${encodeURIComponent(company)}`);
    await waitForList(b.page);

    // Save on the card.
    await b.page.locator('.job-card', { hasText: company }).getByRole('button', { name: 'Save job' }).click();
    const saveNotice = b.page.getByRole('dialog', { name: 'Save job' }).getByRole('alert');
    await saveNotice.getByText(MESSAGES.verifyPhoneToSaveReportAlert).waitFor();
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'unproved-save-notice-360.png') });
    await b.page.getByRole('dialog', { name: 'Save job' }).getByRole('button', { name: 'Close' }).first().click();

    // Create job alert.
    await b.page.getByRole('button', { name: 'Create job alert' }).click();
    await b.page.getByRole('dialog', { name: 'Create job alert' }).getByText(MESSAGES.verifyPhoneToSaveReportAlert).waitFor();
    await b.page.getByRole('dialog', { name: 'Create job alert' }).getByRole('button', { name: 'Close' }).first().click();

    // Report, from the job's details.
    await b.page.locator('.job-card', { hasText: company }).getByRole('button', { name: 'Details' }).click();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Report this job' }).click();
    const reportNotice = b.page.getByRole('dialog', { name: 'Report this job' }).getByRole('alert');
    await reportNotice.getByText(MESSAGES.verifyPhoneToSaveReportAlert).waitFor();
    expect(await b.page.getByRole('button', { name: 'Send report' }).count()).toBe(0);

    // Nothing was written.
    const db = adminDb();
    expect((await db.collection('savedJobs').where('userId', '==', seeker.uid).get()).size).toBe(0);
    expect((await db.collection('jobAlerts').where('userId', '==', seeker.uid).get()).size).toBe(0);
    expect((await db.doc(`reports/${jobId}_${seeker.uid}`).get()).exists).toBe(false);

    // The link leads to Profile, where the phone is proved.
    await reportNotice.getByRole('link', { name: 'Go to Profile' }).click();
    await expect.poll(() => new URL(b.page.url()).pathname, { timeout: 10_000 }).toBe('/Profile');
  });
});
