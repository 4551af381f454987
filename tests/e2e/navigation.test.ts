/**
 * Getting around the site: the guards, the navigation per audience (and the
 * mobile menu at 360 px), and an employer's Home and footer leading to their work.
 */
import { MESSAGES } from '@jobsearch/domain/messages';
import { describe, it } from 'vitest';
import { createUser } from '../support';
import { expect, expectToast, loginAs, openAsVisitor, PHONE_VIEWPORT, seriousA11yViolations, useBrowser, DESKTOP_VIEWPORT, screenshot } from './harness';
import { ACCOUNT_TEXT, expectPath, loginThroughScreen } from './account-screens';

describe('guards', () => {
  const b = useBrowser();

  it('a visitor on a guarded page is sent to /login with the info toast, and back after login', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/Profile');
    await expectToast(b.page, ACCOUNT_TEXT.loginFirst);
    await expectPath(b.page, '/login');
    await loginThroughScreen(b.page, 'jobseeker', seeker.email, seeker.password);
    await expectToast(b.page, ACCOUNT_TEXT.loginOk);
    await expectPath(b.page, '/Profile');
  });

  it("an employer on /jobs is told employers can't view job listings and sent to /", async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/jobs');
    await expectToast(b.page, ACCOUNT_TEXT.employersDenied);
    await expectPath(b.page, '/');
  });

  it('a visitor on any guarded page goes to /login with the info toast, and on /admin to /admin-login', async () => {
    await openAsVisitor(b.page, '/');
    for (const path of ['/posted-jobs', '/Application', '/my-applications', '/Profile', '/post-job', '/jobs']) {
      await b.page.goto(path);
      await expectPath(b.page, '/login');
      await expectToast(b.page, ACCOUNT_TEXT.loginFirst);
      await b.page.getByRole('heading', { name: 'Choose what you are looking for' }).waitFor();
    }
    await b.page.goto('/admin');
    await expectPath(b.page, '/admin-login');
    await b.page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('a job seeker is kept off the employer pages with the message of each', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/post-job');
    await expectToast(b.page, ACCOUNT_TEXT.notAuthorizedToPost);
    await expectPath(b.page, '/');
    for (const path of ['/posted-jobs', '/Application']) {
      await b.page.goto(path);
      await expectToast(b.page, MESSAGES.employersOnly);
      await expectPath(b.page, '/');
      expect(await b.page.getByRole('heading', { level: 1, name: /Your Posted Jobs|Applications/ }).count()).toBe(0);
    }
  });

  it('an employer on /my-applications is told it is for job seekers and sent to /', async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/my-applications');
    await expectToast(b.page, MESSAGES.jobseekersOnly);
    await expectPath(b.page, '/');
    expect(await b.page.getByRole('heading', { level: 1, name: 'My Applications' }).count()).toBe(0);
  });

  it('/admin without the admin claim goes to /admin-login', async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/admin');
    await expectPath(b.page, '/admin-login');
    await openAsVisitor(b.page, '/admin');
    await expectPath(b.page, '/admin-login');
  });
});

describe('navigation when signed in', () => {
  const b = useBrowser();

  it("a job seeker's bar: search box, Home, Jobs, Profile, My Applications, Saved Jobs and Logout", async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/');
    const nav = b.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Applications' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Jobs', 'Profile', 'My Applications', 'Saved Jobs']);
    await b.page.getByRole('searchbox', { name: 'Search jobs' }).waitFor();
    expect(await b.page.getByRole('searchbox').getAttribute('placeholder')).toBe('Search jobs...');
  });

  it('the search box goes to /jobs?q= and keeps the other filters of /jobs', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/');
    const box = b.page.getByRole('searchbox', { name: 'Search jobs' });
    await box.fill('electrician');
    await box.press('Enter');
    await expect.poll(() => new URL(b.page.url()).searchParams.get('q')).toBe('electrician');
    expect(new URL(b.page.url()).pathname).toBe('/jobs');
    await b.page.goto('/jobs?degree=ITI');
    await b.page.getByRole('heading', { level: 1, name: 'Available Jobs' }).waitFor();
    await box.fill('pune');
    await box.press('Enter');
    await expect.poll(() => new URL(b.page.url()).searchParams.get('q')).toBe('pune');
    expect(new URL(b.page.url()).searchParams.get('degree')).toBe('ITI');
  });

  it('an education button takes a signed-in seeker straight to /jobs?education=', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/');
    await b.page.getByRole('button', { name: 'B.Tech', exact: true }).click();
    await expect.poll(() => new URL(b.page.url()).pathname).toBe('/jobs');
    expect(new URL(b.page.url()).searchParams.get('education') ?? new URL(b.page.url()).searchParams.get('trade')).toBe('B.Tech');
  });

  it("an employer's bar: Home, Post a Job, My Jobs, Applications, Find candidates (and Profile)", async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/');
    const nav = b.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Jobs' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Post a Job', 'My Jobs', 'Applications', 'Find candidates', 'Profile']);
    expect(await nav.getByRole('link', { name: 'My Jobs' }).getAttribute('href')).toBe('/posted-jobs');
    expect(await nav.getByRole('link', { name: 'Find candidates' }).getAttribute('href')).toBe('/find-candidates');
    expect(await nav.getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe('/Application');
    expect(await b.page.getByRole('searchbox').count()).toBe(0);
  });

  it('a link to the current page does not navigate again', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    const before = await b.page.evaluate(() => history.length);
    await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await b.page.waitForTimeout(300);
    expect(await b.page.evaluate(() => history.length)).toBe(before);
    await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expectPath(b.page, '/');
  });

  it('Logout signs out and shows the visitor bar', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(b.page, '/');
    await b.page.getByRole('link', { name: 'Login / Sign Up' }).waitFor();
    await b.page.goto('/Profile');
    await expectPath(b.page, '/login');
  });
});

describe('mobile menu at 360 px', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('opens, closes and closes on choosing a link', async () => {
    await openAsVisitor(b.page, '/');
    const toggle = b.page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = b.page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    await toggle.click();
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.getByRole('link', { name: 'Home' }).click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    // No sideways scrolling on a 360 px phone.
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('the seeker searches from the menu', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/');
    await b.page.getByRole('button', { name: 'Menu' }).click();
    const box = b.page.getByRole('searchbox', { name: 'Search jobs' });
    await box.fill('driver');
    await box.press('Enter');
    await expect.poll(() => new URL(b.page.url()).searchParams.get('q')).toBe('driver');
    expect(await b.page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe("an employer's Home and footer lead to their own work", () => {
  const b = useBrowser();

  for (const [width, viewport] of [
    ['360', PHONE_VIEWPORT],
    ['1280', DESKTOP_VIEWPORT],
  ] as const) {
    it(`at ${width} px: no Browse Jobs or education tiles; Post a Job, Posted Jobs, Applications in the hero, the tiles and the footer`, async () => {
      const page = b.page;
      await page.setViewportSize(viewport);
      const employer = await createUser({ role: 'employer' });
      await loginAs(page, employer, '/');
      const main = page.locator('#main');
      await main.getByRole('heading', { name: MESSAGES.employerHomeTitle }).waitFor();
      expect(await page.getByRole('button', { name: 'Browse Jobs' }).count()).toBe(0);
      expect(await page.locator('.education-card__label', { hasText: '10th' }).count()).toBe(0);
      expect(await page.locator('a[href^="/jobs"]').count()).toBe(0);
      const hero = page.locator('.hero__actions');
      expect(await hero.getByRole('link').allTextContents()).toEqual([MESSAGES.employerPostJob, MESSAGES.employerPostedJobs, MESSAGES.employerApplications]);
      const tiles = page.locator('.hiring-card');
      expect(await tiles.locator('.education-card__label').allTextContents()).toEqual([
        MESSAGES.employerPostJob,
        MESSAGES.employerPostedJobs,
        MESSAGES.employerApplications,
      ]);
      const footer = page.locator('footer');
      expect(await footer.locator('.footer__links a').allTextContents()).toEqual([
        'Home',
        MESSAGES.employerPostJob,
        MESSAGES.employerPostedJobs,
        MESSAGES.employerApplications,
        'About Us',
        'Terms and Conditions',
        'Privacy Policy',
      ]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `employer-home-${width}`);

      // Each leads to the employer's page, never "Access denied".
      await tiles.filter({ hasText: MESSAGES.employerPostedJobsText }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Posted Jobs' }).waitFor();
      await page.goto('/');
      await tiles.filter({ hasText: MESSAGES.employerApplicationsText }).click();
      await page.waitForURL('**/Application');
      await footer.getByRole('link', { name: MESSAGES.employerPostJob }).click();
      await page.getByRole('heading', { level: 1, name: 'Post a New Job' }).waitFor();
      expect(await page.getByText(MESSAGES.employersCannotViewJobs).count()).toBe(0);
    });
  }

  it("a job seeker's Home and footer are unchanged: Browse Jobs, the six tiles, Jobs", async () => {
    const page = b.page;
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(page, seeker, '/');
    await page.getByRole('button', { name: 'Browse Jobs' }).waitFor();
    expect(await page.locator('.education-card__label').count()).toBe(6);
    expect(await page.locator('.hiring-card').count()).toBe(0);
    expect(await page.locator('footer .footer__links a').allTextContents()).toEqual(['Home', 'Jobs', 'About Us', 'Terms and Conditions', 'Privacy Policy']);
  });
});
