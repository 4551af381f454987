import type { Role } from '@jobsearch/domain/choices';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { translate, type MessageKey } from '../i18n';
import { PageLoading } from '../ui/PageLoading';
import { toast } from '../ui/toast';
import { useSession } from '../lib/session';
import { PATHS } from '../lib/paths';

/** Shows a message (its key) once, even under StrictMode's double effects, in the chosen language. */
function useNoticeOnce(message: MessageKey | null, kind: 'info' | 'error') {
  const shown = useRef(false);
  useEffect(() => {
    if (message && !shown.current) {
      shown.current = true;
      toast[kind](translate(message), { toastId: message });
    }
  }, [message, kind]);
}

/**
 * Signed-in users only; others go to /login with the info toast 'Login First
 * to access the content' and come back after signing in.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  useNoticeOnce(session.status === 'signedOut' ? 'common.loginFirst' : null, 'info');
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signedOut') return <Navigate to={PATHS.login} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/**
 * Users of one role only. `deniedMessage` is shown and the user goes to /
 * (spec: employers on /jobs, non-employers on /post-job).
 */
export function RequireRole({ role, deniedMessage, children }: { role: Role; deniedMessage: MessageKey; children: ReactNode }) {
  const session = useSession();
  const denied = session.status === 'signedIn' && session.profileLoaded && session.role !== role;
  useNoticeOnce(denied ? deniedMessage : null, 'error');
  if (session.status !== 'signedIn') return <RequireUser>{children}</RequireUser>;
  if (!session.profileLoaded) return <PageLoading />;
  if (denied) return <Navigate to={PATHS.home} replace />;
  return <>{children}</>;
}

/**
 * Everyone signed in but employers (spec: employers can't view job listings).
 * While the role is being read, the page is already mounted, hidden, so its
 * first query runs beside the profile read rather than after it; the rules
 * refuse an employer's list query anyway, and an employer is sent away.
 */
export function DenyEmployers({ children }: { children: ReactNode }) {
  const session = useSession();
  const denied = session.status === 'signedIn' && session.profileLoaded && session.role === 'employer';
  useNoticeOnce(denied ? 'ui.employersCannotViewJobs' : null, 'error');
  if (session.status !== 'signedIn') return <RequireUser>{children}</RequireUser>;
  if (denied) return <Navigate to={PATHS.home} replace />;
  return (
    <>
      {session.profileLoaded ? null : <PageLoading />}
      <div className="guarded-page" hidden={!session.profileLoaded}>
        {children}
      </div>
    </>
  );
}

/** Admins (Auth custom claim) only; everyone else goes to /admin-login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status !== 'signedIn' || !session.isAdmin) return <Navigate to={PATHS.adminLogin} replace />;
  return <>{children}</>;
}
