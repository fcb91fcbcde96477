import type { Knex } from 'knex';
import type { OrderStatus } from '../../../src/contract/shop.js';

export interface OrderInput {
  /** the company that ordered (null: a customer's order) */
  company_id: number | null;
  /** the order's number, unique */
  number: string;
  status: OrderStatus;
  /** the total with VAT and the VAT in it, in minor units */
  total: number;
  vat_total: number;
  /** 'CZK' by default */
  currency?: string;
  /** 'firma@example.cz' by default */
  customer_email?: string;
  /** when it was placed (the test's clock or a fixed date) */
  at: Date | string;
}

/**
 * A shop order of the past in the state a test needs (paid, shipped, cancelled...), its totals given, with
 * a Czech bank-transfer delivery address and no lines: the shop reaches such an order only through a
 * checkout, a payment and the operator's steps over days. Its id.
 */
export async function createOrder(db: Knex, input: OrderInput): Promise<number> {
  const at = typeof input.at === 'string' ? input.at : input.at.toISOString();
  const [row] = await db('orders')
    .insert({
      company_id: input.company_id,
      customer_email: input.customer_email ?? 'firma@example.cz',
      country_code: 'CZ',
      currency: input.currency ?? 'CZK',
      status: input.status,
      payment_method: 'bank_transfer',
      street: 'Vinohradská 12',
      city: 'Praha',
      shipping_country: 'Česká republika',
      subtotal_net: input.total - input.vat_total,
      vat_total: input.vat_total,
      total: input.total,
      number: input.number,
      created_at: at,
      updated_at: at,
    })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}
