/**
 * The account operations of the login screens, on Firebase Auth and the
 * users/{uid} document. Pages call these; they never speak the SDK.
 * The design (why phone first, then link email and password) is in
 * docs/decisions-auth.md.
 */
import type { Role } from '@jobsearch/domain/choices';
import {
  EmailAuthProvider,
  getAdditionalUserInfo,
  linkWithCredential,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  type ConfirmationResult,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { currentLanguage, type MessageKey } from '../../../i18n';
import { isUnfinishedSignUp } from '../../../lib/session';
import { auth } from '../../../lib/firebase/app';
import { errorCode, isEmailInUse, loginErrorMessage, registrationErrorMessage } from '../model/flows';
import { createUserProfile, isProvedPhoneBanned, readUserProfile } from '../../../lib/session/users';
import { persistSignIn } from '../../../lib/session/persistence';

/** A failure's message is a key of the catalogs: the screen says it in the chosen language. */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; message: MessageKey; code?: string };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = (message: MessageKey, code?: string): Outcome<never> => ({ ok: false, message, code });

/** Ends whatever phone sign-in a flow left: a half-made account is deleted, any other signed out. */
export async function discardPhoneSignIn(): Promise<void> {
  const user = auth.currentUser;
  if (!user) return;
  try {
    if (await isUnfinishedSignUp(user)) await user.delete();
    else await signOut(auth);
  } catch {
    await signOut(auth).catch(() => undefined);
  }
}

// ---- Sign-up ----------------------------------------------------------------

/**
 * Confirms the sign-up OTP. This signs in the phone's user: a new one (or a
 * phone-only one an earlier, unfinished sign-up left) may go on; a phone that
 * already belongs to an account is refused and signed out again.
 */
export async function confirmSignUpOtp(confirmation: ConfirmationResult, code: string): Promise<Outcome<'verified' | 'phoneInUse'>> {
  let credential: UserCredential;
  try {
    credential = await confirmation.confirm(code);
  } catch (error) {
    return refusedOtp(error, 'ui.invalidOtp');
  }
  const isNew = getAdditionalUserInfo(credential)?.isNewUser ?? false;
  if (!isNew && !(await isUnfinishedSignUp(credential.user))) {
    await signOut(auth);
    return ok('phoneInUse');
  }
  if (await isProvedPhoneBanned(credential.user.phoneNumber ?? '')) {
    await discardPhoneSignIn();
    return suspended();
  }
  return ok('verified');
}

/**
 * A banned number, told in words once its owner proved it (typing a number
 * tells nothing): a ban deletes the account, so the OTP made a new, empty one,
 * which goes again. `code` 'suspended' ends the OTP flow on the screen.
 */
const suspended = () => fail('auth.accountSuspended', 'suspended');

/** A refused code: Auth's disabled account is a suspension too, anything else the screen's own message. */
function refusedOtp(error: unknown, message: MessageKey): Outcome<never> {
  const code = errorCode(error);
  return code === 'auth/user-disabled' ? suspended() : fail(message, code);
}

/** What a login by OTP found: the account (signed in, its role checked), or no account for the number (still signed in, held, for Sign up to go on with). */
export type PhoneLogin = { kind: 'signedIn'; role: Role } | { kind: 'noAccount'; phoneNumber: string };

/**
 * Login by OTP for the role chosen in step 1. Confirming the code signs in the
 * account this number is linked to: the same account as its email sign-in
 * (Auth holds a number on one account only), never a second profile. A number
 * with no account makes a new, empty Auth user: it stays signed in (under the
 * session hold) so that Sign up can finish it without a second OTP, and is
 * deleted when the person goes elsewhere.
 */
export async function confirmPhoneLogin(confirmation: ConfirmationResult, code: string, role: Role): Promise<Outcome<PhoneLogin>> {
  let credential: UserCredential;
  try {
    credential = await confirmation.confirm(code);
  } catch (error) {
    return refusedOtp(error, 'ui.invalidOtp');
  }
  const user = credential.user;
  const phoneNumber = user.phoneNumber ?? '';
  try {
    const profile = await readUserProfile(user.uid);
    if (!profile) {
      if (user.providerData.some((p) => p.providerId === 'password')) {
        // An admin (no profile) or an account whose sign-up stopped before its profile: not a site login.
        await signOut(auth);
        return fail('auth.loginFailed');
      }
      if (await isProvedPhoneBanned(phoneNumber)) {
        await discardPhoneSignIn();
        return suspended();
      }
      return ok({ kind: 'noAccount', phoneNumber });
    }
    if (profile.role !== role) {
      await signOut(auth);
      return fail(role === 'employer' ? 'auth.wrongRoleEmployer' : 'auth.wrongRoleJobseeker');
    }
    return ok({ kind: 'signedIn', role: profile.role });
  } catch (error) {
    await signOut(auth).catch(() => undefined);
    const failure = errorCode(error);
    return fail(failure === 'auth/network-request-failed' || failure === 'unavailable' ? 'ui.networkError' : 'auth.loginFailed', failure);
  }
}

export interface RegistrationInput {
  name: string;
  /** '' with the password '': the account is the phone alone. */
  email: string;
  password: string;
  role: Role;
}

/**
 * Finishes a sign-up on the phone-verified user: links email and password,
 * sets the display name, creates users/{uid} (with the email as Auth now
 * holds it: the rules accept only the token's), asks Auth to mail the
 * address a verification link (mail from the site goes only to a proved
 * address), then signs out. Each step is skipped when an earlier attempt
 * already did it, so Sign Up can be retried. `verificationSent` says whether
 * the link went (a refusal, e.g. Auth's quota, does not stop the sign-up: the
 * site's prompt offers it again).
 */
export async function completeRegistration(
  input: RegistrationInput,
): Promise<Outcome<{ verificationSent: boolean; signedIn: boolean }> & { emailInUse?: boolean }> {
  const user = auth.currentUser;
  if (!user?.phoneNumber) return fail('auth.registrationFailed');
  const withEmail = input.email !== '';
  try {
    if (withEmail && !user.providerData.some((p) => p.providerId === 'password')) {
      await linkWithCredential(user, EmailAuthProvider.credential(input.email, input.password));
    }
    if (user.displayName !== input.name) await updateProfile(user, { displayName: input.name });
    if (!(await readUserProfile(user.uid))) {
      try {
        await createUserProfile(user.uid, {
          name: input.name,
          email: user.email ?? (withEmail ? input.email : ''),
          phoneNumber: user.phoneNumber,
          role: input.role,
          language: currentLanguage(),
        });
      } catch (error) {
        // The phone is proved and the fields valid, so the rules refuse this new profile for a ban
        // (bannedPhones, bannedEmails: only admins may read them).
        if (errorCode(error) === 'permission-denied') return fail('auth.accountBanned', 'banned');
        throw error;
      }
    }
    // With the phone alone there is no password to log in with: the person stays signed in.
    if (!withEmail) return ok({ verificationSent: false, signedIn: true });
    const verificationSent =
      user.emailVerified ||
      (await sendEmailVerification(user).then(
        () => true,
        () => false,
      ));
    await signOut(auth);
    return ok({ verificationSent, signedIn: false });
  } catch (error) {
    const code = errorCode(error);
    return { ok: false, message: registrationErrorMessage(code), code, emailInUse: isEmailInUse(code) };
  }
}

// ---- Login --------------------------------------------------------------------

/**
 * Email and password login for the role chosen in step 1, kept beyond the
 * browser session when the person asked (lib/session/persistence.ts). The account's role
 * (users/{uid}.role) must be that role, else the user is signed out again.
 * An account whose sign-up stopped between linking and writing its profile
 * (it has a name and a verified phone) gets its profile now.
 */
export async function loginWithRole(email: string, password: string, role: Role, keepSignedIn: boolean): Promise<Outcome<Role>> {
  let user: User;
  try {
    await persistSignIn(keepSignedIn);
    user = (await signInWithEmailAndPassword(auth, email, password)).user;
  } catch (error) {
    const code = errorCode(error);
    return fail(loginErrorMessage(code), code);
  }
  try {
    let profile = await readUserProfile(user.uid);
    if (!profile && user.displayName && user.phoneNumber && user.email) {
      const isAdmin = (await user.getIdTokenResult()).claims.admin === true;
      if (!isAdmin) {
        await createUserProfile(user.uid, { name: user.displayName, email: user.email, phoneNumber: user.phoneNumber, role, language: currentLanguage() });
        profile = await readUserProfile(user.uid);
      }
    }
    if (profile?.role !== role) {
      await signOut(auth);
      return fail(role === 'employer' ? 'auth.wrongRoleEmployer' : 'auth.wrongRoleJobseeker');
    }
    return ok(profile.role);
  } catch (error) {
    await signOut(auth).catch(() => undefined);
    const code = errorCode(error);
    return fail(code === 'auth/network-request-failed' || code === 'unavailable' ? 'ui.networkError' : 'auth.loginFailed', code);
  }
}

// ---- Forgot password ------------------------------------------------------------

/**
 * Confirms the forgot-password OTP, which signs in the account that has this
 * phone linked. A phone with no account would have created an empty user:
 * that user is deleted again and the flow says no account uses the number.
 */
export async function confirmForgotOtp(confirmation: ConfirmationResult, code: string): Promise<Outcome<'verified' | 'noAccount'>> {
  let user: User;
  let isNew: boolean;
  try {
    const credential = await confirmation.confirm(code);
    user = credential.user;
    isNew = getAdditionalUserInfo(credential)?.isNewUser ?? false;
  } catch (error) {
    return refusedOtp(error, 'auth.invalidOtpForgot');
  }
  if (isNew || (await isUnfinishedSignUp(user))) {
    await discardPhoneSignIn();
    return ok('noAccount');
  }
  return ok('verified');
}

/** Sets the new password on the account the OTP signed in, then signs out. */
export async function resetPassword(newPassword: string): Promise<Outcome> {
  const user = auth.currentUser;
  if (!user) return fail('auth.passwordResetFailed');
  try {
    await updatePassword(user, newPassword);
  } catch (error) {
    const code = errorCode(error);
    return fail(code ? 'auth.passwordResetFailed' : 'auth.passwordResetError', code);
  }
  await signOut(auth);
  return ok(undefined);
}

// ---- Admin ----------------------------------------------------------------------

/** Admin login: only an account with the `admin` custom claim stays signed in. */
export async function adminLogin(email: string, password: string): Promise<Outcome> {
  try {
    await persistSignIn(false); // an admin's session ends with the browser's
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    const isAdmin = (await user.getIdTokenResult(true)).claims.admin === true;
    if (isAdmin) return ok(undefined);
    await signOut(auth);
    return fail('auth.adminInvalidCredentials');
  } catch (error) {
    const code = errorCode(error);
    return fail(code === 'auth/network-request-failed' ? 'ui.networkError' : 'auth.adminInvalidCredentials', code);
  }
}
