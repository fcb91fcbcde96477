import type { Knex } from 'knex';

/**
 * A service explains itself (salon Služby, the public profile, the booking modal): its category (the group the
 * profile shows it under; empty: 'Ostatní') and a description. Its popularity is not stored: it is counted from
 * the completed bookings of the last 90 days when asked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('services', (t) => {
    t.string('category', 100);
    t.text('description');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('services', (t) => {
    t.dropColumn('description');
    t.dropColumn('category');
  });
}
