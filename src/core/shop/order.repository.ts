import type { Knex } from 'knex';
import type { OrderStatus } from '../../contract/shop.js';
import { likeContains, toIso } from '../../db/dialect.js';
import type { SqlDialect } from '../../db/sql-dialect.js';
import type { LineAmounts, OrderTotals } from './money.js';

/** An order as stored, its lines beside it (the service makes the DTO). */
export interface StoredOrder {
  id: number;
  number: string;
  user_id: number | null;
  company_id: number | null;
  company_name: string | null;
  customer_name: string;
  customer_email: string;
  country_code: string;
  currency: string;
  status: OrderStatus;
  payment_method: string;
  street: string;
  city: string;
  postal_code: string;
  shipping_country: string;
  note: string | null;
  subtotal_net: number;
  vat_total: number;
  total: number;
  variable_symbol: string;
  request_hash: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  lines: StoredOrderLine[];
}

export interface StoredOrderLine extends LineAmounts {
  id: number;
  product_id: number | null;
  promo_item_id: number | null;
  product_slug: string | null;
  name: string;
  unit_price: number;
  quantity: number;
  vat_rate: number;
}

export interface NewOrder {
  user_id: number;
  company_id: number | null;
  customer_name: string;
  customer_email: string;
  country_code: string;
  currency: string;
  payment_method: string;
  street: string;
  city: string;
  postal_code: string;
  shipping_country: string;
  note: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  is_demo?: boolean;
}

export type NewOrderLine = Omit<StoredOrderLine, 'id' | 'product_slug'>;

/** Which orders a list shows. */
export interface OrderFilter {
  userId?: number;
  companyId?: number;
  status?: OrderStatus;
  q?: string;
  /** ISO instants: created_at >= from, < to */
  from?: string;
  to?: string;
  country?: string;
}

const STATUS_TIME: Partial<Record<OrderStatus, string>> = {
  paid: 'paid_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  cancelled: 'cancelled_at',
};

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

function toStored(r: Record<string, unknown>, lines: StoredOrderLine[]): StoredOrder {
  return {
    id: Number(r.id),
    number: String(r.number ?? ''),
    user_id: r.user_id === null ? null : Number(r.user_id),
    company_id: r.company_id === null ? null : Number(r.company_id),
    company_name: text(r.company_name),
    customer_name: String(r.customer_name ?? ''),
    customer_email: String(r.customer_email),
    country_code: String(r.country_code),
    currency: String(r.currency),
    status: String(r.status) as OrderStatus,
    payment_method: String(r.payment_method),
    street: String(r.street),
    city: String(r.city),
    postal_code: String(r.postal_code ?? ''),
    shipping_country: String(r.shipping_country),
    note: text(r.note),
    subtotal_net: Number(r.subtotal_net),
    vat_total: Number(r.vat_total),
    total: Number(r.total),
    variable_symbol: String(r.variable_symbol ?? ''),
    request_hash: text(r.request_hash),
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
    paid_at: toIso(r.paid_at),
    shipped_at: toIso(r.shipped_at),
    delivered_at: toIso(r.delivered_at),
    cancelled_at: toIso(r.cancelled_at),
    lines,
  };
}

/** Orders and their lines: the order's transaction, the buyer's, the company's and the admin's lists. */
export function createOrderRepository(db: Knex, dialect: SqlDialect) {
  const withCompany = () =>
    db('orders').leftJoin('companies', 'companies.id', 'orders.company_id').select('orders.*', 'companies.name as company_name');

  const linesOf = async (orderIds: number[]): Promise<Map<number, StoredOrderLine[]>> => {
    const byOrder = new Map<number, StoredOrderLine[]>();
    if (!orderIds.length) return byOrder;
    const rows = await db('order_lines')
      .leftJoin('products', 'products.id', 'order_lines.product_id')
      .whereIn('order_lines.order_id', orderIds)
      .orderBy(['order_lines.order_id', 'order_lines.position', 'order_lines.id'])
      .select('order_lines.*', 'products.slug as product_slug');
    for (const r of rows) {
      const list = byOrder.get(Number(r.order_id)) ?? [];
      list.push({
        id: Number(r.id),
        product_id: r.product_id === null ? null : Number(r.product_id),
        promo_item_id: r.promo_item_id === null ? null : Number(r.promo_item_id),
        product_slug: text(r.product_slug),
        name: String(r.name),
        unit_price: Number(r.unit_price),
        quantity: Number(r.quantity),
        vat_rate: Number(r.vat_rate),
        line_net: Number(r.line_net),
        line_vat: Number(r.line_vat),
        line_total: Number(r.line_total),
      });
      byOrder.set(Number(r.order_id), list);
    }
    return byOrder;
  };

  const withLines = async (rows: Array<Record<string, unknown>>): Promise<StoredOrder[]> => {
    const lines = await linesOf(rows.map((r) => Number(r.id)));
    return rows.map((r) => toStored(r, lines.get(Number(r.id)) ?? []));
  };

  const filtered = (filter: OrderFilter) => {
    const q = db('orders');
    if (filter.userId !== undefined) q.where('orders.user_id', filter.userId);
    if (filter.companyId !== undefined) q.where('orders.company_id', filter.companyId);
    if (filter.country) q.where('orders.country_code', filter.country);
    if (filter.from) q.where('orders.created_at', '>=', filter.from);
    if (filter.to) q.where('orders.created_at', '<', filter.to);
    if (filter.q) {
      const like = likeContains(filter.q.toLowerCase());
      q.where((w) =>
        w
          .whereRaw("lower(orders.number) LIKE ? ESCAPE '\\'", [like])
          .orWhereRaw("lower(orders.customer_email) LIKE ? ESCAPE '\\'", [like])
          .orWhereRaw("lower(orders.customer_name) LIKE ? ESCAPE '\\'", [like]),
      );
    }
    return q;
  };

  return {
    /** The buyer's facts copied onto the order: name, e-mail, company. */
    async buyer(userId: number) {
      const u = await db('users').where({ id: userId }).first('email', 'first_name', 'last_name', 'company_id', 'role');
      if (!u) return undefined;
      return {
        email: String(u.email),
        name: `${String(u.first_name ?? '')} ${String(u.last_name ?? '')}`.trim(),
        companyId: u.company_id === null || u.company_id === undefined ? null : Number(u.company_id),
      };
    },

    async byIdempotencyKey(userId: number, key: string): Promise<StoredOrder | undefined> {
      const row = await withCompany().where({ 'orders.user_id': userId, 'orders.idempotency_key': key }).first();
      return row ? (await withLines([row]))[0] : undefined;
    },

    /** Inserts the order row (totals 0 until its lines are in); the unique (user, key) refuses a second. */
    async insert(order: NewOrder, now: Date): Promise<number> {
      const [row] = await db('orders')
        .insert({
          ...order,
          status: 'pending',
          subtotal_net: 0,
          vat_total: 0,
          total: 0,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    async insertLines(orderId: number, lines: NewOrderLine[]): Promise<void> {
      if (!lines.length) return;
      await db('order_lines').insert(lines.map((l, position) => ({ ...l, order_id: orderId, position })));
    },

    async complete(id: number, fields: OrderTotals & { number: string; variable_symbol: string }): Promise<void> {
      await db('orders').where({ id }).update(fields);
    },

    async find(id: number): Promise<StoredOrder | undefined> {
      const row = await withCompany().where('orders.id', id).first();
      return row ? (await withLines([row]))[0] : undefined;
    },

    /** Holds the order's row until commit (PostgreSQL), so a cancel and a status change go one at a time. */
    async lock(id: number): Promise<void> {
      await dialect.lockRow(db, 'orders', id);
    },

    /** Moves the order from `from` to `to` if it is still in `from` (false: it was not); `at`: the status's time (a payment's value date). */
    async setStatus(id: number, from: OrderStatus, to: OrderStatus, now: Date, at: Date = now): Promise<boolean> {
      const column = STATUS_TIME[to];
      const changed = await db('orders')
        .where({ id, status: from })
        .update({ status: to, updated_at: now.toISOString(), ...(column ? { [column]: at.toISOString() } : {}) });
      return changed === 1;
    },

    /** One page, newest first, and the count of all matching. */
    async list(filter: OrderFilter & { page: number; limit: number }) {
      const base = filtered(filter);
      if (filter.status) base.where('orders.status', filter.status);
      const [count] = await base.clone().count<Array<{ n: number | string }>>({ n: '*' });
      const rows = await base
        .clone()
        .leftJoin('companies', 'companies.id', 'orders.company_id')
        .select('orders.*', 'companies.name as company_name')
        .orderBy([
          { column: 'orders.created_at', order: 'desc' },
          { column: 'orders.id', order: 'desc' },
        ])
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit);
      return { orders: await withLines(rows), total: Number(count?.n ?? 0) };
    },

    /** Counts per status over the filter (without its status). */
    async statusCounts(filter: OrderFilter): Promise<Record<string, number>> {
      const rows: Array<Record<string, unknown>> = await filtered(filter)
        .select('orders.status')
        .count({ n: '*' })
        .groupBy('orders.status');
      return Object.fromEntries(rows.map((r) => [String(r.status), Number(r.n)]));
    },

    /** Every matching order in batches of 500 (the CSV export), oldest first. */
    async *each(filter: OrderFilter & { status?: OrderStatus }): AsyncGenerator<StoredOrder> {
      let after = 0;
      for (;;) {
        const q = filtered(filter).where('orders.id', '>', after);
        if (filter.status) q.where('orders.status', filter.status);
        const rows = await q
          .leftJoin('companies', 'companies.id', 'orders.company_id')
          .select('orders.*', 'companies.name as company_name')
          .orderBy('orders.id')
          .limit(500);
        if (!rows.length) return;
        yield* await withLines(rows);
        after = Number(rows[rows.length - 1]!.id);
      }
    },
  };
}
