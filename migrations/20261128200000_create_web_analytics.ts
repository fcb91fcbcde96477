import type { Knex } from 'knex';

/**
 * First-party website analytics (docs/decisions.md, Website analytics).
 *
 * - `analytics_salts`: the salt of one calendar day (Europe/Prague); a visitor is the hash of the
 *   day's salt, the address and the user agent. Salts of past days are deleted, so a past day's
 *   hashes cannot be recomputed from an address.
 * - `analytics_events`: raw page views (path, referrer's host, screen width and its device class,
 *   the edition, the listing of a company page, the visitor hash), kept a configured number of days.
 * - `analytics_daily` and `analytics_daily_items`: the days rolled up (totals, sessions and bounces;
 *   pages, referrers, devices and listings with their views), read by the reports for closed days.
 * - `analytics_rollups`: which days are rolled up (a rolled-up day is read from the aggregates only).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_salts', (t) => {
    t.string('day', 10).primary();
    t.string('salt', 64).notNullable();
  });

  await knex.schema.createTable('analytics_events', (t) => {
    t.bigIncrements('id');
    /** the view's instant in epoch milliseconds (sessions are gaps between views) */
    t.bigInteger('at_ms').notNullable();
    /** its calendar day in Europe/Prague (YYYY-MM-DD) */
    t.string('day', 10).notNullable();
    t.string('country_code', 2).notNullable();
    t.string('path', 200).notNullable();
    /** the referring site's host, '' for none or the site itself */
    t.string('referrer', 120).notNullable().defaultTo('');
    t.integer('screen_width').notNullable();
    /** mobile (< 768), tablet (< 1024), desktop */
    t.string('device', 8).notNullable();
    t.integer('listing_id').unsigned().references('id').inTable('companies').onDelete('SET NULL');
    t.string('visitor', 32).notNullable();
    t.index(['day', 'country_code']);
    t.index(['visitor', 'at_ms']);
    t.index(['listing_id', 'day']);
  });

  await knex.schema.createTable('analytics_daily', (t) => {
    t.string('day', 10).notNullable();
    t.string('country_code', 2).notNullable();
    t.integer('views').notNullable();
    t.integer('visitors').notNullable();
    t.integer('sessions').notNullable();
    t.integer('bounces').notNullable();
    t.bigInteger('session_ms').notNullable();
    t.primary(['day', 'country_code']);
  });

  await knex.schema.createTable('analytics_daily_items', (t) => {
    t.string('day', 10).notNullable();
    t.string('country_code', 2).notNullable();
    /** page, referrer, device, listing */
    t.string('kind', 10).notNullable();
    /** the path, the referrer's host, the device class, the listing's id */
    t.string('item', 200).notNullable();
    t.integer('views').notNullable();
    t.integer('visitors').notNullable();
    t.primary(['kind', 'day', 'country_code', 'item']);
  });

  await knex.schema.createTable('analytics_rollups', (t) => {
    t.string('day', 10).primary();
    t.timestamp('rolled_up_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('analytics_rollups');
  await knex.schema.dropTableIfExists('analytics_daily_items');
  await knex.schema.dropTableIfExists('analytics_daily');
  await knex.schema.dropTableIfExists('analytics_events');
  await knex.schema.dropTableIfExists('analytics_salts');
}
