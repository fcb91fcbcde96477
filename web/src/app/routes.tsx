import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout.js';
import { Spinner } from '../components/spinner.js';
import { HomePage } from '../pages/home/home-page.js';
import { DashboardRedirect } from './dashboard-redirect.js';
import { RequireRole } from './require-role.js';
import { RootRoute } from './root-route.js';
import { RouteError } from './route-error.js';

/** A page in its own chunk, loaded on first visit: only the home page is in the entry bundle. */
function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

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

/** Every route of the public site and the back office (docs/areas.md). Static paths outrank /:city. */
export function appRoutes(): RouteObject[] {
  const adminNotFound = page(<AdminNotFoundPage />);
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
              element: page(<AdminLayout />),
              children: [
                { index: true, element: page(<CompaniesPage />) },
                { path: 'listings', element: page(<ListingsPage />) },
                { path: 'web-projects', element: page(<WebProjectsPage />) },
                { path: 'webhosting', element: page(<WebhostingPage />) },
                { path: 'webserver', element: page(<WebserverPage />) },
                { path: 'eshop', element: page(<AdminEshopPage />) },
                { path: 'social', element: page(<AdminSocialPage />) },
                { path: 'email', element: page(<EmailPage />) },
                { path: 'campaigns', element: page(<CampaignsPage />) },
                { path: 'campaigns/new', element: page(<CampaignsPage />) },
                { path: 'campaigns/:id', element: page(<CampaignsPage />) },
                { path: 'templates', element: page(<TemplatesPage />) },
                { path: 'email-analytics', element: page(<EmailAnalyticsPage />) },
                { path: 'settings', element: page(<SettingsPage />) },
                { path: 'analytics', element: page(<AnalyticsPage />) },
                { path: 'tasks', element: page(<AdminTasksPage />) },
                { path: '*', element: adminNotFound },
              ],
            },
          ],
        },
        {
          path: 'firma',
          element: <RequireRole role="company" />,
          children: [{ index: true, element: page(<SalonDashboardPage />) }],
        },
      ],
    },
  ];
}
