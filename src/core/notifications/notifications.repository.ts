import type { Knex } from 'knex';
import { toBool, toIso } from '../../db/dialect.js';
import { NOTIFICATION_LIFETIME_MS, NOTIFICATION_TITLE_MAX, type Notification, type NotificationInput } from './model.js';

/** One email_notifications row to insert (times as ISO text, data as JSON text). */
export interface NotificationRow {
  company_id: number | null;
  type: string;
  title: string;
  message: string | null;
  data: string | null;
  created_at: string;
  expires_at: string | null;
}

/** The row of a new notification: expiring after NOTIFICATION_LIFETIME_MS unless its creator says when. */
export function notificationRow(input: NotificationInput, now: Date): NotificationRow {
  const data = input.data && Object.keys(input.data).length ? JSON.stringify(input.data) : null;
  return {
    company_id: input.companyId,
    type: input.type,
    title: input.title.slice(0, NOTIFICATION_TITLE_MAX),
    message: input.message ?? null,
    data,
    created_at: now.toISOString(),
    expires_at: (input.expiresAt ?? new Date(now.getTime() + NOTIFICATION_LIFETIME_MS)).toISOString(),
  };
}

/**
 * The condition (SQL) that notifications of `type` are on: the operator's switch in Nastavení ›
 * Notifikace, the settings key `notifications.<type>`, turns a type off when it holds 'false'.
 * `type` is one of the product's constant type names, never input.
 */
export const notificationTypeOnSql = (type: string) =>
  `not exists (select 1 from settings where settings.key = 'notifications.${type.replace(/[^a-z_]/g, '')}' and settings.value = 'false')`;

const COLUMNS = ['id', 'type', 'title', 'message', 'data', 'is_read', 'created_at', 'expires_at'];

function parseData(text: unknown): Notification['data'] {
  if (typeof text !== 'string' || !text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Notification['data']) : null;
  } catch {
    return null;
  }
}

const toNotification = (r: Record<string, unknown>): Notification => ({
  id: Number(r.id),
  type: String(r.type),
  title: String(r.title),
  message: r.message === null || r.message === undefined ? null : String(r.message),
  data: parseData(r.data),
  is_read: toBool(r.is_read),
  created_at: toIso(r.created_at)!,
  expires_at: toIso(r.expires_at),
});

/**
 * email_notifications of one scope: the operator's (company_id null) or a business's. Every read and
 * change skips the rows expired at `now` (ISO), as if they were gone.
 */
export function createNotificationRepository(db: Knex) {
  const live = (companyId: number | null, now: string) => {
    const q = db('email_notifications');
    if (companyId === null) q.whereNull('company_id');
    else q.where('company_id', companyId);
    return q.andWhere((w) => w.whereNull('expires_at').orWhere('expires_at', '>', now));
  };

  return {
    /** Inserts the row unless its type is switched off in the settings. */
    async insert(row: NotificationRow): Promise<void> {
      const off = await db('settings')
        .where({ key: `notifications.${row.type}`, value: 'false' })
        .first('key');
      if (!off) await db('email_notifications').insert({ ...row, is_read: false });
    },

    /** The newest `limit` live ones and the count of every live unread one. */
    async list(companyId: number | null, now: string, limit: number): Promise<{ notifications: Notification[]; unread: number }> {
      const [rows, unread] = await Promise.all([
        live(companyId, now)
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit)
          .select(COLUMNS),
        live(companyId, now).andWhere('is_read', false).count({ n: '*' }).first(),
      ]);
      return { notifications: rows.map(toNotification), unread: Number(unread?.n ?? 0) };
    },

    /** Rows changed: 0 when `id` is not a live one of the scope. */
    async setRead(companyId: number | null, id: number, isRead: boolean, now: string): Promise<number> {
      return live(companyId, now).andWhere('id', id).update({ is_read: isRead });
    },

    async markAllRead(companyId: number | null, now: string): Promise<number> {
      return live(companyId, now).andWhere('is_read', false).update({ is_read: true });
    },

    async remove(companyId: number | null, id: number, now: string): Promise<number> {
      return live(companyId, now).andWhere('id', id).delete();
    },

    /** Housekeeping: every scope's expired rows. */
    async deleteExpired(now: string): Promise<number> {
      return db('email_notifications').where('expires_at', '<=', now).delete();
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
