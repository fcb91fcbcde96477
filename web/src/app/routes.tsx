import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout.js';
import { Spinner } from '../components/spinner.js';
import { HomePage } from '../pages/home/home-page.js';
import { DashboardRedirect } from './dashboard-redirect.js';
import { RequireRole } from './require-role.js';
import { RootRoute } from './root-route.js';
import { RouteError } from './route-error.js';

/**
 * A page in its own chunk, loaded on first visit: only the home page is in the entry bundle. `preload()`
 * starts loading the chunk before the page renders (a route's loader, a hover); it is loaded once, and
 * React.lazy reuses that load.
 */
function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(() => preload().then((module) => ({ default: pick(module) }))),
    { preload },
  );
}

type LazyPage = ReturnType<typeof lazyPage>;

type BackOfficePrefetch = typeof import('../pages/back-office-prefetch.js');

/** Runs `start` with the back office's prefetching, imported on first use (it is not the home page's code). */
const prefetch = (start: (module: BackOfficePrefetch) => void) => void import('../pages/back-office-prefetch.js').then(start);

const SearchPage = lazyPage(
  () => import('../pages/search/search-page.js'),
  (m) => m.SearchPage,
);
const CitiesPage = lazyPage(
  () => import('../pages/cities/cities-page.js'),
  (m) => m.CitiesPage,
);
const CatalogPage = lazyPage(
  () => import('../pages/catalog/catalog-page.js'),
  (m) => m.CatalogPage,
);
const CategoryPage = lazyPage(
  () => import('../pages/catalog/category-page.js'),
  (m) => m.CategoryPage,
);
const CompanyPage = lazyPage(
  () => import('../pages/company/company-page.js'),
  (m) => m.CompanyPage,
);
const CityPage = lazyPage(
  () => import('../pages/city/city-page.js'),
  (m) => m.CityPage,
);
const LoginPage = lazyPage(
  () => import('../pages/auth/login-page.js'),
  (m) => m.LoginPage,
);
const SocialFinishPage = lazyPage(
  () => import('../pages/auth/social-finish-page.js'),
  (m) => m.SocialFinishPage,
);
const RegisterPage = lazyPage(
  () => import('../pages/register/register-page.js'),
  (m) => m.RegisterPage,
);
const CompanyRegisterPage = lazyPage(
  () => import('../pages/register/company-register-page.js'),
  (m) => m.CompanyRegisterPage,
);
const BusinessPage = lazyPage(
  () => import('../pages/business/business-page.js'),
  (m) => m.BusinessPage,
);
const TermsPage = lazyPage(
  () => import('../pages/legal/legal-page.js'),
  (m) => m.TermsPage,
);
const PrivacyPage = lazyPage(
  () => import('../pages/legal/legal-page.js'),
  (m) => m.PrivacyPage,
);
const NotFoundPage = lazyPage(
  () => import('../pages/not-found/not-found-page.js'),
  (m) => m.NotFoundPage,
);
const CustomerDashboardPage = lazyPage(
  () => import('../pages/customer/customer-dashboard-page.js'),
  (m) => m.CustomerDashboardPage,
);
const EshopPage = lazyPage(
  () => import('../pages/eshop/eshop-page.js'),
  (m) => m.EshopPage,
);
const OrderPage = lazyPage(
  () => import('../pages/eshop/order-page.js'),
  (m) => m.OrderPage,
);
const OutdoorAdPage = lazyPage(
  () => import('../pages/outdoor-ad/outdoor-ad-page.js'),
  (m) => m.OutdoorAdPage,
);
// The back office is its own chunk: nobody on the public site downloads it.
const AdminLayout = lazyPage(
  () => import('../pages/admin/admin-layout.js'),
  (m) => m.AdminLayout,
);
const AdminNotFoundPage = lazyPage(
  () => import('../pages/admin/admin-not-found-page.js'),
  (m) => m.AdminNotFoundPage,
);
const CompaniesPage = lazyPage(
  () => import('../pages/admin/companies/companies-page.js'),
  (m) => m.CompaniesPage,
);
const ListingsPage = lazyPage(
  () => import('../pages/admin/listings/listings-page.js'),
  (m) => m.ListingsPage,
);
const EmailPage = lazyPage(
  () => import('../pages/admin/email/center/email-center-page.js'),
  (m) => m.EmailCenterPage,
);
const EmailAnalyticsPage = lazyPage(
  () => import('../pages/admin/email-analytics/email-analytics-page.js'),
  (m) => m.EmailAnalyticsPage,
);
const CampaignsPage = lazyPage(
  () => import('../pages/admin/campaigns/campaigns-page.js'),
  (m) => m.CampaignsPage,
);
const WebProjectsPage = lazyPage(
  () => import('../pages/admin/web-projects/web-projects-page.js'),
  (m) => m.WebProjectsPage,
);
const WebhostingPage = lazyPage(
  () => import('../pages/admin/webhosting/webhosting-page.js'),
  (m) => m.WebhostingPage,
);
const AdminSocialPage = lazyPage(
  () => import('../pages/social/admin-social-page.js'),
  (m) => m.AdminSocialPage,
);
const WebserverPage = lazyPage(
  () => import('../pages/admin/webserver/webserver-page.js'),
  (m) => m.WebserverPage,
);
const AdminEshopPage = lazyPage(
  () => import('../pages/admin/eshop/eshop-page.js'),
  (m) => m.EshopPage,
);
const TemplatesPage = lazyPage(
  () => import('../pages/admin/templates/templates-page.js'),
  (m) => m.TemplatesPage,
);
const AnalyticsPage = lazyPage(
  () => import('../pages/admin/analytics/analytics-page.js'),
  (m) => m.AnalyticsPage,
);
const SettingsPage = lazyPage(
  () => import('../pages/admin/settings/settings-page.js'),
  (m) => m.SettingsPage,
);
const AdminTasksPage = lazyPage(
  () => import('../pages/tasks/admin-tasks-page.js'),
  (m) => m.AdminTasksPage,
);
// The company's salon dashboard: its own chunk and full-screen shell, like the back office.
const SalonDashboardPage = lazyPage(
  () => import('../pages/salon/salon-dashboard-page.js'),
  (m) => m.SalonDashboardPage,
);

function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner block />}>{children}</Suspense>;
}

const page = (element: ReactNode) => <Deferred>{element}</Deferred>;

/**
 * Every route of the public site and the back office (docs/areas.md). Static paths outrank /:city.
 * The back office's loaders wait for nothing: they start loading the shell's and the page's chunks and
 * the page's first query together (instead of one after the other as the screen renders) and answer null,
 * so that navigation stays instant. The first queries' code is imported only then, never with the home page.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const adminNotFound = page(<AdminNotFoundPage />);
  // the admin screens' preloads by path: their loaders', and the sidebar's on hover or focus
  const adminPreloads: Record<string, (url: URL) => void> = {};
  const admin = (Page: LazyPage, path?: string): RouteObject => {
    const preload = (url: URL) => {
      void AdminLayout.preload();
      void Page.preload();
      prefetch((m) => m.prefetchAdminRoute(queryClient, url));
    };
    adminPreloads[path ? `/admin/${path}` : '/admin'] = preload;
    return {
      ...(path ? { path } : { index: true }),
      element: page(<Page />),
      loader: ({ request }: LoaderFunctionArgs) => (preload(new URL(request.url)), null),
    };
  };
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'search', element: page(<SearchPage />) },
            { path: 'mesta', element: page(<CitiesPage />) },
            { path: 'katalog', element: page(<CatalogPage />) },
            { path: 'katalog/:category', element: page(<CategoryPage />) },
            { path: 'firma/:slug', element: page(<CompanyPage />) },
            { path: 'eshop', element: page(<EshopPage />) },
            { path: 'eshop/objednavka/:id', element: page(<OrderPage />) },
            { path: 'prihlaseni', element: page(<LoginPage />) },
            { path: 'prihlaseni/dokonceno', element: page(<SocialFinishPage />) },
            { path: 'registrace', element: page(<RegisterPage />) },
            { path: 'registrace-firmy', element: page(<CompanyRegisterPage />) },
            { path: 'pro-firmy', element: page(<BusinessPage />) },
            { path: 'obchodni-podminky', element: page(<TermsPage />) },
            { path: 'ochrana-osobnich-udaju', element: page(<PrivacyPage />) },
            { path: 'dashboard', element: <DashboardRedirect /> },
            {
              element: <RequireRole role="customer" />,
              children: [{ path: 'klient', element: page(<CustomerDashboardPage />) }],
            },
            {
              element: <RequireRole role="company" />,
              children: [{ path: 'outdoor-ad/:id', element: page(<OutdoorAdPage />) }],
            },
            { path: ':city', element: page(<CityPage />) },
            { path: '*', element: page(<NotFoundPage />) },
          ],
        },
        {
          path: 'admin',
          element: <RequireRole role="admin" />,
          children: [
            {
              element: page(<AdminLayout preloadScreen={(to: string) => adminPreloads[to]?.(new URL(to, location.href))} />),
              children: [
                admin(CompaniesPage),
                admin(ListingsPage, 'listings'),
                admin(WebProjectsPage, 'web-projects'),
                admin(WebhostingPage, 'webhosting'),
                admin(WebserverPage, 'webserver'),
                admin(AdminEshopPage, 'eshop'),
                admin(AdminSocialPage, 'social'),
                admin(EmailPage, 'email'),
                admin(CampaignsPage, 'campaigns'),
                admin(CampaignsPage, 'campaigns/new'),
                admin(CampaignsPage, 'campaigns/:id'),
                admin(TemplatesPage, 'templates'),
                admin(EmailAnalyticsPage, 'email-analytics'),
                admin(SettingsPage, 'settings'),
                admin(AnalyticsPage, 'analytics'),
                admin(AdminTasksPage, 'tasks'),
                { path: '*', element: adminNotFound },
              ],
            },
          ],
        },
        {
          path: 'firma',
          element: <RequireRole role="company" />,
          children: [
            {
              index: true,
              element: page(<SalonDashboardPage />),
              // runs again when ?sekce= changes: the section's first query starts with the dashboard's chunk
              loader: ({ request }: LoaderFunctionArgs) => {
                void SalonDashboardPage.preload();
                prefetch((m) => m.prefetchSection(queryClient, new URL(request.url).searchParams));
                return null;
              },
            },
          ],
        },
      ],
    },
  ];
}
