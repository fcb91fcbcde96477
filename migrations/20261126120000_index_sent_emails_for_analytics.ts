import type { Knex } from 'knex';

/**
 * E-mail analytics (src/core/email-analytics/) counts the sent mail of a period in one pass: indexes
 * by sent_at, and by country then sent_at, that also hold every column the count reads (status, opens,
 * clicks), so a period of 100 000 e-mails is read from an index alone, with or without a country
 * (figures: bench/email-analytics.ts). The country one replaces sent_emails (country_code, sent_at),
 * whose leading columns it has (the sent-mail list of an edition, newest first, still uses it).
 * Unsubscribes of a period are counted from the suppression list by reason and date. The same
 * statements on SQLite and PostgreSQL.
 */
const INDEXES = [
  ['sent_emails_analytics_index', 'sent_emails (sent_at, country_code, status, opened_count, clicked_count)'],
  ['sent_emails_country_analytics_index', 'sent_emails (country_code, sent_at, status, opened_count, clicked_count)'],
  ['email_suppressions_reason_created_at_index', 'email_suppressions (reason, created_at)'],
] as const;
const REPLACED = ['sent_emails_country_code_sent_at_index', 'sent_emails (country_code, sent_at)'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [name, on] of INDEXES) await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`);
  await knex.raw(`DROP INDEX IF EXISTS ${REPLACED[0]}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX IF NOT EXISTS ${REPLACED[0]} ON ${REPLACED[1]}`);
  for (const [name] of INDEXES) await knex.raw(`DROP INDEX IF EXISTS ${name}`);
}
