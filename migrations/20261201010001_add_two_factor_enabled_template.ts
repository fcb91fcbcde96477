import type { Knex } from 'knex';
import { insertMissingSystemTemplates } from './history/templates.js';

/**
 * The e-mail to an admin whose two-factor authentication was switched on (`two_factor_enabled`,
 * templates/<language>/) becomes a product template: its rows are installed per language when missing,
 * so the operator can edit it on the Šablony screen. Rows that exist stay as they are.
 */
export async function up(knex: Knex): Promise<void> {
  await insertMissingSystemTemplates(knex, new Date());
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_templates').where('system_key', 'two_factor_enabled').delete();
}
