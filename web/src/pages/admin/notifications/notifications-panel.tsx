import { useNow } from '../../../hooks/use-now.js';
import { Loading } from '../../../components/ui/states.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { NotificationList } from './notification-item.js';
import { useNotifications } from './queries.js';
import styles from './notifications.module.css';

/** The full panel of notifications, a folder of the e-mail client (/admin/email?folder=notifications). */
export function NotificationsPanel({ timeZone }: { timeZone: string }) {
  const { t, tp } = useI18n();
  const notifications = useNotifications();
  const now = useNow(30_000);
  const { unread } = notifications.list;
  return (
    <section className="mail-list-panel" aria-labelledby="mail-folder-title" data-testid="notifications-panel">
      <header className={styles.panelHead}>
        <h2 id="mail-folder-title" className="ui-section-title">
          {t('admin.notifications.title')}
        </h2>
        {unread > 0 && (
          <span className={styles.panelCount} data-testid="notifications-panel-unread">
            {tp('admin.notifications.unreadCount', unread)}
          </span>
        )}
        {unread > 0 && (
          <button
            type="button"
            className="button button--ghost"
            onClick={notifications.markAllRead}
            data-testid="notifications-panel-mark-all"
          >
            {t('admin.notifications.markAllRead')}
          </button>
        )}
      </header>
      {notifications.loading ? (
        <Loading />
      ) : (
        <NotificationList
          notifications={notifications.list.notifications}
          now={now}
          timeZone={timeZone}
          onRead={notifications.markRead}
          onDelete={notifications.remove}
          emptyHint={t('admin.notifications.emptyHint')}
        />
      )}
    </section>
  );
}
