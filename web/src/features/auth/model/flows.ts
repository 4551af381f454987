/**
 * The pure logic of the login screen: the steps of the forgot-password flow, where a user goes after logging in and
 * which message an Auth error shows. No React, no Firebase: unit-tested.
 */
import type { Role } from '@jobsearch/domain/choices';
import { OTP_MIN_LENGTH } from '@jobsearch/domain/constants';
import type { MessageKey } from '../../../i18n';
import { errorCode, isEmailInUse } from '../../../lib/session/auth-errors';
import {
  canSendOtp,
  canSignUp,
  canVerifyOtp,
  initialOtp,
  otpReducer,
  otpStep,
  phoneForOtp,
  showsOtpInput,
  verifyProblem,
  type OtpAction,
  type OtpPhase,
  type OtpState,
} from '../../../lib/session/otp';
import { PATHS } from '../../../lib/util/paths';

// The phone-OTP state machine and the Auth error helpers are shared with the profile screen, so
// they live in lib/; the login screen's tests still reach them through this module.
export {
  canSendOtp,
  canSignUp,
  canVerifyOtp,
  errorCode,
  initialOtp,
  isEmailInUse,
  otpReducer,
  otpStep,
  phoneForOtp,
  showsOtpInput,
  verifyProblem,
  type OtpAction,
  type OtpPhase,
  type OtpState,
};

// ---- Forgot password ----------------------------------------------------------

export type ForgotStep = 'phone' | 'otp' | 'password';

/** The forgot-password stepper follows the OTP reducer: phone, then OTP once sent, then the new password once verified. */
export function forgotStep(otp: OtpState): ForgotStep {
  const step = otpStep(otp);
  return step === 'done' ? 'password' : step;
}

/** Verify OTP is enabled only when the OTP has 6 or more characters. */
export function canVerifyForgotOtp(code: string): boolean {
  return code.trim().length >= OTP_MIN_LENGTH;
}

/** The problem with a new password and its confirmation (its key), or null. */
export function newPasswordProblem(password: string, confirmation: string): MessageKey | null {
  if (password !== confirmation) return 'auth.passwordsDontMatch';
  if (password.length < 6) return 'validation.passwordTooShort';
  return null;
}

// ---- After login ------------------------------------------------------------

/** Where a user lands after logging in: an employer on /, anyone else on /jobs. */
export function homeFor(role: Role | null | undefined): string {
  return role === 'employer' ? PATHS.home : PATHS.jobs;
}

const NEVER_BACK_TO: readonly string[] = [PATHS.login, PATHS.adminLogin, PATHS.admin];
const EMPLOYER_ONLY: readonly string[] = [PATHS.postJob, PATHS.postedJobs, PATHS.applications.toLowerCase()];
const JOBSEEKER_ONLY: readonly string[] = [PATHS.jobs, PATHS.myApplications];
const PUBLIC_JOB_PREFIX = PATHS.publicJob.replace(':jobId', '');

function pathOf(target: string): string {
  const path = target.split(/[?#]/)[0] ?? '';
  return (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
}

/**
 * The page to open after login: the guarded page the user came from
 * (`location.state.from`) when this role may open it, else the role's home.
 */
export function redirectAfterLogin(role: Role | null | undefined, from: unknown): string {
  if (!isSameSitePath(from)) return homeFor(role);
  const path = pathOf(from);
  if (NEVER_BACK_TO.includes(path)) return homeFor(role);
  if (role === 'employer' && JOBSEEKER_ONLY.includes(path)) return homeFor(role);
  if (role !== 'employer' && EMPLOYER_ONLY.includes(path)) return homeFor(role);
  return from;
}

/**
 * The role a return path makes clear, so the login screen need not ask it:
 * a job's public page (its Apply) and the seeker's own pages are a job
 * seeker's, posting and applicants an employer's. Anything else asks.
 */
export function roleImpliedBy(from: unknown): Role | null {
  if (!isSameSitePath(from)) return null;
  const path = pathOf(from);
  if (path.startsWith(PUBLIC_JOB_PREFIX) || JOBSEEKER_ONLY.includes(path)) return 'jobseeker';
  if (EMPLOYER_ONLY.includes(path)) return 'employer';
  return null;
}

/**
 * Whether a return path stays on this site: it starts with one '/' and holds
 * no backslash (browsers read '/\\evil.test' as '//evil.test'), no control
 * character or space, and no scheme; anything else would be an open redirect.
 */
export function isSameSitePath(from: unknown): from is string {
  if (typeof from !== 'string' || from.length > 2000 || !/^\/(?![/\\])[^\\\s]*$/.test(from)) return false;
  return ![...from].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * Where to come back to after logging in: the guard's `location.state.from`,
 * else a `?next=` path (the public job page's Apply links here before the app
 * has loaded). redirectAfterLogin checks it is same-site.
 */
export function returnPathOf(state: unknown, search: string): string | undefined {
  return fromState(state) ?? new URLSearchParams(search).get('next') ?? undefined;
}

/** `location.state.from`, if the guard left one. */
export function fromState(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'from' in state && typeof (state as { from: unknown }).from === 'string') {
    return (state as { from: string }).from;
  }
  return undefined;
}

// ---- Auth errors ----------------------------------------------------------------

const NETWORK = 'auth/network-request-failed';

/** The keys of the messages an Auth error shows. */
export function loginErrorMessage(code: string): MessageKey {
  return code === NETWORK ? 'ui.networkError' : 'auth.loginFailed';
}

export function registrationErrorMessage(code: string): MessageKey {
  if (code === NETWORK) return 'ui.networkError';
  return 'auth.registrationFailed';
}

/** Wrong or expired codes read as 'Invalid OTP.'; anything else too, but a network failure says so. */
export function otpConfirmErrorMessage(code: string, forgot = false): MessageKey {
  if (code === NETWORK) return 'ui.networkError';
  return forgot ? 'auth.invalidOtpForgot' : 'ui.invalidOtp';
}
