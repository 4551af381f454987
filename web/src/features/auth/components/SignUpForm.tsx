import type { Role } from '@jobsearch/domain/choices';
import { fieldErrors, siteSignUpSchema } from '@jobsearch/domain/schemas';
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { isSessionHeld, releaseSession } from '../../../lib/session';
import { Field } from '../../../ui/Field';
import { PasswordField } from '../../../ui/PasswordField';
import { PhoneOtp } from '../../../ui/PhoneOtp';
import { completeRegistration, confirmSignUpOtp, discardPhoneSignIn } from '../api/auth';
import { canSignUp, initialOtp, otpReducer, phoneForOtp } from '../model/flows';
import { usePhoneSignInOtp } from '../api/use-phone-sign-in-otp';
import { isPhoneLayout } from '../../../ui/use-phone-layout';

interface SignUpFormProps {
  role: Role;
  /** Called with the address registered, for the login form to fill in. */
  onRegistered: (email: string) => void;
  /** A sign-up with the phone alone ends signed in. */
  onSignedIn: (role: Role) => void;
  onSwitchToLogin: () => void;
  /** A number the login by OTP already proved (its user signed in and held): no second OTP. */
  verifiedPhone?: string;
}

/** Ends a phone sign-in this form made and did not finish (form left, number changed). */
function abandonVerification() {
  if (!isSessionHeld()) return;
  void discardPhoneSignIn().finally(releaseSession);
}

/**
 * Step 2, sign-up mode: Full Name, Phone (verified by OTP), and optionally
 * Email and Password. Sign Up is enabled once the phone is verified. With the
 * phone alone the person is signed in at once; with an email and a password
 * the spec's flow goes on: "Registration successful. Please log in."
 */
export function SignUpForm({ role, onRegistered, onSignedIn, onSwitchToLogin, verifiedPhone }: SignUpFormProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState(verifiedPhone ?? '');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [otp, dispatch] = useReducer(otpReducer, verifiedPhone ? { phase: 'verified', phone: verifiedPhone, code: '' } : initialOtp);
  const [busy, setBusy] = useState(false);

  // Leaving the form (toggle, navigation) ends an unfinished verification.
  useEffect(() => abandonVerification, []);

  const onPhoneChange = (value: string) => {
    setPhone(value);
    const e164 = phoneForOtp(value);
    if (otp.phase === 'verified' && e164 !== otp.phone) abandonVerification();
    if (otp.phase !== 'idle' && e164 !== otp.phone) otpFlow.forget();
  };

  const otpFlow = usePhoneSignInOtp(
    confirmSignUpOtp,
    (value) => {
      if (value === 'phoneInUse') {
        setErrors((e) => ({ ...e, phoneNumber: t('ui.phoneAlreadyUsed') }));
        toast.error(t('ui.phoneAlreadyUsed'));
        return 'reset';
      }
      toast.success(t('ui.otpVerified'));
      return 'verified';
    },
    { keepSignedIn: isPhoneLayout },
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSignUp(otp)) {
      toast.error(t('ui.requestOtpFirst'));
      return;
    }
    const parsed = siteSignUpSchema.safeParse({ name, email, password, phoneNumber: otp.phone, role });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await completeRegistration({ name: parsed.data.name, email: parsed.data.email, password: parsed.data.password, role });
    setBusy(false);
    if (!result.ok) {
      toast.error(t(result.message));
      if (result.emailInUse) {
        setErrors({ email: t('ui.emailAlreadyUsed') });
        toast.error(t('ui.emailAlreadyUsed'));
      }
      return;
    }
    releaseSession();
    if (result.value.signedIn) {
      toast.success(t('auth.welcome', { name: parsed.data.name }));
      onSignedIn(role);
      return;
    }
    toast.success(t('auth.registrationSucceeded'));
    if (result.value.verificationSent) toast.info(t('ui.verificationMailSent', { email: parsed.data.email }));
    onRegistered(parsed.data.email);
  };

  const verified = otp.phase === 'verified';

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
      <h2 id="signup-title" className="auth-form__title">
        {role === 'employer' ? t('auth.signUpAsEmployer') : t('auth.signUpAsJobseeker')}
      </h2>
      <p className="auth-form__lead">{t('auth.signUpPhoneFirst')}</p>

      <Field id="signup-name" label={t('auth.fullName')} error={errors.name}>
        {(control) => <input {...control} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>

      <PhoneOtp
        id="signup"
        label={t('auth.phoneNumber')}
        phone={phone}
        onPhoneChange={onPhoneChange}
        otp={otp}
        dispatch={dispatch}
        error={errors.phoneNumber}
        hint={errors.phoneNumber ? undefined : verified ? t('auth.phoneVerifiedHint') : t('auth.phoneOtpHint')}
        verifiedBadge
        messages={{ invalidPhone: t('ui.invalidPhone'), sent: t('ui.otpSent'), sendFailed: t('ui.otpSendFailed') }}
        onPhoneProblem={(message) => setErrors(({ phoneNumber: _drop, ...rest }) => (message ? { ...rest, phoneNumber: message } : rest))}
        send={otpFlow.send}
        confirm={otpFlow.confirm}
      />

      <Field id="signup-email" label={t('auth.email')} error={errors.email} hint={errors.email ? undefined : t('auth.emailOptionalHint')}>
        {(control) => <input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>

      <Field id="signup-password" label={t('auth.password')} error={errors.password} hint={errors.password ? undefined : t('auth.passwordOptionalHint')}>
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

      <button type="submit" className="button button--block button--large" disabled={!canSignUp(otp) || busy}>
        {busy ? t('auth.signingUp') : t('auth.signUp')}
      </button>
      {!verified ? <p className="field__hint auth-center">{t('auth.verifyToSignUp')}</p> : null}
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-button auth-link" onClick={onSwitchToLogin}>
          {t('auth.login')}
        </button>
      </p>
    </form>
  );
}
