import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PageLoading } from '../components/layout/page-loading';
import {
  authGuard,
  guestGuard,
  redirectGuard,
  registerGuard,
  verifyGuard,
  workerGuard,
  WORKER_GUARD_REFUSAL,
} from './guards';
import { notFoundLoader } from './route-error';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppShell } from './app-shell';
import { PageRoutesContext, pageMatcher } from './page-routes';
import { routeDiscovery } from './route-discovery';
import { RouteGuard } from './route-guard';
import { contentRoutes } from './routes/content-routes';
import type * as AccountSettingsArea from './routes/account-settings-area';
import type * as AdminArea from './routes/admin-area';
import type * as ChatArea from './routes/chat-area';
import type * as JobsArea from './routes/jobs-area';
import type * as SubscriptionArea from './routes/subscription-area';
import { onboardingRoutes } from './routes/onboarding-routes';
import { profileRoutes } from './routes/profile-routes';
import { pwaRoutes } from './routes/pwa-routes';
import { showcaseRoutes } from './routes/showcase-routes';

const defaultLayout = () => import('./routes/default-layout');
const guestLayout = () => import('./routes/guest-layout');
const login = () => import('./routes/login');
const profileHub = () => import('./routes/profile');
/** One of the account settings' pages, loaded as one file (routes/account-settings-area.ts says why). */
const settingsPage = (name: keyof typeof AccountSettingsArea) => () =>
  import('./routes/account-settings-area').then((area) => ({ Component: area[name] }));
/** One of the jobs area's pages: the area's pages are one file (routes/jobs-area.ts says why). */
const jobsPage = (name: keyof typeof JobsArea) => () =>
  import('./routes/jobs-area').then((area) => ({ Component: area[name] }));

/** One of the staff pages (routes/admin-area.ts says why they are one file). */
const adminPage = (name: keyof typeof AdminArea) => () =>
  import('./routes/admin-area').then((area) => ({ Component: area[name] }));

/** One of the chat area's pages (routes/chat-area.ts says why they are one file). */
const chatPage = (name: keyof typeof ChatArea) => () =>
  import('./routes/chat-area').then((area) => ({ Component: area[name] }));

/** One of the subscription area's pages (routes/subscription-area.ts says why they are one file). */
const subscriptionPage = (name: keyof typeof SubscriptionArea) => () =>
  import('./routes/subscription-area').then((area) => ({ Component: area[name] }));

/** The account area (issue #4 item 7): signed in with a confirmed address, onboarding or not. */
const accountRoutes: RouteObject[] = [
  { path: 'account', lazy: () => import('./routes/account') },
  { path: 'account/personal-details', lazy: () => import('./routes/account-personal-details') },
  { path: 'account/settings', lazy: settingsPage('AccountSettingsPage') },
  { path: 'my-profile/account-settings', lazy: settingsPage('AccountSettingsPage') },
  { path: 'account/settings/update-password', lazy: settingsPage('UpdatePasswordPage') },
  { path: 'account/settings/update-email-address', lazy: settingsPage('UpdateEmailPage') },
  { path: 'account/settings/delete-account', lazy: settingsPage('DeleteAccountPage') },
  { path: 'account/settings/notifications', lazy: settingsPage('NotificationSettingsPage') },
];

/** Verification outside the onboarding gate: the identity check is offered during onboarding too. */
const verificationRoutes: RouteObject[] = [
  { path: 'frankieone-verification', lazy: () => import('./routes/identity-check') },
];

/** Staff pages (role admin or reviewer); the routes check the role themselves (decision 017). */
const adminRoutes: RouteObject[] = [
  { path: 'admin/verification', lazy: adminPage('ReviewQueuePage') },
  { path: 'admin/verification/:id', lazy: adminPage('ReviewDocumentPage') },
  { path: 'admin/reports', lazy: adminPage('ReportsPage') },
  { path: 'admin/reports/:id', lazy: adminPage('ReportPage') },
  { path: 'admin/orders', lazy: adminPage('OrdersPage') },
  { path: 'admin/orders/:id', lazy: adminPage('OrderPage') },
];

/**
 * Spec §2. Every page and layout is its own chunk (React Router `lazy`). Guards sit inside the
 * layouts, so the layout shows while the session loads.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        lazy: defaultLayout,
        children: [
          {
            element: <RouteGuard guard={authGuard} />,
            children: [
              {
                // The signed-in app: onboarding comes first (decision 016). Account, help and contact
                // pages sit outside this gate so they stay reachable mid-way.
                lazy: () => import('./routes/onboarding-gate'),
                children: [
                  { index: true, lazy: () => import('./routes/home') },
                  { path: 'home', lazy: () => import('./routes/home') },
                  { path: 'profile', lazy: profileHub },
                  { path: 'my-profile', lazy: profileHub },
                  ...profileRoutes,
                  { path: 'addresses', lazy: () => import('./routes/addresses') },
                  { path: 'addresses/manage', lazy: () => import('./routes/addresses-manage') },
                  { path: 'search', lazy: () => import('./routes/search') },
                  { path: 'search/support-workers/:id', lazy: () => import('./routes/search-worker') },
                  { path: 'userDetails/:id', lazy: () => import('./routes/user-details') },
                  { path: 'notifications', lazy: () => import('./routes/notifications') },
                  {
                    path: 'createJobForm',
                    lazy: jobsPage('JobFormPage'),
                  },
                  { path: 'jobs', lazy: jobsPage('MyJobsPage') },
                  { path: 'jobs/:id', lazy: jobsPage('JobPage') },
                  { path: 'recent-jobs', lazy: jobsPage('RecentJobsPage') },
                  { path: 'recommended-jobs', lazy: jobsPage('RecommendedJobsPage') },
                  { path: 'appliedWorkerList', lazy: jobsPage('ApplicantsPage') },
                  { path: 'applications', lazy: jobsPage('ApplicationsPage') },
                  { path: 'requests', lazy: jobsPage('RequestsPage') },
                  { path: 'requests/new', lazy: jobsPage('NewRequestPage') },
                  { path: 'chat', lazy: chatPage('ConversationsPage') },
                  { path: 'chat/:id', lazy: chatPage('ConversationPage') },
                  {
                    // Spec §2: the subscription is for workers; anyone else is sent home and told why.
                    element: <RouteGuard guard={workerGuard} refusal={WORKER_GUARD_REFUSAL} />,
                    children: [
                      { path: 'subscription', lazy: subscriptionPage('PlansPage') },
                      { path: 'my-profile/subscribe', lazy: subscriptionPage('PlansPage') },
                      { path: 'checkout/sandbox/:id', lazy: subscriptionPage('SandboxCheckoutPage') },
                      { path: 'account/my-orders', lazy: subscriptionPage('OrdersPage') },
                    ],
                  },
                ],
              },
              ...accountRoutes,
              ...verificationRoutes,
              ...adminRoutes,
            ],
          },
        ],
      },
      {
        lazy: guestLayout,
        children: [
          { path: 'login', lazy: login },
          { path: 'signin', lazy: login },
          { path: 'logout', lazy: () => import('./routes/logout') },
          // Public (an e-mail's link), with the notification settings' file: no entry of its own (decision 034).
          { path: 'unsubscribe', lazy: settingsPage('UnsubscribePage') },
          { path: 'account/settings/forget-password', lazy: () => import('./routes/forget-password') },
          {
            element: <RouteGuard guard={registerGuard} />,
            children: [{ path: 'register', lazy: () => import('./routes/register') }],
          },
          {
            element: <RouteGuard guard={guestGuard} />,
            children: [{ path: 'reset-password', lazy: () => import('./routes/reset-password') }],
          },
          {
            element: <RouteGuard guard={verifyGuard} />,
            children: [{ path: 'verify', lazy: () => import('./routes/verify') }],
          },
        ],
      },
      { path: 'redirect', element: <RouteGuard guard={redirectGuard} /> },
      ...contentRoutes,
      ...onboardingRoutes,
      ...pwaRoutes,
      ...showcaseRoutes,
      // The loader always throws, so the root's error element renders; `element: null` says so.
      { path: '*', loader: notFoundLoader, element: null },
    ],
  },
];

/** The table by first path segment: matching a path, and the router itself, use only its part. */
export const routeTable = routeDiscovery(routes);

const isPage = pageMatcher(routeTable.routesFor);

function Root() {
  return (
    <PageRoutesContext value={isPage}>
      <ScrollRestoration />
      <AppShell routesFor={routeTable.routesFor} />
      <Outlet />
    </PageRoutesContext>
  );
}

/** A router for this page: it starts with the routes its path can match and is given more as it goes. */
export function createAppRouter(pathname = window.location.pathname) {
  const { routes: first, patchRoutesOnNavigation } = routeTable.forRouter(pathname);
  return createBrowserRouter(first, { patchRoutesOnNavigation });
}
