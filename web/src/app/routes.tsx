/** The route table of docs/spec-notes.md §2, with real guards. Each page loads with its route. */
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { loadNamespaces, type MessageKey, type Namespace } from '../i18n';
import { PageLoading } from '../ui/PageLoading';
import { RequireAdmin, RequireUser } from './guards';
import { DenyEmployers, RequireRole } from './role-guards';
import type { RouteHandle } from './DocumentTitle';
import { Layout } from './Layout';
import { JOBS_PAGE_NAMESPACES } from './route-namespaces';
import { RouteError } from './RouteError';
import { PATHS } from '../lib/util/paths';

type Page = ComponentType & { preload: () => void; load: () => Promise<unknown> };

/**
 * A page loaded with its route; `preload()` starts the download early
 * (idempotent). Once the code is in, the page renders at once instead of
 * through React.lazy, which suspends on first render even for a module
 * already loaded, and React then holds the page back behind the fallback for
 * its Suspense throttle (about 300 ms): on a cold /jobs, that delayed the list
 * query by as much.
 */
const page = (load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[] = [], prime?: () => Promise<void>): Page => {
  let loaded: ComponentType | null = null;
  // The page's texts come in its language beside its code, so it never renders a key; `prime` takes
  // what index.html read early for its first render (the Jobs page's first cards).
  const preload = () =>
    Promise.all([load(), loadNamespaces(namespaces), prime?.()]).then(([module]) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Page = () => (loaded ? createElement(loaded) : <Lazy />);
  return Object.assign(Page, {
    preload: () => {
      void preload();
    },
    load: preload,
  });
};
const HomePage = page(() => import('../features/home/HomePage'), ['home']);
const LoginPage = page(() => import('../features/auth/LoginPage'), ['auth', 'validation']);
const AdminLoginPage = page(() => import('../features/auth/AdminLoginPage'), ['auth']);
const AboutPage = page(() => import('../features/static-pages/AboutPage'), ['pages']);
const TermsPage = page(() => import('../features/static-pages/TermsPage'), ['pages']);
const PrivacyPage = page(() => import('../features/static-pages/PrivacyPage'), ['pages']);
// jobPage: the share buttons of a job just posted.
const PostedJobsPage = page(() => import('../features/posted-jobs/PostedJobsPage'), ['postedJobs', 'choices', 'jobPage']);
const JobsPage = page(
  () => import('../features/jobs/JobsPage'),
  JOBS_PAGE_NAMESPACES,
  () => import('../features/jobs/api/early-jobs').then((early) => early.primeEarlyJobsPage()),
);
const PostJobPage = page(() => import('../features/post-job/PostJobPage'), ['postJob', 'choices', 'validation']);
const ApplicationsPage = page(() => import('../features/applicants/ApplicationsPage'), ['applications', 'choices', 'validation']);
const ProfilePage = page(() => import('../features/profile/ProfilePage'), ['profile', 'validation', 'choices', 'matching', 'jobs', 'candidates']);
const MyApplicationsPage = page(() => import('../features/my-applications/MyApplicationsPage'), ['myApplications', 'choices', 'offline', 'candidates']);
const SavedJobsPage = page(() => import('../features/saved-jobs/SavedJobsPage'), ['savedJobs', 'choices', 'offline']);
const AdminPage = page(() => import('../features/admin/AdminPage'), ['admin', 'choices', 'messages']);
const FindCandidatesPage = page(() => import('../features/find-candidates/FindCandidatesPage'), ['candidates', 'choices']);
const NotFoundPage = page(() => import('../features/static-pages/NotFoundPage'), ['pages']);
// The public job page also draws the jobs feature's details dialog and apply form for a signed-in seeker.
const MessagesPage = page(() => import('../features/messages/MessagesPage'), ['messages', 'validation', 'choices', 'offline']);
// An employer's company page lists its jobs with the public job pages' words.
const CompanyPage = page(() => import('../features/company/CompanyPage'), ['jobPage', 'choices']);
const PublicJobPage = page(() => import('../features/jobs/PublicJobPage'), ['jobPage', 'jobs', 'choices', 'validation', 'matching']);

type Guard = (page: ReactNode) => ReactNode;
const employersOnly =
  (message: MessageKey): Guard =>
  (p) => (
    <RequireRole role="employer" deniedMessage={message}>
      {p}
    </RequireRole>
  );

/**
 * Path, page, document title and guard of every route. The title (one of the
 * common catalog's title keys) goes into the route's `handle`, which app/DocumentTitle.tsx reads;
 * `childPaths` are URLs the same page draws (it reads them with useMatch), each with its own title.
 */
const table: { path: string; Page: Page; title: MessageKey; ownTitle?: true; guard?: Guard; childPaths?: { path: string; title: MessageKey }[] }[] = [
  { path: PATHS.home, Page: HomePage, title: 'common.titleHome' },
  { path: PATHS.login, Page: LoginPage, title: 'common.titleLogin' },
  { path: PATHS.adminLogin, Page: AdminLoginPage, title: 'common.titleAdminLogin' },
  { path: PATHS.about, Page: AboutPage, title: 'common.titleAbout' },
  { path: PATHS.terms, Page: TermsPage, title: 'common.titleTerms' },
  { path: PATHS.privacy, Page: PrivacyPage, title: 'common.titlePrivacy' },
  { path: PATHS.postedJobs, Page: PostedJobsPage, title: 'common.titlePostedJobs', guard: employersOnly('ui.employersOnly') },
  // A job's details are a child of the list: the page stays mounted, its list and scroll kept.
  {
    path: PATHS.jobs,
    Page: JobsPage,
    title: 'common.titleJobs',
    guard: (p) => <DenyEmployers>{p}</DenyEmployers>,
    childPaths: [{ path: PATHS.jobDetails, title: 'common.titleJobDetails' }],
  },
  { path: PATHS.postJob, Page: PostJobPage, title: 'common.titlePostJob', guard: employersOnly('ui.notAuthorizedToPost') },
  { path: PATHS.editJob, Page: PostJobPage, title: 'common.titleEditJob', guard: employersOnly('ui.notAuthorizedToPost') },
  { path: PATHS.applications, Page: ApplicationsPage, title: 'common.titleApplications', guard: employersOnly('ui.employersOnly') },
  { path: PATHS.profile, Page: ProfilePage, title: 'common.titleProfile', guard: (p) => <RequireUser>{p}</RequireUser> },
  // Beyond the old product: a job seeker's own applications.
  {
    path: PATHS.myApplications,
    Page: MyApplicationsPage,
    title: 'common.titleMyApplications',
    guard: (p) => (
      <RequireRole role="jobseeker" deniedMessage="ui.jobseekersOnly">
        {p}
      </RequireRole>
    ),
  },
  // A job seeker's saved jobs and job alerts.
  {
    path: PATHS.savedJobs,
    Page: SavedJobsPage,
    title: 'common.titleSavedJobs',
    guard: (p) => (
      <RequireRole role="jobseeker" deniedMessage="ui.jobseekersOnly">
        {p}
      </RequireRole>
    ),
  },
  { path: PATHS.findCandidates, Page: FindCandidatesPage, title: 'common.titleFindCandidates', guard: employersOnly('ui.employersOnly') },
  { path: PATHS.admin, Page: AdminPage, title: 'common.titleAdmin', guard: (p) => <RequireAdmin>{p}</RequireAdmin> },
  // A job's public page, open to everyone; its title is the job's ("Fitter at Tata Motors, Pune").
  { path: PATHS.publicJob, Page: PublicJobPage, title: 'common.titleJobDetails', ownTitle: true },
  // A seeker's or an employer's conversations, one per application.
  {
    path: PATHS.messages,
    Page: MessagesPage,
    title: 'common.titleMessages',
    guard: (p) => <RequireUser>{p}</RequireUser>,
    childPaths: [{ path: PATHS.messagesThread, title: 'common.titleMessages' }],
  },
  // An employer's company page, open to everyone; its title is the company's ("Tata Motors, Pune").
  { path: PATHS.publicCompany, Page: CompanyPage, title: 'common.titleCompany', ownTitle: true },
  { path: '*', Page: NotFoundPage, title: 'common.titleNotFound' },
];

function Load({ Page }: { Page: Page }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // A page that fails to load shows RouteError inside the layout.
        errorElement: <RouteError />,
        children: table.map(({ path, Page, title, ownTitle, guard, childPaths }) => ({
          path,
          element: guard ? guard(<Load Page={Page} />) : <Load Page={Page} />,
          handle: { page: Page, title, ownTitle } satisfies RouteHandle & { page: Page },
          children: childPaths?.map((child) => ({
            path: child.path,
            element: null,
            handle: { page: Page, title: child.title } satisfies RouteHandle & { page: Page },
          })),
        })),
      },
    ],
  },
];

/**
 * The first page's code starts downloading now, beside the session's start,
 * instead of once the guard has decided (a visitor sent away has fetched a
 * few kilobytes for nothing).
 */
export function preloadPageAt(location: Pick<Location, 'pathname'>): void {
  const page = matchRoutes(routes, location)?.at(-1)?.route.handle?.page as Page | undefined;
  page?.preload();
}

/** The first page's code, loaded: a page the server has drawn (a job's public page) is replaced only once its own code is in. */
export function loadPageAt(location: Pick<Location, 'pathname'>): Promise<unknown> {
  const page = matchRoutes(routes, location)?.at(-1)?.route.handle?.page as Page | undefined;
  return page ? page.load() : Promise.resolve();
}

export const router = createBrowserRouter(routes);
