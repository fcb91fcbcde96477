import type { Knex } from 'knex';
import { SHOP_OPTION_DEFAULTS } from '../src/core/shop/model.js';

/** The demo's own bank account: the statement below is of it. */
const DEMO_ACCOUNT = '2000145399';
const DAY = 86_400_000;

/**
 * Payments of the demo business's e-shop orders, so that admin E-shop › Platby and the customer's order pages
 * show each state: the pending transfer awaits (with a partial payment on the statement), the paid card order is
 * paid by card, the delivered transfer order was matched from the demo bank statement, the cancelled card order
 * is cancelled; the statement also holds a credit nobody's symbol names (to assign by hand) and a debit.
 */
export async function seedDemoPayments(trx: Knex, now: Date): Promise<number> {
  const orders: Array<{
    id: number;
    company_id: number;
    status: string;
    payment_method: string;
    total: number;
    variable_symbol: string;
    created_at: string | Date;
    paid_at: string | Date | null;
    cancelled_at: string | Date | null;
  }> = await trx('orders')
    .where({ is_demo: true })
    .whereIn('payment_method', ['card', 'bank_transfer'])
    .orderBy('id')
    .select('id', 'status', 'payment_method', 'total', 'variable_symbol', 'created_at', 'company_id', 'paid_at', 'cancelled_at');
  if (!orders.length) return 0;
  const iso = now.toISOString();
  const paymentOf = new Map<number, number>();
  for (const order of orders) {
    const created = new Date(order.created_at);
    const paid = ['paid', 'shipped', 'delivered'].includes(order.status);
    const card = order.payment_method === 'card';
    const [row] = await trx('payments').insert(
      {
        subject: 'order',
        subject_id: order.id,
        company_id: order.company_id,
        user_id: null,
        country_code: 'CZ',
        method: order.payment_method,
        amount: Number(order.total),
        currency: 'CZK',
        variable_symbol: order.variable_symbol,
        status: paid ? 'paid' : order.status === 'cancelled' ? 'cancelled' : 'awaiting',
        // the awaiting one has no expiry: the demo keeps its example of a transfer awaiting (shop-expire skips it)
        expires_at:
          paid || order.status === 'cancelled'
            ? new Date(created.getTime() + SHOP_OPTION_DEFAULTS.unpaidMinutes * 60_000).toISOString()
            : null,
        stripe_session_id: card ? `cs_demo_${order.id}` : null,
        stripe_payment_intent: card && paid ? `pi_demo_${order.id}` : null,
        paid_via: paid ? (card ? 'card' : 'bank_statement') : null,
        paid_at: paid ? order.paid_at : null,
        cancelled_at: order.status === 'cancelled' ? order.cancelled_at : null,
        created_at: order.created_at,
        updated_at: order.paid_at ?? order.cancelled_at ?? order.created_at,
      },
      ['id'],
    );
    paymentOf.set(order.id, Number((row as { id: number }).id));
  }

  const byStatus = (status: string) => orders.find((o) => o.payment_method === 'bank_transfer' && o.status === status);
  const delivered = byStatus('delivered');
  const pending = byStatus('pending');
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
  const transactions = [
    delivered && {
      bank_transaction_id: 'DEMO-0001',
      counter_account: '1234567890',
      counter_bank_code: '0100',
      amount: Number(delivered.total),
      direction: 'credit',
      variable_symbol: delivered.variable_symbol,
      value_date: new Date(delivered.created_at).toISOString().slice(0, 10),
      note: 'Platba objednávky',
      state: 'matched',
      payment_id: paymentOf.get(delivered.id) ?? null,
    },
    pending && {
      bank_transaction_id: 'DEMO-0002',
      counter_account: '1234567890',
      counter_bank_code: '0100',
      amount: Math.floor(Number(pending.total) / 2),
      direction: 'credit',
      variable_symbol: pending.variable_symbol,
      value_date: day(0),
      note: 'Záloha',
      state: 'partial',
      payment_id: paymentOf.get(pending.id) ?? null,
    },
    {
      bank_transaction_id: 'DEMO-0003',
      counter_account: '9876543210',
      counter_bank_code: '0300',
      amount: 150_000,
      direction: 'credit',
      variable_symbol: '9999000123',
      value_date: day(1),
      note: 'Platba bez objednávky',
      state: 'unmatched',
      payment_id: null,
    },
    {
      bank_transaction_id: 'DEMO-0004',
      counter_account: '5555555555',
      counter_bank_code: '0800',
      amount: 45_000,
      direction: 'debit',
      variable_symbol: '',
      value_date: day(1),
      note: 'Poplatek za vedení účtu',
      state: 'ignored',
      payment_id: null,
    },
  ].filter((t): t is NonNullable<typeof t> => Boolean(t));
  const count = (state: string) => transactions.filter((t) => t.state === state).length;
  const [statement] = await trx('bank_statements').insert(
    {
      source: 'gpc',
      file_name: 'demo-vypis.gpc',
      account: DEMO_ACCOUNT,
      transactions: transactions.length,
      matched: count('matched'),
      partial: count('partial'),
      unmatched: count('unmatched'),
      duplicates: 0,
      imported_by: null,
      imported_at: iso,
    },
    ['id'],
  );
  const statementId = Number((statement as { id: number }).id);
  await trx('bank_transactions').insert(
    transactions.map((t) => ({ ...t, statement_id: statementId, account: DEMO_ACCOUNT, currency: 'CZK', created_at: iso })),
  );
  return orders.length;
}
