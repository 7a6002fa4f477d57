import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteGuard } from '../features/auth/route-guard.js';
import { AdaptiveLayoutRoute } from '../features/errors/adaptive-layout-route.js';
import { NotFoundPage } from '../features/errors/not-found-page.js';
import { RouteErrorPage } from '../features/errors/route-error-page.js';
import { DefaultLayout } from '../features/layout/default-layout.js';
import { SignLayout } from '../features/layout/sign-layout.js';
import type { RouteMeta } from '../features/auth/guards.js';
import { lazyPage } from './lazy-page.js';
import { authMessages } from '../features/auth/auth.messages.js';
import { adminMessages } from '../features/admin/admin.messages.js';
import { counterMessages } from '../features/counter/counter.messages.js';
import { dashboardMessages } from '../features/dashboard/dashboard.messages.js';
import { feedbackMessages } from '../features/feedback/feedback.messages.js';
import { formatMessages } from '../features/format/format.messages.js';
import { myJobsMessages } from '../features/my-jobs/my-jobs.messages.js';
import { processMessages } from '../features/process/process.messages.js';
import { profileMessages } from '../features/profile/profile.messages.js';
import { rejectsMessages } from '../features/rejects/rejects.messages.js';
import { reportMessages } from '../features/report/report.messages.js';
import { errorMessages } from '../shared/i18n/errors.messages.js';
import { DocumentTitle, type RouteTitle } from './document-title.js';
import { RouteFocus } from './route-focus.js';

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

/** A route's handle: its guard meta and the page's name (window title). */
const page = (meta: RouteMeta, title: RouteTitle['title']): RouteMeta & RouteTitle => ({
  ...meta,
  title,
});

/** The route table (spec §2); each route's `handle` is what the guards read. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <DocumentTitle />
        <RouteFocus />
        <RouteGuard />
      </>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SignLayout />,
        children: [
          {
            path: '/',
            element: <SignInPage />,
            // A fresh install offers only the first account's sign-up.
            handle: page(GUEST, (state) =>
              state.appInfo.userCount === 0 ? authMessages.signUp : authMessages.signIn,
            ),
          },
          {
            path: '/password',
            element: <ForgotPasswordPage />,
            handle: page(GUEST, authMessages.forgotPasswordTitle),
          },
          // A reset link from a mail works whether or not someone is signed in (reference: public).
          {
            path: '/password/:uuid',
            element: <ResetPasswordPage />,
            handle: page(OPT_OUT, authMessages.newPassword),
          },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          {
            path: '/process',
            element: <ProcessPage />,
            handle: page(SIGNED_IN, processMessages.title),
          },
          { path: '/jobs', element: <MyJobsPage />, handle: page(SIGNED_IN, myJobsMessages.title) },
          {
            path: '/format',
            element: <FormatPage />,
            handle: page(SIGNED_IN, formatMessages.title),
          },
          {
            path: '/report/:uuid?',
            element: <ReportPage />,
            handle: page(SIGNED_IN, reportMessages.title),
          },
          {
            path: '/report/:uuid/dashboard',
            element: <DashboardPage />,
            handle: page(SIGNED_IN, dashboardMessages.title),
          },
          {
            path: '/report/:uuid/counter',
            element: <CounterPage />,
            handle: page(SIGNED_IN, counterMessages.title),
          },
          {
            path: '/report/:uuid/rejects',
            element: <RejectsPage />,
            handle: page(SIGNED_IN, rejectsMessages.title),
          },
          {
            path: '/profile',
            element: <ProfilePage />,
            handle: page(SIGNED_IN, profileMessages.title),
          },
          {
            path: '/feedback',
            element: <FeedbackPage />,
            handle: page(SIGNED_IN, feedbackMessages.title),
          },
          {
            path: '/admin/platforms',
            element: <AdminPlatformsPage />,
            handle: page(ADMIN, adminMessages.platformsTitle),
          },
          {
            path: '/admin/middlewares',
            element: <AdminMiddlewaresPage />,
            handle: page(ADMIN, adminMessages.middlewaresTitle),
          },
          {
            path: '/admin/updates',
            element: <AdminUpdatesPage />,
            handle: page(ADMIN, adminMessages.updatesTitle),
          },
          {
            path: '/admin/users',
            element: <AdminUsersPage />,
            handle: page(ADMIN, adminMessages.usersTitle),
          },
          {
            path: '/admin/jobs',
            element: <AdminJobsPage />,
            handle: page(ADMIN, adminMessages.jobsTitle),
          },
        ],
      },
      {
        element: <AdaptiveLayoutRoute />,
        children: [
          { path: '*', element: <NotFoundPage />, handle: page(OPT_OUT, errorMessages.notFound) },
        ],
      },
    ],
  },
];

/** Builds the browser router (a function, so tests can use a memory router instead). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
