import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth-context.js';
import { displayName, ROLE_HOME } from '../../app/roles.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** Login / register links, or the role's account link with the user's name and a logout button. */
export function AccountArea({ variant, onNavigate }: { variant: 'header' | 'mobile'; onNavigate?: () => void }) {
  const { t } = useI18n();
  const { status, user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // its own flag, not a TanStack mutation: the header is in the home page's first load, and useMutation there
  // costs about 0.5 KB gzip of its 135 KB budget
  const [busy, setBusy] = useState(false);

  if (status === 'loading') return <div className={`account account--${variant} account--loading`} aria-hidden="true" />;

  if (status !== 'authenticated' || !user) {
    return (
      <div className={`account account--${variant}`}>
        <Link
          to="/prihlaseni"
          state={{ from: location.pathname + location.search }}
          className="button button--ghost"
          onClick={onNavigate}
          data-testid={`${variant}-login-link`}
        >
          {t('auth.login')}
        </Link>
        <Link to="/registrace" className="button button--primary" onClick={onNavigate} data-testid={`${variant}-register-link`}>
          {t('auth.register')}
        </Link>
      </div>
    );
  }

  // Leave a guarded page first, so the route guard does not bounce the user to the login page.
  const onLogout = async () => {
    setBusy(true);
    onNavigate?.();
    void navigate('/');
    await logout();
    setBusy(false);
  };

  return (
    <div className={`account account--${variant}`}>
      <Link to={ROLE_HOME[user.role]} className="account-link" onClick={onNavigate} data-testid={`${variant}-account-link`}>
        <span className="account-avatar" aria-hidden="true">
          {displayName(user).charAt(0).toUpperCase()}
        </span>
        <span className="account-text">
          <span className="account-role">{t(`account.${user.role}`)}</span>
          <span className="account-name" data-testid={`${variant}-user-name`}>
            {displayName(user)}
          </span>
        </span>
      </Link>
      <button type="button" className="button button--ghost" onClick={onLogout} disabled={busy} data-testid={`${variant}-logout`}>
        {busy ? t('auth.loggingOut') : t('auth.logout')}
      </button>
    </div>
  );
}
