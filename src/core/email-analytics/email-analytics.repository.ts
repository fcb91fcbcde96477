import type { Knex } from 'knex';
import { spanOf, type LocalDay } from './days.js';
import type { PeriodCounts } from './model.js';

/** Handed to the recipient's server: a bounced e-mail was sent, then came back. */
const SENT = "s.status in ('sent', 'bounced')";
const OPENED = `${SENT} and (s.opened_count > 0 or s.clicked_count > 0)`;
const CLICKED = `${SENT} and s.clicked_count > 0`;
const count = (condition: string) => `coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

const countsOf = (row: Record<string, unknown> | undefined): PeriodCounts => ({
  total: Number(row?.total ?? 0),
  sent: Number(row?.sent ?? 0),
  opened: Number(row?.opened ?? 0),
  clicked: Number(row?.clicked ?? 0),
  bounced: Number(row?.bounced ?? 0),
});

/**
 * The queries of e-mail analytics over sent mail (sent_emails, whose open and click counts the
 * tracking links keep, and whose status an inbound bounce sets) and the suppression list. Each is one
 * aggregate in SQL over the index sent_emails_analytics_index (migrations/20261126120000_*).
 * Timestamps are compared as ISO text on SQLite (how they are stored) and as timestamptz on PostgreSQL.
 */
export function createEmailAnalyticsRepository(db: Knex) {
  const sentMail = (from: Date, to: Date, country: string | undefined) => {
    const q = db({ s: 'sent_emails' }).where('s.sent_at', '>=', from.toISOString()).andWhere('s.sent_at', '<', to.toISOString());
    if (country) q.andWhere('s.country_code', country);
    return q;
  };

  return {
    /** Sent-mail entries of [from, to): all of them, sent, opened (or clicked), clicked, bounced. */
    async periodCounts(from: Date, to: Date, country?: string): Promise<PeriodCounts> {
      const row = await sentMail(from, to, country)
        .select(
          db.raw('count(*) as total'),
          db.raw(`${count(SENT)} as sent`),
          db.raw(`${count(OPENED)} as opened`),
          db.raw(`${count(CLICKED)} as clicked`),
          db.raw(`${count("s.status = 'bounced'")} as bounced`),
        )
        .first();
      return countsOf(row);
    },

    /** Per day (in the order given): the e-mails sent that day, and how many of them were opened and clicked. */
    async dailyCounts(days: LocalDay[], country?: string): Promise<PeriodCounts[]> {
      const span = spanOf(days);
      if (!span) return [];
      // the day's position in `days` (a literal), found by the first day end the e-mail is before
      const bucket = `case ${days.map((_, i) => `when s.sent_at < ? then ${i}`).join(' ')} end`;
      const bucketBindings = days.map((d) => d.end.toISOString());
      const rows: Array<Record<string, unknown>> = await sentMail(span.start, span.end, country)
        .select(
          db.raw(`${bucket} as day`, bucketBindings),
          db.raw('count(*) as total'),
          db.raw(`${count(SENT)} as sent`),
          db.raw(`${count(OPENED)} as opened`),
          db.raw(`${count(CLICKED)} as clicked`),
          db.raw(`${count("s.status = 'bounced'")} as bounced`),
        )
        .groupByRaw('1');
      const byDay = new Map(rows.map((r) => [Number(r.day), countsOf(r)]));
      return days.map((_, i) => byDay.get(i) ?? countsOf(undefined));
    },

    /** Addresses put on the suppression list by an unsubscribe in [from, to); of one edition through the e-mail unsubscribed from. */
    async unsubscribes(from: Date, to: Date, country?: string): Promise<number> {
      const q = db({ u: 'email_suppressions' })
        .where('u.reason', 'unsubscribe')
        .andWhere('u.created_at', '>=', from.toISOString())
        .andWhere('u.created_at', '<', to.toISOString());
      if (country) q.join({ q: 'email_queue' }, 'q.id', 'u.queue_id').andWhere('q.country_code', country);
      const row = await q.count({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
  };
}

export type EmailAnalyticsRepository = ReturnType<typeof createEmailAnalyticsRepository>;
