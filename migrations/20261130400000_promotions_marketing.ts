import type { Knex } from 'knex';

/**
 * Marketing (src/core/promotions): a company's promotions are used by bookings and e-mailed to its customers.
 *
 * - `promotions.valid_from`: the first moment a promotion can be used (null: from its creation); with
 *   `valid_until` (exclusive) both are the edges of Prague days the business chose.
 * - `bookings.promotion_id`, `promotion_title`, `original_price`: a booking made with a promotion keeps
 *   which one, its title as it was, and the service's price before the discount (`price` is the lowered one).
 * - `promotion_sends`: one row per promotion and customer e-mailed; its unique key makes a repeated send
 *   skip whoever already has it, and `company_id, sent_at` counts the company's sends of a day (the daily limit).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('promotions', (t) => {
    t.timestamp('valid_from', { useTz: true });
  });
  await knex.schema.alterTable('bookings', (t) => {
    t.integer('promotion_id').unsigned().references('id').inTable('promotions').onDelete('SET NULL');
    t.string('promotion_title', 190);
    t.integer('original_price');
    t.index(['promotion_id']);
  });
  await knex.schema.createTable('promotion_sends', (t) => {
    t.increments('id');
    t.integer('promotion_id').unsigned().notNullable().references('id').inTable('promotions').onDelete('CASCADE');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('queue_id').unsigned().references('id').inTable('email_queue').onDelete('SET NULL');
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.unique(['promotion_id', 'user_id']);
    t.index(['company_id', 'sent_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('promotion_sends');
  await knex.schema.alterTable('bookings', (t) => {
    t.dropIndex(['promotion_id']);
    t.dropForeign(['promotion_id']);
    t.dropColumn('promotion_id');
    t.dropColumn('promotion_title');
    t.dropColumn('original_price');
  });
  await knex.schema.alterTable('promotions', (t) => {
    t.dropColumn('valid_from');
  });
}
