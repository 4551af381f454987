/** Where Home's buttons lead: signed-in users straight to the target, visitors to /login first. */
import type { MessageKey } from '../../../i18n';
import { PATHS } from '../../../lib/util/paths';

export interface HomeNavigation {
  to: string;
  /** The guard's page to come back to after login. */
  state?: { from: string };
  /** Info toast shown on the way (spec: 'Login First to access the content'). */
  loginFirst: boolean;
}

export function homeNavigation(status: 'loading' | 'signedOut' | 'signedIn', target: string): HomeNavigation {
  if (status === 'signedOut') return { to: PATHS.login, state: { from: target }, loginFirst: true };
  // While the session is still loading the guard of the target decides.
  return { to: target, loginFirst: false };
}

/** The /jobs link of an education button. */
export function educationTarget(value: string): string {
  return `/jobs?${new URLSearchParams({ education: value }).toString()}`;
}

/**
 * An employer's Home leads to their own work: the seekers'
 * Browse Jobs and education tiles would only end in "Access denied".
 */
export const EMPLOYER_TILES: readonly { to: string; title: MessageKey; text: MessageKey }[] = [
  { to: PATHS.postJob, title: 'common.employerPostJob', text: 'home.employerPostJobText' },
  { to: PATHS.postedJobs, title: 'common.employerPostedJobs', text: 'home.employerPostedJobsText' },
  { to: PATHS.applications, title: 'common.employerApplications', text: 'home.employerApplicationsText' },
];
