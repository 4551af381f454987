import { MESSAGES } from '@jobsearch/domain/messages';
import type { ConfirmationResult } from 'firebase/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toast';
import { holdSession, isSessionHeld, releaseSession } from '../../../lib/session';
import { Field } from '../../../ui/Field';
import { PasswordField } from '../../../ui/PasswordField';
import { PhoneField } from '../../../ui/PhoneField';
import { confirmForgotOtp, discardPhoneSignIn, resetPassword } from '../api/auth';
import { canVerifyForgotOtp, newPasswordProblem, phoneForOtp, type ForgotStep } from '../model/flows';
import { sendSignInOtp } from '../../../lib/phone-otp';

const STEPS: { step: ForgotStep; label: string }[] = [
  { step: 'phone', label: 'Phone' },
  { step: 'otp', label: 'OTP' },
  { step: 'password', label: 'New password' },
];

function endFlow(): Promise<void> {
  if (!isSessionHeld()) return Promise.resolve();
  return discardPhoneSignIn().finally(releaseSession);
}

/**
 * Forgot password: phone, OTP, new password and confirmation. The OTP signs
 * in the account that has this phone, which then sets its new password.
 */
export function ForgotPassword({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const [step, setStep] = useState<ForgotStep>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmation = useRef<ConfirmationResult | null>(null);
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(
    () => () => {
      void endFlow();
    },
    [],
  );
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const onSendOtp = async (event: FormEvent) => {
    event.preventDefault();
    const e164 = phoneForOtp(phone);
    if (!e164) {
      setError({ field: 'phone', message: MESSAGES.invalidPhoneForgot });
      toast.error(MESSAGES.invalidPhoneForgot);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await sendSignInOtp(recaptchaHost.current!, e164);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.reason === 'recaptcha' ? MESSAGES.recaptchaFailed : MESSAGES.otpSendFailedForgot);
      return;
    }
    confirmation.current = result.confirmation;
    setCode('');
    setStep('otp');
    toast.success(MESSAGES.otpSentForgot);
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmation.current) {
      toast.error(MESSAGES.requestOtpFirst);
      return;
    }
    if (!canVerifyForgotOtp(code)) return;
    setBusy(true);
    holdSession();
    const result = await confirmForgotOtp(confirmation.current, code.trim());
    setBusy(false);
    if (!result.ok) {
      releaseSession();
      setCode('');
      toast.error(result.message);
      return;
    }
    if (result.value === 'noAccount') {
      releaseSession();
      confirmation.current = null;
      setStep('phone');
      setError({ field: 'phone', message: MESSAGES.noAccountForPhone });
      toast.error(MESSAGES.noAccountForPhone);
      return;
    }
    setStep('password');
    toast.success(MESSAGES.otpVerifiedForgot);
  };

  const onReset = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(newPassword, confirmPassword);
    if (problem) {
      setError({ field: problem === MESSAGES.passwordsDontMatch ? 'confirm' : 'password', message: problem });
      toast.error(problem);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await resetPassword(newPassword);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    releaseSession();
    toast.success(MESSAGES.passwordResetSucceeded);
    onDone();
  };

  // Leaving (Back to Login, or any navigation) ends the flow in the unmount effect above.
  const onBackToLogin = () => onBack();
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const current = STEPS.findIndex((s) => s.step === step);

  return (
    <section className="forgot" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="auth-title" tabIndex={-1} ref={heading}>
        Reset your password
      </h1>
      <ol className="stepper" aria-label="Steps">
        {STEPS.map((s, i) => (
          <li
            key={s.step}
            className={`stepper__step${i < current ? ' is-done' : ''}${i === current ? ' is-current' : ''}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="stepper__dot" aria-hidden="true">
              {i + 1}
            </span>
            <span>{s.label}</span>
          </li>
        ))}
      </ol>

      {step === 'phone' ? (
        <form className="auth-form" onSubmit={onSendOtp} noValidate>
          <p className="auth-hint">Enter the mobile number of your account. We will send you an OTP.</p>
          <Field id="forgot-phone" label="Phone Number" error={errorOf('phone')}>
            {(control) => (
              <PhoneField id={control.id} value={phone} onChange={setPhone} invalid={!!control['aria-invalid']} describedBy={control['aria-describedby']} />
            )}
          </Field>
          <div ref={recaptchaHost} className="recaptcha-host" />
          <button type="submit" className="button button--block button--large" disabled={busy}>
            {busy ? 'Sending...' : 'Send OTP'}
          </button>
        </form>
      ) : null}

      {step === 'otp' ? (
        <form className="auth-form" onSubmit={onVerify} noValidate>
          <p className="auth-hint">Enter the 6-digit OTP we sent to your mobile number.</p>
          <div className="field">
            <label htmlFor="forgot-otp">OTP</label>
            <input
              id="forgot-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="6-digit"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              autoFocus
            />
          </div>
          <button type="submit" className="button button--block button--large" disabled={busy || !canVerifyForgotOtp(code)}>
            {busy ? 'Verifying...' : 'Verify OTP'}
          </button>
          <p className="auth-switch">
            Wrong number?{' '}
            <button
              type="button"
              className="link-button auth-link"
              onClick={() => {
                confirmation.current = null;
                setStep('phone');
              }}
            >
              Change it
            </button>
          </p>
        </form>
      ) : null}

      {step === 'password' ? (
        <form className="auth-form" onSubmit={onReset} noValidate>
          <p className="auth-hint">Choose a new password of at least 6 characters.</p>
          <Field id="forgot-new-password" label="New Password" error={errorOf('password')}>
            {(control) => (
              <PasswordField
                id={control.id}
                autoComplete="new-password"
                value={newPassword}
                onChange={setNewPassword}
                invalid={!!control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
              />
            )}
          </Field>
          <Field id="forgot-confirm-password" label="Confirm Password" error={errorOf('confirm')}>
            {(control) => (
              <PasswordField
                id={control.id}
                autoComplete="new-password"
                value={confirmPassword}
                onChange={setConfirmPassword}
                invalid={!!control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
              />
            )}
          </Field>
          <button type="submit" className="button button--block button--large" disabled={busy}>
            {busy ? 'Saving...' : 'Reset Password'}
          </button>
        </form>
      ) : null}

      <p className="auth-switch">
        <button type="button" className="link-button auth-link" onClick={onBackToLogin}>
          Back to Login
        </button>
      </p>
    </section>
  );
}
