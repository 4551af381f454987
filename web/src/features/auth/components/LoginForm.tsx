import type { Role } from '@jobsearch/domain/choices';
import { FIELD_PROBLEMS } from '@jobsearch/domain/problems';
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { holdSession, releaseSession } from '../../../lib/session';
import { PasswordField } from '../../../ui/PasswordField';
import { loginWithRole } from '../api/auth';
import { Field } from '../../../ui/Field';
import { isPhoneLayout } from '../../../ui/use-phone-layout';

interface LoginFormProps {
  role: Role;
  /** The address just registered: filled in, and the password field focused. */
  registeredEmail?: string;
  onLoggedIn: (role: Role) => void;
  onSwitchToSignUp: () => void;
  onForgot: () => void;
  /** Shown below the login by OTP: titled as the other way in. */
  alternative?: boolean;
}

/**
 * Step 2, login mode: email and password for the chosen role, and Keep me
 * signed in (ticked at first on a phone, a personal device; unticked on a
 * wider screen, which may be a shared computer).
 */
export function LoginForm({ role, registeredEmail = '', onLoggedIn, onSwitchToSignUp, onForgot, alternative = false }: LoginFormProps) {
  const t = useT();
  const [email, setEmail] = useState(registeredEmail);
  const [keepSignedIn, setKeepSignedIn] = useState(isPhoneLayout);
  useEffect(() => {
    if (registeredEmail) document.getElementById('login-password')?.focus({ preventScroll: true });
  }, [registeredEmail]);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // A refused login is said beside the form too, not only in the toast that goes after 5 s.
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!email.trim()) next.email = FIELD_PROBLEMS.required('Email');
    if (!password) next.password = FIELD_PROBLEMS.required('Password');
    setErrors(next);
    setProblem(null);
    if (Object.keys(next).length) return;

    setBusy(true);
    holdSession();
    const result = await loginWithRole(email.trim(), password, role, keepSignedIn);
    if (result.ok) {
      toast.success(t('auth.loginSucceeded'));
      onLoggedIn(result.value);
      releaseSession();
      return;
    }
    releaseSession();
    setBusy(false);
    setProblem(t(result.message));
    toast.error(t(result.message));
  };

  return (
    // Below the login by OTP the form goes unnamed: its heading is enough, and "Email" labels one field only.
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby={alternative ? undefined : 'login-title'}>
      {alternative ? (
        <h3 id="login-title" className="auth-form__subtitle">
          {t('auth.emailLoginTitle')}
        </h3>
      ) : (
        <h2 id="login-title" className="auth-form__title">
          {role === 'employer' ? t('auth.loginAsEmployer') : t('auth.loginAsJobseeker')}
        </h2>
      )}
      {problem ? (
        <p className="auth-alert" role="alert">
          {problem}
        </p>
      ) : null}
      <Field id="login-email" label={t('auth.email')} error={errors.email}>
        {(control) => <input {...control} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Field id="login-password" label={t('auth.password')} error={errors.password}>
        {(control) => (
          <PasswordField
            id={control.id}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            invalid={!!control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </Field>
      <div className="checkbox auth-keep">
        <input id="login-keep" type="checkbox" checked={keepSignedIn} onChange={(e) => setKeepSignedIn(e.target.checked)} aria-describedby="login-keep-hint" />
        <label htmlFor="login-keep">
          {t('auth.keepSignedIn')}
          <span id="login-keep-hint" className="field__hint auth-keep__hint">
            {t('auth.keepSignedInHint')}
          </span>
        </label>
      </div>
      <div className="auth-form__row">
        <button type="button" className="link-button auth-link" onClick={onForgot}>
          {t('auth.forgotPassword')}
        </button>
      </div>
      <button type="submit" className="button button--block button--large" disabled={busy}>
        {busy ? t('auth.loggingIn') : t('auth.login')}
      </button>
      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="link-button auth-link" onClick={onSwitchToSignUp}>
          {t('auth.signUp')}
        </button>
      </p>
    </form>
  );
}
