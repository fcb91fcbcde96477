import type { Knex } from 'knex';
import { likeContains } from '../../db/dialect.js';

/** A warning or error as the log table keeps it. */
export interface StoredLogLine {
  instance: string;
  timeMs: number;
  level: number;
  msg: string;
  line: string;
}

/** The log table (`log_entries`): every instance's warnings and errors, bounded by row count. */
export function createLogRepository(db: Knex) {
  return {
    async insert(lines: StoredLogLine[]): Promise<void> {
      if (!lines.length) return;
      await db('log_entries').insert(
        lines.map((l) => ({ instance: l.instance, time_ms: l.timeMs, level: l.level, msg: l.msg, line: l.line })),
      );
    },

    /** Keeps the newest `rows` rows (by id): one indexed probe for the cut and a range delete below it. */
    async keepNewest(rows: number): Promise<void> {
      const cut = await db('log_entries').select('id').orderBy('id', 'desc').offset(rows).limit(1).first();
      if (cut) await db('log_entries').where('id', '<=', cut.id).del();
    },

    /** The newest `limit` lines of `minLevel` and above after `sinceMs` containing `needle` (lower case), newest first. */
    async newest(filter: { minLevel: number; sinceMs?: number; needle?: string; limit: number }): Promise<StoredLogLine[]> {
      const q = db('log_entries')
        .select('instance', 'time_ms', 'level', 'msg', 'line')
        .where('level', '>=', filter.minLevel)
        .orderBy([
          { column: 'time_ms', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(filter.limit);
      if (filter.sinceMs !== undefined) q.where('time_ms', '>', filter.sinceMs);
      // lower() folds ASCII only on SQLite: a search for "č" misses "Č" there
      if (filter.needle) q.whereRaw(`lower(line) LIKE ? ESCAPE '\\'`, [likeContains(filter.needle)]);
      const rows = (await q) as Array<{ instance: string; time_ms: unknown; level: unknown; msg: string; line: string }>;
      return rows.map((r) => ({ instance: r.instance, timeMs: Number(r.time_ms), level: Number(r.level), msg: r.msg, line: r.line }));
    },
  };
}

export type LogRepository = ReturnType<typeof createLogRepository>;
