import type { NotificationDto } from '../../../api/notifications.js';
import { Icon, type IconName } from '../../../components/back-office-icon.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { dataRows, iconKindOf, notificationTime, type NotificationIconKind } from './notification-rules.js';
import styles from './notifications.module.css';

const ICONS: Record<NotificationIconKind, IconName> = {
  new_email: 'mail',
  email_sent: 'send',
  scheduled_email_sent: 'clock',
  campaign_completed: 'megaphone',
  error: 'alert',
  default: 'bell',
};

/**
 * One notification: its type's icon, title, message, data rows and how long ago, marked while unread.
 * The item is a button (a click marks it read); the delete button is beside it.
 */
export function NotificationItem({
  notification,
  now,
  timeZone,
  onRead,
  onDelete,
}: {
  notification: NotificationDto;
  now: Date;
  timeZone: string;
  onRead: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  const { t } = useI18n();
  const kind = iconKindOf(notification.type);
  const unread = !notification.is_read;
  return (
    <li
      className={unread ? `${styles.item} ${styles.unread}` : styles.item}
      data-testid="notification-item"
      data-id={notification.id}
      data-read={notification.is_read ? 'true' : 'false'}
    >
      <button type="button" className={styles.itemMain} onClick={() => onRead(notification.id)} data-testid="notification-open">
        <span className={`${styles.icon} ${styles[`icon_${kind}`] ?? ''}`} data-icon={kind}>
          <Icon name={ICONS[kind]} size={18} />
        </span>
        <span className={styles.body}>
          <span className={styles.itemTitle} data-testid="notification-title">
            {unread && <span className="visually-hidden">{t('admin.notifications.unread')}: </span>}
            {notification.title}
          </span>
          {notification.message && (
            <span className={styles.message} data-testid="notification-message">
              {notification.message}
            </span>
          )}
          {dataRows(notification.data, t).map(([label, value]) => (
            <span key={label} className={styles.dataRow} data-testid="notification-data">
              <span className={styles.dataKey}>{label}:</span> {value}
            </span>
          ))}
          <time className={styles.time} dateTime={notification.created_at} data-testid="notification-time">
            {notificationTime(notification.created_at, now, t, timeZone)}
          </time>
        </span>
        {unread && <span className={styles.dot} aria-hidden="true" />}
      </button>
      <button
        type="button"
        className={styles.delete}
        aria-label={t('admin.notifications.delete', { title: notification.title })}
        onClick={() => onDelete(notification.id)}
        data-testid="notification-delete"
      >
        <Icon name="trash" size={16} />
      </button>
    </li>
  );
}

/** The list of notifications, or its empty state. */
export function NotificationList({
  notifications,
  now,
  timeZone,
  onRead,
  onDelete,
  className,
  emptyHint,
}: {
  notifications: NotificationDto[];
  now: Date;
  timeZone: string;
  onRead: (id: number) => void;
  onDelete: (id: number) => void;
  className?: string;
  emptyHint?: string;
}) {
  const { t } = useI18n();
  if (!notifications.length) {
    return (
      <div className={styles.empty} data-testid="notifications-empty">
        <p className={styles.emptyTitle}>{t('admin.notifications.empty')}</p>
        {emptyHint && <p>{emptyHint}</p>}
      </div>
    );
  }
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list} data-testid="notification-list">
      {notifications.map((n) => (
        <NotificationItem key={n.id} notification={n} now={now} timeZone={timeZone} onRead={onRead} onDelete={onDelete} />
      ))}
    </ul>
  );
}
