import { z } from 'zod';
import { messageKeys } from './messages.js';

const M = messageKeys('notification');

/**
 * Notifications of the back office: the bell's counter and
 * dropdown and the full panel. An admin sees the operator's, a business account its own company's.
 */
export const notificationDto = z.object({
  id: z.number(),
  /** new_email, email_sent, scheduled_email_sent, campaign_completed, error; another type gets the default icon */
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
