import type { Knex } from 'knex';

/**
 * No table keeps a client's raw address (only the server's log files do). Where an address was stored,
 * a `client_key` now holds a keyed hash of it (HMAC-SHA256 under the instance secret, of the IPv4
 * address or the IPv6 /64: src/core/security/client-address.ts), 64 hex characters:
 * - rate_limit_hits.address -> client_key: the windows last at most an hour, so the table is emptied;
 * - login_attempts.ip -> client_key: the attempts (kept a day for the login throttle) are deleted, so a
 *   lockout in progress ends with the upgrade;
 * - sessions.ip -> client_key: the sessions stay, their address is cleared;
 * - email_events.ip_address -> client_key: the opens and clicks stay, their address is cleared;
 * - bookings.idempotency_scope of an anonymous booking was a plain SHA-256 of the address and the e-mail
 *   (undone by trying every IPv4 address for a known e-mail); now it is built on the address's key, and
 *   the old scopes are cleared with their keys (a retry of such a request after the upgrade is a new one).
 * A migration cannot hash the old addresses (it does not hold the secret), so it clears them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limit_hits');
  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.string('bucket', 32).notNullable();
    t.string('client_key', 64).notNullable();
    /** ms since the epoch */
    t.bigInteger('window_start').notNullable();
    t.bigInteger('window_end').notNullable();
    t.integer('hits').notNullable();
    t.primary(['bucket', 'client_key', 'window_start']);
    t.index(['window_end']);
  });

  await knex('login_attempts').delete();
  await knex.schema.alterTable('login_attempts', (t) => {
    t.dropIndex(['email', 'ip', 'created_at']);
  });
  await knex.schema.alterTable('login_attempts', (t) => {
    t.renameColumn('ip', 'client_key');
  });
  await knex.schema.alterTable('login_attempts', (t) => {
    t.index(['email', 'client_key', 'created_at']);
  });

  await knex('sessions').update({ ip: null });
  await knex.schema.alterTable('sessions', (t) => {
    t.renameColumn('ip', 'client_key');
  });

  await knex('email_events').update({ ip_address: null });
  await knex.schema.alterTable('email_events', (t) => {
    t.renameColumn('ip_address', 'client_key');
  });

  await knex('bookings')
    .whereNull('customer_id')
    .whereNotNull('idempotency_scope')
    .update({ idempotency_scope: null, idempotency_key: null, idempotency_request: null });
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_events').update({ client_key: null });
  await knex.schema.alterTable('email_events', (t) => {
    t.renameColumn('client_key', 'ip_address');
  });
  await knex('sessions').update({ client_key: null });
  await knex.schema.alterTable('sessions', (t) => {
    t.renameColumn('client_key', 'ip');
  });
  await knex('login_attempts').delete();
  await knex.schema.alterTable('login_attempts', (t) => {
    t.dropIndex(['email', 'client_key', 'created_at']);
  });
  await knex.schema.alterTable('login_attempts', (t) => {
    t.renameColumn('client_key', 'ip');
  });
  await knex.schema.alterTable('login_attempts', (t) => {
    t.index(['email', 'ip', 'created_at']);
  });
  await knex.schema.dropTable('rate_limit_hits');
  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.string('bucket', 32).notNullable();
    t.string('address', 64).notNullable();
    t.bigInteger('window_start').notNullable();
    t.bigInteger('window_end').notNullable();
    t.integer('hits').notNullable();
    t.primary(['bucket', 'address', 'window_start']);
    t.index(['window_end']);
  });
}
