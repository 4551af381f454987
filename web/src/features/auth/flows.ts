/**
 * The pure logic of the login screen: the OTP state machine of sign-up, the
 * steps of the forgot-password flow, where a user goes after logging in and
 * which message an Auth error shows. No React, no Firebase: unit-tested.
 */
import type { Role } from '@jobsearch/domain/choices';
import { OTP_MIN_LENGTH } from '@jobsearch/domain/constants';
import { FIELD_MESSAGES, MESSAGES } from '@jobsearch/domain/messages';
import { normalisePhone } from '@jobsearch/domain/phone';

// ---- Phone ------------------------------------------------------------------

/**
 * The E.164 number an OTP is sent to, or null when the input is not a phone
 * number: fewer than 10 characters, or not a valid number once a number
 * without a leading + gets +91.
 */
export function phoneForOtp(input: string | undefined | null): string | null {
  return normalisePhone(input ?? '');
}

// ---- Sign-up OTP ------------------------------------------------------------

/** Not sent, sending, sent (the OTP input appears), verifying, verified (Sign Up enabled). */
export type OtpPhase = 'idle' | 'sending' | 'sent' | 'verifying' | 'verified';

export interface OtpState {
  phase: OtpPhase;
  /** The E.164 number the OTP was sent to (and, once verified, the verified one). */
  phone: string | null;
  code: string;
}

export type OtpAction =
  | { type: 'send'; phone: string }
  | { type: 'sent' }
  | { type: 'sendFailed' }
  | { type: 'code'; code: string }
  | { type: 'verify' }
  | { type: 'verified' }
  | { type: 'verifyFailed' }
  /** The phone field changed: a verification of another number no longer counts. */
  | { type: 'phoneChanged'; phone: string | null }
  | { type: 'reset' };

export const initialOtp: OtpState = { phase: 'idle', phone: null, code: '' };

export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  switch (action.type) {
    case 'send':
      return state.phase === 'idle' || state.phase === 'sent' ? { phase: 'sending', phone: action.phone, code: '' } : state;
    case 'sent':
      return state.phase === 'sending' ? { ...state, phase: 'sent' } : state;
    case 'sendFailed':
      return state.phase === 'sending' ? { ...initialOtp } : state;
    case 'code':
      return state.phase === 'sent' ? { ...state, code: action.code.replace(/\D/g, '').slice(0, 6) } : state;
    case 'verify':
      return state.phase === 'sent' ? { ...state, phase: 'verifying' } : state;
    case 'verified':
      return state.phase === 'verifying' ? { ...state, phase: 'verified' } : state;
    case 'verifyFailed':
      return state.phase === 'verifying' ? { ...state, phase: 'sent', code: '' } : state;
    case 'phoneChanged':
      if (state.phase === 'idle' || action.phone === state.phone) return state;
      return { ...initialOtp };
    case 'reset':
      return { ...initialOtp };
  }
}

/** Send OTP is offered before sending and again (to resend) once sent. */
export const canSendOtp = (s: OtpState) => s.phase === 'idle' || s.phase === 'sent';
/** The OTP input shows once an OTP has been sent. */
export const showsOtpInput = (s: OtpState) => s.phase === 'sent' || s.phase === 'verifying';
/** Sign Up is enabled only with a verified OTP. */
export const canSignUp = (s: OtpState) => s.phase === 'verified';
/** Verify OTP is enabled once an OTP was sent and 6 or more characters are typed (as in the forgot flow). */
export const canVerifySignUpOtp = (s: OtpState) => s.phase === 'sent' && s.code.trim().length >= OTP_MIN_LENGTH;

/** Verify before any OTP was requested: 'Please request OTP first.' */
export function verifyProblem(s: OtpState): string | null {
  return s.phase === 'sent' ? null : MESSAGES.requestOtpFirst;
}

// ---- Forgot password ----------------------------------------------------------

export type ForgotStep = 'phone' | 'otp' | 'password';

/** Verify OTP is enabled only when the OTP has 6 or more characters. */
export function canVerifyForgotOtp(code: string): boolean {
  return code.trim().length >= OTP_MIN_LENGTH;
}

/** The problem with a new password and its confirmation, or null. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return MESSAGES.passwordsDontMatch;
  if (password.length < 6) return FIELD_MESSAGES.passwordTooShort;
  return null;
}

// ---- After login ------------------------------------------------------------

/** Where a user lands after logging in: an employer on /, anyone else on /jobs. */
export function homeFor(role: Role | null | undefined): string {
  return role === 'employer' ? '/' : '/jobs';
}

const NEVER_BACK_TO = ['/login', '/admin-login', '/admin'];
const EMPLOYER_ONLY = ['/post-job', '/posted-jobs', '/application'];
const JOBSEEKER_ONLY = ['/jobs', '/my-applications'];

function pathOf(target: string): string {
  const path = target.split(/[?#]/)[0] ?? '';
  return (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
}

/**
 * The page to open after login: the guarded page the user came from
 * (`location.state.from`) when this role may open it, else the role's home.
 */
export function redirectAfterLogin(role: Role | null | undefined, from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return homeFor(role);
  const path = pathOf(from);
  if (NEVER_BACK_TO.includes(path)) return homeFor(role);
  if (role === 'employer' && JOBSEEKER_ONLY.includes(path)) return homeFor(role);
  if (role !== 'employer' && EMPLOYER_ONLY.includes(path)) return homeFor(role);
  return from;
}

/** `location.state.from`, if the guard left one. */
export function fromState(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'from' in state && typeof (state as { from: unknown }).from === 'string') {
    return (state as { from: string }).from;
  }
  return undefined;
}

// ---- Auth errors ----------------------------------------------------------------

export function errorCode(error: unknown): string {
  return error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string'
    ? (error as { code: string }).code
    : '';
}

const NETWORK = 'auth/network-request-failed';

export function loginErrorMessage(code: string): string {
  return code === NETWORK ? MESSAGES.networkError : MESSAGES.loginFailed;
}

export function isEmailInUse(code: string): boolean {
  return code === 'auth/email-already-in-use' || code === 'auth/credential-already-in-use';
}

export function registrationErrorMessage(code: string): string {
  if (code === NETWORK) return MESSAGES.networkError;
  return MESSAGES.registrationFailed;
}

/** Wrong or expired codes read as 'Invalid OTP.'; anything else too, but a network failure says so. */
export function otpConfirmErrorMessage(code: string, forgot = false): string {
  if (code === NETWORK) return MESSAGES.networkError;
  return forgot ? MESSAGES.invalidOtpForgot : MESSAGES.invalidOtp;
}
