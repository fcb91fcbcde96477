import type { Knex } from 'knex';

/**
 * Inbound e-mail: the IMAP accounts (the operator's and each
 * business's own, one per owner), the state of each synced mailbox, and the received messages, stored
 * once per (account, mailbox, UIDVALIDITY, UID).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_accounts', (t) => {
    t.increments('id');
    /** null: the operator's back office; else the listed business whose mailbox it is */
    t.integer('company_id').references('id').inTable('companies').onDelete('CASCADE');
    /** 'operator' or 'company:<id>': one account per owner on both engines (a NULL company_id is not unique) */
    t.string('owner_key', 40).notNullable().unique();
    t.string('host', 255).notNullable();
    t.integer('port').notNullable();
    /** 'tls' | 'starttls' | 'none' */
    t.string('tls', 10).notNullable();
    t.string('username', 255).notNullable();
    /** sealed (secret-box), '' when none */
    t.text('password').notNullable().defaultTo('');
    /** null: the server's \Archive special-use mailbox, else 'Archive' */
    t.string('archive_mailbox', 255);
    t.boolean('enabled').notNullable().defaultTo(true);
    /** the sync holding the account, until when */
    t.string('lease_owner', 80);
    t.timestamp('lease_until', { useTz: true });
    t.timestamp('last_synced_at', { useTz: true });
    t.text('last_error');
    t.timestamp('last_error_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('mail_mailboxes', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('id').inTable('mail_accounts').onDelete('CASCADE');
    t.string('path', 255).notNullable();
    /** as text: UIDVALIDITY and HIGHESTMODSEQ exceed 2^31 (and UIDs may: bigint) */
    t.string('uidvalidity', 20).notNullable();
    /** set when a sync of the mailbox completed (with the modseq seen when it began): null = never completed */
    t.bigInteger('uidnext');
    t.string('highest_modseq', 20);
    t.timestamp('last_synced_at', { useTz: true });
    t.unique(['account_id', 'path']);
  });

  await knex.schema.createTable('received_emails', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('id').inTable('mail_accounts').onDelete('CASCADE');
    t.integer('mailbox_id').notNullable().references('id').inTable('mail_mailboxes').onDelete('CASCADE');
    t.string('uidvalidity', 20).notNullable();
    t.bigInteger('uid').notNullable();
    t.string('message_id', 998);
    t.string('in_reply_to', 998);
    t.text('references');
    t.string('from_email', 320);
    t.string('from_name', 255);
    t.text('to_email');
    t.text('cc');
    t.text('subject');
    t.string('preview', 100).notNullable().defaultTo('');
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.boolean('is_read').notNullable().defaultTo(false);
    t.boolean('is_starred').notNullable().defaultTo(false);
    t.boolean('is_archived').notNullable().defaultTo(false);
    t.integer('size').notNullable().defaultTo(0);
    t.boolean('has_attachments').notNullable().defaultTo(false);
    /** JSON: [{ name, size, content_type, part }] from the body structure */
    t.text('attachments').notNullable().defaultTo('[]');
    t.text('body_text');
    /** as received: sanitised when shown */
    t.text('body_html');
    /** 'message' | 'bounce' | 'auto_reply' */
    t.string('kind', 12).notNullable().defaultTo('message');
    /** JSON of the bounce report, null unless a bounce */
    t.text('bounce');
    t.integer('sent_email_id').references('id').inTable('sent_emails').onDelete('SET NULL');
    /** the prospect the message concerns (the API calls it company_id) */
    t.integer('company_id').references('id').inTable('prospects').onDelete('SET NULL');
    /** foldText of subject, sender and content: search with or without diacritics */
    t.text('search_text').notNullable().defaultTo('');
    /** what could not be parsed or fetched */
    t.text('note');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['account_id', 'mailbox_id', 'uidvalidity', 'uid'], { indexName: 'received_emails_server_key' });
    t.index(['account_id', 'is_archived', 'received_at'], 'received_emails_list');
    t.index(['message_id'], 'received_emails_message_id');
    t.index(['sent_email_id']);
    t.index(['company_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('received_emails');
  await knex.schema.dropTableIfExists('mail_mailboxes');
  await knex.schema.dropTableIfExists('mail_accounts');
}
