import type { Knex } from 'knex';

/**
 * Outbound e-mail: templates, the durable queue (one row per message, the ledger
 * every sender writes to), attachments, sent mail with its open/click counts, links and events for
 * tracking, the suppression list that unsubscribes feed, and compose drafts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_templates', (t) => {
    t.increments('id');
    t.string('name', 190).notNullable().defaultTo('');
    t.string('subject', 500).notNullable().defaultTo('');
    t.text('text_content').notNullable().defaultTo('');
    t.text('html_content');
    t.string('template_type', 20).notNullable().defaultTo('custom');
    t.boolean('is_active').notNullable().defaultTo(true);
    /** a template the product itself uses (offer, booking confirmation): looked up by this key */
    t.string('system_key', 40).unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['template_type']);
  });

  await knex.schema.createTable('email_queue', (t) => {
    t.increments('id');
    t.string('message_id', 255).notNullable().unique();
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    /** compose, offer, campaign, booking, scheduled, test, system */
    t.string('kind', 20).notNullable();
    t.integer('company_id');
    t.integer('template_id').references('id').inTable('email_templates').onDelete('SET NULL');
    t.integer('campaign_id');
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.string('to_email', 320).notNullable();
    t.string('to_name', 190);
    t.text('cc');
    t.text('bcc');
    t.string('subject', 998).notNullable().defaultTo('');
    t.text('html_content');
    t.text('text_content').notNullable().defaultTo('');
    /** bulk and offer mail: List-Unsubscribe headers and the suppression check */
    t.boolean('bulk').notNullable().defaultTo(false);
    t.string('status', 12).notNullable().defaultTo('pending');
    t.timestamp('send_after', { useTz: true }).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    /** the worker holding the row, until when, and whether it handed the row to the transport */
    t.string('claimed_by', 80);
    t.timestamp('lease_until', { useTz: true });
    t.timestamp('handed_at', { useTz: true });
    t.text('smtp_response');
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['status', 'send_after', 'id'], 'email_queue_due');
    t.index(['status', 'lease_until'], 'email_queue_leases');
    t.index(['campaign_id']);
    t.index(['company_id']);
  });

  await knex.schema.createTable('email_drafts', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    t.text('to_email').notNullable().defaultTo('');
    t.text('cc').notNullable().defaultTo('');
    t.text('bcc').notNullable().defaultTo('');
    t.string('subject', 998).notNullable().defaultTo('');
    t.text('content').notNullable().defaultTo('');
    t.integer('template_id').references('id').inTable('email_templates').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['user_id', 'updated_at']);
  });

  await knex.schema.createTable('email_attachments', (t) => {
    t.increments('id');
    t.integer('queue_id').notNullable().references('id').inTable('email_queue').onDelete('CASCADE');
    t.string('filename', 255).notNullable();
    t.string('content_type', 190).notNullable();
    t.integer('size').notNullable();
    t.binary('content').notNullable();
    t.index(['queue_id']);
  });

  await knex.schema.createTable('sent_emails', (t) => {
    t.increments('id');
    t.integer('queue_id').unique().references('id').inTable('email_queue').onDelete('SET NULL');
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    t.string('message_id', 255).notNullable();
    t.string('to_email', 320).notNullable();
    t.text('cc');
    t.text('bcc');
    t.string('subject', 998).notNullable().defaultTo('');
    t.text('content').notNullable().defaultTo('');
    t.text('html_content');
    t.integer('template_id').references('id').inTable('email_templates').onDelete('SET NULL');
    t.string('status', 12).notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.text('error_message');
    t.integer('opened_count').notNullable().defaultTo(0);
    t.timestamp('opened_at', { useTz: true });
    t.timestamp('last_opened_at', { useTz: true });
    t.integer('clicked_count').notNullable().defaultTo(0);
    t.index(['country_code', 'sent_at']);
  });

  await knex.schema.createTable('email_links', (t) => {
    t.increments('id');
    t.integer('queue_id').notNullable().references('id').inTable('email_queue').onDelete('CASCADE');
    t.text('url').notNullable();
    t.integer('click_count').notNullable().defaultTo(0);
    t.timestamp('first_clicked_at', { useTz: true });
    t.timestamp('last_clicked_at', { useTz: true });
    t.index(['queue_id']);
  });

  await knex.schema.createTable('email_events', (t) => {
    t.increments('id');
    t.integer('queue_id').notNullable().references('id').inTable('email_queue').onDelete('CASCADE');
    t.string('event_type', 12).notNullable();
    t.integer('link_id').references('id').inTable('email_links').onDelete('SET NULL');
    t.string('ip_address', 64);
    t.string('user_agent', 500);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['queue_id', 'created_at']);
    t.index(['event_type', 'created_at']);
  });

  await knex.schema.createTable('email_suppressions', (t) => {
    /** lower-cased address */
    t.string('email', 320).primary();
    t.string('reason', 20).notNullable();
    t.integer('queue_id').references('id').inTable('email_queue').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'email_suppressions',
    'email_events',
    'email_links',
    'sent_emails',
    'email_attachments',
    'email_drafts',
    'email_queue',
    'email_templates',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
