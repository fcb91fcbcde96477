import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DevSwitcher } from '../components/dev-switcher.js';
import { ProfileGate } from '../pages/profile/profile-gate.js';
import { CartSync } from '../shop/cart-sync.js';
import { CrashBoundary } from './crash-boundary.js';
import { usePageViews } from './page-views.js';

/**
 * Root of every route: the crash boundary (reset on navigation), the profile-completion gate (OAuth
 * accounts without a phone), scroll handling, the dev switcher, and the public site's page views.
 */
export function RootRoute() {
  const location = useLocation();
  usePageViews();
  return (
    <>
      <CrashBoundary resetKey={location.pathname}>
        <ProfileGate>
          <Outlet />
        </ProfileGate>
      </CrashBoundary>
      <ScrollRestoration />
      <DevSwitcher />
      <CartSync />
    </>
  );
}
