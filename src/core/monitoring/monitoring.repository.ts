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
  /** the instance whose condition it is ('' for one kept for every instance: the mail queue's unknown rows) */
  instance: string;
  since: string;
  notifiedAt: string | null;
}

/** an average over instances has more decimals than a minute's own row */
const oneDecimal = (value: unknown) => Math.round(toNumber(value) * 10) / 10;

const minuteRow = (r: Record<string, unknown>): ServerStatsMinuteDto => ({
  minute: String(r.minute),
  cpu_percent: oneDecimal(r.cpu_percent),
  memory_percent: oneDecimal(r.memory_percent),
  disk_percent: oneDecimal(r.disk_percent),
  rx_per_s: toNumber(r.rx_per_s),
  tx_per_s: toNumber(r.tx_per_s),
  requests: toNumber(r.requests),
  errors: toNumber(r.errors),
  queue_pending: toNumber(r.queue_pending),
});

/** Every query of server monitoring: the product's own figures, the minute history, the alerts' episodes. */
export function createMonitoringRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  /** the minute rows of every instance, one per minute */
  const acrossInstances = () =>
    db('server_stats_minutes')
      .groupBy('minute')
      .select(
        'minute',
        db.raw('avg(cpu_percent) as cpu_percent'),
        db.raw('avg(memory_percent) as memory_percent'),
        db.raw('max(disk_percent) as disk_percent'),
        db.raw('sum(rx_per_s) as rx_per_s'),
        db.raw('sum(tx_per_s) as tx_per_s'),
        db.raw('sum(requests) as requests'),
        db.raw('sum(errors) as errors'),
        db.raw('max(queue_pending) as queue_pending'),
      );
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

    /** an instance's minute row; a second write of the same instance and minute is a no-op. Answers whether it was inserted. */
    async insertMinute(row: ServerStatsMinuteDto, instance: string, demo = false): Promise<boolean> {
      const inserted = await db('server_stats_minutes')
        .insert({ ...row, instance, demo })
        .onConflict(['instance', 'minute'])
        .ignore()
        .returning('id');
      return inserted.length > 0;
    },

    /**
     * The minutes at or after `from`, oldest first, each over every instance that wrote it: requests, errors and
     * traffic summed, CPU and memory averaged, the fullest disk and the longest queue.
     */
    async minutesSince(from: string): Promise<ServerStatsMinuteDto[]> {
      const rows = await acrossInstances()
        .where('minute', '>=', from)
        .orderBy('minute', 'asc')
        .limit(7 * 24 * 60 + 1);
      return rows.map(minuteRow);
    },

    /** the latest minute, over every instance that wrote it */
    async latestMinute(): Promise<ServerStatsMinuteDto | null> {
      const row = await acrossInstances().orderBy('minute', 'desc').first();
      return row ? minuteRow(row) : null;
    },

    /** each instance that wrote a minute at or after `from` (demo rows aside) with its latest minute, by name */
    async instancesSince(from: string): Promise<Array<ServerStatsMinuteDto & { instance: string }>> {
      const rows: Array<Record<string, unknown>> = await db('server_stats_minutes')
        .where('minute', '>=', from)
        .andWhere({ demo: false })
        .whereNot({ instance: '' })
        .orderBy([{ column: 'instance' }, { column: 'minute', order: 'desc' }]);
      const latest = new Map<string, ServerStatsMinuteDto & { instance: string }>();
      for (const r of rows)
        if (!latest.has(String(r.instance))) latest.set(String(r.instance), { ...minuteRow(r), instance: String(r.instance) });
      return [...latest.values()];
    },

    async pruneMinutesBefore(before: string): Promise<number> {
      return db('server_stats_minutes').where('minute', '<', before).delete();
    },

    /** the open episodes of `instance` and those kept for every instance (instance '') */
    async episodes(instance: string): Promise<AlertEpisode[]> {
      const rows = await db('monitoring_alerts')
        .whereIn('instance', [instance, ''])
        .select('condition', 'instance', 'since', 'notified_at');
      return rows.map((r) => ({
        condition: String(r.condition),
        instance: String(r.instance),
        since: String(r.since),
        notifiedAt: r.notified_at ? String(r.notified_at) : null,
      }));
    },

    async startEpisode(condition: string, instance: string, since: string): Promise<void> {
      await db('monitoring_alerts')
        .insert({ condition, instance, since, notified_at: null })
        .onConflict(['condition', 'instance'])
        .ignore();
    },

    /** marks the episode notified; answers false when another process already did (so it notifies once) */
    async markNotified(condition: string, instance: string, at: string): Promise<boolean> {
      const n = await db('monitoring_alerts').where({ condition, instance }).whereNull('notified_at').update({ notified_at: at });
      return n > 0;
    },

    async endEpisode(condition: string, instance: string): Promise<void> {
      await db('monitoring_alerts').where({ condition, instance }).delete();
    },
  };
}

export type MonitoringRepository = ReturnType<typeof createMonitoringRepository>;
