import type { Knex } from 'knex';
import { migrationStatus } from '../../db/migrate.js';
import { toIso, toNumber } from '../../db/dialect.js';

/** What the health checks ask of the database. */
export function createHealthRepository(db: Knex) {
  return {
    ping: async (): Promise<void> => void (await db.raw('select 1')),
    pendingMigrations: async (): Promise<string[]> => (await migrationStatus(db)).pending,
    /** pending queue rows due before `before` (the worker should have taken them) */
    async overduePending(before: Date): Promise<number> {
      const row = await db('email_queue')
        .where({ status: 'pending' })
        .andWhere('send_after', '<', before.toISOString())
        .count({ n: '*' })
        .first();
      return toNumber(row?.n);
    },
    /** the operator mailbox: whether there is one switched on, and its last completed sync */
    async operatorMailbox(): Promise<{ enabled: boolean; lastSyncedAt: string | null; lastError: string | null } | null> {
      const row = await db('mail_accounts').where({ owner_key: 'operator' }).first('enabled', 'last_synced_at', 'last_error');
      if (!row) return null;
      return {
        enabled: Boolean(row.enabled),
        lastSyncedAt: toIso(row.last_synced_at),
        lastError: row.last_error ? String(row.last_error) : null,
      };
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
