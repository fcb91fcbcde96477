import type { Knex } from 'knex';

/**
 * The admin's list of payments by method (Platby › Platby kartou), newest first: GET /api/admin/payments?method=card.
 * A Stripe refund is recorded once (an automatic refund of a page paid after its order was cancelled may be
 * reported by several events and the customer's return at once).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.index(['method', 'id'], 'payments_method_id_index');
  });
  await knex.schema.alterTable('payment_refunds', (t) => {
    t.unique(['stripe_refund_id'], { indexName: 'payment_refunds_stripe_refund_id_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_refunds', (t) => {
    t.dropUnique(['stripe_refund_id'], 'payment_refunds_stripe_refund_id_unique');
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(['method', 'id'], 'payments_method_id_index');
  });
}
