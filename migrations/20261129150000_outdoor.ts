import type { Knex } from 'knex';

/**
 * Outdoor advertising (src/core/outdoor): the operator's ad spaces (billboards, citylights, screens …),
 * the companies' rental contracts on them, and each contract's daily figures.
 *
 * Calendar dates (a contract's start_date and end_date, both included, and a statistic's day) are
 * 'YYYY-MM-DD' strings in Europe/Prague: they compare as text on both engines and never shift with a
 * time zone. Money is an integer in minor units with its currency beside it (the edition's: CZK, EUR, PLN).
 *
 * Two contracts of one space never overlap (cancelled ones aside): the service checks it inside the
 * write transaction that inserts or moves a contract, after locking the space's row (PostgreSQL
 * FOR UPDATE; SQLite's one write lock), so two companies booking the same months cannot both succeed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outdoor_ad_spaces', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    /** Billboard, Bigboard, Citylight, Digitální obrazovka … (the operator's label) */
    t.string('type', 60).notNullable();
    /** where it stands, e.g. 'Praha 2, Wilsonova (u Hlavního nádraží)' */
    t.string('location', 255).notNullable();
    t.string('city', 120).notNullable();
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    /** e.g. '5,1 x 2,4 m' */
    t.string('size', 60).notNullable();
    /** a month's rent in minor units of currency */
    t.integer('price_per_month').notNullable();
    t.string('currency', 3).notNullable();
    /** e.g. 'Vysoká (45 000 aut denně)' */
    t.string('visibility', 120).notNullable().defaultTo('');
    /** available, occupied, maintenance: the operator's; a contract running today shows it occupied */
    t.string('status', 20).notNullable().defaultTo('available');
    /** how much of the last year the space was rented, 0–100 % */
    t.integer('occupancy').notNullable().defaultTo(0);
    /** an image address (https://… or a path under /) */
    t.string('image_url', 500);
    t.text('description');
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['country_code', 'status']);
  });

  await knex.schema.createTable('outdoor_contracts', (t) => {
    t.increments('id');
    /** a space with contracts cannot be deleted (the service refuses; the key restricts) */
    t.integer('space_id').unsigned().notNullable().references('id').inTable('outdoor_ad_spaces').onDelete('RESTRICT');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.string('campaign_name', 200).notNullable();
    t.string('start_date', 10).notNullable();
    /** the last day included */
    t.string('end_date', 10).notNullable();
    /** the space's monthly rent when booked, minor units */
    t.integer('monthly_price').notNullable();
    /** the whole contract's price: monthly_price x months started between the dates */
    t.integer('price').notNullable();
    t.string('currency', 3).notNullable();
    /** active or cancelled; scheduled, running and ended follow from the dates */
    t.string('status', 20).notNullable().defaultTo('active');
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['space_id', 'end_date']);
    t.index(['company_id', 'start_date']);
  });

  await knex.schema.createTable('outdoor_contract_stats', (t) => {
    t.integer('contract_id').unsigned().notNullable().references('id').inTable('outdoor_contracts').onDelete('CASCADE');
    /** a Prague calendar day */
    t.string('day', 10).notNullable();
    t.integer('views').notNullable().defaultTo(0);
    t.integer('clicks').notNullable().defaultTo(0);
    t.integer('conversions').notNullable().defaultTo(0);
    t.primary(['contract_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('outdoor_contract_stats');
  await knex.schema.dropTableIfExists('outdoor_contracts');
  await knex.schema.dropTableIfExists('outdoor_ad_spaces');
}
