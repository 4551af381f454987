/**
 * Bad input on every form, through the browser: the exact message the app
 * shows (beside the field, and as a toast where the app uses one) and proof,
 * read from the emulators, that nothing was written.
 */
import { englishProblem } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { FIELD_PROBLEMS } from '@jobsearch/domain/problems';
import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminAuth, adminDb, seedJob, createUser, samplePdf, uniqueEmail, uniquePhone } from '../support';
import { expect, expectFieldError, expectToast, loginAs, openAsVisitor, otpFor, openApplyForm, uniqueWord, useBrowser } from './harness';

const roleButton = (page: Page, role: 'employer' | 'jobseeker') => page.getByRole('button', { name: role === 'employer' ? /I want to Hire/ : /I want a Job/ });

/** The phone input shows +91; the digits after it are typed. */
async function typePhone(page: Page, selector: string, digitsOrE164: string) {
  await page.locator(selector).fill(digitsOrE164.replace(/^\+91/, ''));
}

describe('login form', () => {
  const b = useBrowser();

  it('a blank email or password is named beside the field and nothing is sent to Auth', async () => {
    const page = b.page;
    const seeker = await createUser({ role: 'jobseeker' });
    const signIns: string[] = [];
    page.on('request', (r) => {
      if (/accounts:signIn/.test(r.url())) signIns.push(r.url());
    });
    await openAsVisitor(page, '/login');
    await roleButton(page, 'jobseeker').click();
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const login = page.getByRole('button', { name: 'Login', exact: true });

    await login.click();
    await expectFieldError(email, englishProblem(FIELD_PROBLEMS.required('Email')));
    await expectFieldError(password, englishProblem(FIELD_PROBLEMS.required('Password')));

    await email.fill(seeker.email);
    await login.click();
    await expectFieldError(password, englishProblem(FIELD_PROBLEMS.required('Password')));
    await expectFieldError(email, '');

    await email.fill('   ');
    await password.fill(seeker.password);
    await login.click();
    await expectFieldError(email, englishProblem(FIELD_PROBLEMS.required('Email')));
    await expectFieldError(password, '');

    expect(signIns).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('firebase:authUser')))).toEqual([]);
    expect(await page.locator('.Toastify__toast', { hasText: MESSAGES.loginSucceeded }).count()).toBe(0);
  });
});

describe('sign-up form', () => {
  const b = useBrowser();

  it('blank phone, short OTP, blank name, half of email and password, invalid email and short password are refused; nothing is registered', async () => {
    const page = b.page;
    await openAsVisitor(page, '/login');
    await roleButton(page, 'employer').click();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const signUp = page.getByRole('button', { name: 'Sign Up', exact: true });
    const phoneInput = page.locator('#signup-phone');

    // No phone number: no OTP.
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, MESSAGES.invalidPhone);
    await expectFieldError(phoneInput, MESSAGES.invalidPhone);

    const phone = uniquePhone();
    await typePhone(page, '#signup-phone', phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, MESSAGES.otpSent);

    // Verify OTP waits for 6 characters, as in the forgot-password flow.
    const otp = page.getByLabel('OTP');
    const verify = page.getByRole('button', { name: 'Verify OTP' });
    expect(await verify.isDisabled()).toBe(true);
    const code = await otpFor(phone);
    await otp.fill(code.slice(0, 5));
    expect(await verify.isDisabled()).toBe(true);
    await otp.fill(code);
    expect(await verify.isEnabled()).toBe(true);
    await verify.click();
    await expectToast(page, MESSAGES.otpVerified);
    await page.getByTestId('phone-verified').waitFor();

    const name = page.getByLabel('Full Name');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });

    // Everything blank: the name is needed; an email and a password are optional (the phone is the account).
    await signUp.click();
    await expectFieldError(name, englishProblem(FIELD_PROBLEMS.required('Full Name')));
    await expectFieldError(email, '');
    await expectFieldError(password, '');

    // An email and a password come together or not at all.
    await email.fill(uniqueEmail('half-signup'));
    await signUp.click();
    await expectFieldError(password, englishProblem(FIELD_PROBLEMS.required('Password')));
    await email.fill('');
    await password.fill('Valid@2025');
    await signUp.click();
    await expectFieldError(email, englishProblem(FIELD_PROBLEMS.required('Email')));

    // A name of spaces is blank; an address without a domain is not an email.
    await name.fill('   ');
    await email.fill('kavita.more@');
    await password.fill('Valid@2025');
    await signUp.click();
    await expectFieldError(name, englishProblem(FIELD_PROBLEMS.required('Full Name')));
    await expectFieldError(email, englishProblem(FIELD_PROBLEMS.invalidEmail));
    await expectFieldError(password, '');

    // Five characters are too few for a password.
    const goodEmail = uniqueEmail('bad-signup');
    await name.fill('Kavita More');
    await email.fill(goodEmail);
    await password.fill('12345');
    await signUp.click();
    await expectFieldError(password, englishProblem(FIELD_PROBLEMS.passwordTooShort));
    await expectFieldError(name, '');
    await expectFieldError(email, '');

    // Nothing was registered: the phone's sign-in has no email or password and no profile.
    const phoneAccount = await adminAuth().getUserByPhoneNumber(phone);
    expect(phoneAccount.email).toBeUndefined();
    expect(phoneAccount.providerData.map((p) => p.providerId)).toEqual(['phone']);
    expect((await adminDb().doc(`users/${phoneAccount.uid}`).get()).exists).toBe(false);
    await expect(adminAuth().getUserByEmail(goodEmail)).rejects.toThrow();
    expect(await page.locator('.Toastify__toast', { hasText: MESSAGES.registrationSucceeded }).count()).toBe(0);

    // Corrected, the same form registers.
    await password.fill('Valid@2025');
    await signUp.click();
    await expectToast(page, MESSAGES.registrationSucceeded);
    expect((await adminDb().doc(`users/${phoneAccount.uid}`).get()).data()).toMatchObject({ name: 'Kavita More', email: goodEmail, role: 'employer' });
  });
});

describe('apply form', () => {
  const b = useBrowser();

  it('blank or invalid name, email and phone are refused with their message, and no application is written', async () => {
    const page = b.page;
    const word = uniqueWord();
    const company = `${word[0]!.toUpperCase()}${word.slice(1)} Forms`;
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Vijay Bad Input' });
    const form = page.getByRole('dialog', { name: /^Apply for / });
    const fields: Record<'name' | 'email' | 'phone', Locator> = {
      name: form.getByLabel('Name', { exact: true }),
      email: form.getByLabel('Email', { exact: true }),
      phone: form.getByLabel('Phone', { exact: true }),
    };
    const valid = { name: seeker.name, email: seeker.email, phone: seeker.phoneNumber };
    const cases: { field: keyof typeof fields; value: string; message: string }[] = [
      { field: 'name', value: '', message: englishProblem(FIELD_PROBLEMS.required('Name')) },
      { field: 'name', value: '    ', message: englishProblem(FIELD_PROBLEMS.required('Name')) },
      // No email case: the profile's email is always the account's own (the rules refuse any
      // other, and the site writes the account's back over one changed behind its back).
      // A profile phone that is not the one the account proved: the form does not open at all.
      { field: 'phone', value: '', message: MESSAGES.verifyPhoneInProfile },
      { field: 'phone', value: '98765', message: MESSAGES.verifyPhoneInProfile },
      { field: 'phone', value: 'abcdefghij', message: MESSAGES.verifyPhoneInProfile },
    ];
    // The fields are read-only, from the profile: each bad value is the profile's, and the form opens
    // afresh, on a job of its own (a job's resume folder holds at most 5 uploads).
    const profileField = { name: 'name', email: 'email', phone: 'phoneNumber' } as const;
    const jobIds: string[] = [];
    for (const [i, { field, value, message }] of cases.entries()) {
      const jobCompany = `${company} ${i + 1}`;
      jobIds.push(await seedJob(boss.uid, { companyName: jobCompany }));
      const profile = { name: valid.name, email: valid.email, phoneNumber: valid.phone, [profileField[field]]: value };
      await adminDb().doc(`users/${seeker.uid}`).update(profile);
      await loginAs(page, seeker, `/jobs?q=${word}`);
      await openApplyForm(page, jobCompany);
      if (field === 'phone') {
        await form.getByText(message).waitFor();
        expect(await form.getByLabel('Resume', { exact: true }).count()).toBe(0);
        expect(await form.getByRole('button', { name: 'Submit' }).count()).toBe(0);
        continue;
      }
      await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
      await form.getByText('cv.pdf uploaded').waitFor({ timeout: 30_000 });
      expect(await fields[field].inputValue()).toBe(value);
      await expectFieldError(fields[field], ''); // a fresh form shows no message yet
      await form.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, message);
      await expectFieldError(fields[field], message);
      expect(await form.isVisible()).toBe(true);
    }
    for (const jobId of jobIds) expect((await adminDb().doc(`applications/${jobId}_${seeker.uid}`).get()).exists).toBe(false);
    expect((await adminDb().collection('applications').where('applicantId', '==', seeker.uid).get()).size).toBe(0);
    expect(await page.locator('.Toastify__toast', { hasText: MESSAGES.applySucceeded }).count()).toBe(0);
  }, 240_000);
});

describe('profile form', () => {
  const b = useBrowser();

  it('a bad email or phone is refused beside the field and neither Firestore nor Auth changes', async () => {
    const page = b.page;
    const seeker = await createUser({ role: 'jobseeker', name: 'Leela Bad Input' });
    await loginAs(page, seeker, '/Profile');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const name = page.getByLabel('Name');
    const email = page.getByLabel('Email');
    const phone = page.locator('#profile-phone');
    const save = page.getByRole('button', { name: 'Save' });

    // A new name with a bad email: nothing is saved, not even the name.
    await name.fill('Leela Changed');
    await email.fill('leela@@example');
    await save.click();
    await expectFieldError(email, englishProblem(FIELD_PROBLEMS.invalidEmail));

    await email.fill('leela.example.com');
    await save.click();
    await expectFieldError(email, englishProblem(FIELD_PROBLEMS.invalidEmail));

    // A phone number too short to be one: refused on Save and on Send OTP.
    await email.fill(seeker.email);
    await typePhone(page, '#profile-phone', '98765');
    await save.click();
    await expectFieldError(phone, MESSAGES.invalidPhone);
    await expectFieldError(email, '');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, MESSAGES.invalidPhone);

    // Still editing; nothing written anywhere.
    expect(await save.isVisible()).toBe(true);
    expect(await page.locator('.Toastify__toast', { hasText: MESSAGES.profileUpdated }).count()).toBe(0);
    const stored = (await adminDb().doc(`users/${seeker.uid}`).get()).data();
    expect(stored).toMatchObject({ name: 'Leela Bad Input', email: seeker.email, phoneNumber: seeker.phoneNumber });
    const account = await adminAuth().getUser(seeker.uid);
    expect({ email: account.email, phoneNumber: account.phoneNumber, displayName: account.displayName }).toEqual({
      email: seeker.email,
      phoneNumber: seeker.phoneNumber,
      displayName: 'Leela Bad Input',
    });
  });
});
