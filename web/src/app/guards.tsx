/** Route guards by session: signed-in users only, and admins only (role guards: role-guards.tsx). */
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { translate, type MessageKey } from '../i18n';
import { PageLoading } from '../ui/PageLoading';
import { toast } from '../ui/toast';
import { useSession } from '../lib/session';
import { PATHS } from '../lib/util/paths';

/** Shows a message (its key) once, even under StrictMode's double effects, in the chosen language. */
export function useNoticeOnce(message: MessageKey | null, kind: 'info' | 'error') {
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

/** Admins (Auth custom claim) only; everyone else goes to /admin-login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status !== 'signedIn' || !session.isAdmin) return <Navigate to={PATHS.adminLogin} replace />;
  return <>{children}</>;
}
