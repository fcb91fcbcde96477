import type { Knex } from 'knex';
import { refreshSearchDocuments } from './history/search-documents.js';

const FTS_COUNTRIES = ['cz', 'sk', 'pl'];

/**
 * SQLite: one FTS5 trigram index per edition holding its active listings only (name and search text),
 * so a text search counts its matches without touching the listings table. Triggers keep it in step;
 * an external-content index must be told exactly which rows it holds, hence the guarded statements.
 */
async function createCountryFts(knex: Knex, code: string) {
  const table = `companies_fts_${code}`;
  const inIndex = (row: 'new' | 'old') => `${row}.country_code = '${code.toUpperCase()}' AND ${row}.status = 'active'`;
  const add = `INSERT INTO ${table}(rowid, name_search, search_text) SELECT new.id, new.name_search, new.search_text WHERE ${inIndex('new')};`;
  const remove = `INSERT INTO ${table}(${table}, rowid, name_search, search_text) SELECT 'delete', old.id, old.name_search, old.search_text WHERE ${inIndex('old')};`;
  await knex.raw(
    `CREATE VIRTUAL TABLE ${table} USING fts5(name_search, search_text, content='companies', content_rowid='id', tokenize='trigram')`,
  );
  await knex.raw(`CREATE TRIGGER ${table}_insert AFTER INSERT ON companies BEGIN ${add} END`);
  await knex.raw(`CREATE TRIGGER ${table}_delete AFTER DELETE ON companies BEGIN ${remove} END`);
  await knex.raw(
    `CREATE TRIGGER ${table}_update AFTER UPDATE OF name_search, search_text, status, country_code ON companies BEGIN ${remove} ${add} END`,
  );
}

/**
 * Search over listings: derived columns (folded name and text, language sort key, prices) and an
 * index made for substring search on each engine: SQLite FTS5 with the trigram tokenizer (one per
 * edition, kept in sync by triggers), PostgreSQL pg_trgm (GIN). Also the sign-in provider of accounts.
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
    await knex.raw('CREATE INDEX companies_name_search_trgm ON companies USING gin (name_search gin_trgm_ops)');
    await knex.raw('CREATE INDEX companies_walk_name ON companies (country_code, status, name_sort COLLATE "C", id)');
  } else {
    for (const code of FTS_COUNTRIES) await createCountryFts(knex, code);
    await knex.raw('CREATE INDEX companies_walk_name ON companies (country_code, status, name_sort, id)');
  }
  // listings of a country in each sort's order, walked when a search matches a large share of them
  await knex.schema.alterTable('companies', (t) => {
    t.index(['country_code', 'status', 'rating', 'reviews_count', 'id'], 'companies_walk_rating');
    t.index(['country_code', 'status', 'reviews_count', 'rating', 'id'], 'companies_walk_reviews');
    t.index(['country_code', 'status', 'price_avg']);
  });
  await refreshSearchDocuments(knex);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('DROP INDEX IF EXISTS companies_search_text_trgm');
    await knex.raw('DROP INDEX IF EXISTS companies_name_search_trgm');
    await knex.raw('DROP INDEX IF EXISTS companies_walk_name');
  } else {
    for (const code of FTS_COUNTRIES) {
      for (const event of ['insert', 'delete', 'update']) await knex.raw(`DROP TRIGGER IF EXISTS companies_fts_${code}_${event}`);
      await knex.raw(`DROP TABLE IF EXISTS companies_fts_${code}`);
    }
    await knex.raw('DROP INDEX IF EXISTS companies_walk_name');
  }
  await knex.schema.alterTable('companies', (t) => {
    t.dropIndex([], 'companies_walk_rating');
    t.dropIndex([], 'companies_walk_reviews');
    t.dropIndex(['country_code', 'status', 'price_avg']);
  });
  await knex.schema.alterTable('companies', (t) => {
    t.dropColumns('name_search', 'name_sort', 'search_text', 'price_min', 'price_avg');
  });
  await knex.schema.alterTable('users', (t) => t.dropColumn('auth_provider'));
}
