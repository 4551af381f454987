/**
 * The phone is the account: sign-up with a name, a role and a phone proved by
 * OTP alone, sign-in by OTP into the same account an email sign-in reaches,
 * a number with no account offered Sign up without a second OTP, and a banned
 * number told it was suspended. At 360 px, in मराठी, हिन्दी and English.
 */
import authEn from '@jobsearch/domain/i18n/catalogs/auth/en';
import authHi from '@jobsearch/domain/i18n/catalogs/auth/hi';
import authMr from '@jobsearch/domain/i18n/catalogs/auth/mr';
import commonHi from '@jobsearch/domain/i18n/catalogs/common/hi';
import jobPageMr from '@jobsearch/domain/i18n/catalogs/jobPage/mr';
import uiHi from '@jobsearch/domain/i18n/catalogs/ui/hi';
import uiMr from '@jobsearch/domain/i18n/catalogs/ui/mr';
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminAuth, adminDb, BASE_URL, createUser, seedJob, uniquePhone } from '../support';
import { expectPath, typePhone } from './account-screens';
import { expect, openAsVisitor, otpFor, PHONE_VIEWPORT, screenshotsAtBothWidths, seriousA11yViolations, useBrowser } from './harness';

/** The ui texts a phone OTP uses, in one language. */
type OtpTexts = { sendOtp: string; verifyOtp: string; otp: string };

/** Sends the OTP to `phone` from the field `#{id}-phone` and types the code the Auth emulator sent, as `typed` shows it. */
async function proveByOtp(page: Page, id: string, phone: string, texts: OtpTexts, typed: (code: string) => string = (code) => code) {
  await typePhone(page, `#${id}-phone`, phone);
  await page.getByRole('button', { name: texts.sendOtp }).click();
  const code = await otpFor(phone);
  await page.locator(`#${id}-otp`).fill(typed(code));
  await page.getByRole('button', { name: texts.verifyOtp }).click();
}

/** A job seeker made with the phone alone, as the site makes one: Auth holds the number and no email; the profile's email is ''. */
async function phoneOnlySeeker(name: string) {
  const phoneNumber = uniquePhone();
  const record = await adminAuth().createUser({ phoneNumber, displayName: name });
  await adminDb().doc(`users/${record.uid}`).set({ name, email: '', phoneNumber, role: 'jobseeker', createdAt: FieldValue.serverTimestamp() });
  return { uid: record.uid, phoneNumber };
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const inDevanagari = (digits: string) => digits.replace(/\d/g, (d) => DEVANAGARI_DIGITS[Number(d)]!);

describe('phone first: the phone is the account', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('मराठी: a visitor taps Apply on a job, signs up with name and phone alone, and is back on the job, signed in, with Apply open', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { companyName: 'Patil Fabricators', city: 'Pune' });
    await openAsVisitor(b.page, `/job/${jobId}`, { language: 'mr' });
    await b.page.getByRole('link', { name: jobPageMr.apply, exact: true }).click();
    // The job's Apply opens sign-up with the role already clear: only a name and a phone.
    await b.page.getByText(authMr.signUpPhoneFirst).waitFor();
    await b.page.getByLabel(authMr.fullName).fill('सुनील पाटील');
    const phone = uniquePhone();
    await proveByOtp(b.page, 'signup', phone, uiMr);
    await b.page.getByTestId('phone-verified').waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshotsAtBothWidths(b.page, 'sign-up-by-phone-mr', false);
    await b.page.setViewportSize(PHONE_VIEWPORT);
    await b.page.getByRole('button', { name: authMr.signUp, exact: true }).click();

    // Signed in at once, back on the job with its Apply (the details dialog, terms first) open.
    await b.page.getByRole('dialog').getByRole('checkbox').first().waitFor();
    await expectPath(b.page, `/job/${jobId}`);
    const record = await adminAuth().getUserByPhoneNumber(phone);
    expect(record.email).toBeUndefined();
    expect(record.providerData.map((p) => p.providerId)).toEqual(['phone']);
    const profile = (await adminDb().doc(`users/${record.uid}`).get()).data();
    expect(profile).toMatchObject({ name: 'सुनील पाटील', email: '', phoneNumber: phone, role: 'jobseeker', language: 'mr' });
  }, 120_000);

  it('हिन्दी: a phone-only seeker signs out and back in by OTP, typed in Devanagari digits', async () => {
    const seeker = await phoneOnlySeeker('रमेश यादव');
    await openAsVisitor(b.page, '/login', { language: 'hi' });
    await b.page.getByRole('button', { name: new RegExp(authHi.roleJobseeker) }).click();
    await b.page.getByRole('heading', { name: authHi.phoneLoginTitle }).waitFor();
    // The OTP login comes first, the email and password below it.
    const [otpTop, emailTop] = await Promise.all([
      b.page.locator('#phone-login-phone').evaluate((el) => el.getBoundingClientRect().top),
      b.page.locator('#login-email').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(otpTop).toBeLessThan(emailTop);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshotsAtBothWidths(b.page, 'login-by-otp-hi', false);
    await b.page.setViewportSize(PHONE_VIEWPORT);
    await proveByOtp(b.page, 'phone-login', seeker.phoneNumber, uiHi, inDevanagari);
    await expectPath(b.page, '/jobs');

    // Sign out, and in again the same way: the same account.
    await b.page
      .getByRole('button', { name: /मेन्यू|Menu/ })
      .click()
      .catch(() => undefined);
    await b.page.getByRole('button', { name: commonHi.logout }).click();
    await openAsVisitor(b.page, '/login', { language: 'hi' });
    await b.page.getByRole('button', { name: new RegExp(authHi.roleJobseeker) }).click();
    await proveByOtp(b.page, 'phone-login', seeker.phoneNumber, uiHi);
    await expectPath(b.page, '/jobs');
    expect((await adminAuth().getUserByPhoneNumber(seeker.phoneNumber)).uid).toBe(seeker.uid);
  }, 120_000);

  it('English: an email-and-password account signs in by OTP into the same account, never a second profile', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await openAsVisitor(b.page, '/login');
    await b.page.getByRole('button', { name: /I want a Job/ }).click();
    await proveByOtp(b.page, 'phone-login', seeker.phoneNumber, { sendOtp: 'Send OTP', verifyOtp: 'Verify OTP', otp: 'OTP' });
    await expectPath(b.page, '/jobs');
    const record = await adminAuth().getUserByPhoneNumber(seeker.phoneNumber);
    expect(record.uid).toBe(seeker.uid);
    expect(record.email).toBe(seeker.email);
    const profiles = await adminDb().collection('users').where('phoneNumber', '==', seeker.phoneNumber).get();
    expect(profiles.docs.map((d) => d.id)).toEqual([seeker.uid]);
  }, 120_000);

  it('English: a number with no account says so and signs up with it, no second OTP; the wrong role is refused', async () => {
    const phone = uniquePhone();
    await openAsVisitor(b.page, '/login');
    await b.page.getByRole('button', { name: /I want to Hire/ }).click();
    await proveByOtp(b.page, 'phone-login', phone, { sendOtp: 'Send OTP', verifyOtp: 'Verify OTP', otp: 'OTP' });
    await b.page.getByText(/No account uses .* yet/).waitFor();
    await b.page.getByRole('button', { name: authEn.signUpWithNumber }).click();
    await b.page.getByTestId('phone-verified').waitFor();
    await b.page.getByLabel('Full Name').fill('Kiran Transport');
    await b.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    // An employer with the phone alone lands on Home, signed in, and may post at once.
    await expectPath(b.page, '/');
    const record = await adminAuth().getUserByPhoneNumber(phone);
    expect((await adminDb().doc(`users/${record.uid}`).get()).data()).toMatchObject({ role: 'employer', email: '', phoneNumber: phone });
    await b.page.goto('/post-job');
    await b.page.getByLabel('Company Name').waitFor();

    // The same number, choosing "I want a Job", is told the account is an employer's.
    const other = await b.newContext({ viewport: PHONE_VIEWPORT, baseURL: BASE_URL });
    const fresh = await other.newPage();
    await openAsVisitor(fresh, '/login');
    await fresh.getByRole('button', { name: /I want a Job/ }).click();
    await proveByOtp(fresh, 'phone-login', phone, { sendOtp: 'Send OTP', verifyOtp: 'Verify OTP', otp: 'OTP' });
    await fresh.locator('.auth-alert').getByText(authEn.wrongRoleJobseeker).waitFor();
    await other.close();
  }, 120_000);

  it('English: a banned number is told the account was suspended, after its OTP and not before', async () => {
    const phone = uniquePhone();
    await adminDb().doc(`bannedPhones/${phone}`).set({ uid: 'someone-banned', bannedBy: 'admin', bannedAt: FieldValue.serverTimestamp() });
    await openAsVisitor(b.page, '/login');
    await b.page.getByRole('button', { name: /I want a Job/ }).click();
    await typePhone(b.page, '#phone-login-phone', phone);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    // Typing the number tells nothing: the code is sent as to anyone.
    const code = await otpFor(phone);
    expect(await b.page.getByText(/suspended/).count()).toBe(0);
    await b.page.locator('#phone-login-otp').fill(code);
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await b.page.locator('.auth-alert').getByText(authEn.accountSuspended).waitFor();
    expect(authEn.accountSuspended).toContain('support@');
    // The empty account the OTP made is gone again, and nobody is signed in.
    await expect
      .poll(
        () =>
          adminAuth()
            .getUserByPhoneNumber(phone)
            .then(
              () => true,
              () => false,
            ),
        { timeout: 10_000 },
      )
      .toBe(false);
  }, 120_000);
});
