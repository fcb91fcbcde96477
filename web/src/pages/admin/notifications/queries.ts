import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationList,
} from '../../../api/notifications.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { NO_NOTIFICATIONS, NOTIFICATION_POLL_MS, readAll, readOne, removeOne } from './notification-rules.js';

/** The notifications' query key: the bell and the full panel share one list. */
export const notificationKeys = { list: ['admin', 'notifications'] as const };

export interface Notifications {
  list: NotificationList;
  /** the first answer is still on its way */
  loading: boolean;
  markRead(id: number): void;
  markAllRead(): void;
  remove(id: number): void;
}

/**
 * The notifications, polled every 30 s: a failed load shows none and nothing unread. A
 * change (read, all read, delete) shows at once and is sent after; if the call fails the list stays
 * as if it had succeeded (the next poll shows the server's state).
 */
export function useNotifications(): Notifications {
  const client = useQueryClient();
  const resource = useApiQuery(notificationKeys.list, listNotifications, { refetchInterval: NOTIFICATION_POLL_MS });
  const list = resource.status === 'error' ? NO_NOTIFICATIONS : (resource.data ?? NO_NOTIFICATIONS);

  const change = useCallback(
    (local: (list: NotificationList) => NotificationList, send: () => Promise<unknown>) => {
      // a poll answering after the change would undo it on screen: it is dropped
      void client.cancelQueries({ queryKey: notificationKeys.list });
      client.setQueryData<NotificationList>(notificationKeys.list, (old) => local(old ?? NO_NOTIFICATIONS));
      send().catch(() => undefined);
    },
    [client],
  );

  return useMemo(
    () => ({
      list,
      loading: resource.status === 'loading' && !resource.data,
      markRead: (id: number) => {
        if (list.notifications.some((n) => n.id === id && !n.is_read))
          change(
            (l) => readOne(l, id),
            () => markNotificationRead(id, true),
          );
      },
      markAllRead: () => change(readAll, markAllNotificationsRead),
      remove: (id: number) =>
        change(
          (l) => removeOne(l, id),
          () => deleteNotification(id),
        ),
    }),
    [list, resource.status, resource.data, change],
  );
}
