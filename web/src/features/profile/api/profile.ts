/** My Profile's writes: Firebase Auth (email, password, name) and users/{uid}; the session then reads the profile again. */
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword, updateProfile, verifyBeforeUpdateEmail, type User } from 'firebase/auth';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { refreshProfile } from '../../../lib/session';
import { liteDb } from '../../../lib/firebase/firestore-lite';
import type { SavePlan } from '../model/profile-logic';

export type SaveResult = { emailPending: string | null };

/**
 * Applies a save plan. Auth first (it may ask for a recent login and throw
 * auth/requires-recent-login before anything is written), then the profile.
 * A new email is never set directly: Auth mails it a link
 * (verifyBeforeUpdateEmail) and changes the account's email only once it is
 * opened, proved. Until then the profile keeps the old one (the rules accept
 * only the token's email); the app then brings it in line
 * (lib/session/email-verification.ts followAccountEmail).
 */
export async function saveProfile(user: User, plan: SavePlan): Promise<SaveResult> {
  let emailPending: string | null = null;
  const docChanges = { ...plan.docChanges };
  if (plan.newEmail) {
    await verifyBeforeUpdateEmail(user, plan.newEmail);
    emailPending = plan.newEmail;
    delete docChanges.email;
  }
  if (plan.newPassword) await updatePassword(user, plan.newPassword);
  if (plan.newName) await updateProfile(user, { displayName: plan.newName });
  if (Object.keys(docChanges).length) await updateDoc(doc(liteDb, 'users', user.uid), docChanges);
  await refreshProfile();
  return { emailPending };
}

/** Proves the user again with their current password (for email and password changes). */
export async function reauthenticate(user: User, currentPassword: string): Promise<void> {
  if (!user.email) throw Object.assign(new Error('no email'), { code: 'auth/invalid-credential' });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
}

/**
 * Stores a phone number the user has just verified by OTP. The rules accept
 * it only when it is the ID token's phone_number, so the token is refreshed
 * first (the one in hand still shows the old number).
 */
export async function savePhoneNumber(user: User, phoneNumber: string): Promise<void> {
  await user.getIdToken(true);
  await updateDoc(doc(liteDb, 'users', user.uid), { phoneNumber });
  await refreshProfile();
}
