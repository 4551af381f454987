import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT, type MessageKey } from '../../i18n';
import { toast } from '../../ui/toast';
import { holdSession, isSessionHeld, releaseSession, useSession } from '../../lib/session';
import { PasswordField } from '../../ui/PasswordField';
import { adminLogin } from './api/auth';
import { AuthLayout } from './components/AuthLayout';
import './auth.css';
import { PATHS } from '../../lib/util/paths';

const ADMIN_POINTS: readonly MessageKey[] = ['auth.adminPointUsers', 'auth.adminPointJobs', 'auth.adminPointApplications'];

/**
 * /admin-login: email and password of an account with the admin claim.
 * Admin accounts are created by the team (scripts), so there is no sign-up.
 */
export default function AdminLoginPage() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const leaving = useRef(false);

  // An admin who is already signed in goes straight to the dashboard.
  useEffect(() => {
    if (!leaving.current && !isSessionHeld() && session.status === 'signedIn' && session.isAdmin) navigate(PATHS.admin, { replace: true });
  }, [session, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password.trim()) {
      setProblem(t('auth.adminBlankInput'));
      toast.error(t('auth.adminBlankInput'));
      return;
    }
    setProblem(null);
    setBusy(true);
    holdSession();
    const result = await adminLogin(email.trim(), password);
    if (result.ok) {
      leaving.current = true;
      navigate(PATHS.admin, { replace: true });
      releaseSession();
      return;
    }
    releaseSession();
    setBusy(false);
    setProblem(t(result.message));
    toast.error(t(result.message));
  };

  return (
    <AuthLayout panelTitle="auth.adminPanelTitle" points={ADMIN_POINTS}>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className="auth-title">
          {t('auth.adminLoginTitle')}
        </h1>
        <p className="auth-hint">{t('auth.adminHint')}</p>
        {problem ? (
          <p className="auth-alert" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="admin-email">{t('auth.email')}</label>
          <input id="admin-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="admin-password">{t('auth.password')}</label>
          <PasswordField id="admin-password" autoComplete="current-password" value={password} onChange={setPassword} />
        </div>
        <button type="submit" className="button button--block button--large" disabled={busy}>
          {busy ? t('auth.loggingIn') : t('auth.login')}
        </button>
        <p className="auth-switch muted">{t('auth.adminNoSignUp')}</p>
      </form>
    </AuthLayout>
  );
}
