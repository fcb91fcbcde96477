/** Notifications of the back office (back-office.md §2 Email Center, §3 Notification, §4, §9). */

/** Types with an icon of their own; any other type gets the default icon. */
export const NOTIFICATION_TYPES = ['new_email', 'email_sent', 'scheduled_email_sent', 'campaign_completed', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

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
