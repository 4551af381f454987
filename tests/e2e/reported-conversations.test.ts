// The admin's Reported conversations at 360 px (English): every open report,
// the oldest first, ten a page with their count; Next and Prev page through
// them, and Dismiss takes one off the list (and the count).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, it } from 'vitest';
import { english } from '@jobsearch/domain/i18n/english';
import { newThreadFields } from '@jobsearch/domain/threads';
import { THREAD_REPORTS_PAGE_SIZE, threadReportId } from '@jobsearch/domain/thread-reports';
import { adminDb, createUser } from '../support';
import { expect, expectToast, loginAs, OUTPUT_DIR, PHONE_VIEWPORT, uniqueWord, useBrowser } from './harness';

describe('Reported conversations (admin)', () => {
  const b = useBrowser();

  it('pages through every open report, oldest first, with their count, and Dismiss takes one off', async () => {
    const word = uniqueWord();
    const admin = await createUser({ role: 'admin' });
    // One more report than a page, older than any other (so they are the first pages), each in its own conversation.
    const seeded = Array.from({ length: THREAD_REPORTS_PAGE_SIZE + 1 }, (_, i) => ({
      threadId: `e2e-${word}-${i}`,
      employerId: `e2e-employer-${word}-${i}`,
      applicantId: `e2e-seeker-${word}-${i}`,
      title: `Driver ${word} ${i}`,
    }));
    const db = adminDb();
    await Promise.all(
      seeded.map(async ({ threadId, employerId, applicantId, title }, i) => {
        const at = Timestamp.fromMillis(Date.UTC(2001, 0, 1) + i * 1000);
        const thread = newThreadFields(
          threadId,
          { jobId: `job-${threadId}`, jobTitle: title, companyName: 'Quick Jobs Agency', employerId, applicantId, applicantName: 'Ravi' },
          at,
        );
        await db.doc(`threads/${threadId}`).set(thread!);
        await db.doc(`threads/${threadId}/messages/m1`).set({ senderId: employerId, text: `Pay ₹2,000 registration fee ${i}`, createdAt: at });
        await db
          .doc(`threadReports/${threadReportId(threadId, applicantId)}`)
          .set({ threadId, reporterId: applicantId, reportedId: employerId, status: 'open', createdAt: at });
      }),
    );

    try {
      const page = b.page;
      await page.setViewportSize(PHONE_VIEWPORT);
      await loginAs(page, admin, '/admin');
      await page.getByRole('tab', { name: english('admin.tab:messages'), exact: true }).click();
      const panel = page.getByRole('tabpanel', { name: english('admin.tab:messages'), exact: true });
      const heading = (i: number) => panel.getByRole('heading', { name: english('messages.about', { job: seeded[i]!.title, company: 'Quick Jobs Agency' }) });

      // Page 1: the oldest ten, the first at the top; the count says how many are open in all.
      await heading(0).waitFor();
      const count = panel.getByTestId('thread-reports-count');
      const openCount = async () => Number((await count.innerText()).match(/\d+/)![0]);
      await count.waitFor();
      const before = await openCount();
      expect(before).toBeGreaterThanOrEqual(seeded.length);
      expect(await count.innerText()).toBe(english('messages.adminOpenCount', { n: before }));
      await heading(THREAD_REPORTS_PAGE_SIZE - 1).waitFor();
      expect(await heading(THREAD_REPORTS_PAGE_SIZE).count()).toBe(0);
      expect(await panel.locator('[data-testid="reported-thread"]').first().innerText()).toContain(seeded[0]!.title);
      await panel.getByText('Pay ₹2,000 registration fee 0').waitFor();
      const card = panel.locator('[data-testid="reported-thread"]').first();
      for (const label of ['messages.adminDismiss', 'messages.adminBan'] as const) await card.getByRole('button', { name: english(label) }).waitFor();
      for (const label of ['messages.adminOpenJob', 'messages.adminOpenEmployer'] as const) await card.getByRole('link', { name: english(label) }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: `${OUTPUT_DIR}/reported-conversations-360.png`, fullPage: true });

      // Next: the eleventh, oldest of page 2; Prev: back to the first ten.
      const pager = panel.getByRole('navigation', { name: english('messages.adminPages') });
      await pager.getByRole('button', { name: english('admin.next') }).click();
      await heading(THREAD_REPORTS_PAGE_SIZE).waitFor();
      expect(await heading(0).count()).toBe(0);
      await pager.getByRole('button', { name: english('admin.prev') }).click();
      await heading(0).waitFor();

      // Dismiss, from the keyboard: confirmed, the report leaves the list and the count, and is stored as dismissed.
      await card.getByRole('button', { name: english('messages.adminDismiss') }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByText(english('messages.adminConfirmDismiss')).waitFor();
      await dialog.getByRole('button', { name: english('messages.adminDismiss') }).click();
      await expectToast(page, english('messages.adminDismissed'));
      await expect.poll(() => heading(0).count()).toBe(0);
      await heading(1).waitFor();
      await expect.poll(openCount).toBe(before - 1);
      const stored = await db.doc(`threadReports/${threadReportId(seeded[0]!.threadId, seeded[0]!.applicantId)}`).get();
      expect(stored.get('status')).toBe('dismissed');
    } finally {
      // The other reports leave the list, so other tests' reports are not pushed to later pages.
      await Promise.all(
        seeded.map(({ threadId, applicantId }) => db.doc(`threadReports/${threadReportId(threadId, applicantId)}`).update({ status: 'dismissed' })),
      );
    }
  });
});
