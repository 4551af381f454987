/**
 * axe-core on the screens the flow tests do not already check: no serious or
 * critical violations on the login steps, Terms, Privacy, the 404 page, the
 * apply form, the admin tabs and the delete dialog, profile view mode, a
 * 360 px Home with the menu open, and the job-status confirm dialog.
 */
import { english, englishProblem } from '@jobsearch/domain/i18n/english';
import { FIELD_PROBLEMS } from '@jobsearch/domain/problems';
import { describe, it } from 'vitest';
import { adminDb, seedJob, createUser, samplePdf } from '../support';
import { expect, expectFieldError, loginAs, openAsVisitor, PHONE_VIEWPORT, openApplyForm, seriousA11yViolations, uniqueWord, useBrowser } from './harness';

describe('accessibility: public screens', () => {
  const b = useBrowser();

  it('the login screen: role choice, login form (with its errors) and sign-up form', async () => {
    const page = b.page;
    await openAsVisitor(page, '/login');
    await page.getByRole('heading', { name: 'Choose what you are looking for' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /I want a Job/ }).click();
    await page.getByRole('heading', { name: 'Login as a Job Seeker' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectFieldError(page.getByLabel('Email'), englishProblem(FIELD_PROBLEMS.required('Email')));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign up as a Job Seeker' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('Terms, Privacy and the 404 page', async () => {
    const page = b.page;
    await openAsVisitor(page, '/termsandconditions');
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('accessibility: Home at 360 px with the menu open', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it("the visitor's and the job seeker's menu", async () => {
    const page = b.page;
    await openAsVisitor(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Find Your Dream Job' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await menu.getByRole('link', { name: 'Home' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(page, seeker, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'My Applications' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search jobs' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('accessibility: signed-in screens', () => {
  const b = useBrowser();

  it('the apply form, empty and with its errors', async () => {
    const page = b.page;
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const word = uniqueWord();
    const company = `Axe ${word}`;
    await seedJob(boss.uid, { companyName: company });
    // The contact fields are read-only, from the profile: the blank name is the profile's (an email
    // other than the account's cannot stay on a profile: the site writes the account's back).
    await adminDb().doc(`users/${seeker.uid}`).update({ name: '   ' });
    await loginAs(page, seeker, `/jobs?q=${word}`);
    const form = await openApplyForm(page, company);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await form.getByText('cv.pdf uploaded').waitFor({ timeout: 30_000 });
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('   ');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectFieldError(form.getByLabel('Name', { exact: true }), englishProblem(FIELD_PROBLEMS.required('Name')));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('My Profile in view mode', async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer', name: 'Axe Viewer' });
    await loginAs(page, employer, '/Profile');
    await page.locator('.profile-details--account').getByText('Axe Viewer').waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("the job-status confirm dialog on an employer's posted jobs", async () => {
    const page = b.page;
    const employer = await createUser({ role: 'employer' });
    await seedJob(employer.uid, { companyName: 'Axe Confirm Co' });
    await loginAs(page, employer, '/posted-jobs');
    const card = page.getByTestId('posted-job').filter({ hasText: 'Axe Confirm Co' });
    await card.getByRole('button', { name: 'Mark as Inactive' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(english('postedJobs.confirmStatusChange', { status: 'Inactive' })).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the admin Jobs, Employers and Applications tabs, and the delete dialog', async () => {
    const page = b.page;
    const admin = await createUser({ role: 'admin' });
    await loginAs(page, admin, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    // The committed seed gives every tab rows.
    for (const name of ['Jobs', 'Employers', 'Applications']) {
      await page.getByRole('tab', { name, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name, exact: true });
      await panel.locator('tbody tr').first().waitFor();
      expect(await seriousA11yViolations(page), name).toEqual([]);
    }
    const panel = page.getByRole('tabpanel', { name: 'Applications', exact: true });
    await panel
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Delete application/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(english('admin.confirmDelete:applications')).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.Toastify__toast', { hasText: english('admin.deleted:applications') }).count()).toBe(0);
  });
});
