// Messages in Chromium: an application's employer and applicant exchange
// messages live, each in their own browser (the unread count in the bar, read
// receipts, the standing warning about fees, a link left as text); the
// applicant reports the conversation and the admin sees it under Reported
// messages. Screenshots at 360 and 1280 px.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { BASE_URL, createUser, documentWhen, seedApplication, seedJob } from '../support';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectToast,
  loginAs,
  OUTPUT_DIR,
  PHONE_VIEWPORT,
  screenshotsAtBothWidths,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
} from './harness';

async function write(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('Messages between an employer and an applicant', () => {
  const b = useBrowser();

  it('both exchange messages live, the applicant reports the conversation, and the admin sees it', async () => {
    const company = `Krishna ${uniqueWord()}`;
    const [employer, seeker, admin] = await Promise.all([
      createUser({ role: 'employer', name: 'Meera Shah' }),
      createUser({ role: 'jobseeker', name: 'Sunil Jadhav' }),
      createUser({ role: 'admin' }),
    ]);
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder' });
    const threadId = await seedApplication({ jobId, employerId: employer.uid, seeker, jobTitle: 'Welder', companyName: company });
    await documentWhen(`threads/${threadId}`, (thread) => thread.applicantId === seeker.uid);

    // On a 360 px phone the bar keeps one row with Messages beside the bell and the menu.
    const mine = b.page;
    await mine.setViewportSize(PHONE_VIEWPORT);
    await loginAs(mine, seeker, '/jobs');
    await mine.getByRole('link', { name: 'Messages', exact: true }).waitFor();
    const top = async (selector: string) => (await mine.locator(selector).first().boundingBox())!.y;
    expect(Math.abs((await top('.navbar__toggle')) - (await top('.brand')))).toBeLessThan(10);
    expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await mine.screenshot({ path: `${OUTPUT_DIR}/messages-bar-360.png` });
    await mine.setViewportSize(DESKTOP_VIEWPORT);

    // The applicant opens the conversation from My Applications and writes first; a link stays text.
    await mine.goto('/my-applications');
    await mine.getByRole('link', { name: `Message the employer about Welder at ${company}` }).click();
    await mine.waitForURL(`**/messages/${threadId}`);
    await mine.getByText('Never pay any fee').waitFor();
    await write(mine, 'Namaste. I can come for a trial on Monday. See www.example.com');

    // The employer, in another browser, sees the unread count, opens the conversation and answers.
    const other = await b.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 } });
    const theirs = await other.newPage();
    await loginAs(theirs, employer, '/');
    await theirs.getByRole('link', { name: 'Messages, 1 unread' }).click();
    await theirs.getByRole('link', { name: /Sunil Jadhav/ }).click();
    await theirs.locator('.messages__text', { hasText: 'Namaste. I can come for a trial on Monday.' }).waitFor();
    expect(await theirs.locator('.messages__text a').count()).toBe(0);
    await write(theirs, 'Please come at 10 am to Satpur MIDC.');
    await theirs.getByRole('link', { name: 'Messages', exact: true }).waitFor();

    // The applicant sees the answer without reloading, and that the first message was seen.
    await mine.locator('.messages__text', { hasText: 'Please come at 10 am to Satpur MIDC.' }).waitFor();
    await expect.poll(() => mine.locator('.messages__bubble--mine .messages__meta').last().innerText()).toContain('Seen');
    // Too long a message cannot be typed: the field stops at 1,000 characters.
    await mine.getByLabel('Message', { exact: true }).fill('x'.repeat(1200));
    expect((await mine.getByLabel('Message', { exact: true }).inputValue()).length).toBe(1000);
    await mine.getByLabel('Message', { exact: true }).fill('');
    expect(await seriousA11yViolations(mine)).toEqual([]);
    await screenshotsAtBothWidths(mine, 'messages-thread');

    // The applicant reports the conversation.
    await mine.getByRole('button', { name: 'Report', exact: true }).click();
    await mine.getByRole('dialog').getByRole('button', { name: 'Report', exact: true }).click();
    await expectToast(mine, 'This conversation was reported to our team.');
    await other.close();

    // The admin sees it under Reported messages, with its messages.
    await loginAs(mine, admin, '/admin');
    await mine.getByRole('tab', { name: 'Reported messages', exact: true }).click();
    const panel = mine.getByRole('tabpanel', { name: 'Reported messages', exact: true });
    await panel.getByText(`Welder at ${company}`).waitFor();
    await panel.getByText('Reported by the Applicant', { exact: false }).waitFor();
    await panel.getByText('Please come at 10 am to Satpur MIDC.').waitFor();
  });
});
