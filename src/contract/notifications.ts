import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('notification');

/**
 * The notification types an operator can switch off (Nastavení › Notifikace, in this order): while one is off,
 * none of that type is created for the operator.
 */
const SWITCHABLE = [
  'new_email',
  'email_sent',
  'scheduled_email_sent',
  'campaign_completed',
  'error',
  'shop_order',
  'task',
  /** plans: a business asked for another plan (the operator confirms it in Zápisy firem) */
  'plan_request',
  /** a company bought a featured campaign (Reklamní kampaně) */
  'featured_campaign',
] as const;

/** The types that always come: they ask for an action or record money. */
const ALWAYS_ON = [
  /** social posting: a post is due to be published by hand, was published, or failed */
  'social_post',
  /** a company's featured campaign or outdoor contract was paid, or cancelled unpaid */
  'advert_payment',
] as const;

/** Every notification type the product creates: the one list core, the API and the back office read. */
export const NOTIFICATION_TYPES = [...SWITCHABLE, ...ALWAYS_ON] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const SWITCHABLE_NOTIFICATIONS: readonly SwitchableNotification[] = SWITCHABLE;
export type SwitchableNotification = (typeof SWITCHABLE)[number];

/**
 * Notifications of the back office: the bell's counter and
 * dropdown and the full panel. An admin sees the operator's, a business account its own company's.
 */
const notificationDto = z.object({
  id: z.number(),
  /** one of NOTIFICATION_TYPES (a row written by another version may hold another; it gets the default icon) */
  type: z.string(),
  title: z.string(),
  message: z.string().nullable(),
  /** shown as rows of key and value */
  data: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

/** The newest 200 live notifications; `unread` counts every live unread one. */
export const notificationListResponse = z.object({
  success: z.literal(true),
  unread: z.number(),
  notifications: z.array(notificationDto),
});

export const notificationReadRequest = z.object({ is_read: z.boolean({ error: M.isRead }) });

export const markAllReadResponse = z.object({ success: z.literal(true), updated: z.number() });
export type NotificationListDto = z.infer<typeof notificationListResponse>;
