import type { Knex } from 'knex';
import { insertMissingSystemTemplates } from './history/templates.js';

/**
 * E-mail templates get a language (cs, sk, pl): the product's own templates exist once per language,
 * so a system_key is unique per language. Existing rows are Czech. The missing (key, language) rows
 * are installed from the package's templates/ folder; rows that exist, edited or not, stay as they are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_templates', (t) => {
    t.string('language', 2).notNullable().defaultTo('cs');
  });
  await knex.schema.alterTable('email_templates', (t) => {
    t.dropUnique(['system_key']);
    t.unique(['system_key', 'language']);
  });
  await insertMissingSystemTemplates(knex, new Date());
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_templates').whereNot({ language: 'cs' }).delete();
  await knex.schema.alterTable('email_templates', (t) => {
    t.dropUnique(['system_key', 'language']);
    t.unique(['system_key']);
  });
  await knex.schema.alterTable('email_templates', (t) => {
    t.dropColumn('language');
  });
}
