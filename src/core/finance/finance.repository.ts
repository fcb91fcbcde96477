import type { Knex } from 'knex';
import { NO_SHOW_STATUS, REVENUE_BOOKING_STATUS, REVENUE_ORDER_STATUSES } from './model.js';

type Row = Record<string, unknown>;

/** Which company, in which currency, between which instants (the period's local midnights in UTC). */
export interface FinanceScope {
  companyId: number;
  currency: string;
  /** bucket edges, ascending: the period is [edges[0], edges[last]) */
  edges: Date[];
}

interface BucketSums {
  bucket: number;
  count: number;
  sum: number;
}

export interface StatusBucketSums extends BucketSums {
  status: string;
}

export interface OrderBucketSums extends BucketSums {
  vat: number;
}

export interface GroupSums {
  id: number | null;
  name: string | null;
  count: number;
  sum: number;
}

/**
 * The bucket (0 … n-1) an instant falls in, as SQL: `CASE WHEN col < edge1 THEN 0 WHEN col < edge2 THEN 1 …`.
 * Timestamps compare as ISO strings on SQLite (as they are stored) and as timestamptz on PostgreSQL.
 */
function bucketOf(db: Knex, column: string, edges: Date[]): Knex.Raw {
  const inner = edges.slice(1);
  const cases = inner.map((_, i) => `WHEN ${column} < ? THEN ${i}`).join(' ');
  return db.raw(
    `CASE ${cases} END`,
    inner.map((d) => d.toISOString()),
  );
}

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const groupOf = (r: Row): GroupSums => ({
  id: r.id === null || r.id === undefined ? null : Number(r.id),
  name: r.name === null || r.name === undefined ? null : String(r.name),
  count: num(r.n),
  sum: num(r.total),
});

/** Finance's queries: every sum is a GROUP BY in SQL over the company's own rows. */
export function createFinanceRepository(db: Knex) {
  const first = (scope: FinanceScope) => scope.edges[0]!.toISOString();
  const last = (scope: FinanceScope) => scope.edges[scope.edges.length - 1]!.toISOString();
  const bookings = (scope: FinanceScope, statuses: string[]) =>
    db('bookings')
      .where({ 'bookings.company_id': scope.companyId, 'bookings.currency': scope.currency })
      .whereIn('bookings.status', statuses)
      .where('bookings.starts_at', '>=', first(scope))
      .where('bookings.starts_at', '<', last(scope));

  return {
    async company(companyId: number): Promise<{ country_code: string; time_zone: string } | undefined> {
      const row = await db('companies').where({ id: companyId }).first('country_code', 'time_zone');
      return row ? { country_code: String(row.country_code), time_zone: String(row.time_zone) } : undefined;
    },

    /** The edition's VAT rate in whole percent (the e-shop's `vat_rates`), 0 when the country has none. */
    async vatRate(countryCode: string): Promise<number> {
      const row = await db('vat_rates').where({ country_code: countryCode }).first('rate');
      return row ? Number(row.rate) : 0;
    },

    /** Completed and no-show bookings per bucket (by their start) and status: count and sum of stored prices. */
    async bookingBuckets(scope: FinanceScope): Promise<StatusBucketSums[]> {
      const rows = await db
        .from(
          bookings(scope, [REVENUE_BOOKING_STATUS, NO_SHOW_STATUS])
            .select({ status: 'status', price: 'price' }, bucketOf(db, 'starts_at', scope.edges).wrap('(', ') as bucket'))
            .as('x'),
        )
        .groupBy('bucket', 'status')
        .select('bucket', 'status')
        .count({ n: '*' })
        .sum({ total: 'price' });
      return rows.map((r: Row) => ({ bucket: num(r.bucket), status: String(r.status), count: num(r.n), sum: num(r.total) }));
    },

    /** The company's paid, shipped and delivered orders per bucket (by their creation): count, gross total and VAT. */
    async orderBuckets(scope: FinanceScope): Promise<OrderBucketSums[]> {
      const rows = await db
        .from(
          db('orders')
            .where({ company_id: scope.companyId, currency: scope.currency })
            .whereIn('status', [...REVENUE_ORDER_STATUSES])
            .where('created_at', '>=', first(scope))
            .where('created_at', '<', last(scope))
            .select({ total: 'total', vat_total: 'vat_total' }, bucketOf(db, 'created_at', scope.edges).wrap('(', ') as bucket'))
            .as('x'),
        )
        .groupBy('bucket')
        .select('bucket')
        .count({ n: '*' })
        .sum({ gross: 'total', vat: 'vat_total' });
      return rows.map((r: Row) => ({ bucket: num(r.bucket), count: num(r.n), sum: num(r.gross), vat: num(r.vat) }));
    },

    /**
     * Completed bookings of the period by service or by employee (the id they point to, or none), the name
     * the booking stored (the latest, should it have changed), largest sum first.
     */
    async bookingGroups(scope: FinanceScope, by: 'service' | 'employee'): Promise<GroupSums[]> {
      const id = by === 'service' ? 'service_id' : 'employee_id';
      const name = by === 'service' ? 'service_name' : 'employee_name';
      const rows = await bookings(scope, [REVENUE_BOOKING_STATUS])
        .groupBy(id)
        .select({ id })
        .max({ name })
        .count({ n: '*' })
        .sum({ total: 'price' })
        .orderBy([{ column: 'total', order: 'desc' }, { column: id }]);
      return rows.map(groupOf);
    },

    /**
     * Completed bookings of the period by branch (bookings.branch_id; its current name from branches), none
     * for a booking at the company's own address or of a branch removed since; largest sum first.
     */
    async branchGroups(scope: FinanceScope): Promise<GroupSums[]> {
      const rows = await bookings(scope, [REVENUE_BOOKING_STATUS])
        .leftJoin('branches as br', 'br.id', 'bookings.branch_id')
        .groupBy('bookings.branch_id')
        .select({ id: 'bookings.branch_id' })
        .max({ name: 'br.name' })
        .count({ n: '*' })
        .sum({ total: 'bookings.price' })
        .orderBy([{ column: 'total', order: 'desc' }, { column: 'bookings.branch_id' }]);
      return rows.map(groupOf);
    },
  };
}

export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
