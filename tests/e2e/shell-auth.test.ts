/**
 * The shell and the account screens end to end: public pages and their texts,
 * the navigation per audience (and the mobile menu at 360 px), the guards,
 * sign-up of an employer and a job seeker with the phone OTP read from the
 * Auth emulator, login and its redirects, the wrong-role refusal, forgot
 * password, admin login, and editing the profile.
 */
import { englishProblem } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { FIELD_PROBLEMS } from '@jobsearch/domain/problems';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  createUser,
  expect,
  expectFieldError,
  expectToast,
  loginAs,
  openAsVisitor,
  otpCountFor,
  otpFor,
  PHONE_VIEWPORT,
  seriousA11yViolations,
  uniqueEmail,
  uniquePhone,
  useBrowser,
  type TestUser,
} from './harness';

const TEXT = {
  loginFirst: MESSAGES.loginFirst,
  employersDenied: MESSAGES.employersCannotViewJobs,
  notAuthorizedToPost: MESSAGES.notAuthorizedToPost,
  invalidPhone: MESSAGES.invalidPhone,
  invalidPhoneForgot: MESSAGES.invalidPhoneForgot,
  otpSent: MESSAGES.otpSent,
  otpSentForgot: MESSAGES.otpSentForgot,
  invalidOtp: MESSAGES.invalidOtp,
  invalidOtpForgot: MESSAGES.invalidOtpForgot,
  otpVerified: MESSAGES.otpVerified,
  otpVerifiedForgot: MESSAGES.otpVerifiedForgot,
  registered: MESSAGES.registrationSucceeded,
  registrationFailed: MESSAGES.registrationFailed,
  emailInUse: MESSAGES.emailAlreadyUsed,
  loginOk: MESSAGES.loginSucceeded,
  loginFailed: MESSAGES.loginFailed,
  wrongRoleEmployer: MESSAGES.wrongRole('employer'),
  passwordsDiffer: MESSAGES.passwordsDontMatch,
  resetOk: MESSAGES.passwordResetSucceeded,
  noAccountForPhone: MESSAGES.noAccountForPhone,
  adminBlank: MESSAGES.adminBlankInput,
  adminInvalid: MESSAGES.adminInvalidCredentials,
  profileUpdated: MESSAGES.profileUpdated,
};

const roleButton = (page: Page, role: 'employer' | 'jobseeker') => page.getByRole('button', { name: role === 'employer' ? /I want to Hire/ : /I want a Job/ });

async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 10_000 }).toBe(path);
}

/** The phone input shows +91; typing the ten digits after it gives the E.164 number. */
async function typePhone(page: Page, selector: string, e164: string) {
  await page.locator(selector).fill(e164.replace(/^\+91/, ''));
}

async function loginThroughScreen(page: Page, role: 'employer' | 'jobseeker', email: string, password: string) {
  await roleButton(page, role).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs up through the screen, OTP from the emulator; returns the phone used. */
async function signUp(page: Page, role: 'employer' | 'jobseeker', name: string, email: string, password: string, phone = uniquePhone()) {
  await roleButton(page, role).click();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByLabel('Full Name').fill(name);
  await typePhone(page, '#signup-phone', phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, TEXT.otpSent);
  await page.getByLabel('OTP').fill(await otpFor(phone));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectToast(page, TEXT.otpVerified);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  return phone;
}

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
    await expectToast(b.page, TEXT.loginFirst);
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
    await expectToast(b.page, TEXT.loginFirst);
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

describe('guards', () => {
  const b = useBrowser();

  it('a visitor on a guarded page is sent to /login with the info toast, and back after login', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/Profile');
    await expectToast(b.page, TEXT.loginFirst);
    await expectPath(b.page, '/login');
    await loginThroughScreen(b.page, 'jobseeker', seeker.email, seeker.password);
    await expectToast(b.page, TEXT.loginOk);
    await expectPath(b.page, '/Profile');
  });

  it("an employer on /jobs is told employers can't view job listings and sent to /", async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/jobs');
    await expectToast(b.page, TEXT.employersDenied);
    await expectPath(b.page, '/');
  });

  it('a visitor on any guarded page goes to /login with the info toast, and on /admin to /admin-login', async () => {
    await openAsVisitor(b.page, '/');
    for (const path of ['/posted-jobs', '/Application', '/my-applications', '/Profile', '/post-job', '/jobs']) {
      await b.page.goto(path);
      await expectPath(b.page, '/login');
      await expectToast(b.page, TEXT.loginFirst);
      await b.page.getByRole('heading', { name: 'Choose what you are looking for' }).waitFor();
    }
    await b.page.goto('/admin');
    await expectPath(b.page, '/admin-login');
    await b.page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('a job seeker is kept off the employer pages with the message of each', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/post-job');
    await expectToast(b.page, TEXT.notAuthorizedToPost);
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

  it("an employer's bar: Home, Post a Job, My Jobs, Applications (and Profile)", async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/');
    const nav = b.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Jobs' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Post a Job', 'My Jobs', 'Applications', 'Profile']);
    expect(await nav.getByRole('link', { name: 'My Jobs' }).getAttribute('href')).toBe('/posted-jobs');
    expect(await nav.getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe('/Application');
    expect(await b.page.getByRole('searchbox').count()).toBe(0);
  });

  it('a link to the current page does not navigate again', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Edit' }).waitFor();
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

describe('sign-up with phone OTP', () => {
  const b = useBrowser();

  it('an employer signs up, then logs in and lands on /', async () => {
    // In emulator mode no reCAPTCHA script is fetched (the Auth emulator's own API calls are fine).
    const recaptchaScripts: string[] = [];
    b.page.on('request', (r) => {
      if (/google\.com\/recaptcha|recaptcha\.net|gstatic\.com/.test(r.url())) recaptchaScripts.push(r.url());
    });
    await openAsVisitor(b.page, '/login');
    await b.page.getByRole('heading', { name: 'Choose what you are looking for' }).waitFor();
    await roleButton(b.page, 'employer').click();
    expect(await roleButton(b.page, 'employer').getAttribute('aria-pressed')).toBe('true');
    await b.page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // Sign Up stays disabled until the phone is verified.
    expect(await b.page.getByRole('button', { name: 'Sign Up', exact: true }).isDisabled()).toBe(true);
    await b.page.getByLabel('Full Name').fill('Kavita Deshpande');
    await b.page.locator('#signup-phone').fill('98765');
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, TEXT.invalidPhone);

    const phone = uniquePhone();
    await typePhone(b.page, '#signup-phone', phone);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, TEXT.otpSent);
    expect(await b.page.getByLabel('OTP').getAttribute('placeholder')).toBe('6-digit');
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    const code = await otpFor(phone);
    await b.page.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, TEXT.invalidOtp);
    await b.page.getByLabel('OTP').fill(code);
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, TEXT.otpVerified);
    await b.page.getByTestId('phone-verified').waitFor();

    const email = uniqueEmail('employer-signup');
    await b.page.getByLabel('Email').fill(email);
    await b.page.getByLabel('Password', { exact: true }).fill('Hire@2025');
    await b.page.getByRole('button', { name: 'Show password' }).click();
    expect(await b.page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await b.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(b.page, TEXT.registered);

    // Back to login mode and role selection, the form cleared; nobody signed in.
    expect(await roleButton(b.page, 'employer').getAttribute('aria-pressed')).toBe('false');
    expect(await b.page.getByLabel('Email').count()).toBe(0);

    const record = await adminAuth().getUserByEmail(email);
    expect(record.phoneNumber).toBe(phone);
    expect(record.displayName).toBe('Kavita Deshpande');
    expect(record.providerData.map((p) => p.providerId).sort()).toEqual(['password', 'phone']);
    const profile = (await adminDb().doc(`users/${record.uid}`).get()).data();
    expect(profile).toMatchObject({ name: 'Kavita Deshpande', email, phoneNumber: phone, role: 'employer' });
    expect(Object.keys(profile!).sort()).toEqual(['createdAt', 'email', 'name', 'phoneNumber', 'role']);

    await loginThroughScreen(b.page, 'employer', email, 'Hire@2025');
    await expectToast(b.page, TEXT.loginOk);
    await expectPath(b.page, '/');
    await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Jobs' }).waitFor();
    expect(recaptchaScripts).toEqual([]);
    expect(await b.page.locator('script[src*="recaptcha"]').count()).toBe(0);
  });

  it('a job seeker signs up and, after login, lands on /jobs', async () => {
    await openAsVisitor(b.page, '/login');
    const email = uniqueEmail('seeker-signup');
    await signUp(b.page, 'jobseeker', 'Sanjay Pawar', email, 'Seek@2025');
    await expectToast(b.page, TEXT.registered);
    await loginThroughScreen(b.page, 'jobseeker', email, 'Seek@2025');
    await expectToast(b.page, TEXT.loginOk);
    await expectPath(b.page, '/jobs');
  });

  it('an email that is already registered is refused clearly', async () => {
    const existing = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/login');
    await signUp(b.page, 'jobseeker', 'Second Person', existing.email, 'Other@2025');
    await expectToast(b.page, TEXT.registrationFailed);
    await b.page.getByText(TEXT.emailInUse).first().waitFor();
  });

  it('a phone that already has an account cannot sign up again', async () => {
    const existing = await createUser({ role: 'employer' });
    await openAsVisitor(b.page, '/login');
    await roleButton(b.page, 'employer').click();
    await b.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await typePhone(b.page, '#signup-phone', existing.phoneNumber);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await b.page.getByLabel('OTP').fill(await otpFor(existing.phoneNumber));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, MESSAGES.phoneAlreadyUsed);
    expect(await b.page.getByRole('button', { name: 'Sign Up', exact: true }).isDisabled()).toBe(true);
  });
});

describe('login', () => {
  const b = useBrowser();

  it('a wrong password fails with the catalogue message', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/login');
    await loginThroughScreen(b.page, 'jobseeker', seeker.email, 'not-the-password');
    await expectToast(b.page, TEXT.loginFailed);
    await expectPath(b.page, '/login');
  });

  it('the wrong role is refused and the user stays signed out', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/login');
    await loginThroughScreen(b.page, 'employer', seeker.email, seeker.password);
    await expectToast(b.page, TEXT.wrongRoleEmployer);
    await expectPath(b.page, '/login');
    await b.page.goto('/Profile');
    await expectPath(b.page, '/login');
  });

  it('an employer lands on /, and a signed-in user opening /login is sent on', async () => {
    const employer = await createUser({ role: 'employer' });
    await openAsVisitor(b.page, '/login');
    await loginThroughScreen(b.page, 'employer', employer.email, employer.password);
    await expectToast(b.page, TEXT.loginOk);
    await expectPath(b.page, '/');
    await b.page.goto('/login');
    await expectPath(b.page, '/');
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/login');
    await expectPath(b.page, '/jobs');
  });
});

describe('forgot password', () => {
  const b = useBrowser();

  async function openForgot(page: Page) {
    await openAsVisitor(page, '/login');
    await roleButton(page, 'jobseeker').click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  }

  it('phone, OTP, new password: the new password works and the old one no longer does', async () => {
    const seeker: TestUser = await createUser({ role: 'jobseeker' });
    await openForgot(b.page);
    await b.page.locator('#forgot-phone').fill('12345');
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, TEXT.invalidPhoneForgot);

    await typePhone(b.page, '#forgot-phone', seeker.phoneNumber);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, TEXT.otpSentForgot);
    const otp = b.page.getByLabel('OTP');
    expect(await otp.getAttribute('placeholder')).toBe('6-digit');
    const verify = b.page.getByRole('button', { name: 'Verify OTP' });
    const code = await otpFor(seeker.phoneNumber);
    await otp.fill(code.slice(0, 5));
    expect(await verify.isDisabled()).toBe(true);
    await otp.fill(code === '000000' ? '111111' : '000000');
    expect(await verify.isDisabled()).toBe(false);
    await verify.click();
    await expectToast(b.page, TEXT.invalidOtpForgot);
    await otp.fill(code);
    await verify.click();
    await expectToast(b.page, TEXT.otpVerifiedForgot);

    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await b.page.getByLabel('New Password').fill('Fresh@2025');
    await b.page.getByLabel('Confirm Password').fill('Fresh@2026');
    await b.page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(b.page, TEXT.passwordsDiffer);
    await b.page.getByLabel('Confirm Password').fill('Fresh@2025');
    await b.page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(b.page, TEXT.resetOk);
    await b.page.getByRole('heading', { name: 'Choose what you are looking for' }).waitFor();

    await loginThroughScreen(b.page, 'jobseeker', seeker.email, seeker.password);
    await expectToast(b.page, TEXT.loginFailed);
    await b.page.getByLabel('Password', { exact: true }).fill('Fresh@2025');
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(b.page, TEXT.loginOk);
    await expectPath(b.page, '/jobs');
  });

  it('a phone with no account is told so and leaves no account behind', async () => {
    const phone = uniquePhone();
    await openForgot(b.page);
    await typePhone(b.page, '#forgot-phone', phone);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await b.page.getByLabel('OTP').fill(await otpFor(phone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, TEXT.noAccountForPhone);
    await expect(adminAuth().getUserByPhoneNumber(phone)).rejects.toThrow();
  });

  it('Resend OTP sends a new code, and the new code verifies', async () => {
    const seeker: TestUser = await createUser({ role: 'jobseeker' });
    await openForgot(b.page);
    await typePhone(b.page, '#forgot-phone', seeker.phoneNumber);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, TEXT.otpSentForgot);
    await otpFor(seeker.phoneNumber);
    const sentBefore = await otpCountFor(seeker.phoneNumber);

    const resend = b.page.getByRole('button', { name: 'Resend OTP' });
    await resend.click();
    const fresh = await otpFor(seeker.phoneNumber, { after: sentBefore });
    // Back to Resend OTP once the new OTP is out; still on the OTP step.
    await expect.poll(() => resend.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await b.page.locator('.stepper__step.is-current').innerText()).toContain('OTP');
    expect(await otpCountFor(seeker.phoneNumber)).toBe(sentBefore + 1);

    await b.page.getByLabel('OTP').fill(fresh);
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, TEXT.otpVerifiedForgot);
    await b.page.getByLabel('New Password').waitFor();
    expect(await b.page.locator('.stepper__step.is-current').innerText()).toContain('New password');
  });

  it('Back to Login resets the flow', async () => {
    await openForgot(b.page);
    await b.page.getByRole('button', { name: 'Back to Login' }).click();
    await b.page.getByRole('heading', { name: 'Choose what you are looking for' }).waitFor();
    await roleButton(b.page, 'jobseeker').click();
    await b.page.getByRole('button', { name: 'Forgot password?' }).click();
    expect((await b.page.locator('#forgot-phone').inputValue()).replace(/\D/g, '')).toBe('91');
    expect(await b.page.locator('.stepper__step.is-current').innerText()).toContain('Phone');
  });
});

describe('admin login', () => {
  const b = useBrowser();

  it('blank, wrong and non-admin credentials are refused; an admin reaches /admin', async () => {
    const admin = await createUser({ role: 'admin' });
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/admin-login');
    await b.page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(b.page, TEXT.adminBlank);

    await b.page.getByLabel('Email').fill(admin.email);
    await b.page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(b.page, TEXT.adminInvalid);

    await b.page.getByLabel('Email').fill(seeker.email);
    await b.page.getByLabel('Password', { exact: true }).fill(seeker.password);
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    await b.page.locator('.auth-alert', { hasText: TEXT.adminInvalid }).waitFor();
    await b.page.goto('/Profile');
    await expectPath(b.page, '/login');

    await b.page.goto('/admin-login');
    await b.page.getByLabel('Email').fill(admin.email);
    await b.page.getByLabel('Password', { exact: true }).fill(admin.password);
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(b.page, '/admin');
  });
});

describe('My Profile', () => {
  const b = useBrowser();

  it('shows the details with a masked password, and an edit survives a reload', async () => {
    const seeker = await createUser({ role: 'jobseeker', name: 'Anita Kale' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    const details = b.page.locator('.profile-details');
    await details.getByText('Anita Kale').waitFor();
    // Issue 20 item 12: the read-only row says "Password" (the edit form keeps "New Password").
    expect(await details.innerText()).toContain(MESSAGES.profilePasswordRow);
    expect(await details.innerText()).not.toContain('New Password');
    expect(await details.innerText()).toContain('••••••••');
    expect(await details.innerText()).toContain(seeker.email);
    await b.page.getByRole('link', { name: 'My Applications' }).first().waitFor();

    await b.page.getByRole('button', { name: 'Edit' }).click();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await b.page.getByLabel('Name').fill('');
    await b.page.getByRole('button', { name: 'Save' }).click();
    await b.page.getByText(englishProblem(FIELD_PROBLEMS.required('Full Name'))).waitFor();

    await b.page.getByLabel('Name').fill('Anita Kale-Patil');
    await b.page.getByLabel('New Password', { exact: true }).fill('Changed@2025');
    await b.page.getByRole('button', { name: 'Show password' }).click();
    expect(await b.page.getByLabel('New Password', { exact: true }).getAttribute('type')).toBe('text');
    await b.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, TEXT.profileUpdated);
    await b.page.getByRole('button', { name: 'Edit' }).waitFor();

    await b.page.reload();
    await b.page.locator('.profile-details').getByText('Anita Kale-Patil').waitFor();
    const stored = (await adminDb().doc(`users/${seeker.uid}`).get()).data();
    expect(stored?.name).toBe('Anita Kale-Patil');
    // The new password signs in.
    await b.page.getByRole('button', { name: 'Logout' }).click();
    await b.page.goto('/login');
    await loginThroughScreen(b.page, 'jobseeker', seeker.email, 'Changed@2025');
    await expectToast(b.page, TEXT.loginOk);
  });

  it("once the new phone's OTP succeeds, the 'verify first' error is gone beside the success note", async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/Profile');
    await b.page.getByRole('button', { name: 'Edit' }).click();
    const newPhone = uniquePhone();
    const phoneInput = b.page.locator('#profile-phone');
    await typePhone(b.page, '#profile-phone', newPhone);
    await b.page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(phoneInput, MESSAGES.verifyNewPhoneFirst);

    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, TEXT.otpSent);
    await b.page.getByLabel('OTP').fill(await otpFor(newPhone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, TEXT.otpVerified);
    await b.page.locator('.verified-note').waitFor();
    await expectFieldError(phoneInput, '');
    expect(await b.page.locator('.profile-form').getByText(MESSAGES.verifyNewPhoneFirst).count()).toBe(0);
  });

  it('Cancel with a new phone not yet verified keeps the previous phone everywhere', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Edit' }).click();
    await typePhone(b.page, '#profile-phone', uniquePhone());
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, TEXT.otpSent);
    await b.page.getByLabel('OTP').waitFor();
    await b.page.getByRole('button', { name: 'Cancel' }).click();

    await b.page.getByRole('button', { name: 'Edit' }).waitFor();
    expect((await b.page.locator('.profile-details').innerText()).replace(/\s/g, '')).toContain(seeker.phoneNumber);
    await b.page.getByRole('button', { name: 'Edit' }).click();
    expect((await b.page.locator('#profile-phone').inputValue()).replace(/\s/g, '')).toBe(seeker.phoneNumber);
    expect(await b.page.getByRole('button', { name: 'Send OTP' }).count()).toBe(0);
    expect(await b.page.locator('#profile-otp').count()).toBe(0);
    expect((await adminAuth().getUser(seeker.uid)).phoneNumber).toBe(seeker.phoneNumber);
    expect((await adminDb().doc(`users/${seeker.uid}`).get()).data()?.phoneNumber).toBe(seeker.phoneNumber);
  });

  it('a new phone number is verified by OTP, then stored in Auth and in the profile', async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/Profile');
    await b.page.getByRole('button', { name: 'Edit' }).click();
    const newPhone = uniquePhone();
    await typePhone(b.page, '#profile-phone', newPhone);
    await b.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, MESSAGES.verifyNewPhoneFirst);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, TEXT.otpSent);
    await b.page.getByLabel('OTP').fill(await otpFor(newPhone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, TEXT.otpVerified);
    await b.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, TEXT.profileUpdated);
    await b.page.reload();
    await b.page.getByRole('button', { name: 'Edit' }).waitFor();
    expect((await b.page.locator('.profile-details').innerText()).replace(/\s/g, '')).toContain(newPhone);
    expect((await adminAuth().getUser(employer.uid)).phoneNumber).toBe(newPhone);
    expect((await adminDb().doc(`users/${employer.uid}`).get()).data()?.phoneNumber).toBe(newPhone);
  });
});
