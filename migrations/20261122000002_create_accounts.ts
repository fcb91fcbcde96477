import type { Knex } from 'knex';

/** Accounts: users, sessions, login attempts (throttling) and the key-value settings store. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email', 190).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.string('first_name', 100).notNullable().defaultTo('');
    t.string('last_name', 100).notNullable().defaultTo('');
    t.string('phone', 32);
    t.string('role', 20).notNullable();
    t.integer('company_id').unsigned().references('id').inTable('companies').onDelete('SET NULL');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('last_login_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['role']);
    t.index(['company_id']);
  });

  await knex.schema.createTable('sessions', (t) => {
    t.increments('id');
    t.string('token_hash', 64).notNullable().unique();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('ip', 64);
    t.string('user_agent', 255);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['user_id']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('login_attempts', (t) => {
    t.increments('id');
    t.string('email', 190).notNullable();
    t.string('ip', 64).notNullable();
    t.boolean('succeeded').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['email', 'ip', 'created_at']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('settings', (t) => {
    t.string('key', 100).primary();
    t.text('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['settings', 'login_attempts', 'sessions', 'users']) await knex.schema.dropTableIfExists(table);
}
