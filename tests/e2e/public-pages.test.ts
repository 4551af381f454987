/**
 * The pages anyone can open, with their texts, and the document title each route sets.
 */
import { documentTitle, PAGE_TITLES } from '@jobsearch/domain/messages';
import { describe, it } from 'vitest';
import { createUser } from '../support';
import { expect, expectToast, loginAs, openAsVisitor, seriousA11yViolations, useBrowser } from './harness';
import { ACCOUNT_TEXT, expectPath } from './account-screens';

describe('public pages', () => {
  const b = useBrowser();

  it('Home shows the headline, Browse Jobs and the six education buttons', async () => {
    await openAsVisitor(b.page, '/');
    await b.page.getByRole('heading', { level: 1, name: 'Find Your Dream Job' }).waitFor();
    await b.page.getByText('Explore thousands of opportunities from top companies.').waitFor();
    await b.page.getByRole('button', { name: 'Browse Jobs' }).waitFor();
    await b.page.getByRole('heading', { name: 'Jobs Based on Education' }).waitFor();
    const labels = await b.page.locator('.education-card__label').allTextContents();
    expect(labels).toEqual(['10th Pass', '12th Pass', 'Graduate', 'Postgraduate', 'B.Tech', 'BE']);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
  });

  it('a visitor pressing an education button or Browse Jobs goes to /login with the info toast', async () => {
    await openAsVisitor(b.page, '/');
    await b.page.getByRole('button', { name: 'Graduate', exact: true }).click();
    await expectToast(b.page, ACCOUNT_TEXT.loginFirst);
    await expectPath(b.page, '/login');
    await b.page.goto('/');
    await b.page.getByRole('button', { name: 'Browse Jobs' }).click();
    await expectPath(b.page, '/login');
  });

  it('the visitor navigation: Home, Jobs, Post a Job; Jobs and Post a Job lead to /login', async () => {
    await openAsVisitor(b.page, '/about');
    const nav = b.page.getByRole('navigation', { name: 'Main' });
    // The bar draws once the texts are in, which can be just after the load event.
    await nav.getByRole('link', { name: 'Post a Job' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Jobs', 'Post a Job']);
    await nav.getByRole('link', { name: 'Post a Job' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.loginFirst);
    await expectPath(b.page, '/login');
    await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
    await expectPath(b.page, '/login');
  });

  it('About has mission, vision, values, stories, impact and Get Started', async () => {
    await openAsVisitor(b.page, '/about');
    await b.page.getByRole('heading', { level: 1, name: 'About JobSearch India' }).waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    for (const heading of ['Our Mission', 'Our Vision', 'Our Core Values', 'Integrity', 'Innovation', 'Excellence', 'Success Stories', 'Our Impact']) {
      await b.page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    expect(await b.page.locator('.story').count()).toBe(2);
    const impact = await b.page.locator('.impact__item').allTextContents();
    expect(impact.join(' | ')).toBe('Job Seekers500K+ | Companies10K+ | Successful Hires200K+ | User Satisfaction98%');
    await b.page.getByRole('link', { name: 'Get Started' }).click();
    await expectPath(b.page, '/');
  });

  it('Terms and Privacy carry their clauses; the privacy policy is effective May 17, 2025', async () => {
    await openAsVisitor(b.page, '/termsandconditions');
    await b.page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    const terms = await b.page.locator('main').innerText();
    expect(terms).toContain('Job seekers are not charged');
    expect(terms).toContain('accurate');
    expect(terms).toContain('suspension or removal');
    expect(terms).toContain('does not guarantee employment');
    await b.page.goto('/privacy-policy');
    await b.page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const privacy = await b.page.locator('main').innerText();
    expect(privacy).toContain('Effective date: May 17, 2025');
    for (const text of [
      'Resume details',
      'Applications',
      'Credentials',
      'Sharing with employers',
      'We do not sell your data',
      'Security',
      'access, correct or delete',
    ]) {
      expect(privacy).toContain(text);
    }
  });

  it('the footer: the go-to line, support email, address, social icons, year and five links', async () => {
    await openAsVisitor(b.page, '/');
    const footer = b.page.locator('footer');
    const text = await footer.innerText();
    expect(text).toContain('go-to platform for finding your dream job');
    expect(text).toContain(`© ${new Date().getFullYear()} JobSearch India`);
    expect(text).toMatch(/Maharashtra \d{6}, India/);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    for (const name of ['LinkedIn', 'Facebook', 'X', 'Instagram']) {
      await footer.getByRole('link', { name: new RegExp(`on ${name} `) }).waitFor();
    }
    const hrefs = await footer
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/jobs', '/about', '/termsandconditions', '/privacy-policy']);
  });

  it('an unknown path shows the not-found page', async () => {
    await openAsVisitor(b.page, '/no-such-page');
    await b.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});

describe('every route sets its own document title', () => {
  const b = useBrowser();

  it('titles follow the route, on first load and on navigation', async () => {
    await openAsVisitor(b.page, '/about');
    for (const [path, title] of [
      ['/', documentTitle(PAGE_TITLES.home)],
      ['/login', documentTitle(PAGE_TITLES.login)],
      ['/about', documentTitle(PAGE_TITLES.about)],
      ['/termsandconditions', documentTitle(PAGE_TITLES.terms)],
      ['/privacy-policy', documentTitle(PAGE_TITLES.privacy)],
      ['/admin-login', documentTitle(PAGE_TITLES.adminLogin)],
      ['/no-such-page', documentTitle(PAGE_TITLES.notFound)],
    ] as const) {
      await b.page.goto(path);
      await expect.poll(() => b.page.title()).toBe(title);
    }
    expect(documentTitle(PAGE_TITLES.home)).toBe('JobSearch India: Find Your Dream Job');

    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/jobs');
    await expect.poll(() => b.page.title()).toBe('Available Jobs · JobSearch India');
    expect(documentTitle(PAGE_TITLES.jobs)).toBe('Available Jobs · JobSearch India');
    await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect.poll(() => b.page.title()).toBe('My Profile · JobSearch India');
    await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Applications' }).click();
    await expect.poll(() => b.page.title()).toBe(documentTitle(PAGE_TITLES.myApplications));
  });
});
