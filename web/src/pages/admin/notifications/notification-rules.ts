/** The notifications' rules of display and local change. Pure. */
import type { NotificationDto, NotificationListDto as NotificationList } from '../../../../../src/contract/notifications.js';
import type { Translate } from '../../../components/ui/errors.js';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The notification counter's cap: above it the badge says '99+'. */
export const NOTIFICATION_BADGE_CAP = 99;

/** Polling of the list and the counter: every 30 seconds. */
export const NOTIFICATION_POLL_MS = 30_000;

/** The counter's text: nothing for 0, the number up to 99, then '99+'. */
export function notificationBadge(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  return whole > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(whole);
}

/**
 * How long ago: under a minute 'Právě teď', under 60 minutes 'Před N min', under 24 hours 'Před N h',
 * under 7 days 'Před N dny', otherwise the Czech date (in `timeZone`). A time ahead of `now` (clocks
 * apart) is 'Právě teď'.
 */
export function notificationTime(iso: string, now: Date, t: Translate, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const age = now.getTime() - date.getTime();
  if (age < MINUTE_MS) return t('admin.notifications.justNow');
  if (age < HOUR_MS) return t('admin.notifications.minutesAgo', { count: Math.floor(age / MINUTE_MS) });
  if (age < DAY_MS) return t('admin.notifications.hoursAgo', { count: Math.floor(age / HOUR_MS) });
  if (age < 7 * DAY_MS) return t('admin.notifications.daysAgo', { count: Math.floor(age / DAY_MS) });
  return date.toLocaleDateString('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone });
}

/** What the bell and the panel show when nothing is loaded, or the load failed: no notifications, nothing unread. */
export const NO_NOTIFICATIONS: NotificationList = { success: true, unread: 0, notifications: [] };

const lessUnread = (list: NotificationList, wasUnread: boolean) => Math.max(0, list.unread - (wasUnread ? 1 : 0));

/** One read (clicked): it is read, and the counter drops by one if it was unread, never below zero. */
export function readOne(list: NotificationList, id: number): NotificationList {
  const target = list.notifications.find((n) => n.id === id);
  if (!target || target.is_read) return list;
  return {
    ...list,
    unread: lessUnread(list, true),
    notifications: list.notifications.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
  };
}

/** 'Označit vše jako přečtené': every one read, the counter 0. */
export function readAll(list: NotificationList): NotificationList {
  return { ...list, unread: 0, notifications: list.notifications.map((n) => (n.is_read ? n : { ...n, is_read: true })) };
}

/** Deleted: gone from the list; the counter drops by one if it was unread, never below zero. */
export function removeOne(list: NotificationList, id: number): NotificationList {
  const target = list.notifications.find((n) => n.id === id);
  if (!target) return list;
  return { ...list, unread: lessUnread(list, !target.is_read), notifications: list.notifications.filter((n) => n.id !== id) };
}

/** The types with an icon of their own; any other type gets the default one. */
export type NotificationIconKind = 'new_email' | 'email_sent' | 'scheduled_email_sent' | 'campaign_completed' | 'error' | 'default';

export function iconKindOf(type: NotificationDto['type']): NotificationIconKind {
  switch (type) {
    case 'new_email':
    case 'email_sent':
    case 'scheduled_email_sent':
    case 'campaign_completed':
    case 'error':
      return type;
    default:
      return 'default';
  }
}

/** Row labels of the keys the product's creators put in `data`; another key is shown as it is. */
const DATA_LABELS = {
  recipient: 'admin.notifications.data.recipient',
  subject: 'admin.notifications.data.subject',
  from: 'admin.notifications.data.from',
  account: 'admin.notifications.data.account',
  campaign: 'admin.notifications.data.campaign',
  count: 'admin.notifications.data.count',
} as const;

/** The rows of a notification's data: [label, value], in the order given. */
export function dataRows(data: NotificationDto['data'], t: Translate): Array<[string, string]> {
  if (!data) return [];
  return Object.entries(data).map(([key, value]) => [
    Object.hasOwn(DATA_LABELS, key) ? t(DATA_LABELS[key as keyof typeof DATA_LABELS]) : key,
    String(value),
  ]);
}
