import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import { CLAIM_BLOCK_MINUTES, HOLDING_STATUSES, type BookingDto, type BookingStatus } from './model.js';
import type { BusyInterval, OpeningInterval } from './slots.js';

export interface BookableCompany {
  id: number;
  slug: string;
  name: string;
  country_code: string;
  time_zone: string;
  min_notice_minutes: number;
  status: string;
  email: string | null;
  address: string;
  city: string;
}

export interface NewBooking {
  company_id: number;
  service_id: number;
  employee_id: number | null;
  employee_name: string | null;
  customer_id: number | null;
  service_name: string;
  duration_minutes: number;
  price: number;
  currency: string;
  name: string;
  email: string;
  phone: string;
  note: string | null;
  starts_at: Date;
  ends_at: Date;
  idempotency_key: string | null;
  /** who sent the Idempotency-Key (a hash), and a hash of the request it came with */
  idempotency_scope?: string | null;
  idempotency_request?: string | null;
  /** default pending; a booking the business enters itself is confirmed */
  status?: BookingStatus;
  /** made with a promotion (promotions/apply.ts): which, its title, the price before the discount */
  promotion_id?: number | null;
  promotion_title?: string | null;
  original_price?: number | null;
  /** the branch booked at (core/branches), null: the main address */
  branch_id?: number | null;
}

/** A bookings row as the API shows it. */
export const toBooking = (r: Record<string, unknown>): BookingDto => ({
  id: Number(r.id),
  company_id: Number(r.company_id),
  service_id: r.service_id === null ? null : Number(r.service_id),
  service_name: String(r.service_name),
  employee_id: r.employee_id === null ? null : Number(r.employee_id),
  employee_name: (r.employee_name as string | null) ?? null,
  customer_id: r.customer_id === null ? null : Number(r.customer_id),
  name: String(r.name),
  email: String(r.email),
  phone: String(r.phone),
  note: (r.note as string | null) ?? null,
  start: toIso(r.starts_at)!,
  end: toIso(r.ends_at)!,
  duration_minutes: Number(r.duration_minutes),
  price: Number(r.price),
  currency: String(r.currency),
  status: String(r.status) as BookingStatus,
  created_at: toIso(r.created_at)!,
  promotion_id: r.promotion_id === null || r.promotion_id === undefined ? null : Number(r.promotion_id),
  promotion_title: (r.promotion_title as string | null | undefined) ?? null,
  original_price: r.original_price === null || r.original_price === undefined ? null : Number(r.original_price),
  branch_id: r.branch_id === null || r.branch_id === undefined ? null : Number(r.branch_id),
});

/** Longer than any booking (services last at most 720 minutes): the lower end of the busy query's index range. */
const LONGEST_BOOKING_MS = 24 * 3_600_000;

/** The 5-minute blocks [start, end) covers, rounded outwards. */
export const claimBlocks = (start: Date, end: Date): number[] => {
  const size = CLAIM_BLOCK_MINUTES * 60_000;
  const blocks: number[] = [];
  for (let b = Math.floor(start.getTime() / size); b * size < end.getTime(); b += 1) blocks.push(b);
  return blocks;
};

/**
 * The bookings' queries. Built on a transaction (the unit of work's), the writes (insert, setStatus,
 * the limits' locks and counts) run in it.
 */
export function createBookingRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  return {
    async company(ref: string | number): Promise<BookableCompany | undefined> {
      const q = db('companies as c')
        .join('cities as ci', 'ci.id', 'c.city_id')
        .select('c.id', 'c.slug', 'c.name', 'c.country_code', 'c.time_zone', 'c.min_notice_minutes', 'c.status', 'c.email', 'c.address', {
          city: 'ci.name',
        });
      const row =
        typeof ref === 'number' || /^\d+$/.test(ref) ? await q.where('c.id', Number(ref)).first() : await q.where('c.slug', ref).first();
      return row ? { ...row, id: Number(row.id), min_notice_minutes: Number(row.min_notice_minutes) } : undefined;
    },
    async service(companyId: number, serviceId: number) {
      return db('services')
        .where({ id: serviceId, company_id: companyId, is_active: true })
        .first('id', 'name', 'duration_minutes', 'price', 'currency');
    },
    async hours(companyId: number): Promise<OpeningInterval[]> {
      const rows = await db('opening_hours').where({ company_id: companyId }).select('weekday', 'opens', 'closes');
      return rows.map((r: Record<string, unknown>) => ({ weekday: Number(r.weekday), opens: String(r.opens), closes: String(r.closes) }));
    },
    /** Working hours of the business's employees who have any (employee id -> intervals). */
    async employeeHours(companyId: number): Promise<Record<number, OpeningInterval[]>> {
      const rows = await db('employee_hours as h')
        .join('employees as e', 'e.id', 'h.employee_id')
        .where('e.company_id', companyId)
        .select('h.employee_id', 'h.weekday', 'h.starts', 'h.ends');
      const byEmployee: Record<number, OpeningInterval[]> = {};
      for (const r of rows as Array<Record<string, unknown>>)
        (byEmployee[Number(r.employee_id)] ??= []).push({ weekday: Number(r.weekday), opens: String(r.starts), closes: String(r.ends) });
      return byEmployee;
    },
    /** Active employees who do the service (every active employee when none is assigned to it). */
    async employeesFor(companyId: number, serviceId: number): Promise<Array<{ id: number; name: string }>> {
      const active = await db('employees')
        .where({ company_id: companyId, is_active: true })
        .orderBy(['sort_order', 'id'])
        .select('id', 'name');
      const assigned = new Set(
        (await db('employee_services').where({ service_id: serviceId }).select('employee_id')).map((r: { employee_id: number }) =>
          Number(r.employee_id),
        ),
      );
      return active
        .filter((e: { id: number }) => !assigned.size || assigned.has(Number(e.id)))
        .map((e: { id: number; name: string }) => ({ id: Number(e.id), name: String(e.name) }));
    },
    /**
     * Bookings that hold their time and time off, overlapping [from, to); with `employeeId`, only theirs
     * and the whole business's. Bookings are read by an index range of starts_at (no booking outlasts a day).
     */
    async busy(companyId: number, from: Date, to: Date, employeeId?: number | null): Promise<BusyInterval[]> {
      const whose = (q: Knex.QueryBuilder) =>
        employeeId ? q.where((w) => w.whereNull('employee_id').orWhere('employee_id', employeeId)) : q;
      const [bookings, off] = await Promise.all([
        whose(
          db('bookings')
            .where({ company_id: companyId })
            .where('starts_at', '>', new Date(from.getTime() - LONGEST_BOOKING_MS).toISOString())
            .where('starts_at', '<', to.toISOString())
            .where('ends_at', '>', from.toISOString())
            .whereIn('status', HOLDING_STATUSES),
        ).select('starts_at', 'ends_at', 'employee_id'),
        whose(
          db('time_off')
            .where({ company_id: companyId })
            .where('starts_at', '<', to.toISOString())
            .where('ends_at', '>', from.toISOString()),
        ).select('starts_at', 'ends_at', 'employee_id'),
      ]);
      return [...bookings, ...off].map((r: Record<string, unknown>) => ({
        start: new Date(toIso(r.starts_at)!),
        end: new Date(toIso(r.ends_at)!),
        employeeId: r.employee_id === null ? null : Number(r.employee_id),
      }));
    },
    /** The booking made earlier by the same caller with the same key, and the hash of that request. */
    async byIdempotencyKey(scope: string, key: string): Promise<{ booking: BookingDto; request: string | null } | undefined> {
      const row = await db('bookings').where({ idempotency_scope: scope, idempotency_key: key }).first();
      return row ? { booking: toBooking(row), request: (row.idempotency_request as string | null) ?? null } : undefined;
    },
    /** Until the transaction ends, other public bookings of the company or the e-mail wait (the limits count exactly). */
    async lockForLimits(companyId: number, email: string): Promise<void> {
      await dialect.lockKey(db, `booking-company:${companyId}`);
      await dialect.lockKey(db, `booking-email:${email.toLowerCase()}`);
    },
    /** What the booking limits count, each with the time from which it starts to go down. */
    async limitCounts(q: { companyId: number; email: string; now: Date; since: Date; anonymous: boolean }) {
      const email = q.email.toLowerCase();
      const agg = async (query: Knex.QueryBuilder, column: string) => {
        const row = (await query.count({ n: '*' }).min({ first: column }).first()) as { n?: unknown; first?: unknown } | undefined;
        return { count: Number(row?.n ?? 0), first: row?.first ? toIso(row.first) : null };
      };
      const pendingAtCompany = await agg(
        db('bookings').where({ company_id: q.companyId, email, status: 'pending' }).where('starts_at', '>', q.now.toISOString()),
        'starts_at',
      );
      const forEmail = await agg(db('bookings').where({ email }).where('created_at', '>', q.since.toISOString()), 'created_at');
      const anonymousAtCompany = q.anonymous
        ? await agg(
            db('bookings')
              .where({ company_id: q.companyId, status: 'pending' })
              .whereNull('customer_id')
              .where('created_at', '>', q.since.toISOString()),
            'created_at',
          )
        : { count: 0, first: null };
      return { pendingAtCompany, forEmail, anonymousAtCompany };
    },
    /**
     * Moves a booking from the status it was read in to `to`; false when it changed meanwhile. A
     * cancelled booking gives its time back (its claims go).
     */
    async setStatus(change: {
      id: number;
      from: BookingStatus;
      to: BookingStatus;
      by: number | null;
      cancelledBy: string | null;
      now: Date;
    }): Promise<boolean> {
      const n = await db('bookings').where({ id: change.id, status: change.from }).update({
        status: change.to,
        status_changed_at: change.now.toISOString(),
        status_changed_by: change.by,
        cancelled_by: change.cancelledBy,
        updated_at: change.now.toISOString(),
      });
      if (n !== 1) return false;
      if (change.to === 'cancelled') await db('booking_claims').where({ booking_id: change.id }).delete();
      return true;
    },
    async find(id: number): Promise<BookingDto | undefined> {
      const row = await db('bookings').where({ id }).first();
      return row ? toBooking(row) : undefined;
    },
    /** A business's bookings from a time on, in order. */
    async ofCompany(companyId: number, from: Date, limit: number, status?: BookingStatus): Promise<BookingDto[]> {
      const q = db('bookings').where({ company_id: companyId }).where('ends_at', '>', from.toISOString());
      if (status) q.where({ status });
      return (await q.orderBy('starts_at').limit(limit)).map(toBooking);
    },
    /** The booking and its claims in one transaction; a unique violation means the time (or the key) was taken. */
    async insert(booking: NewBooking, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('bookings')
        .insert({
          ...booking,
          starts_at: booking.starts_at.toISOString(),
          ends_at: booking.ends_at.toISOString(),
          status: booking.status ?? 'pending',
          status_changed_at: iso,
          created_at: iso,
          updated_at: iso,
        })
        .returning('id');
      const id = Number(typeof row === 'object' ? row.id : row);
      const claims = claimBlocks(booking.starts_at, booking.ends_at).map((block) => ({
        booking_id: id,
        company_id: booking.company_id,
        resource: booking.employee_id ?? 0,
        block,
      }));
      await db('booking_claims').insert(claims);
      return id;
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
