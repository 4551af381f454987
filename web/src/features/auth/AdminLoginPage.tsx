import { MESSAGES } from '@jobsearch/domain/messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { holdSession, isSessionHeld, releaseSession, useSession } from '../../lib/session';
import { PasswordField } from '../../ui/PasswordField';
import { adminLogin } from './api/auth';
import { AuthLayout } from './components/AuthLayout';
import './auth.css';
import { PATHS } from '../../lib/paths';

const ADMIN_POINTS = ['Review users and employers', 'Moderate job listings', 'Keep applications in order'];

/**
 * /admin-login: email and password of an account with the admin claim.
 * Admin accounts are created by the team (scripts), so there is no sign-up.
 */
export default function AdminLoginPage() {
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
      setProblem(MESSAGES.adminBlankInput);
      toast.error(MESSAGES.adminBlankInput);
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
    setProblem(result.message);
    toast.error(result.message);
  };

  return (
    <AuthLayout panelTitle="Administration" points={ADMIN_POINTS}>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className="auth-title">
          Admin Login
        </h1>
        <p className="auth-hint">Sign in to review and manage users, employers, jobs and applications.</p>
        {problem ? (
          <p className="auth-alert" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="admin-email">Email</label>
          <input id="admin-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="admin-password">Password</label>
          <PasswordField id="admin-password" autoComplete="current-password" value={password} onChange={setPassword} />
        </div>
        <button type="submit" className="button button--block button--large" disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </button>
        <p className="auth-switch muted">Admin accounts are created by the JobSearch India team; there is no sign-up here.</p>
      </form>
    </AuthLayout>
  );
}
