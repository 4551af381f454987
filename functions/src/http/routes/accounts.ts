import { Router } from 'express';
import { apiAccountUpdateSchema, FIELD_PROBLEMS, loginSchema, MESSAGES, passwordResetSchema, registrationSchema } from '@jobsearch/domain';
import { authenticate } from '../middleware/authenticate';
import { callerOf } from '../middleware/caller';
import { assertOwner } from '../middleware/guards';
import { signInWithPassword } from '../password-sign-in';
import { ApiError, badRequest, conflict, forbidden, notFound, unauthenticated } from '../../errors';
import { english } from '../../i18n/translate';
import { log } from '../../log';
import { API_MESSAGES } from '../../messages';
import { auth } from '../../store/firebase';
import { isBanned } from '../../store/bans';
import { throttled } from '../../store/throttle';
import { createUserProfile, getUserProfile, updateUserProfile } from '../../store/users';
import { clientAddress } from '../client-address';
import { userAnswer } from '../answers';
import { endpoint } from '../endpoint';
import { idParams, validate } from '../validate';

/** A password reset must follow a fresh phone sign-in, not one from an hour ago. */
const PHONE_SIGN_IN_MAX_AGE_SECONDS = 10 * 60;

/** Firebase Auth's refusals that are the caller's doing, as API errors. */
function authWriteError(error: unknown): ApiError | null {
  switch ((error as { code?: string }).code) {
    case 'auth/email-already-exists':
      return conflict('email_taken', API_MESSAGES.emailAlreadyUsed, { email: API_MESSAGES.emailAlreadyUsed });
    case 'auth/phone-number-already-exists':
      return conflict('phone_taken', MESSAGES.phoneAlreadyUsed, { phoneNumber: MESSAGES.phoneAlreadyUsed });
    case 'auth/invalid-email':
      return badRequest('invalid_input', API_MESSAGES.invalidInput, { email: FIELD_PROBLEMS.invalidEmail });
    case 'auth/invalid-phone-number':
      return badRequest('invalid_input', API_MESSAGES.invalidInput, { phoneNumber: MESSAGES.invalidPhone });
    case 'auth/invalid-password':
      return badRequest('invalid_input', API_MESSAGES.invalidInput, { password: FIELD_PROBLEMS.passwordTooShort });
    default:
      return null;
  }
}

/** Runs an Auth write, turning its refusals into 400/409. */
async function authWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw authWriteError(error) ?? error;
  }
}

/** 403 `banned` when an admin banned this phone number or email address. */
async function assertNotBanned(contact: { phoneNumber?: string; email?: string }): Promise<void> {
  if (await isBanned(contact)) throw forbidden(MESSAGES.accountBanned, 'banned');
}

/** Whether the account's phone is the one Firebase Auth verified (by an OTP). */
async function phoneVerified(uid: string, phoneNumber: string): Promise<boolean> {
  const account = await auth.getUser(uid).catch(() => null);
  return Boolean(account?.phoneNumber) && account?.phoneNumber === phoneNumber;
}

/** The accounts under /api/auth: register, log in, update a profile, reset a password. */
export function accountsRouter(): Router {
  const router = Router();

  // Old clients cannot do an OTP, so the phone they send is recorded in the
  // profile as unverified: it is not attached to the Auth account (Auth holds
  // a number on one account only, and only numbers proved by an OTP), so it
  // never blocks the number's real owner, never passes reset-password, and the
  // account cannot post jobs or apply until it proves a phone in the browser
  // (docs/api.md, register). Its email is unproved too (emailVerified false):
  // its notifications stay in the site, unmailed, until the person opens the
  // verification link the site's "Verify your email" button sends. The API
  // sends no mail itself: a register call would otherwise mail any address.
  endpoint(router, '/register', {
    post: [
      async (req, res) => {
        const registration = validate(registrationSchema, req.body);
        await assertNotBanned(registration);
        const account = await authWrite(() =>
          auth.createUser({
            email: registration.email,
            password: registration.password,
            displayName: registration.name,
          }),
        );
        try {
          await createUserProfile(account.uid, registration);
        } catch (error) {
          // No account without a profile: undo the Auth user.
          await auth
            .deleteUser(account.uid)
            .catch((undo: unknown) => log.error('Could not undo a half-made registration', { uid: account.uid, reason: String(undo) }));
          throw error;
        }
        res.status(201).json({
          ...userAnswer({ id: account.uid, ...registration, createdAt: new Date() }),
          phoneVerified: false,
          emailVerified: false,
          message: MESSAGES.registrationSucceeded,
        });
      },
    ],
  });

  endpoint(router, '/login', {
    post: [
      async (req, res) => {
        const { email, password, role } = validate(loginSchema, req.body);
        const keys = [
          { kind: 'account' as const, value: email },
          { kind: 'address' as const, value: clientAddress(req) },
        ];
        const session = await throttled(keys, () => signInWithPassword(email, password, MESSAGES.loginFailed));
        const profile = await getUserProfile(session.uid);
        if (!profile) throw forbidden(API_MESSAGES.noProfile, 'no_profile');
        if (role && profile.role !== role) throw forbidden(english(role === 'employer' ? 'auth.wrongRoleEmployer' : 'auth.wrongRoleJobseeker'), 'wrong_role');
        const { idToken, refreshToken, expiresIn } = session;
        res.json({
          ...userAnswer(profile),
          phoneVerified: await phoneVerified(session.uid, profile.phoneNumber),
          idToken,
          refreshToken,
          expiresIn,
          message: MESSAGES.loginSucceeded,
        });
      },
    ],
  });

  // Changing email, password or phone needs the owner: the current password
  // (a bearer token alone is an XSS or a shared computer away). A verified
  // phone changes only with an OTP of the new number, in the browser; an
  // unverified one (an API registration) may be replaced by another
  // unverified one. The Auth account's phone is never set here. A new email
  // becomes the account's (and the profile's: they are one address) unproved:
  // mail stops until the person opens a verification link from the site.
  endpoint(router, '/update/:userId', {
    put: [
      authenticate,
      async (req, res) => {
        const { userId } = validate(idParams('userId'), req.params);
        assertOwner(callerOf(res), userId, API_MESSAGES.ownProfileOnly);
        const update = validate(apiAccountUpdateSchema, req.body);
        const profile = await getUserProfile(userId);
        if (!profile) throw notFound(API_MESSAGES.profileNotFound, 'profile_not_found');
        if (update.workProfile && profile.role !== 'jobseeker')
          throw badRequest('invalid_input', API_MESSAGES.invalidInput, { workProfile: API_MESSAGES.workProfileSeekersOnly });
        const account = await auth.getUser(userId);
        const signInEmail = account.email ?? profile.email;
        const keys = [
          { kind: 'account' as const, value: signInEmail },
          { kind: 'address' as const, value: clientAddress(req) },
        ];
        await throttled(keys, () => signInWithPassword(signInEmail, update.currentPassword, MESSAGES.wrongCurrentPassword));
        if (account.phoneNumber && update.phoneNumber !== account.phoneNumber) {
          throw forbidden(MESSAGES.phoneChangeNeedsOtp, 'phone_otp_required');
        }
        const changed = {
          email: update.email !== profile.email.toLowerCase() ? update.email : undefined,
          phoneNumber: update.phoneNumber !== profile.phoneNumber ? update.phoneNumber : undefined,
        };
        if (changed.email || changed.phoneNumber) await assertNotBanned(changed);
        const emailChanged = update.email !== (account.email ?? '').toLowerCase();
        await authWrite(() =>
          auth.updateUser(userId, {
            email: update.email,
            displayName: update.name,
            ...(emailChanged ? { emailVerified: false } : {}),
            ...(update.password ? { password: update.password } : {}),
          }),
        );
        const fields = {
          name: update.name,
          email: update.email,
          phoneNumber: update.phoneNumber,
          ...(update.workProfile ? { workProfile: update.workProfile } : {}),
        };
        await updateUserProfile(userId, fields);
        res.json({
          ...userAnswer({ ...profile, ...fields }),
          emailVerified: emailChanged ? false : account.emailVerified,
          message: MESSAGES.profileUpdated,
        });
      },
    ],
  });

  endpoint(router, '/reset-password', {
    put: [
      authenticate,
      async (req, res) => {
        const caller = callerOf(res);
        const { phoneNumber, newPassword } = validate(passwordResetSchema, req.body);
        if (caller.signInProvider !== 'phone' || caller.phoneNumber !== phoneNumber)
          throw forbidden(API_MESSAGES.phoneSignInRequired, 'phone_sign_in_required');
        if (Date.now() / 1000 - caller.authTime > PHONE_SIGN_IN_MAX_AGE_SECONDS) throw unauthenticated(API_MESSAGES.phoneSignInTooOld, 'phone_sign_in_too_old');
        // Auth holds a phone number on one account only, so the phone sign-in landed on the
        // account that owns the number. A profile that merely lists the number (never verified
        // with an OTP) is not proof of ownership, so it is never the target.
        const profile = await getUserProfile(caller.uid);
        if (!profile) throw notFound(API_MESSAGES.noAccountForPhone, 'no_account_for_phone');
        try {
          await auth.updateUser(caller.uid, { password: newPassword });
        } catch (error) {
          if ((error as { code?: string }).code === 'auth/user-not-found') throw notFound(API_MESSAGES.noAccountForPhone, 'no_account_for_phone');
          throw authWriteError(error) ?? error;
        }
        res.json({ message: MESSAGES.passwordResetSucceeded });
      },
    ],
  });

  return router;
}
