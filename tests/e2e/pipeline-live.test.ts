/**
 * The hiring pipeline's loop across two people at once: the employer moves an application
 * with the Status control in one signed-in browser context, and the seeker's
 * open My Applications, in another, shows the new badge and its bell the
 * notification, with no reload. Both sides are the real screens on the emulators.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { adminDb, BASE_URL, seedJob, createUser, FieldValue } from '../support';
import { DESKTOP_VIEWPORT, expect, loginAs, OUTPUT_DIR, PHONE_VIEWPORT, TRIGGER_WAIT_MS, uniqueWord, useBrowser } from './harness';

describe('a status change reaches the seeker live, in another browser', () => {
  const b = useBrowser();

  it("the employer's Status control moves the application; the seeker's open My Applications and bell follow without a reload", async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker', name: `Meera ${uniqueWord().slice(2, 7)}` });
    const company = `Live Loop ${uniqueWord()}`;
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder', trade: 'Welder' });
    await adminDb()
      .doc(`applications/${jobId}_${seeker.uid}`)
      .set({
        jobId,
        jobTitle: 'Welder',
        companyName: company,
        employerId: employer.uid,
        applicantId: seeker.uid,
        applicantName: seeker.name,
        email: seeker.email,
        phoneNumber: seeker.phoneNumber,
        resumePath: `resumes/${seeker.uid}/${jobId}/resume.pdf`,
        resume: '',
        createdAt: FieldValue.serverTimestamp(),
      });

    // The seeker, on a phone, in a browser of their own.
    const seekerContext = await b.newContext({ viewport: PHONE_VIEWPORT, baseURL: BASE_URL });
    try {
      const seekerPage = await seekerContext.newPage();
      seekerPage.setDefaultTimeout(15_000);
      await loginAs(seekerPage, seeker, '/my-applications');
      const card = seekerPage.locator('.my-application', { hasText: company });
      await expect.poll(() => card.locator('.status-badge').textContent(), { timeout: 15_000 }).toBe('Applied');
      let navigations = 0;
      seekerPage.on('framenavigated', () => (navigations += 1));

      // The employer, at a desk, moves the application with the screen's own control.
      await b.page.setViewportSize(DESKTOP_VIEWPORT);
      await loginAs(b.page, employer, '/Application');
      const row = b.page.locator('[data-testid="applicants-table"] tbody tr', { hasText: seeker.name });
      await row.getByRole('combobox', { name: english('applications.moveApplicant', { name: seeker.name }) }).selectOption('Shortlisted');
      await row.getByTestId('applicant-status').getByText('Shortlisted').waitFor();

      // The seeker's open page follows: the badge, the history and the bell's unread count.
      await expect.poll(() => card.locator('.status-badge').textContent(), { timeout: 20_000 }).toBe('Shortlisted');
      await seekerPage
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications \(\d+ unread\)$/ })
        .waitFor({ timeout: TRIGGER_WAIT_MS }); // the notification is a trigger's
      expect(navigations).toBe(0);
      await seekerPage.screenshot({ path: join(OUTPUT_DIR, 'pipeline-live-seeker-360.png'), fullPage: true });
    } finally {
      await seekerContext.close();
    }
  });
});
