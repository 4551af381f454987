import type { Role } from '@jobsearch/domain/choices';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n';
import { isSessionHeld, useSession } from '../../lib/session';
import { AuthLayout } from './components/AuthLayout';
import { ForgotPassword } from './components/ForgotPassword';
import { redirectAfterLogin, returnPathOf, roleImpliedBy } from './model/flows';
import { LoginForm } from './components/LoginForm';
import { PhoneLoginForm } from './components/PhoneLoginForm';
import { RoleChoice } from './components/RoleChoice';
import { SignUpForm } from './components/SignUpForm';
import './auth.css';
import { PATHS } from '../../lib/util/paths';
import { SIGN_UP_PARAM } from '@jobsearch/domain/public-job';

type View = 'login' | 'signup' | 'forgot';

/**
 * The role chosen and the sign-up step, kept in this history entry's state (beside the
 * guard's `from`): Back and Forward (or a reload) land on them, not on an empty choice.
 * The URL stays as it was, so links to /login and its `next` are unchanged.
 */
interface KeptStep {
  role: Role | null;
  signUp: boolean;
}
function keptStep(state: unknown): KeptStep | null {
  const kept = state && typeof state === 'object' && 'loginStep' in state ? (state as { loginStep: unknown }).loginStep : null;
  if (!kept || typeof kept !== 'object') return null;
  const { role, signUp } = kept as Record<string, unknown>;
  return { role: role === 'jobseeker' || role === 'employer' ? role : null, signUp: signUp === true };
}

/**
 * /login: step 1 chooses the role, step 2 logs in (by phone OTP first, email
 * and password below it) or signs up (toggled by a link). Forgot password
 * replaces both until it succeeds or Back to Login. The role and the sign-up
 * step are kept in the history entry's state, so Back and Forward land on them.
 */
/** Whether a return path is the jobs list (/jobs, with or without its filters). */
function isJobsList(from: string): boolean {
  return from.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase() === PATHS.jobs.toLowerCase();
}

export default function LoginPage() {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const from = returnPathOf(location.state, location.search);
  // The role and the step are kept in the history entry too (keptStep): Back and Forward bring them back.
  const kept = keptStep(location.state);
  // Else, coming from a job's Apply (or a page only one role opens), the role is already clear.
  const [role, setRoleNow] = useState<Role | null>(() => kept?.role ?? roleImpliedBy(from));
  // A visitor's Apply on a job opens the sign-up form: most have no account yet ("Already have an account? Log in" is on it).
  const [view, setViewNow] = useState<View>(() => ((kept?.signUp ?? new URLSearchParams(location.search).has(SIGN_UP_PARAM)) ? 'signup' : 'login'));
  // Another history entry (Back, Forward): its own role and step, when it kept them.
  const [entry, setEntry] = useState(location.key);
  if (entry !== location.key) {
    setEntry(location.key);
    if (kept) {
      setRoleNow(kept.role ?? roleImpliedBy(from));
      setViewNow(kept.signUp ? 'signup' : 'login');
    }
  }
  /** A new step, on screen at once and in the history: the role replaces this entry; sign-up is an entry of its own. */
  const go = (next: KeptStep, replace: boolean) => {
    const state = location.state && typeof location.state === 'object' ? location.state : {};
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace, state: { ...state, loginStep: next } });
  };
  const setRole = (next: Role) => {
    setRoleNow(next);
    go({ role: next, signUp: view === 'signup' }, true);
  };
  const setView = (next: View) => {
    setViewNow(next);
    if (next !== 'forgot' && (next === 'signup') !== (view === 'signup')) go({ role, signUp: next === 'signup' }, false);
  };
  const [registeredEmail, setRegisteredEmail] = useState('');
  // A number the OTP login proved that has no account yet: Sign up goes on with it.
  const [verifiedPhone, setVerifiedPhone] = useState<string | undefined>();
  // Bumped to clear the forms (a new key remounts them empty).
  const [formKey, setFormKey] = useState(0);
  const leaving = useRef(false);
  // Bumped after a sign-up: the page scrolls back up to the login form (on a phone the
  // sign-up form is long, and the page stayed at the footer).
  const [returned, setReturned] = useState(0);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (returned) top.current?.scrollIntoView({ block: 'start' });
  }, [returned]);

  // An already signed-in user is sent on, as after a login.
  useEffect(() => {
    if (leaving.current || isSessionHeld() || session.status !== 'signedIn') return;
    if (session.isAdmin && !session.role) {
      navigate(PATHS.admin, { replace: true });
      return;
    }
    if (session.profileLoaded && session.role) navigate(redirectAfterLogin(session.role, from), { replace: true });
  }, [session, from, navigate]);

  const onLoggedIn = (loggedInRole: Role) => {
    leaving.current = true;
    navigate(redirectAfterLogin(loggedInRole, from), { replace: true });
  };

  /** Sign-up success: back to the login form, the role kept and the new address filled in. */
  const onRegistered = (email: string) => {
    setRegisteredEmail(email);
    // In place of the sign-up entry: Back does not go back into a form already sent.
    setViewNow('login');
    go({ role, signUp: false }, true);
    setFormKey((k) => k + 1);
    setReturned((n) => n + 1);
  };

  const toLogin = () => {
    setView('login');
    setVerifiedPhone(undefined);
    setFormKey((k) => k + 1);
  };

  const toSignUp = (phoneNumber?: string) => {
    setVerifiedPhone(phoneNumber);
    setView('signup');
  };

  return (
    <AuthLayout>
      <div ref={top} className="auth__top" />
      {view === 'forgot' ? (
        <ForgotPassword key={formKey} onDone={toLogin} onBack={toLogin} />
      ) : (
        <>
          {/* A visitor sent here from the jobs list is told in one line why, and that it is quick. */}
          {from && isJobsList(from) ? <p className="auth-why">{t('auth.jobsNeedAccount')}</p> : null}
          <RoleChoice role={role} onChoose={setRole} />
          {role ? (
            view === 'signup' ? (
              <SignUpForm
                key={`s${formKey}${verifiedPhone ?? ''}`}
                role={role}
                verifiedPhone={verifiedPhone}
                onRegistered={onRegistered}
                onSignedIn={onLoggedIn}
                onSwitchToLogin={toLogin}
              />
            ) : (
              <>
                {registeredEmail ? null : <PhoneLoginForm key={`p${formKey}${role}`} role={role} onLoggedIn={onLoggedIn} onSignUpWithPhone={toSignUp} />}
                <LoginForm
                  key={`l${formKey}`}
                  role={role}
                  registeredEmail={registeredEmail}
                  onLoggedIn={onLoggedIn}
                  onSwitchToSignUp={() => toSignUp()}
                  onForgot={() => setView('forgot')}
                  alternative={!registeredEmail}
                />
              </>
            )
          ) : (
            <p className="auth-hint">{t('auth.chooseHint')}</p>
          )}
        </>
      )}
    </AuthLayout>
  );
}
