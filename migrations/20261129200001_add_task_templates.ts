import type { Knex } from 'knex';
import { insertMissingSystemTemplates } from './history/templates.js';

/**
 * The task e-mails (`task_assigned`, `task_due_tomorrow`, `task_overdue`, templates/<language>/) become
 * product templates: their rows are installed per language when missing, so the operator can edit them
 * on the Šablony screen. Rows that exist stay as they are.
 */
export async function up(knex: Knex): Promise<void> {
  await insertMissingSystemTemplates(knex, new Date());
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_templates').whereIn('system_key', ['task_assigned', 'task_due_tomorrow', 'task_overdue']).delete();
}
