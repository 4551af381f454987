/**
 * Mail goes only to an address its owner proved: a job seeker signs up (the
 * site asks Auth to mail a verification link), sees "Verify your email to get
 * updates by mail" on every page, with a button that sends the link again;
 * a notification meanwhile reaches the site but no mail is written. Following
 * the Auth emulator's link (in another tab) makes the prompt go when the tab
 * is back in view, and the next notification is mailed to that address.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { join } from 'node:path';
import { MESSAGES } from '@jobsearch/domain/messages';
import { alertFields, alertInputSchema } from '@jobsearch/domain/job-alerts';
import { alertId, notificationIds } from '@jobsearch/domain/pipeline';
import { describe, it } from 'vitest';
import { adminAuth, adminDb, seedJob, createUser, FieldValue, uniqueEmail, uniquePhone, until } from '../support';
import {
  expect,
  expectToast,
  loginAs,
  oobCodesFor,
  openAsVisitor,
  otpFor,
  OUTPUT_DIR,
  PHONE_VIEWPORT,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
} from './harness';

const readDoc = async (path: string) => (await adminDb().doc(path).get()).data() ?? null;

describe('email verification', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('sign-up mails a link; the prompt shows until it is followed; then notifications are mailed', async () => {
    const page = b.page;
    const email = uniqueEmail('verify');
    const password = 'Seek@2025';
    const phone = uniquePhone();

    await openAsVisitor(page, '/login');
    await page.getByRole('button', { name: /I want a Job/ }).click();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByLabel('Full Name').fill('Meena Verify');
    await page.locator('#signup-phone').fill(phone.replace(/^\+91/, ''));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, MESSAGES.otpSent);
    await page.getByLabel('OTP').fill(await otpFor(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(page, MESSAGES.otpVerified);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(page, MESSAGES.registrationSucceeded);
    await expectToast(page, english('ui.verificationMailSent', { email }));
    const sent = await until(
      () => oobCodesFor(email),
      (codes) => codes.some((c) => c.requestType === 'VERIFY_EMAIL'),
      'the sign-up verification link',
    );
    const account = await adminAuth().getUserByEmail(email);
    expect(account.emailVerified).toBe(false);

    await page.getByRole('button', { name: /I want a Job/ }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const prompt = page.locator('.verify-email-prompt');
    await prompt.getByText(MESSAGES.verifyEmailPrompt).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // At 360 px the prompt fits: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // For a look at it: once the sign-in toasts have gone.
    await page
      .locator('.Toastify__toast')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    await page.screenshot({ path: join(OUTPUT_DIR, 'email-verification-prompt-360.png') });

    // The button sends the link again, and says so.
    await prompt.getByRole('button', { name: MESSAGES.sendVerificationMail }).click();
    await expectToast(page, english('ui.verificationMailSent', { email }));
    const codes = await until(
      () => oobCodesFor(email),
      (c) => c.length > sent.length,
      'a second link',
    );

    // Before the link is followed, a matching job notifies in the site only.
    const employer = await createUser({ role: 'employer' });
    const word = uniqueWord();
    await adminDb()
      .doc(`jobAlerts/${alertId(account.uid, 0)}`)
      .set({ ...alertFields(account.uid, alertInputSchema.parse({ q: word })), createdAt: FieldValue.serverTimestamp() });
    const before = await seedJob(employer.uid, { companyName: `Verify ${word}` });
    await until(() => readDoc(`notifications/${notificationIds.alert(account.uid, before)}`), Boolean, 'the first notification');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await readDoc(`mail/${notificationIds.alert(account.uid, before)}`)).toBeNull();

    // The link, opened in another tab; back on the site the prompt goes.
    const other = await b.context.newPage();
    await other.goto(codes[codes.length - 1]!.oobLink);
    await until(async () => (await adminAuth().getUser(account.uid)).emailVerified, Boolean, 'the email verified');
    await other.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await prompt.waitFor({ state: 'detached' });

    const after = await seedJob(employer.uid, { companyName: `Proved ${word}` });
    const mail = await until(() => readDoc(`mail/${notificationIds.alert(account.uid, after)}`), Boolean, 'the mail');
    expect(mail).toMatchObject({ to: email, userId: account.uid });
  });

  it('an email change in Profile waits for its link; then the account and the profile carry the new address', async () => {
    const page = b.page;
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(page, seeker, '/Profile');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const newEmail = uniqueEmail('moved');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, english('profile.emailVerificationSent', { email: newEmail }));
    // Nothing changed yet: the account and the profile keep the proved address.
    expect((await adminAuth().getUser(seeker.uid)).email).toBe(seeker.email);
    expect((await readDoc(`users/${seeker.uid}`))?.email).toBe(seeker.email);

    const link = await until(
      () => oobCodesFor(newEmail),
      (codes) => codes.length > 0,
      'the change link',
    );
    const other = await b.context.newPage();
    await other.goto(link[0]!.oobLink);
    await until(
      async () => (await adminAuth().getUser(seeker.uid)).email,
      (email) => email === newEmail,
      'the account email changed',
    );
    await other.close();

    // Back on the site (signed in again if Auth ended the session with the change), the profile follows.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const followed = await until(
      async () => (await readDoc(`users/${seeker.uid}`))?.email,
      (email) => email === newEmail,
      'the profile email',
      8000,
    ).catch(() => null);
    if (!followed) {
      await loginAs(page, { ...seeker, email: newEmail }, '/Profile');
      await until(
        async () => (await readDoc(`users/${seeker.uid}`))?.email,
        (email) => email === newEmail,
        'the profile email after signing in again',
      );
    }
    expect((await adminAuth().getUser(seeker.uid)).emailVerified).toBe(true);
  });
});
