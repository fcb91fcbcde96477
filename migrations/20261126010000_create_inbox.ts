import type { Knex } from 'knex';

/**
 * TEMPORARY (wt-client): only the columns the inbox API reads, so that the read side can be built and
 * tested before the IMAP sync lands. The merge keeps wt-sync's migration of the same name and drops this one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_accounts', (t) => {
    t.increments('id');
    /** null: the operator's mailbox; else the listed business (companies.id) whose mailbox it is */
    t.integer('company_id').unsigned().references('id').inTable('companies').onDelete('CASCADE');
    t.index(['company_id']);
  });

  await knex.schema.createTable('mail_mailboxes', (t) => {
    t.increments('id');
    t.integer('account_id').unsigned().notNullable().references('id').inTable('mail_accounts').onDelete('CASCADE');
    t.string('path', 500).notNullable();
    t.unique(['account_id', 'path']);
  });

  await knex.schema.createTable('received_emails', (t) => {
    t.increments('id');
    t.integer('account_id').unsigned().notNullable().references('id').inTable('mail_accounts').onDelete('CASCADE');
    t.integer('mailbox_id').unsigned().notNullable().references('id').inTable('mail_mailboxes').onDelete('CASCADE');
    t.bigInteger('uidvalidity').notNullable();
    t.bigInteger('uid').notNullable();
    t.string('message_id', 998);
    t.string('in_reply_to', 998);
    t.text('references');
    t.string('from_email', 320).notNullable().defaultTo('');
    t.string('from_name', 500);
    t.text('to_email').notNullable().defaultTo('');
    t.text('cc');
    t.string('subject', 998).notNullable().defaultTo('');
    t.string('preview', 100).notNullable().defaultTo('');
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.boolean('is_read').notNullable().defaultTo(false);
    t.boolean('is_starred').notNullable().defaultTo(false);
    t.boolean('is_archived').notNullable().defaultTo(false);
    t.integer('size').notNullable().defaultTo(0);
    t.boolean('has_attachments').notNullable().defaultTo(false);
    t.text('attachments').notNullable().defaultTo('[]');
    t.text('body_text');
    t.text('body_html');
    t.string('kind', 12).notNullable().defaultTo('message');
    t.text('bounce');
    t.integer('sent_email_id').references('id').inTable('sent_emails').onDelete('SET NULL');
    t.integer('company_id');
    t.text('search_text').notNullable().defaultTo('');
    t.text('note');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['account_id', 'mailbox_id', 'uidvalidity', 'uid']);
    t.index(['account_id', 'is_archived', 'received_at']);
    t.index(['account_id', 'message_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('received_emails');
  await knex.schema.dropTableIfExists('mail_mailboxes');
  await knex.schema.dropTableIfExists('mail_accounts');
}
