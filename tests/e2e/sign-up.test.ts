/**
 * Sign-up of an employer and a job seeker with the phone OTP read from the Auth
 * emulator, and the return to the login form after it on a phone.
 */
import { MESSAGES } from '@jobsearch/domain/messages';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminAuth, adminDb, createUser, uniqueEmail, uniquePhone } from '../support';
import { expect, expectToast, openAsVisitor, otpFor, PHONE_VIEWPORT, seriousA11yViolations, useBrowser, OUTPUT_DIR } from './harness';
import { join } from 'node:path';

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

describe('after sign-up on a phone', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('the page scrolls back up to the login form', async () => {
    const phone = uniquePhone();
    await openAsVisitor(b.page, '/login');
    await b.page.getByRole('button', { name: /I want a Job/ }).click();
    await b.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await b.page.getByLabel('Full Name').fill('Scroll Tester');
    await typePhone(b.page, '#signup-phone', phone);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, MESSAGES.otpSent);
    await b.page.getByLabel('OTP').fill(await otpFor(phone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, MESSAGES.otpVerified);
    await b.page.getByLabel('Email').fill(uniqueEmail('scroll'));
    await b.page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    // On a phone the Sign Up button is far down: the page is scrolled there to press it.
    await b.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await b.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(b.page, MESSAGES.registrationSucceeded);
    const heading = b.page.getByRole('heading', { name: 'Choose what you are looking for' });
    await heading.waitFor();
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE_VIEWPORT.height;
      })
      .toBe(true);
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'everyone-after-signup-360.png') });
  });
});
