import type { Knex } from 'knex';

/**
 * Directory search: an edition's active listings of a category by rating. A search for a text many
 * listings hold, within a category, is read along it when the category's range is the smaller side
 * (search-plan.repository.ts), and the size of that range is counted from it alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.index(['country_code', 'status', 'category_id', 'rating'], 'companies_category_rating');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    t.dropIndex(['country_code', 'status', 'category_id', 'rating'], 'companies_category_rating');
  });
}
