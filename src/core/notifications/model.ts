/** Notifications of the back office. */

import type { NotificationType } from '../../contract/notifications.js';

/** A notification to create: for the operator (companyId null) or for a listed business's dashboard. */
export interface NotificationInput {
  companyId: number | null;
  type: NotificationType;
  title: string;
  message?: string;
  /** shown as rows of key and value */
  data?: Record<string, string | number>;
  /** hidden (and later removed) from then on */
  expiresAt?: Date;
}

/** How other areas (the IMAP sync, the queue) create notifications. */
export interface Notifier {
  notify(input: NotificationInput): Promise<void>;
}

/** Who a notification is for: the operator's back office (companyId null) or one listed business. */
export interface NotificationScope {
  companyId: number | null;
}

/** A notification as the API shows it. */
export interface Notification {
  id: number;
  type: string;
  title: string;
  message: string | null;
  data: Record<string, string | number> | null;
  is_read: boolean;
  created_at: string;
  expires_at: string | null;
}

/** How long a notification lives when its creator sets no expiry: 30 days. */
export const NOTIFICATION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The list shows the newest 200 (the unread count counts every live one). */
export const NOTIFICATION_LIST_LIMIT = 200;

export const NOTIFICATION_TITLE_MAX = 255;

/** Czech texts the server sends. */
export const NOTIFICATION_TEXTS = {
  notFound: 'Notifikace nenalezena',
  /** the outbound queue: a message the admin composed has gone out */
  emailSent: 'Email byl odeslán',
  /** the outbound queue: a message failed for good */
  sendFailed: 'Email se nepodařilo odeslat',
} as const;
