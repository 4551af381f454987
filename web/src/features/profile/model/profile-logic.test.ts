import { describe, expect, it } from 'vitest';
import { initials, isEmptyPlan, needsRecentLogin, phoneNeedsOtp, planProfileSave, profileDraft } from './profile-logic';

const current = { name: 'Asha Kulkarni', email: 'asha@example.com', phoneNumber: '+919876543210' };

describe('profileDraft', () => {
  it('starts from the stored values with an empty New Password', () => {
    expect(profileDraft(current)).toEqual({ ...current, password: '' });
  });
});

describe('planProfileSave', () => {
  it('changes nothing when nothing changed', () => {
    const plan = planProfileSave(current, profileDraft(current));
    expect(plan).toEqual({ newEmail: null, newPassword: null, newName: null, docChanges: {} });
    expect(isEmptyPlan(plan)).toBe(true);
  });
  it('updates only the keys that changed', () => {
    const plan = planProfileSave(current, { ...profileDraft(current), name: 'Asha K', email: 'asha.k@example.com' });
    expect(plan.docChanges).toEqual({ name: 'Asha K', email: 'asha.k@example.com' });
    expect(plan.newEmail).toBe('asha.k@example.com');
    expect(plan.newName).toBe('Asha K');
    expect(plan.newPassword).toBeNull();
  });
  it('sets a password only when one is typed', () => {
    expect(planProfileSave(current, { ...profileDraft(current), password: 'NewPass@1' }).newPassword).toBe('NewPass@1');
    expect(isEmptyPlan(planProfileSave(current, { ...profileDraft(current), password: 'NewPass@1' }))).toBe(false);
  });
  it('writes a new phone number to the profile', () => {
    expect(planProfileSave(current, { ...profileDraft(current), phoneNumber: '+919812345678' }).docChanges).toEqual({ phoneNumber: '+919812345678' });
  });
  it('does not treat a stored upper-case email as a change', () => {
    expect(planProfileSave({ ...current, email: 'Asha@Example.com' }, profileDraft(current)).newEmail).toBeNull();
  });
});

describe('phoneNeedsOtp', () => {
  it('asks for an OTP only when the number is new', () => {
    expect(phoneNeedsOtp('+919876543210', '+919876543210', '+919876543210')).toBe(false);
    expect(phoneNeedsOtp('+919876543210', null, '+919876543210')).toBe(false);
    expect(phoneNeedsOtp('+919876543210', '+919876543210', '+919812345678')).toBe(true);
    expect(phoneNeedsOtp('+919876543210', null, '+919812345678')).toBe(true);
    expect(phoneNeedsOtp('+919876543210', '+919812345678', '+919812345678')).toBe(false);
    expect(phoneNeedsOtp('+919876543210', '+919876543210', '')).toBe(false);
  });
});

describe('needsRecentLogin', () => {
  it('recognises the re-authentication errors', () => {
    expect(needsRecentLogin('auth/requires-recent-login')).toBe(true);
    expect(needsRecentLogin('auth/invalid-email')).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('asha  kulkarni patil')).toBe('AK');
    expect(initials('Ravi')).toBe('R');
  });
  it('shows ? without a name', () => {
    expect(initials('  ')).toBe('?');
  });
});
