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
  /** A job's details over the list: a child of /jobs, the list's query string kept. */
  jobDetails: '/jobs/:jobId',
  postJob: '/post-job',
  /** The Post a Job form editing one of the employer's jobs. */
  editJob: '/post-job/:jobId/edit',
  applications: '/Application',
  profile: '/Profile',
  myApplications: '/my-applications',
  /** A seeker's saved jobs and job alerts. */
  savedJobs: '/saved-jobs',
  admin: '/admin',
  /** A job's public page: served as HTML by the pages function, then this app's route. */
  publicJob: '/job/:jobId',
  /** Employers search job seekers who chose to be found. */
  findCandidates: '/find-candidates',
  /** An employer's company page: served as HTML by the pages function, then this app's route. */
  publicCompany: '/company/:companyId',
  /** A seeker's or an employer's conversations, one per application; one of them open. */
  messages: '/messages',
  messagesThread: '/messages/:threadId',
} as const;

export type Path = (typeof PATHS)[keyof typeof PATHS];

/** The Post a Job form editing this job. */
export function editJobPath(jobId: string): string {
  return PATHS.editJob.replace(':jobId', encodeURIComponent(jobId));
}

/** The Post a Job form prefilled from this job, as a new job dated today ("Post again"). */
export function postAgainPath(jobId: string): string {
  return `${PATHS.postJob}?${new URLSearchParams({ from: jobId }).toString()}`;
}

/** Posted Jobs with this job just posted: scrolled to, highlighted, with its link to share. */
export const JUST_POSTED_PARAM = 'posted';
export function justPostedPath(jobId: string): string {
  return `${PATHS.postedJobs}?${new URLSearchParams({ [JUST_POSTED_PARAM]: jobId }).toString()}`;
}

/** Applications filtered to one job (the job filter's first value). */
export const APPLICATIONS_JOB_PARAM = 'job';
export function jobApplicationsPath(jobId: string): string {
  return `${PATHS.applications}?${new URLSearchParams({ [APPLICATIONS_JOB_PARAM]: jobId }).toString()}`;
}

/** The URL of a job's details, keeping the list's filters (`search` is location.search, with or without '?'). */
export function jobDetailsPath(jobId: string, search = ''): string {
  const query = search.replace(/^\?/, '');
  return `${PATHS.jobs}/${encodeURIComponent(jobId)}${query ? `?${query}` : ''}`;
}

/** Whether a pathname is the jobs list or a job's details under it (case-insensitive, as the router). */
export function isUnderJobs(pathname: string): boolean {
  return /^\/jobs(\/[^/]+)?\/?$/i.test(pathname);
}

/** A job's public page, the link to share. */
export function publicJobPagePath(jobId: string): string {
  return PATHS.publicJob.replace(':jobId', encodeURIComponent(jobId));
}

/** An employer's company page (their uid is its id). */
export function publicCompanyPagePath(companyId: string): string {
  return PATHS.publicCompany.replace(':companyId', encodeURIComponent(companyId));
}

/** One conversation of Messages. */
export function messagesThreadPath(threadId: string): string {
  return PATHS.messagesThread.replace(':threadId', encodeURIComponent(threadId));
}

/** /login, coming back to `path` after logging in (a same-site path; checked again where it is read). */
export function loginReturningTo(path: string): string {
  return `${PATHS.login}?${new URLSearchParams({ next: path }).toString()}`;
}
