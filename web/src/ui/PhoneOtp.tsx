/**
 * The one phone-OTP component: the phone field with Send OTP (Resend OTP once
 * sent), the OTP input with Verify OTP, and the invisible reCAPTCHA's host.
 * Sign-up, the profile's phone change and forgot password all use it. Its
 * state is lib/session/otp.ts's tested reducer, owned by the caller (which reads it:
 * Sign Up's button, the forgot stepper); what sending and a correct code do
 * differs per screen and comes in as callbacks, so this file has no Firebase.
 */
import { useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type ReactNode } from 'react';
import { canSendOtp, canVerifyOtp, phoneForOtp, showsOtpInput, verifyProblem, type OtpAction, type OtpState } from '../lib/session/otp';
import { useT } from '../i18n';
import { Field } from './Field';
import { PhoneField } from './PhoneField';
import { NEEDS_NETWORK } from './network-guard';
import { toast } from './toast';

/** What a send callback reports (lib/session/phone-otp.ts's results fit). */
export type OtpSendOutcome = { ok: true } | { ok: false; reason: 'recaptcha' | 'send' };
/** What the caller did with the code: accepted it, refused it (the OTP input stays), or ended the flow (back to the phone). */
export type OtpConfirmOutcome = 'verified' | 'failed' | 'reset';

export interface PhoneOtpProps {
  /** The ids: `${id}-phone` and `${id}-otp`. */
  id: string;
  label: string;
  phone: string;
  /** The phone field changed (the component then tells the reducer). */
  onPhoneChange: (value: string) => void;
  otp: OtpState;
  dispatch: Dispatch<OtpAction>;
  error?: string;
  hint?: string;
  /** Whether this number needs an OTP at all (the profile's unchanged number does not). */
  needsOtp?: boolean;
  /** Sign-up shows a Verified badge in place of the button once verified. */
  verifiedBadge?: boolean;
  /** Enter in the phone field sends the first OTP (forgot password, where the phone is the whole form); elsewhere it submits the form around. */
  sendOnEnter?: boolean;
  /** The screen's own toasts: a bad number, sent, not sent; and what a wrong code says beside the OTP field (else 'Invalid OTP.'). */
  messages: { invalidPhone: string; sent: string; sendFailed: string; wrongCode?: string };
  /** A bad number (its message) or a good one (null): the caller shows it on the field. */
  onPhoneProblem: (message: string | null) => void;
  /** Sends an OTP to the E.164 number, rendering the reCAPTCHA in `host`. */
  send: (host: HTMLElement, phone: string) => Promise<OtpSendOutcome>;
  /** Checks the code and does what this screen does with a verified phone (its own toasts). */
  confirm: (code: string) => Promise<OtpConfirmOutcome>;
  /** Shown under the phone row, inside the field. */
  children?: ReactNode;
}

export function PhoneOtp(props: PhoneOtpProps) {
  const { id, label, phone, otp, dispatch, error, hint, needsOtp = true, verifiedBadge = false, sendOnEnter = false, messages } = props;
  const t = useT();
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const otpInput = useRef<HTMLInputElement>(null);
  // A refused code is said beside the field, not only in a toast that goes, and the code stays to be mended.
  const [codeProblem, setCodeProblem] = useState<string | null>(null);

  useEffect(() => {
    if (otp.phase === 'sent') otpInput.current?.focus();
  }, [otp.phase]);

  const onPhoneChange = (value: string) => {
    props.onPhoneChange(value);
    dispatch({ type: 'phoneChanged', phone: phoneForOtp(value) });
  };

  const onSend = async () => {
    if (!canSendOtp(otp)) return;
    const e164 = phoneForOtp(phone);
    if (!e164) {
      props.onPhoneProblem(messages.invalidPhone);
      toast.error(messages.invalidPhone);
      return;
    }
    props.onPhoneProblem(null);
    dispatch({ type: 'send', phone: e164 });
    const result = await props.send(recaptchaHost.current!, e164);
    if (!result.ok) {
      dispatch({ type: 'sendFailed' });
      toast.error(result.reason === 'recaptcha' ? t('ui.recaptchaFailed') : messages.sendFailed);
      return;
    }
    dispatch({ type: 'sent' });
    toast.success(messages.sent);
  };

  const onVerify = async () => {
    const problem = verifyProblem(otp);
    if (problem) {
      toast.error(t(problem));
      return;
    }
    if (!canVerifyOtp(otp)) return;
    dispatch({ type: 'verify' });
    setCodeProblem(null);
    const outcome = await props.confirm(otp.code.trim());
    if (outcome === 'failed') {
      setCodeProblem(messages.wrongCode ?? t('ui.invalidOtp'));
    }
    dispatch({ type: outcome === 'verified' ? 'verified' : outcome === 'failed' ? 'verifyFailed' : 'reset' });
  };

  /** Enter in the OTP field verifies (and, with sendOnEnter, in the phone field sends) rather than submitting the form around. */
  const onEnter = (action: () => void) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };

  const sending = otp.phase === 'sending' || otp.phase === 'resending';
  const verifying = otp.phase === 'verifying';
  const verified = otp.phase === 'verified';

  return (
    <>
      <Field id={`${id}-phone`} label={label} error={error} hint={hint}>
        {(control) => (
          <>
            <div className="otp-row" onKeyDown={sendOnEnter && otp.phase === 'idle' && needsOtp ? onEnter(() => void onSend()) : undefined}>
              <PhoneField
                id={control.id}
                value={phone}
                onChange={onPhoneChange}
                disabled={verifying}
                invalid={!!control['aria-invalid']}
                describedBy={control['aria-describedby']}
              />
              {verified && verifiedBadge ? (
                <span className="verified-badge" role="status" data-testid="phone-verified">
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {t('ui.verified')}
                </span>
              ) : needsOtp && !verified ? (
                <button type="button" className="button button--secondary otp-row__button" onClick={onSend} disabled={!canSendOtp(otp)} {...NEEDS_NETWORK}>
                  {sending ? t('ui.sending') : otp.phase === 'sent' ? t('ui.resendOtp') : t('ui.sendOtp')}
                </button>
              ) : null}
            </div>
            {props.children}
          </>
        )}
      </Field>

      {needsOtp && showsOtpInput(otp) ? (
        <div className="field">
          <label htmlFor={`${id}-otp`}>{t('ui.otp')}</label>
          <div className="otp-row">
            <input
              ref={otpInput}
              id={`${id}-otp`}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('ui.otpPlaceholder')}
              maxLength={6}
              value={otp.code}
              onChange={(e) => {
                setCodeProblem(null);
                dispatch({ type: 'code', code: e.target.value });
              }}
              aria-invalid={codeProblem ? true : undefined}
              aria-describedby={codeProblem ? `${id}-otp-error` : undefined}
              onKeyDown={onEnter(() => void onVerify())}
              disabled={verifying || otp.phase === 'resending'}
            />
            <button type="button" className="button otp-row__button" onClick={onVerify} disabled={!canVerifyOtp(otp)} {...NEEDS_NETWORK}>
              {verifying ? t('ui.verifying') : t('ui.verifyOtp')}
            </button>
          </div>
          {codeProblem ? (
            <span id={`${id}-otp-error`} className="field__error" role="alert">
              {codeProblem}
            </span>
          ) : null}
        </div>
      ) : null}

      <div ref={recaptchaHost} className="recaptcha-host" />
    </>
  );
}
