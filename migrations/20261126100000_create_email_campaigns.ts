import type { Knex } from 'knex';

/**
 * Bulk e-mail campaigns (src/core/campaigns): a campaign, its recipients (one row per address, each
 * settled from its queue row), and the queue's link to the recipient it carries. The unique index on
 * email_queue.campaign_recipient_id is what makes a recipient's message exist at most once: no start,
 * resume, retry or overlapping feeder can queue a recipient twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_campaigns', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    t.string('name', 190).notNullable();
    t.string('subject', 998).notNullable();
    t.text('html_content');
    t.text('text_content');
    t.integer('template_id').references('id').inTable('email_templates').onDelete('SET NULL');
    /** draft, scheduled, sending, paused, sent, cancelled */
    t.string('status', 12).notNullable().defaultTo('draft');
    /** seconds between two recipients' messages; 0: as fast as the transport allows */
    t.integer('interval_seconds').notNullable().defaultTo(10);
    t.timestamp('scheduled_at', { useTz: true });
    t.timestamp('started_at', { useTz: true });
    t.timestamp('completed_at', { useTz: true });
    /** when the next recipient fed to the queue is due (the stagger continues from here) */
    t.timestamp('next_send_at', { useTz: true });
    t.integer('total_recipients').notNullable().defaultTo(0);
    t.integer('sent_count').notNullable().defaultTo(0);
    t.integer('failed_count').notNullable().defaultTo(0);
    t.integer('opened_count').notNullable().defaultTo(0);
    t.integer('clicked_count').notNullable().defaultTo(0);
    t.integer('bounced_count').notNullable().defaultTo(0);
    t.integer('unsubscribed_count').notNullable().defaultTo(0);
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['country_code', 'created_at']);
    t.index(['status']);
  });

  await knex.schema.createTable('email_campaign_recipients', (t) => {
    t.increments('id');
    t.integer('campaign_id').notNullable().references('id').inTable('email_campaigns').onDelete('CASCADE');
    /** lower-cased, trimmed */
    t.string('email_address', 320).notNullable();
    t.string('name', 190);
    t.string('company_name', 190);
    t.string('city', 190);
    t.integer('prospect_id');
    /** pending, queued, sent, failed, bounced, suppressed, unknown */
    t.string('status', 12).notNullable().defaultTo('pending');
    t.integer('queue_id');
    t.timestamp('sent_at', { useTz: true });
    t.text('error_message');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['campaign_id', 'email_address']);
    t.index(['campaign_id', 'status', 'id']);
    t.index(['queue_id']);
  });

  await knex.schema.alterTable('email_queue', (t) => {
    t.integer('campaign_recipient_id');
  });
  await knex.raw(
    'CREATE UNIQUE INDEX email_queue_campaign_recipient ON email_queue (campaign_recipient_id) WHERE campaign_recipient_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS email_queue_campaign_recipient');
  await knex.schema.alterTable('email_queue', (t) => {
    t.dropColumn('campaign_recipient_id');
  });
  await knex.schema.dropTableIfExists('email_campaign_recipients');
  await knex.schema.dropTableIfExists('email_campaigns');
}
