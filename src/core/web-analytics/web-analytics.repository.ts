import type { Knex } from 'knex';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import { ROLLUP_ITEMS_PER_DAY, SESSION_GAP_MS, type Device } from './model.js';

/** One stored page view (no address, no user agent: only the day's visitor hash). */
export interface PageView {
  atMs: number;
  day: string;
  country: string;
  path: string;
  referrer: string;
  screenWidth: number;
  device: Device;
  listingId: number | null;
  visitor: string;
}

/** Days [from, to] (YYYY-MM-DD, inclusive) of one edition or all. */
export interface DayRange {
  from: string;
  to: string;
  country?: string;
}

export type ItemKind = 'page' | 'referrer' | 'device' | 'listing';

export interface Totals {
  views: number;
  visitors: number;
  sessions: number;
  bounces: number;
  sessionMs: number;
}

export interface DayCount {
  day: string;
  views: number;
  visitors: number;
}

export interface ItemCount {
  item: string;
  views: number;
  visitors: number;
}

const ITEM_COLUMN: Record<ItemKind, string> = { page: 'path', referrer: 'referrer', device: 'device', listing: 'listing_id' };
const num = (value: unknown) => Number(value ?? 0);

/**
 * Every query of website analytics. Raw views (analytics_events) are read for the days not rolled up
 * yet; the rolled-up days (analytics_rollups) are read from analytics_daily and analytics_daily_items.
 * Sessions are computed in SQL with window functions (a view starts a session when the visitor's
 * previous one is more than 30 minutes before it), the same on SQLite and PostgreSQL.
 */
export function createWebAnalyticsRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  const raw = (range: DayRange, t: Knex | Knex.Transaction = db) => {
    const q = t('analytics_events').where('day', '>=', range.from).andWhere('day', '<=', range.to);
    if (range.country) q.andWhere('country_code', range.country);
    return q;
  };
  const daily = (table: string, range: DayRange) => {
    const q = db(table).where('day', '>=', range.from).andWhere('day', '<=', range.to);
    if (range.country) q.andWhere('country_code', range.country);
    return q;
  };

  /** Sessions of raw views of a range, grouped by day and edition (a session ends with its day, as the visitor's hash does). */
  async function rawSessions(range: DayRange, t: Knex | Knex.Transaction = db) {
    const where = ['day >= ?', 'day <= ?', ...(range.country ? ['country_code = ?'] : [])].join(' and ');
    const bindings = [range.from, range.to, ...(range.country ? [range.country] : [])];
    const result = await t.raw(
      `select day, country_code, count(*) as sessions, sum(case when n = 1 then 1 else 0 end) as bounces,
              sum(last_ms - first_ms) as session_ms
         from (select day, country_code, visitor, grp, count(*) as n, min(at_ms) as first_ms, max(at_ms) as last_ms
                 from (select day, country_code, visitor, at_ms,
                              sum(starts) over (partition by visitor, country_code, day order by at_ms, id rows between unbounded preceding and current row) as grp
                         from (select id, day, country_code, visitor, at_ms,
                                      case when at_ms - lag(at_ms) over (partition by visitor, country_code, day order by at_ms, id) <= ${SESSION_GAP_MS}
                                           then 0 else 1 end as starts
                                 from analytics_events where ${where}) marked) numbered
                group by day, country_code, visitor, grp) sessions
        group by day, country_code`,
      bindings,
    );
    return dialect.rowsOf<Record<string, unknown>>(result).map((r) => ({
      day: String(r.day),
      country: String(r.country_code),
      sessions: num(r.sessions),
      bounces: num(r.bounces),
      sessionMs: num(r.session_ms),
    }));
  }

  return {
    /** The salt of a day, created when the day has none (several processes agree on the first one stored). */
    async saltOf(day: string, fresh: string): Promise<string> {
      await db('analytics_salts').insert({ day, salt: fresh }).onConflict('day').ignore();
      const row = await db('analytics_salts').where({ day }).first('salt');
      return String(row.salt);
    },

    /** Deletes the salts of days before `day`: their hashes can no longer be recomputed. */
    async dropSaltsBefore(day: string): Promise<number> {
      return db('analytics_salts').where('day', '<', day).delete();
    },

    async listingOfSlug(slug: string, country: string): Promise<number | null> {
      const row = await db('companies').where({ slug, country_code: country }).first('id');
      return row ? Number(row.id) : null;
    },

    async insert(views: PageView[]): Promise<void> {
      if (!views.length) return;
      const rows = views.map((v) => ({
        at_ms: v.atMs,
        day: v.day,
        country_code: v.country,
        path: v.path,
        referrer: v.referrer,
        screen_width: v.screenWidth,
        device: v.device,
        listing_id: v.listingId,
        visitor: v.visitor,
      }));
      for (let i = 0; i < rows.length; i += 500) await db('analytics_events').insert(rows.slice(i, i + 500));
    },

    /** The last rolled-up day ('' when none): days up to it are read from the aggregates. */
    async lastRolledUp(): Promise<string> {
      const row = await db('analytics_rollups').max({ day: 'day' }).first();
      return row?.day ? String(row.day) : '';
    },

    /** Days before `before` with raw views that are not rolled up yet, oldest first. */
    async daysToRollUp(before: string): Promise<string[]> {
      const rows: Array<{ day: string }> = await db('analytics_events')
        .distinct('day')
        .where('day', '<', before)
        .whereNotExists(db('analytics_rollups').select(db.raw('1')).whereRaw('analytics_rollups.day = analytics_events.day'))
        .orderBy('day');
      return rows.map((r) => String(r.day));
    },

    /**
     * Rolls days up into the aggregates (replacing any) and marks them, in one transaction (the caller's unit of
     * work, tx.webAnalytics): each figure is one
     * grouped statement over all the days (the demo's 88 days in 0.2 s where a transaction a day took 1.2 s).
     * Two rollups of one day at once (the job run from cron beside `serve`) take turns on the day's lock
     * (PostgreSQL's advisory lock, taken in day order; SQLite's one write lock): the second replaces the
     * first's rows with the same figures, where both deleting and then inserting failed on the primary key.
     * A visitor's hash is of one day, so a session never spans two days.
     */
    async rollUp(days: string[], at: Date): Promise<void> {
      const sorted = [...new Set(days)].sort();
      const [from] = sorted;
      const to = sorted.at(-1);
      if (from === undefined || to === undefined) return;
      const range = { from, to };
      const chosen = new Set(sorted);
      for (const day of sorted) await dialect.lockKey(db, `marketplace:analytics-rollup:${day}`);
      await db('analytics_daily').whereIn('day', sorted).delete();
      await db('analytics_daily_items').whereIn('day', sorted).delete();
      const totals: Array<Record<string, unknown>> = await raw(range, db)
        .whereIn('day', sorted)
        .select('day', 'country_code', db.raw('count(*) as views'), db.raw('count(distinct visitor) as visitors'))
        .groupBy('day', 'country_code');
      const sessions = new Map((await rawSessions(range, db)).map((x) => [`${x.day}|${x.country}`, x]));
      const daily = totals.map((t) => {
        const s = sessions.get(`${t.day}|${t.country_code}`);
        return {
          day: String(t.day),
          country_code: t.country_code,
          views: num(t.views),
          visitors: num(t.visitors),
          sessions: s?.sessions ?? 0,
          bounces: s?.bounces ?? 0,
          session_ms: s?.sessionMs ?? 0,
        };
      });
      const items: Array<Record<string, unknown>> = [];
      for (const kind of Object.keys(ITEM_COLUMN) as ItemKind[]) {
        const column = ITEM_COLUMN[kind];
        const rows: Array<Record<string, unknown>> = await raw(range, db)
          .whereIn('day', sorted)
          .select(
            'day',
            'country_code',
            db.raw(`${column} as item`),
            db.raw('count(*) as views'),
            db.raw('count(distinct visitor) as visitors'),
          )
          .whereNotNull(column)
          .groupBy('day', 'country_code', column)
          .orderBy([{ column: 'day' }, { column: 'country_code' }, { column: 'views', order: 'desc' }, { column: 'item' }]);
        const perDay = new Map<string, number>();
        for (const r of rows) {
          const key = `${r.day}|${r.country_code}`;
          const n = (perDay.get(key) ?? 0) + 1;
          perDay.set(key, n);
          if (kind !== 'listing' && n > ROLLUP_ITEMS_PER_DAY) continue;
          items.push({
            day: String(r.day),
            country_code: r.country_code,
            kind,
            item: String(r.item),
            views: num(r.views),
            visitors: num(r.visitors),
          });
        }
      }
      for (let i = 0; i < daily.length; i += 200) await db('analytics_daily').insert(daily.slice(i, i + 200));
      for (let i = 0; i < items.length; i += 200) await db('analytics_daily_items').insert(items.slice(i, i + 200));
      await db('analytics_rollups')
        .insert([...chosen].map((day) => ({ day, rolled_up_at: at.toISOString() })))
        .onConflict('day')
        .merge();
    },

    /** Deletes raw views of rolled-up days before `day`. */
    async pruneRawBefore(day: string): Promise<number> {
      return db('analytics_events')
        .where('day', '<', day)
        .whereExists(db('analytics_rollups').select(db.raw('1')).whereRaw('analytics_rollups.day = analytics_events.day'))
        .delete();
    },

    /** Totals of raw views of a range. */
    async rawTotals(range: DayRange): Promise<Totals> {
      const row = await raw(range).first(db.raw('count(*) as views'), db.raw('count(distinct visitor) as visitors'));
      const sessions = await rawSessions(range);
      return {
        views: num(row?.views),
        visitors: num(row?.visitors),
        sessions: sessions.reduce((a, s) => a + s.sessions, 0),
        bounces: sessions.reduce((a, s) => a + s.bounces, 0),
        sessionMs: sessions.reduce((a, s) => a + s.sessionMs, 0),
      };
    },

    /** Totals of rolled-up days of a range. */
    async dailyTotals(range: DayRange): Promise<Totals> {
      const row = await daily('analytics_daily', range).first(
        db.raw('coalesce(sum(views), 0) as views'),
        db.raw('coalesce(sum(visitors), 0) as visitors'),
        db.raw('coalesce(sum(sessions), 0) as sessions'),
        db.raw('coalesce(sum(bounces), 0) as bounces'),
        db.raw('coalesce(sum(session_ms), 0) as session_ms'),
      );
      return {
        views: num(row?.views),
        visitors: num(row?.visitors),
        sessions: num(row?.sessions),
        bounces: num(row?.bounces),
        sessionMs: num(row?.session_ms),
      };
    },

    /** Views and visitors per day, raw or rolled up. */
    async perDay(range: DayRange, source: 'raw' | 'daily', listingId?: number): Promise<DayCount[]> {
      const q =
        source === 'raw'
          ? raw(range).select('day', db.raw('count(*) as views'), db.raw('count(distinct visitor) as visitors'))
          : listingId === undefined
            ? daily('analytics_daily', range).select('day', db.raw('sum(views) as views'), db.raw('sum(visitors) as visitors'))
            : daily('analytics_daily_items', range)
                .where({ kind: 'listing', item: String(listingId) })
                .select('day', db.raw('sum(views) as views'), db.raw('sum(visitors) as visitors'));
      if (source === 'raw' && listingId !== undefined) q.andWhere('listing_id', listingId);
      const rows: Array<Record<string, unknown>> = await q.groupBy('day');
      return rows.map((r) => ({ day: String(r.day), views: num(r.views), visitors: num(r.visitors) }));
    },

    /** The most viewed items of a kind, raw or rolled up (at most `limit`). */
    async topItems(range: DayRange, kind: ItemKind, source: 'raw' | 'daily', limit: number): Promise<ItemCount[]> {
      const column = ITEM_COLUMN[kind];
      const q =
        source === 'raw'
          ? raw(range)
              .whereNotNull(column)
              .select(db.raw(`${column} as item`), db.raw('count(*) as views'), db.raw('count(distinct visitor) as visitors'))
              .groupBy(column)
          : daily('analytics_daily_items', range)
              .where({ kind })
              .select('item', db.raw('sum(views) as views'), db.raw('sum(visitors) as visitors'))
              .groupBy('item');
      if (kind === 'referrer') q.andWhere(source === 'raw' ? 'referrer' : 'item', '<>', '');
      const rows: Array<Record<string, unknown>> = await q.orderBy([{ column: 'views', order: 'desc' }]).limit(limit);
      return rows.map((r) => ({ item: String(r.item), views: num(r.views), visitors: num(r.visitors) }));
    },
  };
}

export type WebAnalyticsRepository = ReturnType<typeof createWebAnalyticsRepository>;
