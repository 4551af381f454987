/**
 * Every route path of the site, in one place: the router, the navigation, the
 * guards and the pages' links all name a page through this table. The paths
 * and their capitals are the original product's (see docs/spec-notes.md).
 */
export const PATHS = {
  home: '/',
  login: '/login',
  adminLogin: '/admin-login',
  about: '/about',
  terms: '/termsandconditions',
  privacy: '/privacy-policy',
  postedJobs: '/posted-jobs',
  jobs: '/jobs',
  /** A job's details over the list (issue 20): a child of /jobs, the list's query string kept. */
  jobDetails: '/jobs/:jobId',
  postJob: '/post-job',
  applications: '/Application',
  profile: '/Profile',
  myApplications: '/my-applications',
  admin: '/admin',
} as const;

export type Path = (typeof PATHS)[keyof typeof PATHS];

/** The URL of a job's details, keeping the list's filters (`search` is location.search, with or without '?'). */
export function jobDetailsPath(jobId: string, search = ''): string {
  const query = search.replace(/^\?/, '');
  return `${PATHS.jobs}/${encodeURIComponent(jobId)}${query ? `?${query}` : ''}`;
}

/** Whether a pathname is the jobs list or a job's details under it (case-insensitive, as the router). */
export function isUnderJobs(pathname: string): boolean {
  return /^\/jobs(\/[^/]+)?\/?$/i.test(pathname);
}
