import type { Knex } from 'knex';

/**
 * Received mail is matched to our sent mail (src/core/inbox/inbound-effects.repository.ts): a reply or a
 * bounce by the Message-ID it names, a bounce without one by its recipient (any case) and time. The
 * suppression list is shown newest first (admin Suppressions). Plain and expression indexes, the same
 * statements on SQLite and PostgreSQL.
 */
const INDEXES = [
  ['sent_emails_message_id_index', 'sent_emails (message_id)'],
  ['sent_emails_recipient_sent_at_index', 'sent_emails (lower(to_email), sent_at)'],
  ['email_suppressions_created_at_index', 'email_suppressions (created_at)'],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [name, on] of INDEXES) await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of INDEXES) await knex.raw(`DROP INDEX IF EXISTS ${name}`);
}
