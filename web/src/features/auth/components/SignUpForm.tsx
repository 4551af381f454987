import type { Role } from '@jobsearch/domain/choices';
import { MESSAGES } from '@jobsearch/domain/messages';
import { fieldErrors, registrationSchema } from '@jobsearch/domain/schemas';
import type { ConfirmationResult } from 'firebase/auth';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../ui/toast';
import { holdSession, isSessionHeld, releaseSession } from '../../../lib/session';
import { Field } from '../../../ui/Field';
import { PasswordField } from '../../../ui/PasswordField';
import { PhoneField } from '../../../ui/PhoneField';
import { completeRegistration, confirmSignUpOtp, discardPhoneSignIn } from '../api/auth';
import { canSendOtp, canSignUp, canVerifySignUpOtp, initialOtp, otpReducer, phoneForOtp, showsOtpInput, verifyProblem } from '../model/flows';
import { sendSignInOtp } from '../../../lib/phone-otp';

interface SignUpFormProps {
  role: Role;
  onRegistered: () => void;
  onSwitchToLogin: () => void;
}

/** Ends a phone sign-in this form made and did not finish (form left, number changed). */
function abandonVerification() {
  if (!isSessionHeld()) return;
  void discardPhoneSignIn().finally(releaseSession);
}

/**
 * Step 2, sign-up mode: Full Name, Phone (verified by OTP), Email, Password.
 * Sign Up is enabled once the phone is verified.
 */
export function SignUpForm({ role, onRegistered, onSwitchToLogin }: SignUpFormProps) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [otp, dispatch] = useReducer(otpReducer, initialOtp);
  const [busy, setBusy] = useState(false);
  const confirmation = useRef<ConfirmationResult | null>(null);
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const otpInput = useRef<HTMLInputElement>(null);

  // Leaving the form (toggle, navigation) ends an unfinished verification.
  useEffect(() => abandonVerification, []);

  useEffect(() => {
    if (otp.phase === 'sent') otpInput.current?.focus();
  }, [otp.phase]);

  const onPhoneChange = (value: string) => {
    setPhone(value);
    const e164 = phoneForOtp(value);
    if (otp.phase === 'verified' && e164 !== otp.phone) abandonVerification();
    if (otp.phase !== 'idle' && e164 !== otp.phone) confirmation.current = null;
    dispatch({ type: 'phoneChanged', phone: e164 });
  };

  const onSendOtp = async () => {
    const e164 = phoneForOtp(phone);
    if (!e164) {
      setErrors((e) => ({ ...e, phoneNumber: MESSAGES.invalidPhone }));
      toast.error(MESSAGES.invalidPhone);
      return;
    }
    setErrors(({ phoneNumber: _drop, ...rest }) => rest);
    dispatch({ type: 'send', phone: e164 });
    const result = await sendSignInOtp(recaptchaHost.current!, e164);
    if (!result.ok) {
      dispatch({ type: 'sendFailed' });
      toast.error(result.reason === 'recaptcha' ? MESSAGES.recaptchaFailed : MESSAGES.otpSendFailed);
      return;
    }
    confirmation.current = result.confirmation;
    dispatch({ type: 'sent' });
    toast.success(MESSAGES.otpSent);
  };

  const onVerify = async () => {
    const problem = verifyProblem(otp) ?? (confirmation.current ? null : MESSAGES.requestOtpFirst);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (!otp.code) {
      toast.error(MESSAGES.invalidOtp);
      return;
    }
    dispatch({ type: 'verify' });
    holdSession();
    const result = await confirmSignUpOtp(confirmation.current!, otp.code);
    if (!result.ok) {
      releaseSession();
      dispatch({ type: 'verifyFailed' });
      toast.error(result.message);
      return;
    }
    if (result.value === 'phoneInUse') {
      releaseSession();
      confirmation.current = null;
      dispatch({ type: 'reset' });
      setErrors((e) => ({ ...e, phoneNumber: MESSAGES.phoneAlreadyUsed }));
      toast.error(MESSAGES.phoneAlreadyUsed);
      return;
    }
    dispatch({ type: 'verified' });
    toast.success(MESSAGES.otpVerified);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSignUp(otp)) {
      toast.error(MESSAGES.requestOtpFirst);
      return;
    }
    const parsed = registrationSchema.safeParse({ name, email, password, phoneNumber: otp.phone, role });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await completeRegistration({ name: parsed.data.name, email: parsed.data.email, password: parsed.data.password, role });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message);
      if (result.emailInUse) {
        setErrors({ email: MESSAGES.emailAlreadyUsed });
        toast.error(MESSAGES.emailAlreadyUsed);
      }
      return;
    }
    releaseSession();
    toast.success(MESSAGES.registrationSucceeded);
    onRegistered();
  };

  const sending = otp.phase === 'sending';
  const verifying = otp.phase === 'verifying';
  const verified = otp.phase === 'verified';

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
      <h2 id="signup-title" className="auth-form__title">
        Sign up as {role === 'employer' ? 'an Employer' : 'a Job Seeker'}
      </h2>

      <Field id="signup-name" label="Full Name" error={errors.name}>
        {(control) => <input {...control} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>

      <Field
        id="signup-phone"
        label="Phone Number"
        error={errors.phoneNumber}
        hint={errors.phoneNumber ? undefined : verified ? 'Your phone number is verified.' : 'We send a one-time password (OTP) to verify your number.'}
      >
        {(control) => (
          <div className="otp-row">
            <PhoneField
              id={control.id}
              value={phone}
              onChange={onPhoneChange}
              disabled={verifying}
              invalid={!!control['aria-invalid']}
              describedBy={control['aria-describedby']}
            />
            {verified ? (
              <span className="verified-badge" role="status" data-testid="phone-verified">
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                Verified
              </span>
            ) : (
              <button type="button" className="button button--secondary otp-row__button" onClick={onSendOtp} disabled={!canSendOtp(otp)}>
                {sending ? 'Sending...' : otp.phase === 'sent' ? 'Resend OTP' : 'Send OTP'}
              </button>
            )}
          </div>
        )}
      </Field>

      {showsOtpInput(otp) ? (
        <div className="field">
          <label htmlFor="signup-otp">OTP</label>
          <div className="otp-row">
            <input
              ref={otpInput}
              id="signup-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="6-digit"
              maxLength={6}
              value={otp.code}
              onChange={(e) => dispatch({ type: 'code', code: e.target.value })}
              disabled={verifying}
            />
            <button type="button" className="button otp-row__button" onClick={onVerify} disabled={!canVerifySignUpOtp(otp)}>
              {verifying ? 'Verifying...' : 'Verify OTP'}
            </button>
          </div>
        </div>
      ) : null}

      <Field id="signup-email" label="Email" error={errors.email}>
        {(control) => <input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>

      <Field id="signup-password" label="Password" error={errors.password} hint={errors.password ? undefined : 'At least 6 characters.'}>
        {(control) => (
          <PasswordField
            id={control.id}
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            invalid={!!control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </Field>

      <div ref={recaptchaHost} className="recaptcha-host" />

      <button type="submit" className="button button--block button--large" disabled={!canSignUp(otp) || busy}>
        {busy ? 'Signing up...' : 'Sign Up'}
      </button>
      {!verified ? <p className="field__hint auth-center">Verify your phone number to enable Sign Up.</p> : null}
      <p className="auth-switch">
        Already have an account?{' '}
        <button type="button" className="link-button auth-link" onClick={onSwitchToLogin}>
          Login
        </button>
      </p>
    </form>
  );
}
