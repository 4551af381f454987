/**
 * My Profile: viewing and editing it, Cancel, and what it says to each role.
 */
import { english, englishProblem } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { FIELD_PROBLEMS } from '@jobsearch/domain/problems';
import { describe, it } from 'vitest';
import { adminAuth, adminDb, createUser, uniquePhone } from '../support';
import { expect, expectFieldError, expectToast, loginAs, otpFor, seriousA11yViolations, useBrowser, screenshotsAtBothWidths } from './harness';
import { ACCOUNT_TEXT, typePhone, loginThroughScreen } from './account-screens';

describe('My Profile', () => {
  const b = useBrowser();

  it('shows the details with a masked password, and an edit survives a reload', async () => {
    const seeker = await createUser({ role: 'jobseeker', name: 'Anita Kale' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    const details = b.page.locator('.profile-details--account');
    await details.getByText('Anita Kale').waitFor();
    // The read-only row says "Password" (the edit form keeps "New Password").
    expect(await details.innerText()).toContain(MESSAGES.profilePasswordRow);
    expect(await details.innerText()).not.toContain('New Password');
    expect(await details.innerText()).toContain('••••••••');
    expect(await details.innerText()).toContain(seeker.email);
    await b.page.getByRole('link', { name: 'My Applications' }).first().waitFor();

    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await b.page.getByLabel('Name').fill('');
    await b.page.getByRole('button', { name: 'Save' }).click();
    await b.page.getByText(englishProblem(FIELD_PROBLEMS.required('Full Name'))).waitFor();

    await b.page.getByLabel('Name').fill('Anita Kale-Patil');
    await b.page.getByLabel('New Password', { exact: true }).fill('Changed@2025');
    await b.page.getByRole('button', { name: 'Show password' }).click();
    expect(await b.page.getByLabel('New Password', { exact: true }).getAttribute('type')).toBe('text');
    await b.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.profileUpdated);
    await b.page.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    await b.page.reload();
    await b.page.locator('.profile-details--account').getByText('Anita Kale-Patil').waitFor();
    const stored = (await adminDb().doc(`users/${seeker.uid}`).get()).data();
    expect(stored?.name).toBe('Anita Kale-Patil');
    // The new password signs in.
    await b.page.getByRole('button', { name: 'Logout' }).click();
    await b.page.goto('/login');
    await loginThroughScreen(b.page, 'jobseeker', seeker.email, 'Changed@2025');
    await expectToast(b.page, ACCOUNT_TEXT.loginOk);
  });

  it("once the new phone's OTP succeeds, the 'verify first' error is gone beside the success note", async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/Profile');
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    const newPhone = uniquePhone();
    const phoneInput = b.page.locator('#profile-phone');
    await typePhone(b.page, '#profile-phone', newPhone);
    await b.page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(phoneInput, MESSAGES.verifyNewPhoneFirst);

    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.otpSent);
    await b.page.getByLabel('OTP').fill(await otpFor(newPhone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.otpVerified);
    await b.page.locator('.verified-note').waitFor();
    await expectFieldError(phoneInput, '');
    expect(await b.page.locator('.profile-form').getByText(MESSAGES.verifyNewPhoneFirst).count()).toBe(0);
  });

  it('Cancel with a new phone not yet verified keeps the previous phone everywhere', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await typePhone(b.page, '#profile-phone', uniquePhone());
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.otpSent);
    await b.page.getByLabel('OTP').waitFor();
    await b.page.getByRole('button', { name: 'Cancel' }).click();

    await b.page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect((await b.page.locator('.profile-details--account').innerText()).replace(/\s/g, '')).toContain(seeker.phoneNumber);
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect((await b.page.locator('#profile-phone').inputValue()).replace(/\s/g, '')).toBe(seeker.phoneNumber);
    expect(await b.page.getByRole('button', { name: 'Send OTP' }).count()).toBe(0);
    expect(await b.page.locator('#profile-otp').count()).toBe(0);
    expect((await adminAuth().getUser(seeker.uid)).phoneNumber).toBe(seeker.phoneNumber);
    expect((await adminDb().doc(`users/${seeker.uid}`).get()).data()?.phoneNumber).toBe(seeker.phoneNumber);
  });

  it('a new phone number is verified by OTP, then stored in Auth and in the profile', async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/Profile');
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    const newPhone = uniquePhone();
    await typePhone(b.page, '#profile-phone', newPhone);
    await b.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, MESSAGES.verifyNewPhoneFirst);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.otpSent);
    await b.page.getByLabel('OTP').fill(await otpFor(newPhone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.otpVerified);
    await b.page.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, ACCOUNT_TEXT.profileUpdated);
    await b.page.reload();
    await b.page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect((await b.page.locator('.profile-details--account').innerText()).replace(/\s/g, '')).toContain(newPhone);
    expect((await adminAuth().getUser(employer.uid)).phoneNumber).toBe(newPhone);
    expect((await adminDb().doc(`users/${employer.uid}`).get()).data()?.phoneNumber).toBe(newPhone);
  });
});

describe('Profile: read-only view and Cancel', () => {
  const b = useBrowser();

  it('the read-only view says "Password"; an employer is not told "so employers can reach you"', async () => {
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/Profile');
    const details = b.page.locator('.profile-details--account');
    await details.getByText(MESSAGES.profilePasswordRow, { exact: true }).waitFor();
    expect(await details.innerText()).not.toContain('New Password');
    await b.page.getByText(english('profile.introEmployer')).waitFor();
    expect(await b.page.locator('.page-header').innerText()).not.toContain('so employers can reach you');
    await screenshotsAtBothWidths(b.page, 'everyone-profile-employer');
    // The edit form keeps the spec's "New Password" label.
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await b.page.getByLabel('New Password', { exact: true }).waitFor();

    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByText(english('profile.introJobseeker')).waitFor();
  });

  it('Cancel undoes what is not saved, and says honestly that a verified phone stays', async () => {
    const seeker = await createUser({ role: 'jobseeker', name: 'Cancel Tester' });
    await loginAs(b.page, seeker, '/Profile');
    await b.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await b.page.getByLabel('Name').fill('Never Saved');
    const newPhone = uniquePhone();
    await typePhone(b.page, '#profile-phone', newPhone);
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, MESSAGES.otpSent);
    await b.page.getByLabel('OTP').fill(await otpFor(newPhone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, MESSAGES.otpVerified);
    await b.page.getByText(MESSAGES.profilePhoneSaved).waitFor();
    await b.page.getByText(MESSAGES.profileCancelKeepsPhone).waitFor();
    expect(await b.page.getByRole('button', { name: 'Cancel' }).getAttribute('aria-describedby')).toBe('profile-cancel-note');
    await screenshotsAtBothWidths(b.page, 'everyone-profile-cancel-note');
    await b.page.getByRole('button', { name: 'Cancel' }).click();

    // The unsaved name is gone; the verified phone is what the note said: kept.
    const details = b.page.locator('.profile-details--account');
    await details.getByText('Cancel Tester').waitFor();
    expect(await details.innerText()).not.toContain('Never Saved');
    expect((await details.innerText()).replace(/\s/g, '')).toContain(newPhone);
    expect((await adminDb().doc(`users/${seeker.uid}`).get()).get('name')).toBe('Cancel Tester');
  });
});
