import type { Response } from 'express';
import type { Role } from '@jobsearch/domain';

/** Who is calling, as the token middleware found out; routes read it, never the token. */
export interface Caller {
  uid: string;
  email: string | null;
  /** From `users/{uid}`; null when the account has no profile (an admin may have none). */
  role: Role | null;
  /** The Auth custom claim `admin: true`. */
  admin: boolean;
  /** `firebase.sign_in_provider` of the token: 'password', 'phone', ... */
  signInProvider: string | null;
  phoneNumber: string | null;
  /**
   * The profile's phone is the one Firebase Auth verified (the token's
   * `phone_number`), as firestore.rules require for posting and applying. An
   * account registered through the API has an unverified phone until it is
   * proved with an OTP in the browser.
   */
  phoneProved: boolean;
  /** When the person signed in, in seconds since the epoch. */
  authTime: number;
}

export function setCaller(res: Response, caller: Caller): void {
  res.locals.caller = caller;
}

/** The caller set by `authenticate`; routes that use it always run after it. */
export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw new Error('callerOf() used on a route without authenticate');
  return caller;
}
