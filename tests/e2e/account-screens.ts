/**
 * The account screens as a person uses them (login, sign-up with the phone OTP),
 * and the catalogue messages they show, shared by the e2e files about them.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { Page } from 'playwright-core';
import { uniquePhone } from '../support';
import { expect, expectToast, otpFor } from './harness';

/** The messages these screens show, by what they say. */
export const ACCOUNT_TEXT = {
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
  wrongRoleEmployer: english('auth.wrongRoleEmployer'),
  passwordsDiffer: MESSAGES.passwordsDontMatch,
  resetOk: MESSAGES.passwordResetSucceeded,
  noAccountForPhone: MESSAGES.noAccountForPhone,
  adminBlank: MESSAGES.adminBlankInput,
  adminInvalid: MESSAGES.adminInvalidCredentials,
  profileUpdated: MESSAGES.profileUpdated,
};

export type AccountRole = 'employer' | 'jobseeker';

export const roleButton = (page: Page, role: AccountRole) => page.getByRole('button', { name: role === 'employer' ? /I want to Hire/ : /I want a Job/ });

/** Polls until the page's path and query are exactly `path`. */
export async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 10_000 }).toBe(path);
}

/** The phone input shows +91; typing the ten digits after it gives the E.164 number. */
export async function typePhone(page: Page, selector: string, e164: string) {
  await page.locator(selector).fill(e164.replace(/^\+91/, ''));
}

/** On /login: the role, then email and password, then Login. */
export async function loginThroughScreen(page: Page, role: AccountRole, email: string, password: string) {
  await roleButton(page, role).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs up through the screen, OTP from the emulator; returns the phone used. */
export async function signUp(page: Page, role: AccountRole, name: string, email: string, password: string, phone = uniquePhone()) {
  await roleButton(page, role).click();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByLabel('Full Name').fill(name);
  await typePhone(page, '#signup-phone', phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, ACCOUNT_TEXT.otpSent);
  await page.getByLabel('OTP').fill(await otpFor(phone));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectToast(page, ACCOUNT_TEXT.otpVerified);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  return phone;
}
