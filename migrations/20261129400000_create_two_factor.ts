import type { Knex } from 'knex';

/**
 * Two-factor authentication (TOTP, RFC 6238) of admin accounts: one row per account that began
 * enrolment. The secrets are sealed under MARKETPLACE_SECRET (AES-256-GCM, like the SMTP password);
 * the recovery codes are stored as SHA-256 hashes (a JSON array), each removed once used.
 * `last_step` is the time step of the last accepted code (a code is never accepted twice);
 * `failures` and `failures_since` count wrong codes for the login throttling.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_two_factor', (t) => {
    t.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE');
    /** the confirmed secret (null until the first code confirms it) */
    t.text('secret_sealed');
    /** a secret shown for enrolment, not yet confirmed by a code */
    t.text('pending_secret_sealed');
    t.string('enabled_at', 30);
    t.bigInteger('last_step');
    t.text('recovery_hashes').notNullable().defaultTo('[]');
    t.integer('failures').notNullable().defaultTo(0);
    t.string('failures_since', 30);
    t.string('updated_at', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('user_two_factor');
}
