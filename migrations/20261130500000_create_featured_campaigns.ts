import type { Knex } from 'knex';

/**
 * Reklamní kampaně (src/core/featured): a company buys a period of featured visibility. Its listing is
 * featured on the home page and first in its category and city listings exactly while `starts_at <= now
 * < ends_at`, checked at query time (docs/decisions.md, 'Featured campaigns').
 *
 * `starts_on` and `ends_on` are the calendar dates the company chose ('YYYY-MM-DD', the end day included);
 * `starts_at` and `ends_at` the UTC instants of the start day's Prague midnight and of the midnight after the
 * end day, computed once at purchase. `city_id` and `category_id` are the listing's at purchase: the slots
 * (campaigns at once in one city and category) are counted by them. Money is an integer in minor units
 * with its currency beside it; no payment gateway: the price is recorded for the operator to invoice.
 * `impressions` and `clicks` grow by the periodic flush of the in-memory counts (featured-counts job).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('featured_campaigns', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.string('country_code', 2).notNullable();
    t.integer('city_id').unsigned().notNullable();
    t.integer('category_id').unsigned().notNullable();
    t.string('name', 120).notNullable();
    t.string('starts_on', 10).notNullable();
    /** the last day included */
    t.string('ends_on', 10).notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    /** the day price times the days, minor units */
    t.integer('price').notNullable();
    t.string('currency', 3).notNullable();
    t.integer('impressions').notNullable().defaultTo(0);
    t.integer('clicks').notNullable().defaultTo(0);
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('cancelled_at', { useTz: true });
    // the campaigns in effect at an instant: those ending after it, read from the index
    t.index(['ends_at', 'starts_at'], 'featured_campaigns_in_effect');
    t.index(['company_id', 'starts_on']);
    // the slot check: a city and category's campaigns overlapping a period
    t.index(['city_id', 'category_id', 'ends_on']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('featured_campaigns');
}
