import type { Knex } from 'knex';

/**
 * The Email Center: scheduled e-mails, labels and folders of the operator's mail.
 * - scheduled_emails: sent through the outbound queue at `scheduled_at` by the `scheduled` job;
 *   `queue_id` is the queue row it became (set once, in the transaction that queued it, so it is
 *   queued at most once); `attachments` is a JSON list, `personalization_data` a JSON object of
 *   placeholders.
 * - email_labels and email_label_assignments: a label on a received (received_emails) or a sent
 *   (sent_emails) e-mail: exactly one of the two columns is set.
 * - email_folders (nested by parent_id) and email_folder_assignments: an e-mail is in at most one
 *   folder (none: the main folder).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scheduled_emails', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    t.string('to_email', 320).notNullable();
    t.text('cc_email');
    t.text('bcc_email');
    t.string('subject', 998).notNullable();
    t.text('html_content');
    t.text('text_content');
    t.timestamp('scheduled_at', { useTz: true }).notNullable();
    t.string('timezone', 64).notNullable().defaultTo('Europe/Prague');
    /** scheduled, sent, failed, cancelled */
    t.string('status', 12).notNullable().defaultTo('scheduled');
    t.text('attachments').notNullable().defaultTo('[]');
    t.text('personalization_data').notNullable().defaultTo('{}');
    t.text('error_message');
    t.integer('queue_id').unique().references('id').inTable('email_queue').onDelete('SET NULL');
    t.timestamp('queued_at', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['status', 'scheduled_at'], 'scheduled_emails_due');
  });

  await knex.schema.createTable('email_labels', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('color', 7).notNullable().defaultTo('#ef4444');
    t.text('description');
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['name']);
  });

  await knex.schema.createTable('email_label_assignments', (t) => {
    t.increments('id');
    t.integer('label_id').notNullable().references('id').inTable('email_labels').onDelete('CASCADE');
    t.integer('received_email_id').references('id').inTable('received_emails').onDelete('CASCADE');
    t.integer('sent_email_id').references('id').inTable('sent_emails').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['label_id', 'received_email_id'], { indexName: 'email_label_assignments_received' });
    t.unique(['label_id', 'sent_email_id'], { indexName: 'email_label_assignments_sent' });
    t.index(['received_email_id']);
    t.index(['sent_email_id']);
  });

  await knex.schema.createTable('email_folders', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.text('description');
    t.string('color', 7).notNullable().defaultTo('#3b82f6');
    t.integer('parent_id').references('id').inTable('email_folders').onDelete('SET NULL');
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['parent_id']);
  });

  await knex.schema.createTable('email_folder_assignments', (t) => {
    t.increments('id');
    t.integer('folder_id').notNullable().references('id').inTable('email_folders').onDelete('CASCADE');
    t.integer('received_email_id').unique().references('id').inTable('received_emails').onDelete('CASCADE');
    t.integer('sent_email_id').unique().references('id').inTable('sent_emails').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['folder_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('email_folder_assignments');
  await knex.schema.dropTableIfExists('email_folders');
  await knex.schema.dropTableIfExists('email_label_assignments');
  await knex.schema.dropTableIfExists('email_labels');
  await knex.schema.dropTableIfExists('scheduled_emails');
}
