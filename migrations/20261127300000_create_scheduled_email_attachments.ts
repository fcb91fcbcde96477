import type { Knex } from 'knex';

/**
 * The files of a scheduled e-mail (Email Center), uploaded while it is scheduled and not yet queued:
 * kept until the `scheduled` job hands the e-mail to the outbound queue, which then holds its own
 * copy (email_attachments), and removed with the e-mail (ON DELETE CASCADE). They replace the old
 * JSON column `scheduled_emails.attachments`, which was only ever an empty list: the API's list is
 * read from this table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scheduled_email_attachments', (t) => {
    t.increments('id');
    t.integer('scheduled_email_id').notNullable().references('id').inTable('scheduled_emails').onDelete('CASCADE');
    t.string('filename', 255).notNullable();
    t.string('content_type', 190).notNullable();
    t.integer('size').notNullable();
    t.binary('content').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['scheduled_email_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('scheduled_email_attachments');
}
