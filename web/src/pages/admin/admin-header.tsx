import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ThemeSwitch } from '../../components/header/theme-switch.js';
import { LiveClock } from '../../components/live-clock.js';
import { Button } from '../../components/ui/button.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { NotificationBell } from './notifications/notification-bell.js';
import shell from './admin.module.css';

/** Section title, live clock (cs-CZ, every second), the notification bell, link to the site and 'Odhlásit se'. */
export function AdminHeader({
  title,
  timeZone,
  navOpen,
  onToggleNav,
  onLogout,
}: {
  title: string;
  timeZone: string;
  navOpen: boolean;
  onToggleNav: () => void;
  onLogout: () => Promise<void>;
}) {
  const { t } = useI18n();
  const logout = useMutation({ mutationFn: onLogout });

  return (
    <header className={shell.header}>
      <button
        type="button"
        className={`menu-toggle ${shell.menuToggle}`}
        aria-expanded={navOpen}
        aria-controls="admin-sidebar"
        aria-label={navOpen ? t('admin.closeMenu') : t('admin.openMenu')}
        onClick={onToggleNav}
      >
        <span className="menu-toggle-bars" aria-hidden="true" />
      </button>
      <h1 className={shell.title}>{title}</h1>
      <LiveClock locale="cs-CZ" timeZone={timeZone} label={t('admin.clock')} withDate className={shell.clock} />
      <div className={shell.headerActions}>
        <NotificationBell timeZone={timeZone} />
        <ThemeSwitch />
        <Link to="/" className="button button--ghost">
          {t('admin.toWeb')}
        </Link>
        <Button variant="primary" onClick={() => logout.mutate()} disabled={logout.isPending} data-testid="admin-logout">
          {t('admin.logout')}
        </Button>
      </div>
    </header>
  );
}
