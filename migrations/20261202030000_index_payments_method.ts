import type { Knex } from 'knex';

/** The admin's list of payments by method (Platby › Platby kartou), newest first: GET /api/admin/payments?method=card. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.index(['method', 'id'], 'payments_method_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(['method', 'id'], 'payments_method_id_index');
  });
}
