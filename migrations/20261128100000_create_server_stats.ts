import type { Knex } from 'knex';

/**
 * Server monitoring: one row per minute of samples (averages; kept 7 days, written by the sampler of
 * `serve`: the unique minute makes a second server's insert a no-op), and the alerts' episodes (one row
 * per condition while it holds, so a restart does not notify again).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('server_stats_minutes', (t) => {
    t.increments('id');
    /** ISO time of the minute's start (UTC, ...:00.000Z) */
    t.string('minute', 30).notNullable().unique();
    t.float('cpu_percent').notNullable();
    t.float('memory_percent').notNullable();
    t.float('disk_percent').notNullable();
    t.float('rx_per_s').notNullable();
    t.float('tx_per_s').notNullable();
    t.integer('requests').notNullable();
    t.integer('errors').notNullable();
    t.integer('queue_pending').notNullable();
    /** rows the demo seed made (relative to its time), not measured */
    t.boolean('demo').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('monitoring_alerts', (t) => {
    /** cpu, memory, disk:<mount>, queue_unknown, errors */
    t.string('condition', 300).primary();
    /** when the condition was first seen in this run of it (the 5 minutes count from here) */
    t.string('since', 30).notNullable();
    /** set once the episode was notified */
    t.string('notified_at', 30);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('monitoring_alerts');
  await knex.schema.dropTableIfExists('server_stats_minutes');
}
