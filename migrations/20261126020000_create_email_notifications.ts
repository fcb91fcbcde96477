import type { Knex } from 'knex';

/**
 * Notifications of the back office: for the operator (company_id null) or for a listed
 * business's dashboard (company_id). `data` is a JSON object of text or number values, shown as rows;
 * a notification past `expires_at` is never listed and the prune-sessions job deletes it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_notifications', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().references('id').inTable('companies').onDelete('CASCADE');
    t.string('type', 40).notNullable();
    t.string('title', 255).notNullable();
    t.text('message');
    t.text('data');
    t.boolean('is_read').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true });
    t.index(['company_id', 'created_at']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('email_notifications');
}
