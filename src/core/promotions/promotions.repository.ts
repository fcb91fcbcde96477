import type { Knex } from 'knex';
import { toBool, toIso } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import type { DiscountType, PromotionState } from '../../contract/promotions.js';

/** A promotions row as the rules read it. */
export interface PromotionRow {
  id: number;
  company_id: number | null;
  service_id: number | null;
  service_name: string | null;
  title: string;
  description: string;
  discount: number;
  discount_type: DiscountType;
  currency: string;
  valid_from: Date | null;
  valid_until: Date;
  is_active: boolean;
  usage_limit: number | null;
  used_count: number;
  sent_count: number;
  created_at: string;
}

/** What the business writes (the company, country and currency are the service's to set). */
export interface PromotionWrite {
  title: string;
  description: string;
  discount: number;
  discount_type: DiscountType;
  service_id: number | null;
  service_name: string | null;
  original_price: number | null;
  discounted_price: number | null;
  valid_from: Date | null;
  valid_until: Date;
  usage_limit: number | null;
}

const toDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(toIso(value)!));

const toRow = (r: Record<string, unknown>): PromotionRow => ({
  id: Number(r.id),
  company_id: r.company_id === null ? null : Number(r.company_id),
  service_id: r.service_id === null ? null : Number(r.service_id),
  service_name: (r.service_name as string | null) ?? null,
  title: String(r.title),
  description: String(r.description ?? ''),
  discount: Number(r.discount),
  discount_type: r.discount_type === 'fixed' ? 'fixed' : 'percentage',
  currency: String(r.currency),
  valid_from: toDate(r.valid_from),
  valid_until: toDate(r.valid_until)!,
  is_active: toBool(r.is_active),
  usage_limit: r.usage_limit === null ? null : Number(r.usage_limit),
  used_count: Number(r.used_count),
  sent_count: Number(r.sent_count ?? 0),
  created_at: toIso(r.created_at)!,
});

/** Every query of promotions: the company's CRUD, a booking's use, the booking modal's list, e-mailing. */
export function createPromotionRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  const iso = (d: Date) => d.toISOString();
  const sentCount = () => db('promotion_sends as ps').whereRaw('ps.promotion_id = p.id').count('*').as('sent_count');
  const ofCompany = (companyId: number) => db('promotions as p').where('p.company_id', companyId).select('p.*', sentCount());

  /** The SQL of a state at `now` (stateOf in rules.ts, the same conditions). */
  const inState = (q: Knex.QueryBuilder, state: PromotionState, now: Date) => {
    const ended = (w: Knex.QueryBuilder) =>
      w
        .where('p.is_active', false)
        .orWhere('p.valid_until', '<=', iso(now))
        .orWhere((u) => u.whereNotNull('p.usage_limit').where('p.used_count', '>=', db.ref('p.usage_limit')));
    if (state === 'ended') return q.where(ended);
    q.whereNot(ended);
    return state === 'planned'
      ? q.where('p.valid_from', '>', iso(now))
      : q.where((w) => w.whereNull('p.valid_from').orWhere('p.valid_from', '<=', iso(now)));
  };

  return {
    async company(companyId: number) {
      const row = await db('companies').where({ id: companyId }).first('id', 'slug', 'name', 'country_code', 'time_zone', 'status');
      return row
        ? {
            id: Number(row.id),
            slug: String(row.slug),
            name: String(row.name),
            country: String(row.country_code),
            timeZone: String(row.time_zone),
            status: String(row.status),
          }
        : undefined;
    },
    async companyBySlug(slug: string) {
      const row = await db('companies').where({ slug }).first('id', 'time_zone', 'status');
      return row ? { id: Number(row.id), timeZone: String(row.time_zone), status: String(row.status) } : undefined;
    },
    async service(companyId: number, serviceId: number) {
      const row = await db('services').where({ id: serviceId, company_id: companyId }).first('id', 'name', 'price', 'currency');
      return row ? { id: Number(row.id), name: String(row.name), price: Number(row.price), currency: String(row.currency) } : undefined;
    },
    async list(companyId: number, q: { state?: PromotionState; now: Date; page: number; limit: number }) {
      const base = () => {
        const query = db('promotions as p').where('p.company_id', companyId);
        return q.state ? inState(query, q.state, q.now) : query;
      };
      const [count, rows] = await Promise.all([
        base().count({ n: '*' }).first(),
        base()
          .select('p.*', sentCount())
          .orderBy([
            { column: 'p.created_at', order: 'desc' },
            { column: 'p.id', order: 'desc' },
          ])
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
      ]);
      return { total: Number(count?.n ?? 0), promotions: (rows as Array<Record<string, unknown>>).map(toRow) };
    },
    async find(companyId: number, id: number): Promise<PromotionRow | undefined> {
      const row = await ofCompany(companyId).where('p.id', id).first();
      return row ? toRow(row) : undefined;
    },
    async insert(values: PromotionWrite & { company_id: number; country_code: string; currency: string }, now: Date): Promise<number> {
      const [row] = await db('promotions')
        .insert({
          ...values,
          valid_from: values.valid_from ? iso(values.valid_from) : null,
          valid_until: iso(values.valid_until),
          is_active: true,
          used_count: 0,
          created_at: iso(now),
          updated_at: iso(now),
        })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },
    async update(companyId: number, id: number, values: PromotionWrite, now: Date): Promise<void> {
      await db('promotions')
        .where({ id, company_id: companyId })
        .update({
          ...values,
          valid_from: values.valid_from ? iso(values.valid_from) : null,
          valid_until: iso(values.valid_until),
          updated_at: iso(now),
        });
    },
    /** Whether anything refers to it: a use, a booking, a send. */
    async hasHistory(id: number): Promise<boolean> {
      const [promo, booking, send] = await Promise.all([
        db('promotions').where({ id }).first('used_count'),
        db('bookings').where({ promotion_id: id }).first('id'),
        db('promotion_sends').where({ promotion_id: id }).first('id'),
      ]);
      return Number(promo?.used_count ?? 0) > 0 || Boolean(booking) || Boolean(send);
    },
    async remove(companyId: number, id: number): Promise<void> {
      await db('promotions').where({ id, company_id: companyId }).delete();
    },
    async end(companyId: number, id: number, now: Date): Promise<void> {
      await db('promotions')
        .where({ id, company_id: companyId })
        .update({ is_active: false, updated_at: iso(now) });
    },
    /** A promotion as a booking reads it (any company: the caller compares). */
    async forBooking(id: number): Promise<PromotionRow | undefined> {
      const row = await db('promotions as p').where('p.id', id).first('p.*');
      return row ? toRow(row) : undefined;
    },
    /**
     * Takes one use: one conditional UPDATE, so concurrent bookings on either engine never take more
     * than the limit (PostgreSQL re-reads the row a concurrent writer changed; SQLite has one writer).
     * False when the promotion was ended, expired or used up meanwhile.
     */
    async takeUse(id: number, now: Date): Promise<boolean> {
      const changed = await db('promotions')
        .where({ id })
        .where('is_active', true)
        .where('valid_until', '>', iso(now))
        .where((q) => q.whereNull('usage_limit').orWhere('used_count', '<', db.ref('usage_limit')))
        .update({ used_count: db.raw('used_count + 1'), updated_at: iso(now) });
      return Number(changed) === 1;
    },
    /**
     * Gives a cancelled booking's use back, once: marks the booking's use returned by one conditional
     * UPDATE (not yet returned, made with a promotion), and only when that changed the row takes one off
     * the promotion's count. Run in the cancellation's transaction, so a second cancellation (or a
     * concurrent one, which waits for the row) finds it returned and gives nothing back. False: nothing to return.
     */
    async returnUse(bookingId: number, now: Date): Promise<boolean> {
      const marked = await db('bookings')
        .where({ id: bookingId })
        .whereNotNull('promotion_id')
        .whereNull('promotion_use_returned_at')
        .update({ promotion_use_returned_at: iso(now) });
      if (Number(marked) !== 1) return false;
      await db('promotions')
        .where('id', db('bookings').where({ id: bookingId }).select('promotion_id'))
        .where('used_count', '>', 0)
        .update({ used_count: db.raw('used_count - 1'), updated_at: iso(now) });
      return true;
    },
    /** The company's promotions usable now for a service (the service's own and those of every service). */
    async usableFor(companyId: number, serviceId: number, now: Date): Promise<PromotionRow[]> {
      const rows = await inState(db('promotions as p').where('p.company_id', companyId), 'active', now)
        .where((q) => q.whereNull('p.service_id').orWhere('p.service_id', serviceId))
        .orderBy([{ column: 'p.valid_until' }, { column: 'p.id' }])
        .limit(20)
        .select('p.*');
      return rows.map(toRow);
    },
    /**
     * Customers of the company who opted in to offers, are not suppressed and were not sent this promotion
     * (by id, at most `limit`); with `cap`, only those mailed fewer than `cap.max` of the company's
     * promotions since `cap.since`.
     */
    async recipients(companyId: number, promotionId: number, limit: number, cap?: { since: Date; max: number }) {
      const query = recipientsQuery(companyId, promotionId);
      if (cap) query.whereRaw('lower(u.email) not in ?', [cappedEmails(companyId, cap.since, cap.max)]);
      return (await query.orderBy('u.id').limit(limit).select('u.id', 'u.email', 'u.first_name', 'u.last_name')) as Array<{
        id: number;
        email: string;
        first_name: string;
        last_name: string;
      }>;
    },
    async recipientCount(companyId: number, promotionId: number): Promise<number> {
      const row = await recipientsQuery(companyId, promotionId).count({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
    /**
     * Of the customers a send would reach, those the company mailed `cap` promotions or more since
     * `since` (the weekly cap per customer e-mail, across all its promotions).
     */
    async cappedCount(companyId: number, promotionId: number, since: Date, cap: number): Promise<number> {
      const row = await recipientsQuery(companyId, promotionId)
        .whereRaw('lower(u.email) in ?', [cappedEmails(companyId, since, cap)])
        .count({ n: '*' })
        .first();
      return Number(row?.n ?? 0);
    },
    /**
     * Whether the company may mail this customer e-mail one more promotion: fewer than `cap` since
     * `since`. Locks the pair first (in the message's transaction), so concurrent sends count each other.
     */
    async underWeeklyCap(companyId: number, email: string, since: Date, cap: number): Promise<boolean> {
      await dialect.lockKey(db, `promotion-mail:${companyId}:${email.toLowerCase()}`);
      const row = await db('promotion_sends as s')
        .join('users as u2', 'u2.id', 's.user_id')
        .where('s.company_id', companyId)
        .whereRaw('lower(u2.email) = ?', [email.toLowerCase()])
        .where('s.sent_at', '>', iso(since))
        .count({ n: '*' })
        .first();
      return Number(row?.n ?? 0) < cap;
    },
    /** The company's promotion e-mails since a moment (the daily limit). */
    async sentSince(companyId: number, since: Date): Promise<number> {
      const row = await db('promotion_sends').where({ company_id: companyId }).where('sent_at', '>=', iso(since)).count({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
    /** One customer sent one promotion; a second row for the pair is a unique violation (sent already). */
    async recordSend(row: { promotion_id: number; company_id: number; user_id: number; queue_id: number }, now: Date): Promise<void> {
      await db('promotion_sends').insert({ ...row, sent_at: iso(now) });
    },
  };

  /**
   * The e-mails (lower-cased) the company sent `cap` or more promotion e-mails after `since`: one set,
   * read once over the (company_id, sent_at) index, bounded by the daily limit times 7.
   */
  function cappedEmails(companyId: number, since: Date, cap: number) {
    return db('promotion_sends as ws')
      .join('users as wu', 'wu.id', 'ws.user_id')
      .where('ws.company_id', companyId)
      .where('ws.sent_at', '>', iso(since))
      .groupByRaw('lower(wu.email)')
      .havingRaw('count(*) >= ?', [cap])
      .select(db.raw('lower(wu.email)'));
  }

  function recipientsQuery(companyId: number, promotionId: number) {
    return db('users as u')
      .where('u.notify_email_offers', true)
      .where('u.is_active', true)
      .whereExists(db('bookings as b').where('b.company_id', companyId).whereRaw('b.customer_id = u.id').select(db.raw('1')))
      .whereNotExists(db('email_suppressions as es').whereRaw('es.email = lower(u.email)').select(db.raw('1')))
      .whereNotExists(db('promotion_sends as s').where('s.promotion_id', promotionId).whereRaw('s.user_id = u.id').select(db.raw('1')));
  }
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
