/** The route table of spec section 2, with real guards. Each page loads with its route. */
import { MESSAGES } from '@jobsearch/domain/messages';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../ui/PageLoading';
import { DenyEmployers, RequireAdmin, RequireRole, RequireUser } from './guards';
import { Layout } from './Layout';
import { RouteError } from './RouteError';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const HomePage = page(() => import('../features/home/HomePage'));
const LoginPage = page(() => import('../features/auth/LoginPage'));
const AdminLoginPage = page(() => import('../features/auth/AdminLoginPage'));
const AboutPage = page(() => import('../features/pages/AboutPage'));
const TermsPage = page(() => import('../features/pages/TermsPage'));
const PrivacyPage = page(() => import('../features/pages/PrivacyPage'));
const PostedJobsPage = page(() => import('../features/posted-jobs/PostedJobsPage'));
const JobsPage = page(() => import('../features/jobs/JobsPage'));
const PostJobPage = page(() => import('../features/post-job/PostJobPage'));
const ApplicationsPage = page(() => import('../features/applications/ApplicationsPage'));
const ProfilePage = page(() => import('../features/profile/ProfilePage'));
const MyApplicationsPage = page(() => import('../features/my-applications/MyApplicationsPage'));
const AdminPage = page(() => import('../features/admin/AdminPage'));
const NotFoundPage = page(() => import('../features/pages/NotFoundPage'));

function Load({ Page }: { Page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [{
      // A page that fails to load shows RouteError inside the layout.
      errorElement: <RouteError />,
      children: [
      { path: '/', element: <Load Page={HomePage} /> },
      { path: '/login', element: <Load Page={LoginPage} /> },
      { path: '/admin-login', element: <Load Page={AdminLoginPage} /> },
      { path: '/about', element: <Load Page={AboutPage} /> },
      { path: '/termsandconditions', element: <Load Page={TermsPage} /> },
      { path: '/privacy-policy', element: <Load Page={PrivacyPage} /> },
      { path: '/posted-jobs', element: <RequireRole role="employer" deniedMessage={MESSAGES.employersOnly}><Load Page={PostedJobsPage} /></RequireRole> },
      { path: '/jobs', element: <DenyEmployers><Load Page={JobsPage} /></DenyEmployers> },
      { path: '/post-job', element: <RequireRole role="employer" deniedMessage={MESSAGES.notAuthorizedToPost}><Load Page={PostJobPage} /></RequireRole> },
      { path: '/Application', element: <RequireRole role="employer" deniedMessage={MESSAGES.employersOnly}><Load Page={ApplicationsPage} /></RequireRole> },
      { path: '/Profile', element: <RequireUser><Load Page={ProfilePage} /></RequireUser> },
      // Beyond the old product: a job seeker's own applications.
      { path: '/my-applications', element: <RequireRole role="jobseeker" deniedMessage={MESSAGES.jobseekersOnly}><Load Page={MyApplicationsPage} /></RequireRole> },
      { path: '/admin', element: <RequireAdmin><Load Page={AdminPage} /></RequireAdmin> },
      { path: '*', element: <Load Page={NotFoundPage} /> },
    ],
    }],
  },
];

export const router = createBrowserRouter(routes);
