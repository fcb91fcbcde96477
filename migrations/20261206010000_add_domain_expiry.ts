import type { Knex } from 'knex';

/**
 * Domain expiry (Webhosting): when each project's domain stops being registered, as its registry answers
 * over RDAP (`marketplace hosting check`, the `hosting-check` job): the day ('YYYY-MM-DD', Prague), when it
 * was last read, and why it could not be (a TLD without RDAP, a registry that did not answer). A failed read
 * keeps the last day read.
 *
 * domain_reminders has one row per project, expiry day and lead time (30, 14, 3, 0 days), as
 * hosting_reminders has for renewals: the client is reminded once, whatever runs overlap or repeat.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhosting_projects', (t) => {
    t.string('domain_expiration_date', 10);
    t.timestamp('domain_checked_at', { useTz: true });
    t.text('domain_check_error');
    t.index(['domain_expiration_date']);
  });
  await knex.schema.createTable('domain_reminders', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('webhosting_projects').onDelete('CASCADE');
    /** the expiry day reminded of */
    t.string('expiry_date', 10).notNullable();
    /** 30, 14, 3 or 0 days before it */
    t.integer('lead_days').notNullable();
    t.integer('queue_id');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['project_id', 'expiry_date', 'lead_days']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('domain_reminders');
  await knex.schema.alterTable('webhosting_projects', (t) => {
    t.dropIndex(['domain_expiration_date']);
    t.dropColumn('domain_check_error');
    t.dropColumn('domain_checked_at');
    t.dropColumn('domain_expiration_date');
  });
}
