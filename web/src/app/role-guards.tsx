/** Guards by role: one role only, or everyone signed in but employers. Both wait for the profile, which holds the role. */
import type { Role } from '@jobsearch/domain/choices';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { MessageKey } from '../i18n';
import { PATHS } from '../lib/util/paths';
import { useSession } from '../lib/session';
import { PageLoading } from '../ui/PageLoading';
import { RequireUser, useNoticeOnce } from './guards';

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
