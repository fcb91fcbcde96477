import type { okResponse } from '../../../src/contract/common.js';
import type { NotificationDto, markAllReadResponse, notificationListResponse } from '../../../src/contract/notifications.js';
import { apiRequest, type Answer } from './http.js';

/** The typed client of the notifications API (src/contract/notifications.ts): the admin's, or a business account's own. */
export type { NotificationDto };
export type NotificationList = Answer<typeof notificationListResponse>;

export function listNotifications(signal?: AbortSignal) {
  return apiRequest<NotificationList>('/email_notifications', { signal });
}

export function markNotificationRead(id: number, isRead: boolean) {
  return apiRequest<Answer<typeof okResponse>>(`/email_notifications/${id}`, { method: 'PUT', body: { is_read: isRead } });
}

export function markAllNotificationsRead() {
  return apiRequest<Answer<typeof markAllReadResponse>>('/email_notifications/mark-all-read', { method: 'PUT' });
}

export function deleteNotification(id: number) {
  return apiRequest<Answer<typeof okResponse>>(`/email_notifications/${id}`, { method: 'DELETE' });
}
