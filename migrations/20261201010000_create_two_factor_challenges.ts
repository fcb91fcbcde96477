import type { Knex } from 'knex';

/**
 * The challenges of two-factor sign-in: one row per login of an admin with two-factor (`verify`) or
 * required to enrol (`enrol`). The login's sealed token names its row (`id`); the row says what the
 * challenge has done: `attempts` counts the codes tried on it (counted before each is checked, at most
 * TWO_FACTOR_CHALLENGE_ATTEMPTS), `signed_in_at` is set by the one step that opened a session (then it
 * is spent), and an enrolment's key shown to this login is `pending_secret_sealed` (sealed under
 * MARKETPLACE_SECRET): it can be confirmed only with this challenge, and dies with it at `expires_at`.
 * The `prune-sessions` job deletes expired rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('two_factor_challenges', (t) => {
    t.string('id', 32).primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** 'verify' (the code after the password) or 'enrol' (enrolment required at login) */
    t.string('step', 10).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('pending_secret_sealed');
    t.string('signed_in_at', 30);
    t.string('expires_at', 30).notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['user_id']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('two_factor_challenges');
}
