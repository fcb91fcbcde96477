import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DevSwitcher } from '../components/dev-switcher.js';
import { ProfileGate } from '../pages/profile/profile-gate.js';
import { CrashBoundary } from './crash-boundary.js';

/**
 * Root of every route: the crash boundary (reset on navigation), the profile-completion gate (OAuth
 * accounts without a phone), scroll handling and the dev switcher.
 */
export function RootRoute() {
  const location = useLocation();
  return (
    <>
      <CrashBoundary resetKey={location.pathname}>
        <ProfileGate>
          <Outlet />
        </ProfileGate>
      </CrashBoundary>
      <ScrollRestoration />
      <DevSwitcher />
    </>
  );
}
