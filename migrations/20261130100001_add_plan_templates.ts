import type { Knex } from 'knex';
import { insertMissingSystemTemplates } from './history/templates.js';

/**
 * The plan limit e-mails to a business (`business_plan_limit_warning` at 80 % of the month's bookings,
 * `business_plan_limit_reached` at 100 %, templates/<language>/) become product templates: their rows
 * are installed per language when missing, so the operator can edit them on the Šablony screen.
 */
export async function up(knex: Knex): Promise<void> {
  await insertMissingSystemTemplates(knex, new Date());
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_templates').whereIn('system_key', ['business_plan_limit_warning', 'business_plan_limit_reached']).delete();
}
