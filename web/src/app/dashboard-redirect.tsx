import { Navigate } from 'react-router';
import { Spinner } from '../components/spinner.js';
import { useI18n } from '../i18n/i18n-context.js';
import { useAuth } from './auth-context.js';
import { dashboardTarget } from './roles.js';

/** /dashboard: admin -> /admin, company -> /firma, customer -> /klient, anonymous -> /prihlaseni. */
export function DashboardRedirect() {
  const { status, user } = useAuth();
  const { t } = useI18n();
  if (status === 'loading') return <Spinner label={t('auth.checking')} block showLabel />;
  return <Navigate to={dashboardTarget(status === 'authenticated' ? user?.role : null)} replace />;
}
