import type { Knex } from 'knex';
import * as scopeIndexes from './20261122000004_add_search_scope_indexes.js';
import * as searchPostings from './20261122000007_create_search_postings.js';

/**
 * Search runs as one plain query on the engines' own substring indexes (FTS5 trigram on SQLite,
 * pg_trgm on PostgreSQL, both from migration 000003), with counts capped: the machinery a hand
 * planner needed goes.
 * - PostgreSQL: the word bitmaps, their vocabulary, queue, functions and triggers (migration 000007)
 *   are dropped, and the sort indexes lose the columns 000007 included for index-only walks (back to
 *   000003's plain ones). Exactly 000007's `down`.
 * - SQLite: the covering indexes by category and by city (migration 000004) give way to plain
 *   category_id and city_id indexes again. Exactly 000004's `down`.
 * Both only drop and build indexes and derived tables, so they work on a database with data.
 */
export async function up(knex: Knex): Promise<void> {
  await searchPostings.down(knex);
  await scopeIndexes.down(knex);
}

/** Restores what a database at 000007 had: the scope indexes (SQLite), the word bitmaps rebuilt from the listings (PostgreSQL). */
export async function down(knex: Knex): Promise<void> {
  await scopeIndexes.up(knex);
  await searchPostings.up(knex);
}
