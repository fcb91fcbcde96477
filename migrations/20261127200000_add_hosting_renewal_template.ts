import type { Knex } from 'knex';
import { insertMissingSystemTemplates } from './history/templates.js';

/**
 * The renewal reminder of hosting projects (`hosting_renewal`, templates/<language>/) becomes one of
 * the product's own templates: its row is installed per language when missing, so the operator can
 * edit it on the Šablony screen. Rows that exist stay as they are.
 */
export async function up(knex: Knex): Promise<void> {
  await insertMissingSystemTemplates(knex, new Date());
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_templates').where({ system_key: 'hosting_renewal' }).delete();
}
