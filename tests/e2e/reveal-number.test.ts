// Employers' numbers are revealed, not listed: a seeker opens a job's details
// and presses Show number for it; after the day's limit they are told to try
// tomorrow; a seeker who has not proved their phone is sent to Profile. The
// public job page offers the same button to a signed-in seeker. At 360 px.
import { english } from '@jobsearch/domain/i18n/english';
import { LIMITS, numberRevealsId } from '@jobsearch/domain';
import { MESSAGES } from '@jobsearch/domain/messages';
import { todayInIndia } from '@jobsearch/domain/helpers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminDb, seedJob, createUser, uniquePhone } from '../support';
import { PHONE_VIEWPORT, loginAs, seriousA11yViolations, uniqueWord, waitForList, useBrowser, screenshot } from './harness';

/** A seeker on /jobs searching for this test's job, with its details open. */
async function openDetails(page: Page, company: string, word: string) {
  await page.goto(`/jobs?q=${word}`);
  await waitForList(page);
  await page.locator('.job-card', { hasText: company }).getByRole('button', { name: 'Details' }).click();
  return page.getByRole('dialog');
}

describe('Show number (360 px)', () => {
  const b = useBrowser();

  it("a seeker taps Show number in a job's details and sees it; the list itself never carried it", async () => {
    const page = b.page;
    await page.setViewportSize(PHONE_VIEWPORT);
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const word = uniqueWord();
    const company = `${word} Reveal`;
    await seedJob(employer.uid, { companyName: company, mobileNumber: '9812300077' });
    await loginAs(page, seeker, '/jobs');
    const details = await openDetails(page, company, word);
    expect(await page.content()).not.toContain('9812300077');
    await screenshot(page, 'reveal-number-button-360');
    await details.getByRole('button', { name: MESSAGES.showNumber }).click();
    const link = details.getByTestId('phone-link');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('tel:+919812300077');
    expect(await link.textContent()).toBe('+91 98123 00077');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'reveal-number-shown-360');
    // The details fit the phone's width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });

  it(`after ${LIMITS.numberRevealsPerDay} numbers in a day, Show number tells the seeker to try tomorrow`, async () => {
    const page = b.page;
    await page.setViewportSize(PHONE_VIEWPORT);
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const day = todayInIndia();
    await adminDb()
      .doc(`numberReveals/${numberRevealsId(seeker.uid, day)}`)
      .set({ userId: seeker.uid, day, jobIds: Array.from({ length: LIMITS.numberRevealsPerDay }, (_, i) => `earlier-${i}`) });
    const word = uniqueWord();
    const company = `${word} Limit`;
    await seedJob(employer.uid, { companyName: company, mobileNumber: '9812300078' });
    await loginAs(page, seeker, '/jobs');
    const details = await openDetails(page, company, word);
    await details.getByRole('button', { name: MESSAGES.showNumber }).click();
    await details.getByText(english('jobs.numberDailyLimit', { limit: LIMITS.numberRevealsPerDay })).waitFor();
    expect(await details.getByTestId('phone-link').count()).toBe(0);
    expect(await page.content()).not.toContain('9812300078');
    await screenshot(page, 'reveal-number-limit-360');
  });

  it('a seeker who has not proved their phone is sent to Profile to prove it', async () => {
    const page = b.page;
    await page.setViewportSize(PHONE_VIEWPORT);
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    // The profile's phone is not the one Auth verified (as after an API registration).
    await adminDb().doc(`users/${seeker.uid}`).update({ phoneNumber: uniquePhone() });
    const word = uniqueWord();
    const company = `${word} Unproved`;
    await seedJob(employer.uid, { companyName: company, mobileNumber: '9812300079' });
    await loginAs(page, seeker, '/jobs');
    const details = await openDetails(page, company, word);
    await details.getByRole('button', { name: MESSAGES.showNumber }).click();
    await details.getByText(MESSAGES.proveToSeeNumber).waitFor();
    expect(await details.getByRole('link', { name: 'Open Profile' }).getAttribute('href')).toBe('/Profile');
    expect(await page.content()).not.toContain('9812300079');
    await screenshot(page, 'reveal-number-unproved-360');
  });

  it('the public job page offers a signed-in seeker Show number', async () => {
    const page = b.page;
    await page.setViewportSize(PHONE_VIEWPORT);
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const jobId = await seedJob(employer.uid, { companyName: `${uniqueWord()} Public`, mobileNumber: '9812300080' });
    await loginAs(page, seeker, `/job/${jobId}`);
    await page.getByRole('button', { name: MESSAGES.showNumber }).click();
    const link = page.getByTestId('phone-link');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('tel:+919812300080');
    await screenshot(page, 'reveal-number-public-page-360');
  });
});
