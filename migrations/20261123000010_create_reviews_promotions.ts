import type { Knex } from 'knex';

/**
 * The customer side of booking:
 * reviews (one per completed booking, written by its customer; they feed companies.rating and
 * reviews_count), promotions of an edition (optionally of one company and service; money as integers
 * beside the currency) and the customer's three notification preferences.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    t.increments('id');
    t.integer('booking_id').unsigned().notNullable().unique().references('id').inTable('bookings').onDelete('CASCADE');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.integer('customer_id').unsigned().references('id').inTable('users').onDelete('SET NULL');
    /** 1..5 */
    t.integer('rating').notNullable();
    t.text('text').notNullable().defaultTo('');
    /** as shown on the profile ('Jana N.'), kept as it was when written */
    t.string('author_name', 190).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['company_id', 'created_at']);
    t.index(['customer_id']);
  });

  await knex.schema.createTable('promotions', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable();
    /** null: an offer of the marketplace itself */
    t.integer('company_id').unsigned().references('id').inTable('companies').onDelete('CASCADE');
    t.integer('service_id').unsigned().references('id').inTable('services').onDelete('SET NULL');
    t.string('title', 190).notNullable();
    t.text('description').notNullable().defaultTo('');
    /** percent (percentage) or an amount in `currency` (fixed) */
    t.integer('discount').notNullable();
    t.string('discount_type', 12).notNullable();
    t.string('service_name', 190);
    t.integer('original_price');
    t.integer('discounted_price');
    t.string('currency', 3).notNullable();
    t.string('image_url', 500);
    /** krasa, wellness, sport ... (a category group slug) */
    t.string('category', 64);
    t.timestamp('valid_until', { useTz: true }).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    /** null: no limit */
    t.integer('usage_limit');
    t.integer('used_count').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['country_code', 'is_active', 'valid_until']);
    t.index(['company_id']);
  });

  await knex.schema.alterTable('users', (t) => {
    t.boolean('notify_enabled').notNullable().defaultTo(true);
    t.boolean('notify_email_offers').notNullable().defaultTo(false);
    t.boolean('notify_sms_reminders').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('notify_sms_reminders');
    t.dropColumn('notify_email_offers');
    t.dropColumn('notify_enabled');
  });
  await knex.schema.dropTableIfExists('promotions');
  await knex.schema.dropTableIfExists('reviews');
}
