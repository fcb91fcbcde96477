import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { UserDto } from '../../api/auth.js';
import { displayName } from '../../app/roles.js';
import { Icon } from '../../components/icon.js';
import { Logo } from '../../components/logo.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ADMIN_EMAIL_NAV, ADMIN_MAIN_NAV, isEmailPath } from './admin-nav.js';
import { UnreadBadge } from './unread-badge.js';
import { useOnChange } from '../../hooks/use-on-change.js';

/** Sections, the Email submenu (opens itself on e-mail paths, can be toggled) and the signed-in admin. */
export function AdminSidebar({
  user,
  unreadCount,
  open,
  onNavigate,
}: {
  user: UserDto;
  /** Unread e-mails for the Email badge. */
  unreadCount: number;
  open: boolean;
  onNavigate: () => void;
}) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const onEmailPath = isEmailPath(pathname);
  const [emailOpen, setEmailOpen] = useState(onEmailPath);
  const submenuId = useId();

  // arriving at an e-mail screen opens its submenu
  useOnChange(pathname, () => {
    if (onEmailPath) setEmailOpen(true);
  });

  const linkClass = ({ isActive }: { isActive: boolean }) => `admin-nav-link${isActive ? ' is-active' : ''}`;

  return (
    <aside className={`admin-sidebar${open ? ' is-open' : ''}`} id="admin-sidebar" data-testid="admin-sidebar">
      <div className="admin-sidebar-brand">
        <Logo />
        <span className="admin-sidebar-tag">{t('admin.title')}</span>
      </div>
      <nav className="admin-nav" aria-label={t('admin.nav')}>
        <ul>
          {ADMIN_MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={linkClass} onClick={onNavigate}>
                <Icon name={item.icon} className="admin-nav-icon" />
                <span>{t(item.key)}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={`admin-nav-link admin-nav-group${onEmailPath ? ' is-active' : ''}`}
              aria-expanded={emailOpen}
              aria-controls={submenuId}
              onClick={() => setEmailOpen((value) => !value)}
              data-testid="admin-email-toggle"
            >
              <Icon name="mail" className="admin-nav-icon" />
              <span>{t('admin.email')}</span>
              <UnreadBadge count={unreadCount} />
              <Icon name="chevron" size={16} className={`admin-nav-caret${emailOpen ? ' is-open' : ''}`} />
            </button>
            <ul id={submenuId} className="admin-subnav" hidden={!emailOpen}>
              {ADMIN_EMAIL_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={linkClass} onClick={onNavigate}>
                    <Icon name={item.icon} className="admin-nav-icon" size={18} />
                    <span>{t(item.key)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </nav>
      <div className="admin-identity" aria-label={t('admin.signedIn')} data-testid="admin-identity">
        <span className="account-avatar" aria-hidden="true">
          {displayName(user).charAt(0).toUpperCase()}
        </span>
        <span className="admin-identity-text">
          <strong data-testid="admin-user-name">{displayName(user)}</strong>
          <span data-testid="admin-user-email">{user.email}</span>
        </span>
      </div>
    </aside>
  );
}
