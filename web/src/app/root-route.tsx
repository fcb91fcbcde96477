import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DevSwitcher } from '../components/dev-switcher.js';
import { CrashBoundary } from './crash-boundary.js';

/** Root of every route: the crash boundary (reset on navigation), scroll handling and the dev switcher. */
export function RootRoute() {
  const location = useLocation();
  return (
    <>
      <CrashBoundary resetKey={location.pathname}>
        <Outlet />
      </CrashBoundary>
      <ScrollRestoration />
      <DevSwitcher />
    </>
  );
}
