import type { Knex } from 'knex';

/**
 * Abuse limits (security and abuse):
 * - rate_limit_hits: requests per route group (bucket), client address and fixed window, shared by
 *   every `serve` process; old windows are pruned by the prune-sessions job.
 * - bookings: an Idempotency-Key belongs to its caller. `idempotency_scope` is a hash of who sent it
 *   (the customer, or for anonymous requests the address and the e-mail) and `idempotency_request` a
 *   hash of the request; the key is unique per scope only, so the same key from someone else is never
 *   answered with another person's booking.
 * - bookings (company_id, created_at): the booking limits count a company's recent bookings.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.string('bucket', 32).notNullable();
    t.string('address', 64).notNullable();
    /** ms since the epoch */
    t.bigInteger('window_start').notNullable();
    t.bigInteger('window_end').notNullable();
    t.integer('hits').notNullable();
    t.primary(['bucket', 'address', 'window_start']);
    t.index(['window_end']);
  });

  await knex.schema.alterTable('bookings', (t) => {
    t.dropUnique(['idempotency_key']);
  });
  await knex.schema.alterTable('bookings', (t) => {
    t.string('idempotency_scope', 64);
    t.string('idempotency_request', 64);
    t.unique(['idempotency_scope', 'idempotency_key']);
    t.index(['company_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropIndex(['company_id', 'created_at']);
    t.dropUnique(['idempotency_scope', 'idempotency_key']);
  });
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('idempotency_request');
    t.dropColumn('idempotency_scope');
  });
  await knex('bookings').whereNotNull('idempotency_key').update({ idempotency_key: null });
  await knex.schema.alterTable('bookings', (t) => {
    t.unique(['idempotency_key']);
  });
  await knex.schema.dropTableIfExists('rate_limit_hits');
}
