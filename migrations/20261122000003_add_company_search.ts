import type { Knex } from 'knex';
import { refreshSearchDocuments } from '../src/core/directory/search-index.js';

/**
 * Search over listings: derived columns (folded name and text, language sort key, prices) and an
 * index made for substring search on each engine: SQLite FTS5 with the trigram tokenizer (kept in
 * sync by triggers), PostgreSQL pg_trgm (GIN). Also the sign-in provider of accounts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.string('name_search', 190).notNullable().defaultTo('');
    t.string('name_sort', 190).notNullable().defaultTo('');
    t.text('search_text').notNullable().defaultTo('');
    t.integer('price_min');
    t.integer('price_avg');
  });
  await knex.schema.alterTable('users', (t) => {
    t.string('auth_provider', 20).notNullable().defaultTo('password');
  });

  if (knex.client.config.client === 'pg') {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await knex.raw('CREATE INDEX companies_search_text_trgm ON companies USING gin (search_text gin_trgm_ops)');
    await knex.raw('CREATE INDEX companies_name_sort ON companies (country_code, name_sort COLLATE "C")');
  } else {
    await knex.raw(
      "CREATE VIRTUAL TABLE companies_fts USING fts5(search_text, content='companies', content_rowid='id', tokenize='trigram')",
    );
    await knex.raw(`CREATE TRIGGER companies_fts_insert AFTER INSERT ON companies BEGIN
      INSERT INTO companies_fts(rowid, search_text) VALUES (new.id, new.search_text); END`);
    await knex.raw(`CREATE TRIGGER companies_fts_delete AFTER DELETE ON companies BEGIN
      INSERT INTO companies_fts(companies_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`);
    await knex.raw(`CREATE TRIGGER companies_fts_update AFTER UPDATE OF search_text ON companies BEGIN
      INSERT INTO companies_fts(companies_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
      INSERT INTO companies_fts(rowid, search_text) VALUES (new.id, new.search_text); END`);
    await knex.raw('CREATE INDEX companies_name_sort ON companies (country_code, name_sort)');
  }
  await knex.schema.alterTable('companies', (t) => {
    t.index(['country_code', 'status', 'reviews_count']);
    t.index(['country_code', 'status', 'price_avg']);
    t.index(['country_code', 'name_search']);
  });
  await refreshSearchDocuments(knex);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('DROP INDEX IF EXISTS companies_search_text_trgm');
    await knex.raw('DROP INDEX IF EXISTS companies_name_sort');
  } else {
    for (const trigger of ['companies_fts_insert', 'companies_fts_delete', 'companies_fts_update']) await knex.raw(`DROP TRIGGER IF EXISTS ${trigger}`);
    await knex.raw('DROP TABLE IF EXISTS companies_fts');
    await knex.raw('DROP INDEX IF EXISTS companies_name_sort');
  }
  await knex.schema.alterTable('companies', (t) => {
    t.dropIndex(['country_code', 'status', 'reviews_count']);
    t.dropIndex(['country_code', 'status', 'price_avg']);
    t.dropIndex(['country_code', 'name_search']);
  });
  await knex.schema.alterTable('companies', (t) => {
    t.dropColumns('name_search', 'name_sort', 'search_text', 'price_min', 'price_avg');
  });
  await knex.schema.alterTable('users', (t) => t.dropColumn('auth_provider'));
}
