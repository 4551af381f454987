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
  postJob: '/post-job',
  applications: '/Application',
  profile: '/Profile',
  myApplications: '/my-applications',
  admin: '/admin',
} as const;

export type Path = (typeof PATHS)[keyof typeof PATHS];
