import type { Knex } from 'knex';

/** Salon Reporty: the bookings report counts a company's bookings by the day they were made. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.index(['company_id', 'created_at'], 'bookings_company_created');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropIndex(['company_id', 'created_at'], 'bookings_company_created');
  });
}
