/**
 * The phone-OTP state machine (send, resend, verify) shared by sign-up, the
 * profile's phone change and forgot password, all three through the one
 * component ui/PhoneOtp.tsx. No React, no Firebase: unit-tested through
 * features/auth/model/flows.test.ts.
 */
import { OTP_MIN_LENGTH } from '@jobsearch/domain/constants';
import type { MessageKey } from '../../i18n';
import { normalisePhone } from '@jobsearch/domain/phone';
import { asciiDigits } from '@jobsearch/domain/digits';

// ---- Phone ------------------------------------------------------------------

/**
 * The E.164 number an OTP is sent to, or null when the input is not a phone
 * number: fewer than 10 characters, or not a valid number once a number
 * without a leading + gets +91.
 */
export function phoneForOtp(input: string | undefined | null): string | null {
  return normalisePhone(input ?? '');
}

// ---- Phone OTP ---------------------------------------------------------------

/**
 * Not sent, sending, sent (the OTP input appears), resending (a new OTP on its
 * way; the OTP input stays, and if the resend fails the earlier OTP still
 * counts), verifying, verified (Sign Up enabled).
 */
export type OtpPhase = 'idle' | 'sending' | 'sent' | 'resending' | 'verifying' | 'verified';

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
      if (state.phase === 'sent' && action.phone === state.phone) return { ...state, phase: 'resending' };
      return state.phase === 'idle' || state.phase === 'sent' ? { phase: 'sending', phone: action.phone, code: '' } : state;
    case 'sent':
      if (state.phase === 'resending') return { ...state, phase: 'sent', code: '' };
      return state.phase === 'sending' ? { ...state, phase: 'sent' } : state;
    case 'sendFailed':
      if (state.phase === 'resending') return { ...state, phase: 'sent' };
      return state.phase === 'sending' ? { ...initialOtp } : state;
    case 'code':
      // A Hindi or Marathi keyboard types ०-९: read as the digits they are.
      return state.phase === 'sent' ? { ...state, code: asciiDigits(action.code).replace(/\D/g, '').slice(0, 6) } : state;
    case 'verify':
      return state.phase === 'sent' ? { ...state, phase: 'verifying' } : state;
    case 'verified':
      return state.phase === 'verifying' ? { ...state, phase: 'verified' } : state;
    case 'verifyFailed':
      // The code stays: a one-digit slip is mended where it is, and the screen says what was wrong beside it.
      return state.phase === 'verifying' ? { ...state, phase: 'sent' } : state;
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
export const showsOtpInput = (s: OtpState) => s.phase === 'sent' || s.phase === 'resending' || s.phase === 'verifying';
/** Sign Up is enabled only with a verified OTP. */
export const canSignUp = (s: OtpState) => s.phase === 'verified';
/** Verify OTP is enabled once an OTP was sent and 6 or more characters are typed (sign-up, profile, forgot). */
export const canVerifyOtp = (s: OtpState) => s.phase === 'sent' && s.code.trim().length >= OTP_MIN_LENGTH;

/** Where the flow stands, for a stepper: the phone (not sent yet), the OTP (sent, verifying), or done (verified). */
export function otpStep(s: OtpState): 'phone' | 'otp' | 'done' {
  if (s.phase === 'verified') return 'done';
  return showsOtpInput(s) ? 'otp' : 'phone';
}

/** Verify before any OTP was requested: 'Please request OTP first.' (its key). */
export function verifyProblem(s: OtpState): MessageKey | null {
  return s.phase === 'sent' ? null : 'ui.requestOtpFirst';
}
