import type { Knex } from 'knex';
import { likeContains, toIso } from '../../db/dialect.js';
import { SHOWN_STATUSES, VISIT_STATUSES } from './model.js';

type Row = Record<string, unknown>;

export interface BookingRow {
  id: number;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  name: string;
  email: string;
  phone: string;
  note: string | null;
  service_id: number | null;
  service_name: string;
  employee_id: number | null;
  employee_name: string | null;
  employee_color: string | null;
  /** the branch booked at (core/branches), null: the main address */
  branch_name: string | null;
  price: number;
  currency: string;
  status: string;
  promotion_title: string | null;
  original_price: number | null;
}

export interface ReservationFilter {
  when: 'upcoming' | 'past' | 'all';
  status?: string;
  employee?: number;
  q?: string;
}

const BOOKING_COLUMNS = [
  'b.id',
  'b.starts_at',
  'b.ends_at',
  'b.duration_minutes',
  'b.name',
  'b.email',
  'b.phone',
  'b.note',
  'b.service_id',
  'b.service_name',
  'b.employee_id',
  'b.employee_name',
  { employee_color: 'e.color' },
  { branch_name: 'br.name' },
  'b.price',
  'b.currency',
  'b.status',
  'b.promotion_title',
  'b.original_price',
] as const;

const toRow = (r: Row): BookingRow => ({
  id: Number(r.id),
  starts_at: toIso(r.starts_at)!,
  ends_at: toIso(r.ends_at)!,
  duration_minutes: Number(r.duration_minutes),
  name: String(r.name),
  email: String(r.email),
  phone: String(r.phone),
  note: (r.note as string | null) ?? null,
  service_id: r.service_id === null ? null : Number(r.service_id),
  service_name: String(r.service_name),
  employee_id: r.employee_id === null ? null : Number(r.employee_id),
  employee_name: (r.employee_name as string | null) ?? null,
  employee_color: (r.employee_color as string | null) ?? null,
  branch_name: (r.branch_name as string | null) ?? null,
  price: Number(r.price),
  currency: String(r.currency),
  status: String(r.status),
  promotion_title: (r.promotion_title as string | null | undefined) ?? null,
  original_price: r.original_price === null || r.original_price === undefined ? null : Number(r.original_price),
});

/** Case-insensitive match of a customer's name, e-mail or phone. */
const matching = (q: Knex.QueryBuilder, text: string) =>
  q.where((w) => {
    const like = likeContains(text.toLowerCase());
    w.whereRaw(`lower(b.name) LIKE ? ESCAPE '\\'`, [like])
      .orWhereRaw(`lower(b.email) LIKE ? ESCAPE '\\'`, [like])
      .orWhereRaw(`b.phone LIKE ? ESCAPE '\\'`, [like]);
  });

/** Reads of the dashboard, calendar, reservations and clients; every query bound to one company. */
export function createDashboardRepository(db: Knex) {
  const bookings = (companyId: number) =>
    db('bookings as b')
      .leftJoin('employees as e', 'e.id', 'b.employee_id')
      .leftJoin('branches as br', 'br.id', 'b.branch_id')
      .where('b.company_id', companyId);

  return {
    async company(companyId: number) {
      const row = await db('companies').where({ id: companyId }).first('id', 'slug', 'name', 'country_code', 'time_zone', 'status');
      return row
        ? ({ ...row, id: Number(row.id) } as {
            id: number;
            slug: string;
            name: string;
            country_code: string;
            time_zone: string;
            status: string;
          })
        : undefined;
    },
    async employees(companyId: number) {
      const rows = await db('employees').where({ company_id: companyId }).orderBy(['sort_order', 'id']).select('id', 'name', 'color');
      return rows.map((r: Row) => ({ id: Number(r.id), name: String(r.name), color: String(r.color) }));
    },
    async one(companyId: number, id: number): Promise<BookingRow | undefined> {
      const row = await bookings(companyId)
        .where('b.id', id)
        .first(...BOOKING_COLUMNS);
      return row ? toRow(row) : undefined;
    },
    /** Bookings starting in [from, to), in order; cancelled ones only when asked. */
    async between(
      companyId: number,
      from: Date,
      to: Date,
      options: { employee?: number; withCancelled?: boolean; limit: number },
    ): Promise<BookingRow[]> {
      const q = bookings(companyId).where('b.starts_at', '>=', from.toISOString()).where('b.starts_at', '<', to.toISOString());
      if (!options.withCancelled) q.whereIn('b.status', SHOWN_STATUSES);
      if (options.employee) q.where('b.employee_id', options.employee);
      return (
        await q
          .orderBy([{ column: 'b.starts_at' }, { column: 'b.id' }])
          .limit(options.limit)
          .select(...BOOKING_COLUMNS)
      ).map(toRow);
    },
    /** Counts by status and the revenue (non-cancelled prices) of bookings starting in [from, to). */
    async figures(companyId: number, from: Date, to: Date) {
      const rows = await db('bookings')
        .where({ company_id: companyId })
        .where('starts_at', '>=', from.toISOString())
        .where('starts_at', '<', to.toISOString())
        .groupBy('status')
        .select('status')
        .count({ n: '*' })
        .sum({ revenue: 'price' });
      return rows.map((r: Row) => ({ status: String(r.status), count: Number(r.n), revenue: Number(r.revenue ?? 0) }));
    },
    async awaiting(companyId: number, now: Date): Promise<number> {
      const row = await db('bookings')
        .where({ company_id: companyId, status: 'pending' })
        .where('ends_at', '>', now.toISOString())
        .count({ n: '*' })
        .first();
      return Number(row?.n ?? 0);
    },
    async clientCount(companyId: number, q?: string): Promise<number> {
      const query = db('bookings as b').where('b.company_id', companyId);
      if (q) matching(query, q);
      const row = await query.countDistinct({ n: 'b.email' }).first();
      return Number(row?.n ?? 0);
    },
    async reservations(companyId: number, filter: ReservationFilter, now: Date, page: number, limit: number) {
      const q = bookings(companyId);
      if (filter.when === 'upcoming') q.where('b.ends_at', '>', now.toISOString());
      if (filter.when === 'past') q.where('b.ends_at', '<=', now.toISOString());
      if (filter.status) q.where('b.status', filter.status);
      if (filter.employee) q.where('b.employee_id', filter.employee);
      if (filter.q) matching(q, filter.q);
      const total = Number((await q.clone().clearSelect().count({ n: '*' }).first())?.n ?? 0);
      const order = filter.when === 'upcoming' ? 'asc' : 'desc';
      const rows = await q
        .orderBy([
          { column: 'b.starts_at', order },
          { column: 'b.id', order },
        ])
        .limit(limit)
        .offset((page - 1) * limit)
        .select(...BOOKING_COLUMNS);
      return { total, rows: rows.map(toRow) };
    },
    /** People who booked, grouped by e-mail, most recent first; visits are bookings that took place. */
    async clients(companyId: number, now: Date, page: number, limit: number, q?: string) {
      const iso = now.toISOString();
      const visit = `b.status IN (${VISIT_STATUSES.map(() => '?').join(', ')}) AND b.starts_at <= ?`;
      const query = db('bookings as b').where('b.company_id', companyId).groupBy('b.email');
      if (q) matching(query, q);
      const rows = await query
        .select('b.email')
        .count({ bookings: '*' })
        .select(db.raw(`SUM(CASE WHEN ${visit} THEN 1 ELSE 0 END) AS visits`, [...VISIT_STATUSES, iso]))
        .select(db.raw(`SUM(CASE WHEN ${visit} THEN b.price ELSE 0 END) AS spent`, [...VISIT_STATUSES, iso]))
        .select(db.raw(`MAX(CASE WHEN ${visit} THEN b.starts_at END) AS last_visit`, [...VISIT_STATUSES, iso]))
        .select(
          db.raw(`MIN(CASE WHEN b.status IN ('pending', 'confirmed') AND b.starts_at > ? THEN b.starts_at END) AS next_booking`, [iso]),
        )
        .max({ latest: 'b.starts_at' })
        .orderBy([{ column: 'latest', order: 'desc' }, { column: 'b.email' }])
        .limit(limit)
        .offset((page - 1) * limit);
      const emails = rows.map((r: Row) => String(r.email));
      const contacts = emails.length
        ? await db('bookings')
            .where({ company_id: companyId })
            .whereIn('email', emails)
            .orderBy('starts_at', 'desc')
            .select('email', 'name', 'phone', 'currency')
        : [];
      return rows.map((r: Row) => {
        const contact = contacts.find((c: Row) => c.email === r.email) as Row;
        return {
          email: String(r.email),
          name: String(contact.name),
          phone: String(contact.phone),
          currency: String(contact.currency),
          bookings: Number(r.bookings),
          visits: Number(r.visits ?? 0),
          spent: Number(r.spent ?? 0),
          last_visit: toIso(r.last_visit),
          next_booking: toIso(r.next_booking),
        };
      });
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
