import type { Knex } from 'knex';

/**
 * The runs of the scheduled jobs (`marketplace jobs list`). A scheduled run is claimed by inserting its row:
 * `(job, tick)` is unique, so when several instances share one database exactly one of them runs each tick of a
 * schedule (the others' inserts find the row). A run started by hand (`marketplace jobs run`) has no tick. The
 * `prune-sessions` job keeps the last day's rows and each job's latest.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_runs', (t) => {
    t.increments('id').primary();
    t.string('job', 64).notNullable();
    /** the instant of the schedule the run belongs to (ISO, whole seconds); null for a run started by hand */
    t.string('tick', 24).nullable();
    /** MARKETPLACE_INSTANCE, or the host name and port (`cli` for the command line) */
    t.string('instance', 200).notNullable();
    /** 'running', 'ok', 'shortfall' (did not do all it was to do) or 'failed' */
    t.string('outcome', 16).notNullable();
    /** the run's counts (JSON), or the failure's message */
    t.text('detail').nullable();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
    t.integer('duration_ms').nullable();
    t.unique(['job', 'tick']);
    t.index(['job', 'id']);
    t.index(['started_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_runs');
}
