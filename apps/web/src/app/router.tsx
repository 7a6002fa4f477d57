import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteGuard } from '../features/auth/route-guard.js';
import { AdaptiveLayoutRoute } from '../features/errors/adaptive-layout-route.js';
import { NotFoundPage } from '../features/errors/not-found-page.js';
import { RouteErrorPage } from '../features/errors/route-error-page.js';
import { DefaultLayout } from '../features/layout/default-layout.js';
import { SignLayout } from '../features/layout/sign-layout.js';
import type { RouteMeta } from '../features/auth/guards.js';
import { lazyPage } from './lazy-page.js';

const SignInPage = lazyPage(() => import('../features/auth/sign-in-page.js'), 'SignInPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page.js'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/reset-password-page.js'),
  'ResetPasswordPage',
);
const ProcessPage = lazyPage(() => import('../features/process/process-page.js'), 'ProcessPage');
const MyJobsPage = lazyPage(() => import('../features/my-jobs/my-jobs-page.js'), 'MyJobsPage');
const FormatPage = lazyPage(() => import('../features/format/format-page.js'), 'FormatPage');
const ReportPage = lazyPage(() => import('../features/report/report-page.js'), 'ReportPage');
const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page.js'),
  'DashboardPage',
);
const CounterPage = lazyPage(() => import('../features/counter/counter-page.js'), 'CounterPage');
const RejectsPage = lazyPage(() => import('../features/rejects/rejects-page.js'), 'RejectsPage');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.js'), 'ProfilePage');
const FeedbackPage = lazyPage(
  () => import('../features/feedback/feedback-page.js'),
  'FeedbackPage',
);
const AdminPlatformsPage = lazyPage(
  () => import('../features/admin/platforms-page.js'),
  'PlatformsPage',
);
const AdminMiddlewaresPage = lazyPage(
  () => import('../features/admin/middlewares-page.js'),
  'MiddlewaresPage',
);
const AdminUpdatesPage = lazyPage(() => import('../features/admin/updates-page.js'), 'UpdatesPage');
const AdminUsersPage = lazyPage(() => import('../features/admin/users-page.js'), 'UsersPage');
const AdminJobsPage = lazyPage(() => import('../features/admin/jobs-page.js'), 'JobsPage');

const GUEST: RouteMeta = { auth: 'guest' };
const SIGNED_IN: RouteMeta = { auth: 'required' };
const ADMIN: RouteMeta = { auth: 'required', isAdminOnly: true };
const OPT_OUT: RouteMeta = { auth: 'none' };

/** The route table (spec §2); each route's `handle` is what the guards read. */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SignLayout />,
        children: [
          { path: '/', element: <SignInPage />, handle: GUEST },
          { path: '/password', element: <ForgotPasswordPage />, handle: GUEST },
          // A reset link from a mail works whether or not someone is signed in (reference: public).
          { path: '/password/:uuid', element: <ResetPasswordPage />, handle: OPT_OUT },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          { path: '/process', element: <ProcessPage />, handle: SIGNED_IN },
          { path: '/jobs', element: <MyJobsPage />, handle: SIGNED_IN },
          { path: '/format', element: <FormatPage />, handle: SIGNED_IN },
          { path: '/report/:uuid?', element: <ReportPage />, handle: SIGNED_IN },
          { path: '/report/:uuid/dashboard', element: <DashboardPage />, handle: SIGNED_IN },
          { path: '/report/:uuid/counter', element: <CounterPage />, handle: SIGNED_IN },
          { path: '/report/:uuid/rejects', element: <RejectsPage />, handle: SIGNED_IN },
          { path: '/profile', element: <ProfilePage />, handle: SIGNED_IN },
          { path: '/feedback', element: <FeedbackPage />, handle: SIGNED_IN },
          { path: '/admin/platforms', element: <AdminPlatformsPage />, handle: ADMIN },
          { path: '/admin/middlewares', element: <AdminMiddlewaresPage />, handle: ADMIN },
          { path: '/admin/updates', element: <AdminUpdatesPage />, handle: ADMIN },
          { path: '/admin/users', element: <AdminUsersPage />, handle: ADMIN },
          { path: '/admin/jobs', element: <AdminJobsPage />, handle: ADMIN },
        ],
      },
      {
        element: <AdaptiveLayoutRoute />,
        children: [{ path: '*', element: <NotFoundPage />, handle: OPT_OUT }],
      },
    ],
  },
];

/** Builds the browser router (a function, so tests can use a memory router instead). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
