import type { Knex } from 'knex';
import { FIRST_SYSTEM_KEYS, firstSystemTemplates } from './history/templates.js';

/**
 * The product's own e-mail templates (welcome, reservation confirmation, promotion, and the offer sent
 * to prospects), inserted once by their system_key; an admin may edit them afterwards and a later run
 * never overwrites that. Also: several comma-separated recipients fit in to_email (compose allows
 * up to 50); SQLite does not enforce varchar lengths, PostgreSQL needs text.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('ALTER TABLE email_queue ALTER COLUMN to_email TYPE text');
    await knex.raw('ALTER TABLE sent_emails ALTER COLUMN to_email TYPE text');
  }
  const present = new Set(
    (await knex('email_templates').whereNotNull('system_key').select('system_key')).map((r: { system_key: string }) => r.system_key),
  );
  const now = new Date().toISOString();
  const rows = firstSystemTemplates()
    .filter((t) => !present.has(t.system_key))
    .map((t) => ({
      ...t,
      is_active: true,
      created_at: now,
      updated_at: now,
    }));
  if (rows.length) await knex('email_templates').insert(rows);
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_templates')
    .whereIn('system_key', [...FIRST_SYSTEM_KEYS])
    .delete();
  if (knex.client.config.client === 'pg') {
    await knex.raw('ALTER TABLE email_queue ALTER COLUMN to_email TYPE varchar(320) USING left(to_email, 320)');
    await knex.raw('ALTER TABLE sent_emails ALTER COLUMN to_email TYPE varchar(320) USING left(to_email, 320)');
  }
}
