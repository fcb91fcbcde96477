import type { Knex } from 'knex';

/**
 * Web projects and webhosting (src/core/hosting, src/core/web-projects): a prospect who wants a new
 * website becomes a web project; a finished site becomes a hosting project that renews every year.
 *
 * Calendar dates (website_created_date, next_payment_date, a payment's period and paid_at, a
 * reminder's due date) are 'YYYY-MM-DD' strings in Europe/Prague: they compare and sort as text on both
 * engines and never shift with a time zone. Money is whole Kč.
 *
 * hosting_payments has one row per project and renewal period: paying the same period twice (a double
 * click, two operators) is refused by the unique key instead of moving the renewal on by two years.
 * hosting_reminders has one row per project, due date and lead time: whatever runs of the reminder job
 * overlap or repeat, a reminder is queued once. hosting_reminder_digests does the same for the
 * operator's daily summary.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('web_projects', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    t.integer('prospect_id').references('id').inTable('prospects').onDelete('SET NULL');
    t.string('company_name', 255).notNullable();
    /** landing, website, eshop, app */
    t.string('project_type', 20).notNullable().defaultTo('website');
    /**
     * The Web projects screen's statuses: email_sent, email_opened, link_clicked, interested,
     * proposal_sent, negotiating, converted, rejected, archived, and the edit choices pending,
     * in_progress, completed, cancelled.
     */
    t.string('status', 20).notNullable().defaultTo('pending');
    /** the project's value in whole Kč */
    t.integer('estimated_price').notNullable().defaultTo(0);
    /** the site's domain without scheme, e.g. salon-eva.cz */
    t.string('domain_name', 255);
    /** the hosting offered with the site, whole Kč a month */
    t.integer('hosting_price').notNullable().defaultTo(0);
    t.text('notes');
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['country_code', 'status']);
    t.index(['prospect_id']);
  });

  await knex.schema.createTable('webhosting_projects', (t) => {
    t.increments('id');
    t.string('country_code', 2).notNullable().defaultTo('CZ');
    t.integer('web_project_id').references('id').inTable('web_projects').onDelete('SET NULL');
    t.integer('prospect_id').references('id').inTable('prospects').onDelete('SET NULL');
    t.string('company_name', 255).notNullable();
    t.string('domain', 255).notNullable();
    /** u nás, hukot, forpsi, wedos, active24, zoner, seznam, jiný provider */
    t.string('domain_provider', 40);
    t.string('hosting_provider', 120);
    t.string('plan_type', 120);
    /** whole Kč a year; null: 12 x monthly_cost, else 1000 */
    t.integer('annual_fee');
    /** whole Kč a month */
    t.integer('monthly_cost');
    t.string('website_created_date', 10);
    /** null: one year after website_created_date, else today */
    t.string('next_payment_date', 10);
    t.string('website_url', 500);
    /** a status the admin set (active, expiring_soon, expired or another); null: it follows the dates */
    t.string('manual_status', 20);
    t.text('notes');
    t.string('contact_phone', 40);
    t.string('contact_email', 320);
    t.string('contact_address', 255);
    /** the last certificate and reachability check (marketplace hosting check) */
    t.timestamp('checked_at', { useTz: true });
    t.timestamp('cert_expires_at', { useTz: true });
    t.string('cert_issuer', 255);
    t.boolean('site_up');
    t.text('check_error');
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['country_code', 'next_payment_date']);
    /** a web project becomes at most one hosting project */
    t.unique(['web_project_id']);
  });

  await knex.schema.createTable('hosting_payments', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('webhosting_projects').onDelete('CASCADE');
    /** the renewal date this payment settles ('YYYY-MM-DD') */
    t.string('period_date', 10).notNullable();
    /** whole Kč */
    t.integer('amount').notNullable();
    /** the day it was paid ('YYYY-MM-DD', Europe/Prague) */
    t.string('paid_at', 10).notNullable();
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['project_id', 'period_date']);
    t.index(['paid_at']);
  });

  await knex.schema.createTable('hosting_reminders', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('webhosting_projects').onDelete('CASCADE');
    /** the renewal date reminded of */
    t.string('due_date', 10).notNullable();
    /** 30, 14, 3 or 0 days before the due date */
    t.integer('lead_days').notNullable();
    t.integer('queue_id');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['project_id', 'due_date', 'lead_days']);
  });

  await knex.schema.createTable('hosting_reminder_digests', (t) => {
    t.increments('id');
    /** the day the operator's summary is for ('YYYY-MM-DD') */
    t.string('digest_date', 10).notNullable().unique();
    t.integer('queue_id');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('hosting_reminder_digests');
  await knex.schema.dropTableIfExists('hosting_reminders');
  await knex.schema.dropTableIfExists('hosting_payments');
  await knex.schema.dropTableIfExists('webhosting_projects');
  await knex.schema.dropTableIfExists('web_projects');
}
