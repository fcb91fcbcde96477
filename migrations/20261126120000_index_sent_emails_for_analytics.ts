import type { Knex } from 'knex';

/**
 * E-mail analytics (src/core/email-analytics/) counts the sent mail of a period in one pass: an index
 * by sent_at that also holds every column the count reads (country, status, opens, clicks), so a period
 * of 100 000 e-mails is read from the index alone, with or without a country. Unsubscribes of a period
 * are counted from the suppression list by reason and date. The same statements on SQLite and PostgreSQL.
 */
const INDEXES = [
  ['sent_emails_analytics_index', 'sent_emails (sent_at, country_code, status, opened_count, clicked_count)'],
  ['email_suppressions_reason_created_at_index', 'email_suppressions (reason, created_at)'],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [name, on] of INDEXES) await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of INDEXES) await knex.raw(`DROP INDEX IF EXISTS ${name}`);
}
