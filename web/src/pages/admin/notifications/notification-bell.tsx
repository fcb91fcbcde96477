import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/back-office-icon.js';
import { useNow } from '../../../hooks/use-now.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { NotificationList } from './notification-item.js';
import { notificationBadge } from './notification-rules.js';
import { useNotifications } from './queries.js';
import styles from './notifications.module.css';

/**
 * The bell of the admin header (Email Center): the unread counter (99+), and a dropdown with
 * the notifications (scrollable), 'Označit vše jako přečtené' while unread exist and a link to the full
 * panel. Escape or a click outside closes it; Escape gives the focus back to the bell.
 */
export function NotificationBell({ timeZone }: { timeZone: string }) {
  const { t, tp } = useI18n();
  const notifications = useNotifications();
  const { unread } = notifications.list;
  const [open, setOpen] = useState(false);
  const now = useNow(30_000);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const badge = notificationBadge(unread);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={styles.bellRoot} ref={root}>
      <button
        ref={bell}
        type="button"
        className={styles.bell}
        aria-label={badge ? tp('admin.notifications.bell', unread, badge) : t('admin.notifications.bellNone')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <Icon name="bell" />
        {badge && (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        )}
      </button>
      <div id={panelId} className={styles.dropdown} hidden={!open} data-testid="notification-dropdown">
        {open && (
          <>
            <div className={styles.dropdownHead}>
              <h2 className={styles.dropdownTitle}>{t('admin.notifications.title')}</h2>
              {unread > 0 && (
                <button
                  type="button"
                  className={`button ${styles.action}`}
                  onClick={notifications.markAllRead}
                  data-testid="notification-mark-all"
                >
                  {t('admin.notifications.markAllRead')}
                </button>
              )}
            </div>
            <NotificationList
              notifications={notifications.list.notifications}
              now={now}
              timeZone={timeZone}
              onRead={notifications.markRead}
              onDelete={notifications.remove}
              className={styles.scroll}
            />
            <Link
              to="/admin/email?folder=notifications"
              className={styles.showAll}
              onClick={() => setOpen(false)}
              data-testid="notification-show-all"
            >
              {t('admin.notifications.showAll')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
