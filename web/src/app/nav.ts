/** Pure logic of the navigation bar: who sees which links, what is current, where a search goes. */

export type Audience = 'visitor' | 'jobseeker' | 'employer' | 'admin' | 'member';

export interface NavItem {
  label: string;
  to: string;
  /** Visitors are sent to /login with the 'Login First' toast instead. */
  loginFirst?: boolean;
}

/** Enough of a session to decide the audience (keeps this file free of React and Firebase). */
export type SessionLike =
  | { status: 'loading' | 'signedOut' }
  | { status: 'signedIn'; isAdmin: boolean; role: 'jobseeker' | 'employer' | null; profileLoaded: boolean };

/**
 * The audience of the navigation bar. An admin is an admin first; a signed-in
 * user whose profile has not loaded yet (or who has none) is a plain member.
 */
export function audienceOf(session: SessionLike): Audience {
  if (session.status !== 'signedIn') return 'visitor';
  if (session.isAdmin) return 'admin';
  if (session.role) return session.role;
  return 'member';
}

const VISITOR: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Jobs', to: '/jobs', loginFirst: true },
  { label: 'Post a Job', to: '/post-job', loginFirst: true },
];

const JOBSEEKER: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Jobs', to: '/jobs' },
  { label: 'Profile', to: '/Profile' },
  { label: 'My Applications', to: '/my-applications' },
];

// The spec lists Home, Post a Job, My Jobs, Applications; employers may edit
// their profile too (spec section 6), so Profile closes the list.
const EMPLOYER: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Post a Job', to: '/post-job' },
  { label: 'My Jobs', to: '/posted-jobs' },
  { label: 'Applications', to: '/Application' },
  { label: 'Profile', to: '/Profile' },
];

const ADMIN: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Dashboard', to: '/admin' },
];

const MEMBER: readonly NavItem[] = [{ label: 'Home', to: '/' }];

export function navLinks(audience: Audience): readonly NavItem[] {
  switch (audience) {
    case 'visitor': return VISITOR;
    case 'jobseeker': return JOBSEEKER;
    case 'employer': return EMPLOYER;
    case 'admin': return ADMIN;
    case 'member': return MEMBER;
  }
}

/** Only job seekers get the 'Search jobs...' box. */
export function showsSearch(audience: Audience): boolean {
  return audience === 'jobseeker';
}

/** Whether a link's page is the current page (paths are case-insensitive, as the router's). */
export function isCurrentPath(currentPathname: string, to: string): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return norm(currentPathname) === norm(to.split('?')[0] ?? to);
}

/**
 * Where the search box goes: /jobs?q=<text>. On /jobs the other filters of
 * the URL (degree, trade, jobType, ...) stay; an empty text removes q.
 */
export function searchTarget(currentPathname: string, currentSearch: string, text: string): string {
  const params = isCurrentPath(currentPathname, '/jobs') ? new URLSearchParams(currentSearch) : new URLSearchParams();
  const query = text.trim();
  if (query) params.set('q', query);
  else params.delete('q');
  const search = params.toString();
  return search ? `/jobs?${search}` : '/jobs';
}

/** The q parameter shown in the search box while on /jobs. */
export function searchTextOf(currentPathname: string, currentSearch: string): string {
  if (!isCurrentPath(currentPathname, '/jobs')) return '';
  return new URLSearchParams(currentSearch).get('q') ?? '';
}
