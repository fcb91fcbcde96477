import type { Knex } from 'knex';

/**
 * Coordinates from the address (a Nominatim-compatible geocoder, MARKETPLACE_GEOCODER_URL): the address the
 * geocoder found nothing for, so that a listing or prospect is asked again only when its address changes.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['companies', 'prospects']) {
    await knex.schema.alterTable(table, (t) => {
      t.string('geocode_missed', 500);
    });
  }
}

/** ALTER TABLE ... DROP COLUMN on both engines: knex's SQLite table rebuild cannot parse the companies table's columns added by raw SQL. */
export async function down(knex: Knex): Promise<void> {
  for (const table of ['companies', 'prospects']) await knex.raw(`ALTER TABLE ${table} DROP COLUMN geocode_missed`);
}
