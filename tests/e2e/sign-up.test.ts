/**
 * Sign-up of an employer and a job seeker with the phone OTP read from the Auth
 * emulator, and the return to the login form after it (role kept, email filled
 * in), on a phone too.
 */
import { MESSAGES } from '@jobsearch/domain/messages';
import { describe, it } from 'vitest';
import { adminAuth, adminDb, createUser, uniqueEmail, uniquePhone } from '../support';
import { expect, expectToast, openAsVisitor, otpFor, PHONE_VIEWPORT, seriousA11yViolations, useBrowser, OUTPUT_DIR } from './harness';
import { ACCOUNT_TEXT, roleButton, expectPath, typePhone, loginThroughScreen, signUp } from './account-screens';
import { join } from 'node:path';

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
    await expectToast(b.page, ACCOUNT_TEXT.invalidPhone);

    const phone = uniquePhone();
    await typePhone(b.page, '#signup-phone', phone);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.otpSent);
    expect(await b.page.getByLabel('OTP').getAttribute('placeholder')).toBe('6-digit');
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    const code = await otpFor(phone);
    await b.page.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.invalidOtp);
    await b.page.getByLabel('OTP').fill(code);
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.otpVerified);
    await b.page.getByTestId('phone-verified').waitFor();

    const email = uniqueEmail('employer-signup');
    await b.page.getByLabel('Email').fill(email);
    await b.page.getByLabel('Password', { exact: true }).fill('Hire@2025');
    await b.page.getByRole('button', { name: 'Show password' }).click();
    expect(await b.page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await b.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(b.page, ACCOUNT_TEXT.registered);

    // Back to the login form, the role still chosen and the new address filled in; nobody signed in.
    expect(await roleButton(b.page, 'employer').getAttribute('aria-pressed')).toBe('true');
    await b.page.getByRole('heading', { name: 'Login as an Employer' }).waitFor();
    expect(await b.page.getByLabel('Email').inputValue()).toBe(email);
    await expect.poll(() => b.page.evaluate(() => document.activeElement?.id)).toBe('login-password');

    const record = await adminAuth().getUserByEmail(email);
    expect(record.phoneNumber).toBe(phone);
    expect(record.displayName).toBe('Kavita Deshpande');
    expect(record.providerData.map((p) => p.providerId).sort()).toEqual(['password', 'phone']);
    const profile = (await adminDb().doc(`users/${record.uid}`).get()).data();
    // The language in use at sign-up is the one their mails are written in.
    expect(profile).toMatchObject({ name: 'Kavita Deshpande', email, phoneNumber: phone, role: 'employer', language: 'en' });
    expect(Object.keys(profile!).sort()).toEqual(['createdAt', 'email', 'language', 'name', 'phoneNumber', 'role']);

    await b.page.getByLabel('Password', { exact: true }).fill('Hire@2025');
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(b.page, ACCOUNT_TEXT.loginOk);
    await expectPath(b.page, '/');
    await b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Jobs' }).waitFor();
    expect(recaptchaScripts).toEqual([]);
    expect(await b.page.locator('script[src*="recaptcha"]').count()).toBe(0);
  });

  it('a job seeker signs up and, after login, lands on /jobs', async () => {
    await openAsVisitor(b.page, '/login');
    const email = uniqueEmail('seeker-signup');
    await signUp(b.page, 'jobseeker', 'Sanjay Pawar', email, 'Seek@2025');
    await expectToast(b.page, ACCOUNT_TEXT.registered);
    await loginThroughScreen(b.page, 'jobseeker', email, 'Seek@2025');
    await expectToast(b.page, ACCOUNT_TEXT.loginOk);
    await expectPath(b.page, '/jobs');
  });

  it('an email that is already registered is refused clearly', async () => {
    const existing = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/login');
    await signUp(b.page, 'jobseeker', 'Second Person', existing.email, 'Other@2025');
    await expectToast(b.page, ACCOUNT_TEXT.registrationFailed);
    await b.page.getByText(ACCOUNT_TEXT.emailInUse).first().waitFor();
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
