import type { Knex } from 'knex';

/**
 * Server monitoring per instance: several `serve` on one database each keep their own minute history, keyed by
 * the instance and the minute (before, the first instance to write a minute won and the others' requests were
 * lost), and the alerts' episodes are kept per condition and instance (a host's CPU, memory, disk and 5xx are its
 * own; the mail queue's unknown rows, one for all, are kept under the instance ''), so that a cool host no longer
 * ends the episode a hot one opened. Rows written before have the instance ''. The open episodes are dropped: at
 * worst a condition that still holds notifies once more.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('server_stats_minutes', (t) => {
    t.string('instance', 200).notNullable().defaultTo('');
  });
  await knex.schema.alterTable('server_stats_minutes', (t) => {
    t.dropUnique(['minute']);
  });
  await knex.schema.alterTable('server_stats_minutes', (t) => {
    t.unique(['instance', 'minute']);
    t.index(['minute']);
  });
  await knex.schema.dropTable('monitoring_alerts');
  await knex.schema.createTable('monitoring_alerts', (t) => {
    /** cpu, memory, disk, errors (per instance), queueUnknown (instance '') */
    t.string('condition', 100).notNullable();
    t.string('instance', 200).notNullable();
    /** when the condition was first seen in this run of it (the 5 minutes count from here) */
    t.string('since', 30).notNullable();
    /** set once the episode was notified */
    t.string('notified_at', 30);
    t.primary(['condition', 'instance']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('monitoring_alerts');
  await knex.schema.createTable('monitoring_alerts', (t) => {
    t.string('condition', 300).primary();
    t.string('since', 30).notNullable();
    t.string('notified_at', 30);
  });
  await knex('server_stats_minutes').whereNot({ instance: '' }).delete();
  await knex.schema.alterTable('server_stats_minutes', (t) => {
    t.dropIndex(['minute']);
    t.dropUnique(['instance', 'minute']);
  });
  await knex.schema.alterTable('server_stats_minutes', (t) => {
    t.dropColumn('instance');
  });
  await knex.schema.alterTable('server_stats_minutes', (t) => {
    t.unique(['minute']);
  });
}
