/**
 * Login and its redirects, the wrong-role refusal, Keep me signed in, forgot
 * password with the phone OTP, and admin login.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminAuth, createUser, uniquePhone, type TestUser } from '../support';
import { expect, expectToast, loginAs, openAsVisitor, otpCountFor, otpFor, PHONE_VIEWPORT, screenshot, seriousA11yViolations, useBrowser } from './harness';
import { ACCOUNT_TEXT, roleButton, expectPath, typePhone, loginThroughScreen } from './account-screens';

describe('login', () => {
  const b = useBrowser();

  it('a wrong password fails with the catalogue message', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/login');
    await loginThroughScreen(b.page, 'jobseeker', seeker.email, 'not-the-password');
    await expectToast(b.page, ACCOUNT_TEXT.loginFailed);
    await expectPath(b.page, '/login');
  });

  it('the wrong role is refused and the user stays signed out', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/login');
    await loginThroughScreen(b.page, 'employer', seeker.email, seeker.password);
    await expectToast(b.page, ACCOUNT_TEXT.wrongRoleEmployer);
    await expectPath(b.page, '/login');
    await b.page.goto('/Profile');
    await expectPath(b.page, '/login');
  });

  it('an employer lands on /, and a signed-in user opening /login is sent on', async () => {
    const employer = await createUser({ role: 'employer' });
    await openAsVisitor(b.page, '/login');
    await loginThroughScreen(b.page, 'employer', employer.email, employer.password);
    await expectToast(b.page, ACCOUNT_TEXT.loginOk);
    await expectPath(b.page, '/');
    await b.page.goto('/login');
    await expectPath(b.page, '/');
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/login');
    await expectPath(b.page, '/jobs');
    // A return path off the site is never followed.
    await b.page.goto(`/login?next=${encodeURIComponent('//evil.example/job/x')}`);
    await expectPath(b.page, '/jobs');
  });
});

describe('keep me signed in', () => {
  const b = useBrowser();
  const authEntries = (page: Page, storage: 'localStorage' | 'sessionStorage') =>
    page.evaluate((name) => Object.keys(window[name]).filter((key) => key.startsWith('firebase:authUser:')).length, storage);

  it('unticked, a new browser session starts signed out; ticked, it opens signed in after the loading screen; ticked at first on a phone', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/login');
    await roleButton(b.page, 'jobseeker').click();
    expect(await b.page.getByLabel('Keep me signed in').isChecked()).toBe(false);
    await loginThroughScreen(b.page, 'jobseeker', seeker.email, seeker.password);
    await expectPath(b.page, '/jobs');
    expect(await authEntries(b.page, 'localStorage')).toBe(0);
    // A new tab has its own sessionStorage and the same localStorage: a browser opened again.
    const reopened = await b.context.newPage();
    await reopened.goto('/my-applications');
    await expectPath(reopened, '/login');

    await roleButton(reopened, 'jobseeker').click();
    await reopened.getByLabel('Keep me signed in').check();
    await reopened.getByLabel('Email').fill(seeker.email);
    await reopened.getByLabel('Password', { exact: true }).fill(seeker.password);
    await reopened.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(reopened, '/my-applications');
    expect(await authEntries(reopened, 'localStorage')).toBe(1);
    expect(await authEntries(reopened, 'sessionStorage')).toBe(0);
    // The offline copies go with the kept user, to open offline in a later session too.
    await expect.poll(() => reopened.evaluate(() => localStorage.getItem('jobsearch.lastSeen.applications') !== null)).toBe(true);

    // Opened again: the spec's loading screen on the session's first load, then the page, signed in.
    const again = await b.context.newPage();
    await again.goto('/my-applications');
    expect(await again.getByTestId('loading-screen').isVisible()).toBe(true);
    await again.getByRole('heading', { name: 'My Applications' }).waitFor();
    await expectPath(again, '/my-applications');
    // Logout forgets the kept user.
    await again.getByRole('button', { name: 'Logout' }).first().click();
    await expect.poll(() => authEntries(again, 'localStorage')).toBe(0);
    expect(await again.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('jobsearch.lastSeen.')))).toEqual([]);

    await again.setViewportSize(PHONE_VIEWPORT);
    await again.goto('/login');
    await roleButton(again, 'jobseeker').click();
    expect(await again.getByLabel('Keep me signed in').isChecked()).toBe(true);
    await screenshot(again, 'keep-signed-in-360', false);
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
    await expectToast(b.page, ACCOUNT_TEXT.invalidPhoneForgot);

    await typePhone(b.page, '#forgot-phone', seeker.phoneNumber);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.otpSentForgot);
    const otp = b.page.getByLabel('OTP');
    expect(await otp.getAttribute('placeholder')).toBe('6-digit');
    const verify = b.page.getByRole('button', { name: 'Verify OTP' });
    const code = await otpFor(seeker.phoneNumber);
    await otp.fill(code.slice(0, 5));
    expect(await verify.isDisabled()).toBe(true);
    await otp.fill(code === '000000' ? '111111' : '000000');
    expect(await verify.isDisabled()).toBe(false);
    await verify.click();
    await expectToast(b.page, ACCOUNT_TEXT.invalidOtpForgot);
    await otp.fill(code);
    await verify.click();
    await expectToast(b.page, ACCOUNT_TEXT.otpVerifiedForgot);

    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await b.page.getByLabel('New Password').fill('Fresh@2025');
    await b.page.getByLabel('Confirm Password').fill('Fresh@2026');
    await b.page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.passwordsDiffer);
    await b.page.getByLabel('Confirm Password').fill('Fresh@2025');
    await b.page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.resetOk);
    await b.page.getByRole('heading', { name: 'Choose what you are looking for' }).waitFor();

    await loginThroughScreen(b.page, 'jobseeker', seeker.email, seeker.password);
    await expectToast(b.page, ACCOUNT_TEXT.loginFailed);
    await b.page.getByLabel('Password', { exact: true }).fill('Fresh@2025');
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(b.page, ACCOUNT_TEXT.loginOk);
    await expectPath(b.page, '/jobs');
  });

  it('a phone with no account is told so and leaves no account behind', async () => {
    const phone = uniquePhone();
    await openForgot(b.page);
    await typePhone(b.page, '#forgot-phone', phone);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await b.page.getByLabel('OTP').fill(await otpFor(phone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.noAccountForPhone);
    await expect(adminAuth().getUserByPhoneNumber(phone)).rejects.toThrow();
  });

  it('Resend OTP sends a new code, and the new code verifies', async () => {
    const seeker: TestUser = await createUser({ role: 'jobseeker' });
    await openForgot(b.page);
    await typePhone(b.page, '#forgot-phone', seeker.phoneNumber);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.otpSentForgot);
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
    await expectToast(b.page, ACCOUNT_TEXT.otpVerifiedForgot);
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
    await expectToast(b.page, ACCOUNT_TEXT.adminBlank);

    await b.page.getByLabel('Email').fill(admin.email);
    await b.page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(b.page, ACCOUNT_TEXT.adminInvalid);

    await b.page.getByLabel('Email').fill(seeker.email);
    await b.page.getByLabel('Password', { exact: true }).fill(seeker.password);
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    await b.page.locator('.auth-alert', { hasText: ACCOUNT_TEXT.adminInvalid }).waitFor();
    await b.page.goto('/Profile');
    await expectPath(b.page, '/login');

    await b.page.goto('/admin-login');
    await b.page.getByLabel('Email').fill(admin.email);
    await b.page.getByLabel('Password', { exact: true }).fill(admin.password);
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPath(b.page, '/admin');
  });
});
