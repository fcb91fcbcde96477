import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout.js';
import { Spinner } from '../components/spinner.js';
import { LoginPage } from '../pages/auth/login-page.js';
import { BusinessPage } from '../pages/business/business-page.js';
import { CatalogPage } from '../pages/catalog/catalog-page.js';
import { CategoryPage } from '../pages/catalog/category-page.js';
import { CityPage } from '../pages/city/city-page.js';
import { HomePage } from '../pages/home/home-page.js';
import { PrivacyPage, TermsPage } from '../pages/legal/legal-page.js';
import { NotFoundPage } from '../pages/not-found/not-found-page.js';
import { ComingSoonPage } from '../pages/placeholder/coming-soon-page.js';
import { CompanyProfilePage } from '../pages/placeholder/company-profile-page.js';
import { OutdoorAdPage } from '../pages/placeholder/outdoor-ad-page.js';
import { SearchPage } from '../pages/search/search-page.js';
import { DashboardRedirect } from './dashboard-redirect.js';
import { RequireRole } from './require-role.js';
import { RootRoute } from './root-route.js';
import { RouteError } from './route-error.js';

// The back office is its own chunk: nobody on the public site downloads it.
const AdminLayout = lazy(() => import('../pages/admin/admin-layout.js').then((m) => ({ default: m.AdminLayout })));
const AdminSectionPage = lazy(() => import('../pages/admin/admin-section-page.js').then((m) => ({ default: m.AdminSectionPage })));

function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner block />}>{children}</Suspense>;
}

const ADMIN_SECTIONS = ['web-projects', 'webhosting', 'analytics', 'webserver', 'email', 'templates', 'campaigns', 'email-analytics', 'settings'];

/** Every route of public-site.md §2 and back-office.md §2. Static paths outrank /:city. */
export function appRoutes(): RouteObject[] {
  const adminPage = <Deferred><AdminSectionPage /></Deferred>;
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'search', element: <SearchPage /> },
            { path: 'mesta', element: <ComingSoonPage titleKey="page.cities" textKey="soon.cities" /> },
            { path: 'katalog', element: <CatalogPage /> },
            { path: 'katalog/:category', element: <CategoryPage /> },
            { path: 'firma/:slug', element: <CompanyProfilePage /> },
            { path: 'eshop', element: <ComingSoonPage titleKey="page.eshop" textKey="soon.eshop" /> },
            { path: 'prihlaseni', element: <LoginPage /> },
            { path: 'registrace', element: <ComingSoonPage titleKey="page.register" textKey="soon.register" /> },
            { path: 'registrace-firmy', element: <ComingSoonPage titleKey="page.companyRegister" textKey="soon.companyRegister" /> },
            { path: 'pro-firmy', element: <BusinessPage /> },
            { path: 'obchodni-podminky', element: <TermsPage /> },
            { path: 'ochrana-osobnich-udaju', element: <PrivacyPage /> },
            { path: 'dashboard', element: <DashboardRedirect /> },
            {
              element: <RequireRole role="customer" />,
              children: [{ path: 'klient', element: <ComingSoonPage titleKey="page.customer" textKey="soon.customer" /> }],
            },
            {
              element: <RequireRole role="company" />,
              children: [
                { path: 'firma', element: <ComingSoonPage titleKey="page.companyDashboard" textKey="soon.companyDashboard" /> },
                { path: 'outdoor-ad/:id', element: <OutdoorAdPage /> },
              ],
            },
            { path: ':city', element: <CityPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          path: 'admin',
          element: <RequireRole role="admin" />,
          children: [
            {
              element: <Deferred><AdminLayout /></Deferred>,
              children: [
                { index: true, element: adminPage },
                ...ADMIN_SECTIONS.map((path) => ({ path, element: adminPage })),
                { path: '*', element: adminPage },
              ],
            },
          ],
        },
      ],
    },
  ];
}
