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
 * /login: step 1 chooses the role, step 2 logs in (by phone OTP first, email
 * and password below it) or signs up (toggled by a link). Forgot password
 * replaces both until it succeeds or Back to Login.
 */
export default function LoginPage() {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const from = returnPathOf(location.state, location.search);
  // Coming from a job's Apply (or a page only one role opens), the role is already clear.
  const [role, setRole] = useState<Role | null>(() => roleImpliedBy(from));
  const [registeredEmail, setRegisteredEmail] = useState('');
  // A number the OTP login proved that has no account yet: Sign up goes on with it.
  const [verifiedPhone, setVerifiedPhone] = useState<string | undefined>();
  // A visitor's Apply on a job opens the sign-up form: most have no account yet ("Already have an account? Log in" is on it).
  const [view, setView] = useState<View>(() => (new URLSearchParams(location.search).has(SIGN_UP_PARAM) ? 'signup' : 'login'));
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
    setView('login');
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
