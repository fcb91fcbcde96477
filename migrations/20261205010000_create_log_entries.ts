import type { Knex } from 'knex';

/**
 * The warnings and errors of every `serve` on the database (`GET /api/logs` reads them merged with the
 * answering instance's own log file, so that an operator sees every instance's problems from any of
 * them). Bounded: each instance's writer keeps the newest MARKETPLACE_LOG_DB_ROWS rows of the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('log_entries', (t) => {
    t.bigIncrements('id').primary();
    /** MARKETPLACE_INSTANCE, or the host name and port */
    t.string('instance', 200).notNullable();
    /** pino's time: milliseconds since 1970 */
    t.bigInteger('time_ms').notNullable();
    /** pino's level: 40 warn, 50 error, 60 fatal */
    t.smallint('level').notNullable();
    t.text('msg').notNullable();
    /** the line as written to the log (JSON, secrets already redacted) */
    t.text('line').notNullable();
    t.index(['time_ms']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('log_entries');
}
