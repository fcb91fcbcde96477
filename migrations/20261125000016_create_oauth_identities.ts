import type { Knex } from 'knex';

/**
 * Social sign-in: who an account is at a provider (one row per provider and subject) and the
 * one-time codes that hand a finished sign-in over to the web app (stored hashed, short-lived).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('oauth_identities', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('provider', 20).notNullable();
    t.string('subject', 255).notNullable();
    t.string('email', 190);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_login_at', { useTz: true }).notNullable();
    t.unique(['provider', 'subject']);
    t.index(['user_id']);
  });

  await knex.schema.createTable('oauth_handoffs', (t) => {
    t.increments('id');
    t.string('code_hash', 64).notNullable().unique();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('next_path', 500).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('oauth_handoffs');
  await knex.schema.dropTableIfExists('oauth_identities');
}
