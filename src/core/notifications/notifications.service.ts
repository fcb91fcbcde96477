import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_TEXTS,
  type Notification,
  type NotificationInput,
  type NotificationScope,
  type Notifier,
} from './model.js';
import { notificationRow, type NotificationRepository } from './notifications.repository.js';

/**
 * Notifications of the back office (the operator's, companyId null) and of the businesses' dashboards.
 * Expired ones (expires_at <= now by the clock) are never listed, counted or changed; the prune job
 * deletes them.
 */
export function createNotificationService(deps: { repo: NotificationRepository; clock: Clock }) {
  const now = () => deps.clock.now().toISOString();
  const notFound = () => new DomainError('not_found', NOTIFICATION_TEXTS.notFound);

  return {
    /**
     * Creates one notification (the Notifier of the sync and the queue). On its own it is one
     * statement on its own connection, committed at once; inside a unit of work pass the transaction's
     * repositories (`tx`) and it commits or rolls back with the caller's writes.
     */
    async notify(input: NotificationInput, tx?: { notifications: NotificationRepository }): Promise<void> {
      await (tx?.notifications ?? deps.repo).insert(notificationRow(input, deps.clock.now()));
    },

    /** The newest NOTIFICATION_LIST_LIMIT live ones, and how many live ones are unread. */
    async list(scope: NotificationScope): Promise<{ unread: number; notifications: Notification[] }> {
      return deps.repo.list(scope.companyId, now(), NOTIFICATION_LIST_LIMIT);
    },

    async markRead(scope: NotificationScope, id: number, isRead: boolean): Promise<void> {
      if (!(await deps.repo.setRead(scope.companyId, id, isRead, now()))) throw notFound();
    },

    /** Answers how many became read. */
    async markAllRead(scope: NotificationScope): Promise<number> {
      return deps.repo.markAllRead(scope.companyId, now());
    },

    async remove(scope: NotificationScope, id: number): Promise<void> {
      if (!(await deps.repo.remove(scope.companyId, id, now()))) throw notFound();
    },

    /** Housekeeping (prune job): deletes the expired ones; answers how many. */
    async prune(): Promise<number> {
      return deps.repo.deleteExpired(now());
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService> & Notifier;
