/** The pure logic of My Profile: what a Save changes and whether the phone still needs its OTP. */
import type { ProfileUpdate } from '@jobsearch/domain/schemas';

export interface ProfileValues {
  name: string;
  email: string;
  phoneNumber: string;
}

/** The form's starting values: the stored profile and an empty New Password. */
export function profileDraft(profile: ProfileValues): ProfileUpdate {
  return { name: profile.name, email: profile.email, password: '', phoneNumber: profile.phoneNumber };
}

export interface SavePlan {
  /** A new sign-in email for Firebase Auth. */
  newEmail: string | null;
  /** A new password for Firebase Auth (an empty New Password keeps the old one). */
  newPassword: string | null;
  /** A new display name for Firebase Auth. */
  newName: string | null;
  /** The users/{uid} keys that change (the rules let the owner update exactly these). */
  docChanges: Partial<ProfileValues>;
}

export function planProfileSave(current: ProfileValues, next: ProfileUpdate): SavePlan {
  const docChanges: Partial<ProfileValues> = {};
  if (next.name !== current.name) docChanges.name = next.name;
  if (next.email !== current.email.toLowerCase()) docChanges.email = next.email;
  if (next.phoneNumber !== current.phoneNumber) docChanges.phoneNumber = next.phoneNumber;
  return {
    newEmail: docChanges.email ?? null,
    newPassword: next.password ? next.password : null,
    newName: docChanges.name ?? null,
    docChanges,
  };
}

/** Whether a Save has anything to do. */
export function isEmptyPlan(plan: SavePlan): boolean {
  return !plan.newEmail && !plan.newPassword && !plan.newName && Object.keys(plan.docChanges).length === 0;
}

/**
 * A changed phone number must be verified by OTP before it is saved: the
 * draft differs from the stored number and is not already the number linked
 * to the account in Auth (the one the forgot-password flow uses).
 */
export function phoneNeedsOtp(storedPhone: string, authPhone: string | null, draftPhone: string): boolean {
  return draftPhone !== '' && draftPhone !== storedPhone && draftPhone !== (authPhone ?? '');
}

/** Errors of Auth that ask the user to sign in again before a sensitive change. */
export function needsRecentLogin(code: string): boolean {
  return code === 'auth/requires-recent-login' || code === 'auth/user-token-expired';
}

export const MASKED_PASSWORD = '••••••••';

/** The avatar's letters: the first letters of the first two words of the name ('?' without any). */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}
