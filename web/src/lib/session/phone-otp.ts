/**
 * Sending an OTP through Firebase phone auth, behind an invisible reCAPTCHA.
 * The auth feature's public phone API: the profile screen uses it too.
 *
 * With the emulators, lib/firebase sets appVerificationDisabledForTesting, so
 * RecaptchaVerifier uses Firebase's mock and no reCAPTCHA script is fetched.
 */
import { PhoneAuthProvider, RecaptchaVerifier, signInWithPhoneNumber, updatePhoneNumber, type ConfirmationResult, type User } from 'firebase/auth';
import { auth } from '../firebase/app';
import { errorCode } from './auth-errors';
import { persistSignIn } from './persistence';

export type OtpSendFailure = { ok: false; reason: 'recaptcha' | 'send'; code: string };

/** A fresh invisible reCAPTCHA in its own element (one element holds one widget). */
async function freshVerifier(host: HTMLElement): Promise<RecaptchaVerifier> {
  host.replaceChildren();
  const element = document.createElement('div');
  host.appendChild(element);
  const verifier = new RecaptchaVerifier(auth, element, { size: 'invisible' });
  await verifier.render();
  return verifier;
}

async function withVerifier<T>(host: HTMLElement, send: (verifier: RecaptchaVerifier) => Promise<T>): Promise<{ ok: true; value: T } | OtpSendFailure> {
  let verifier: RecaptchaVerifier;
  try {
    verifier = await freshVerifier(host);
  } catch (error) {
    return { ok: false, reason: 'recaptcha', code: errorCode(error) };
  }
  try {
    return { ok: true, value: await send(verifier) };
  } catch (error) {
    return { ok: false, reason: 'send', code: errorCode(error) };
  } finally {
    verifier.clear();
  }
}

/**
 * Sign-in by phone (login by OTP, sign-up and forgot password): confirming the
 * code signs that phone's user in, kept beyond the browser session when asked.
 */
export async function sendSignInOtp(
  host: HTMLElement,
  phone: string,
  keepSignedIn = false,
): Promise<{ ok: true; confirmation: ConfirmationResult } | OtpSendFailure> {
  await persistSignIn(keepSignedIn);
  const result = await withVerifier(host, (verifier) => signInWithPhoneNumber(auth, phone, verifier));
  return result.ok ? { ok: true, confirmation: result.value } : result;
}

/** A new phone number for the signed-in user: returns the verification id for `confirmPhoneChange`. */
export async function sendPhoneChangeOtp(host: HTMLElement, phone: string): Promise<{ ok: true; verificationId: string } | OtpSendFailure> {
  const result = await withVerifier(host, (verifier) => new PhoneAuthProvider(auth).verifyPhoneNumber(phone, verifier));
  return result.ok ? { ok: true, verificationId: result.value } : result;
}

/** Links the verified new number to the user (replacing the old one). */
export async function confirmPhoneChange(user: User, verificationId: string, code: string): Promise<void> {
  await updatePhoneNumber(user, PhoneAuthProvider.credential(verificationId, code));
}
