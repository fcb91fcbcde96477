import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { UserDto } from '../../api/auth.js';
import { displayName } from '../../app/roles.js';
import { Icon } from '../../components/back-office-icon.js';
import { Logo } from '../../components/logo.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { PreloadScreen } from './admin-layout.js';
import { ADMIN_EMAIL_NAV, ADMIN_MAIN_NAV, isEmailPath } from './admin-nav.js';
import { SidebarLink } from './sidebar-link.js';
import { UnreadBadge } from './unread-badge.js';
import { useOnChange } from '../../hooks/use-on-change.js';
import shell from './admin.module.css';

/** Sections, the Email submenu (opens itself on e-mail paths, can be toggled) and the signed-in admin. */
export function AdminSidebar({
  user,
  unreadCount,
  open,
  onNavigate,
  preloadScreen,
}: {
  user: UserDto;
  /** Unread e-mails for the Email badge. */
  unreadCount: number;
  open: boolean;
  onNavigate: () => void;
  /** pointing at or tabbing to a link starts loading its screen's code and first query */
  preloadScreen: PreloadScreen;
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

  return (
    <aside className={open ? `${shell.sidebar} ${shell.isOpen}` : shell.sidebar} id="admin-sidebar" data-testid="admin-sidebar">
      <div className={shell.sidebarBrand}>
        <Logo />
        <span className={shell.sidebarTag}>{t('admin.title')}</span>
      </div>
      <nav className={shell.nav} aria-label={t('admin.nav')}>
        <ul>
          {ADMIN_MAIN_NAV.map((item) => (
            <SidebarLink key={item.to} item={item} onNavigate={onNavigate} preloadScreen={preloadScreen} />
          ))}
          <li>
            <button
              type="button"
              className={onEmailPath ? `${shell.navLink} ${shell.navGroup} ${shell.isActive}` : `${shell.navLink} ${shell.navGroup}`}
              aria-expanded={emailOpen}
              aria-controls={submenuId}
              onClick={() => setEmailOpen((value) => !value)}
              data-testid="admin-email-toggle"
            >
              <Icon name="mail" className={shell.navIcon} />
              <span>{t('admin.email')}</span>
              <UnreadBadge count={unreadCount} />
              <Icon name="chevron" size={16} className={emailOpen ? `${shell.navCaret} ${shell.isOpen}` : shell.navCaret} />
            </button>
            <ul id={submenuId} className={shell.subnav} hidden={!emailOpen}>
              {ADMIN_EMAIL_NAV.map((item) => (
                <SidebarLink key={item.to} item={item} iconSize={18} onNavigate={onNavigate} preloadScreen={preloadScreen} />
              ))}
            </ul>
          </li>
        </ul>
      </nav>
      <div className={shell.identity} aria-label={t('admin.signedIn')} data-testid="admin-identity">
        <span className="account-avatar" aria-hidden="true">
          {displayName(user).charAt(0).toUpperCase()}
        </span>
        <span className={shell.identityText}>
          <strong data-testid="admin-user-name">{displayName(user)}</strong>
          <span data-testid="admin-user-email">{user.email}</span>
        </span>
      </div>
    </aside>
  );
}
