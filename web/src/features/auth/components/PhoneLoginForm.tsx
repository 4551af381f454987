import type { Role } from '@jobsearch/domain/choices';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useT } from '../../../i18n';
import { formatPhone } from '@jobsearch/domain/phone';
import { isSessionHeld, releaseSession } from '../../../lib/session';
import { PhoneOtp } from '../../../ui/PhoneOtp';
import { toast } from '../../../ui/toast';
import { isPhoneLayout } from '../../../ui/use-phone-layout';
import { confirmPhoneLogin, discardPhoneSignIn } from '../api/auth';
import { usePhoneSignInOtp } from '../api/use-phone-sign-in-otp';
import { initialOtp, otpReducer, phoneForOtp } from '../model/flows';

interface PhoneLoginFormProps {
  role: Role;
  onLoggedIn: (role: Role) => void;
  /** The number has no account: sign up with it, already verified (the phone's user stays signed in, held). */
  onSignUpWithPhone: (phoneNumber: string) => void;
}

/**
 * Step 2, login mode, first: the phone and its OTP are the whole login. A
 * number with no account says so and offers Sign up with it; a banned one is
 * told it was suspended.
 */
export function PhoneLoginForm({ role, onLoggedIn, onSignUpWithPhone }: PhoneLoginFormProps) {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [otp, dispatch] = useReducer(otpReducer, initialOtp);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [noAccount, setNoAccount] = useState<string | null>(null);
  const keepSignedIn = useRef(isPhoneLayout());
  const handedOn = useRef(false);

  // Leaving with a verified number that has no account (and not to Sign up) deletes the empty user it made.
  useEffect(
    () => () => {
      if (!handedOn.current && isSessionHeld()) void discardPhoneSignIn().finally(releaseSession);
    },
    [],
  );

  const otpFlow = usePhoneSignInOtp(
    (confirmation, code) => confirmPhoneLogin(confirmation, code, role),
    (outcome) => {
      if (outcome.kind === 'signedIn') {
        toast.success(t('auth.loginSucceeded'));
        onLoggedIn(outcome.role);
        releaseSession();
        return 'verified';
      }
      setNoAccount(outcome.phoneNumber);
      return 'verified';
    },
    {
      keepSignedIn: () => keepSignedIn.current,
      // A wrong code is said beside the OTP field; anything else (a suspension, the wrong role) above the form.
      onRefused: (message) => setProblem(message === 'ui.invalidOtp' ? null : t(message)),
    },
  );

  const onPhoneChange = (value: string) => {
    setPhone(value);
    setProblem(null);
    if (otp.phase !== 'idle' && phoneForOtp(value) !== otp.phone) otpFlow.forget();
  };

  return (
    <section className="auth-form auth-form--phone">
      <h2 className="auth-form__title">{role === 'employer' ? t('auth.loginAsEmployer') : t('auth.loginAsJobseeker')}</h2>
      <h3 className="auth-form__subtitle">{t('auth.phoneLoginTitle')}</h3>
      {problem ? (
        <p className="auth-alert" role="alert">
          {problem}
        </p>
      ) : null}
      {noAccount ? (
        <div className="auth-notice" role="status">
          <p>{t('auth.noAccountForNumber', { phone: formatPhone(noAccount) })}</p>
          <button
            type="button"
            className="button button--block"
            onClick={() => {
              handedOn.current = true;
              onSignUpWithPhone(noAccount);
            }}
          >
            {t('auth.signUpWithNumber')}
          </button>
        </div>
      ) : (
        <PhoneOtp
          id="phone-login"
          label={t('auth.phoneNumber')}
          phone={phone}
          onPhoneChange={onPhoneChange}
          otp={otp}
          dispatch={dispatch}
          error={phoneError}
          hint={phoneError ? undefined : t('auth.phoneLoginHint')}
          sendOnEnter
          messages={{ invalidPhone: t('ui.invalidPhone'), sent: t('ui.otpSent'), sendFailed: t('ui.otpSendFailed') }}
          onPhoneProblem={(message) => setPhoneError(message ?? undefined)}
          send={otpFlow.send}
          confirm={otpFlow.confirm}
        />
      )}
    </section>
  );
}
