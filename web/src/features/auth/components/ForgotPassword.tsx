import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useT, type MessageKey } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { isSessionHeld, releaseSession } from '../../../lib/session';
import { Field } from '../../../ui/Field';
import { PasswordField } from '../../../ui/PasswordField';
import { PhoneOtp } from '../../../ui/PhoneOtp';
import { confirmForgotOtp, discardPhoneSignIn, resetPassword } from '../api/auth';
import { forgotStep, initialOtp, newPasswordProblem, otpReducer, phoneForOtp, type ForgotStep } from '../model/flows';
import { usePhoneSignInOtp } from '../api/use-phone-sign-in-otp';

const STEPS: { step: ForgotStep; label: MessageKey }[] = [
  { step: 'phone', label: 'auth.stepPhone' },
  { step: 'otp', label: 'auth.stepOtp' },
  { step: 'password', label: 'auth.stepPassword' },
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
  const t = useT();
  const [otp, dispatch] = useReducer(otpReducer, initialOtp);
  const [phone, setPhone] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = forgotStep(otp);

  useEffect(
    () => () => {
      void endFlow();
    },
    [],
  );
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const otpFlow = usePhoneSignInOtp(confirmForgotOtp, (value) => {
    if (value === 'noAccount') {
      setError({ field: 'phone', message: t('auth.noAccountForPhone') });
      toast.error(t('auth.noAccountForPhone'));
      return 'reset';
    }
    toast.success(t('auth.otpVerifiedForgot'));
    return 'verified';
  });

  const onPhoneChange = (value: string) => {
    setPhone(value);
    if (phoneForOtp(value) !== otp.phone) otpFlow.forget();
  };

  const changeNumber = () => {
    otpFlow.forget();
    dispatch({ type: 'reset' });
  };

  const onReset = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(newPassword, confirmPassword);
    if (problem) {
      setError({ field: problem === 'auth.passwordsDontMatch' ? 'confirm' : 'password', message: t(problem) });
      toast.error(t(problem));
      return;
    }
    setError(null);
    setBusy(true);
    const result = await resetPassword(newPassword);
    setBusy(false);
    if (!result.ok) {
      toast.error(t(result.message));
      return;
    }
    releaseSession();
    toast.success(t('auth.passwordResetSucceeded'));
    onDone();
  };

  // Leaving (Back to Login, or any navigation) ends the flow in the unmount effect above.
  const onBackToLogin = () => onBack();
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const current = STEPS.findIndex((s) => s.step === step);

  return (
    <section className="forgot" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="auth-title" tabIndex={-1} ref={heading}>
        {t('auth.resetTitle')}
      </h1>
      <ol className="stepper" aria-label={t('auth.steps')}>
        {STEPS.map((s, i) => (
          <li
            key={s.step}
            className={`stepper__step${i < current ? ' is-done' : ''}${i === current ? ' is-current' : ''}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="stepper__dot" aria-hidden="true">
              {i + 1}
            </span>
            <span>{t(s.label)}</span>
          </li>
        ))}
      </ol>

      {step !== 'password' ? (
        <div className="auth-form">
          <p className="auth-hint">{step === 'phone' ? t('auth.forgotPhoneHint') : t('auth.forgotOtpHint')}</p>
          <PhoneOtp
            id="forgot"
            label={t('auth.phoneNumber')}
            phone={phone}
            onPhoneChange={onPhoneChange}
            otp={otp}
            dispatch={dispatch}
            error={errorOf('phone')}
            messages={{
              invalidPhone: t('auth.invalidPhoneForgot'),
              sent: t('auth.otpSentForgot'),
              sendFailed: t('auth.otpSendFailedForgot'),
              wrongCode: t('auth.invalidOtpForgot'),
            }}
            onPhoneProblem={(message) => setError(message ? { field: 'phone', message } : null)}
            send={otpFlow.send}
            confirm={otpFlow.confirm}
            sendOnEnter
          />
          {step === 'otp' ? (
            <p className="auth-switch">
              {t('auth.wrongNumber')}{' '}
              <button type="button" className="link-button auth-link" onClick={changeNumber}>
                {t('auth.changeIt')}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}

      {step === 'password' ? (
        <form className="auth-form" onSubmit={onReset} noValidate>
          <p className="auth-hint">{t('auth.newPasswordHint')}</p>
          <Field id="forgot-new-password" label={t('auth.newPassword')} error={errorOf('password')}>
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
          <Field id="forgot-confirm-password" label={t('auth.confirmPassword')} error={errorOf('confirm')}>
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
            {busy ? t('ui.saving') : t('auth.resetPassword')}
          </button>
        </form>
      ) : null}

      <p className="auth-switch">
        <button type="button" className="link-button auth-link" onClick={onBackToLogin}>
          {t('auth.backToLogin')}
        </button>
      </p>
    </section>
  );
}
