import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/spinner.js';
import { useI18n } from '../i18n/i18n-context.js';
import { useAuth } from './auth-context.js';
import { DASHBOARD_PATH, LOGIN_PATH, type Role } from './roles.js';

/** Route guard: spinner while auth loads; anonymous -> login (remembering the page); wrong role -> /dashboard. */
export function RequireRole({ role }: { role: Role }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const { t } = useI18n();

  if (status === 'loading') return <Spinner label={t('auth.checking')} block showLabel />;
  if (status !== 'authenticated' || !user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={LOGIN_PATH} replace state={{ from }} />;
  }
  if (user.role !== role) return <Navigate to={DASHBOARD_PATH} replace />;
  return <Outlet />;
}
