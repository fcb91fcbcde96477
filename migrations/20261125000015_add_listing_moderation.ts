import type { Knex } from 'knex';

/**
 * Listing moderation (src/core/listings). A listing's `status` is its moderation state:
 * `unverified` (a new registration, waiting for an admin), `active` (verified: the only public
 * state, and the one the search index triggers, the sitemap and the public pages already select),
 * `rejected` and `suspended` (both hidden, each with a reason). Existing rows keep their status, so
 * every listing that was public stays public. The decision's reason, time and deciding admin are
 * stored beside it. The admin list (unverified first, then newest, per state) walks
 * `companies_moderation`. Plain columns and indexes only: no table is rebuilt, so the search
 * triggers on `companies` stay as they are on both engines.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.text('moderation_reason');
    t.timestamp('moderated_at', { useTz: true });
    t.integer('moderated_by');
  });
  await knex.schema.alterTable('companies', (t) => {
    t.index(['status', 'created_at', 'id'], 'companies_moderation');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.dropIndex(['status', 'created_at', 'id'], 'companies_moderation');
  });
  // ALTER TABLE ... DROP COLUMN on both engines (SQLite >= 3.35): no table rebuild, triggers kept
  for (const column of ['moderation_reason', 'moderated_at', 'moderated_by']) await knex.raw(`ALTER TABLE companies DROP COLUMN ${column}`);
}
