import type { Knex } from 'knex';
import { dialectFor, type Dialect, type SqlDialect } from '../../db/sql-dialect.js';
import { toIso, toNumber } from '../../db/dialect.js';
import type { ServerStatsMinuteDto } from '../../contract/monitoring.js';

export interface QueueCounts {
  pending: number;
  sending: number;
  unknown: number;
  failed: number;
}

export interface AlertEpisode {
  condition: string;
  since: string;
  notifiedAt: string | null;
}

const minuteRow = (r: Record<string, unknown>): ServerStatsMinuteDto => ({
  minute: String(r.minute),
  cpu_percent: toNumber(r.cpu_percent),
  memory_percent: toNumber(r.memory_percent),
  disk_percent: toNumber(r.disk_percent),
  rx_per_s: toNumber(r.rx_per_s),
  tx_per_s: toNumber(r.tx_per_s),
  requests: toNumber(r.requests),
  errors: toNumber(r.errors),
  queue_pending: toNumber(r.queue_pending),
});

/** Every query of server monitoring: the product's own figures, the minute history, the alerts' episodes. */
export function createMonitoringRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  return {
    engine: (): Dialect => dialect.name,

    async queueCounts(): Promise<QueueCounts> {
      const rows = await db('email_queue')
        .whereIn('status', ['pending', 'sending', 'unknown', 'failed'])
        .groupBy('status')
        .select<Array<{ status: string; n: unknown }>>('status', db.raw('count(*) as n'));
      const counts: QueueCounts = { pending: 0, sending: 0, unknown: 0, failed: 0 };
      for (const r of rows) counts[r.status as keyof QueueCounts] = toNumber(r.n);
      return counts;
    },

    /** the operator mailbox's last completed sync */
    async inboxLastSync(): Promise<string | null> {
      const row = await db('mail_accounts').where({ owner_key: 'operator' }).first('last_synced_at');
      return row ? toIso(row.last_synced_at) : null;
    },

    /** bookings made in [from, to) */
    async bookingsMade(from: Date, to: Date): Promise<number> {
      const row = await db('bookings')
        .where('created_at', '>=', from.toISOString())
        .andWhere('created_at', '<', to.toISOString())
        .count({ n: '*' })
        .first();
      return toNumber(row?.n);
    },

    /** one minute's row; a second writer of the same minute is a no-op. Answers whether it was inserted. */
    async insertMinute(row: ServerStatsMinuteDto, demo = false): Promise<boolean> {
      const inserted = await db('server_stats_minutes')
        .insert({ ...row, demo })
        .onConflict('minute')
        .ignore()
        .returning('id');
      return inserted.length > 0;
    },

    /** the minutes at or after `from`, oldest first */
    async minutesSince(from: string): Promise<ServerStatsMinuteDto[]> {
      const rows = await db('server_stats_minutes')
        .where('minute', '>=', from)
        .orderBy('minute', 'asc')
        .limit(7 * 24 * 60 + 1);
      return rows.map(minuteRow);
    },

    async latestMinute(): Promise<ServerStatsMinuteDto | null> {
      const row = await db('server_stats_minutes').orderBy('minute', 'desc').first();
      return row ? minuteRow(row) : null;
    },

    async pruneMinutesBefore(before: string): Promise<number> {
      return db('server_stats_minutes').where('minute', '<', before).delete();
    },

    async episodes(): Promise<AlertEpisode[]> {
      const rows = await db('monitoring_alerts').select('condition', 'since', 'notified_at');
      return rows.map((r) => ({
        condition: String(r.condition),
        since: String(r.since),
        notifiedAt: r.notified_at ? String(r.notified_at) : null,
      }));
    },

    async startEpisode(condition: string, since: string): Promise<void> {
      await db('monitoring_alerts').insert({ condition, since, notified_at: null }).onConflict('condition').ignore();
    },

    /** marks the episode notified; answers false when another process already did (so it notifies once) */
    async markNotified(condition: string, at: string): Promise<boolean> {
      const n = await db('monitoring_alerts').where({ condition }).whereNull('notified_at').update({ notified_at: at });
      return n > 0;
    },

    async endEpisode(condition: string): Promise<void> {
      await db('monitoring_alerts').where({ condition }).delete();
    },
  };
}

export type MonitoringRepository = ReturnType<typeof createMonitoringRepository>;
