import type { Knex } from 'knex';

/**
 * The problems the certificate and site check (`marketplace hosting check`) has notified the back
 * office of: one row per project, problem and subject, so a problem raises one notification however
 * often the check runs. `cert_expiring` is keyed by the certificate's expiry (a renewed certificate
 * that expires soon again is a new problem); `site_down` by '' and removed when the site answers
 * again, so the next outage notifies again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hosting_check_alerts', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('webhosting_projects').onDelete('CASCADE');
    /** cert_expiring, site_down */
    t.string('problem', 20).notNullable();
    t.string('subject', 40).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['project_id', 'problem', 'subject']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('hosting_check_alerts');
}
