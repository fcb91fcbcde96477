import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import type { PaymentStatus } from './model.js';
import { toPayment, type StoredPayment } from './payments.repository.js';

type Row = Record<string, unknown>;

export interface StoredRefund {
  id: number;
  payment_id: number;
  amount: number;
  stripe_refund_id: string | null;
  reason: string | null;
  created_by: number | null;
  created_at: string;
}

const toRefund = (r: Row): StoredRefund => ({
  id: Number(r.id),
  payment_id: Number(r.payment_id),
  amount: Number(r.amount),
  stripe_refund_id: (r.stripe_refund_id as string | null) ?? null,
  reason: (r.reason as string | null) ?? null,
  created_by: r.created_by === null || r.created_by === undefined ? null : Number(r.created_by),
  created_at: toIso(r.created_at)!,
});

/** What the admin's list shows of a payment's subject besides the payment row (an order's number and buyer). */
export interface PaymentSubjectFacts {
  payment_id: number;
  order_number: string | null;
  customer_name: string | null;
  customer_email: string | null;
}

/**
 * Card payments' own rows (core/payments/card.service.ts): Stripe's events handled once each, the payment page
 * stored once per payment, refunds, the admin's list.
 */
export function createCardPaymentRepository(db: Knex) {
  return {
    async hasEvent(id: string): Promise<boolean> {
      return Boolean(await db('stripe_events').where({ id }).first('id'));
    },

    /** Records an event id; false when it was recorded already (another delivery of the same event). */
    async recordEvent(id: string, type: string, now: Date): Promise<boolean> {
      const rows = await db('stripe_events')
        .insert({ id, type: type.slice(0, 100), received_at: now.toISOString() })
        .onConflict('id')
        .ignore()
        .returning('id');
      return rows.length > 0;
    },

    /**
     * Stores the payment page of an awaiting payment that has none yet; false when another request stored its
     * page first (or the payment is no longer awaiting): the caller answers the stored one.
     */
    async claimCheckout(paymentId: number, session: { id: string; url: string }, now: Date): Promise<boolean> {
      const changed = await db('payments')
        .where({ id: paymentId, status: 'awaiting' })
        .whereNull('stripe_session_id')
        .update({ stripe_session_id: session.id, checkout_url: session.url, updated_at: now.toISOString() });
      return Number(changed) === 1;
    },

    /** Forgets an expired payment page (of a hold, which outlives it): another can be opened; false when it was not the stored one. */
    async releaseCheckout(paymentId: number, sessionId: string, now: Date): Promise<boolean> {
      const changed = await db('payments')
        .where({ id: paymentId, stripe_session_id: sessionId, status: 'awaiting' })
        .update({ stripe_session_id: null, checkout_url: null, updated_at: now.toISOString() });
      return Number(changed) === 1;
    },

    /** A refund being made (its id is the idempotency key of Stripe's refund); its Stripe id is set once Stripe answered. */
    async insertRefund(
      refund: { payment_id: number; amount: number; reason: string | null; created_by: number | null },
      now: Date,
    ): Promise<number> {
      const [row] = await db('payment_refunds')
        .insert({ ...refund, stripe_refund_id: null, created_at: now.toISOString() })
        .returning('id');
      return Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);
    },

    /** A refund Stripe already made, recorded once by its Stripe id (false: recorded before). */
    async recordMadeRefund(
      refund: { payment_id: number; amount: number; stripe_refund_id: string; reason: string | null },
      now: Date,
    ): Promise<boolean> {
      const rows = await db('payment_refunds')
        .insert({ ...refund, created_by: null, created_at: now.toISOString() })
        .onConflict('stripe_refund_id')
        .ignore()
        .returning('id');
      return rows.length > 0;
    },

    async setRefundId(id: number, stripeRefundId: string): Promise<void> {
      await db('payment_refunds').where({ id }).update({ stripe_refund_id: stripeRefundId });
    },

    /** Takes back a refund Stripe refused: its row and its amount in the payment's refunded sum. */
    async dropRefund(id: number, paymentId: number, amount: number, now: Date): Promise<void> {
      await db('payment_refunds').where({ id }).delete();
      await db('payments')
        .where({ id: paymentId })
        .update({ refunded_amount: db.raw('refunded_amount - ?', [amount]), updated_at: now.toISOString() });
    },

    /** The refunds of these payments, oldest first, by payment id. */
    async refundsOf(paymentIds: number[]): Promise<Map<number, StoredRefund[]>> {
      const found = new Map<number, StoredRefund[]>();
      if (paymentIds.length === 0) return found;
      const rows = (await db('payment_refunds').whereIn('payment_id', paymentIds).orderBy('id')) as Row[];
      for (const row of rows.map(toRefund)) found.set(row.payment_id, [...(found.get(row.payment_id) ?? []), row]);
      return found;
    },

    /** Payments newest first (the admin's list), with the total matching. */
    async list(filter: {
      method?: string;
      status?: PaymentStatus;
      page: number;
      limit: number;
    }): Promise<{ payments: StoredPayment[]; total: number }> {
      const where = (q: Knex.QueryBuilder) => {
        if (filter.method) q.where('method', filter.method);
        if (filter.status) q.where('status', filter.status);
        return q;
      };
      const [rows, count] = await Promise.all([
        where(db('payments'))
          .orderBy('id', 'desc')
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit) as Promise<Row[]>,
        where(db('payments')).count({ n: '*' }).first() as Promise<Row | undefined>,
      ]);
      return { payments: rows.map(toPayment), total: Number(count?.n ?? 0) };
    },

    /** The orders these payments pay for: number and buyer. */
    async subjectFacts(paymentIds: number[]): Promise<Map<number, PaymentSubjectFacts>> {
      if (paymentIds.length === 0) return new Map();
      const rows = (await db('payments as p')
        .leftJoin('orders as o', function () {
          this.on('o.id', '=', 'p.subject_id').andOn('p.subject', '=', db.raw('?', ['order']));
        })
        .whereIn('p.id', paymentIds)
        .select('p.id as payment_id', 'o.number as order_number', 'o.customer_name', 'o.customer_email')) as Row[];
      return new Map(
        rows.map((r) => [
          Number(r.payment_id),
          {
            payment_id: Number(r.payment_id),
            order_number: (r.order_number as string | null) ?? null,
            customer_name: (r.customer_name as string | null) ?? null,
            customer_email: (r.customer_email as string | null) ?? null,
          },
        ]),
      );
    },
  };
}
