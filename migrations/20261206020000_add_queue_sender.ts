import type { Knex } from 'knex';

/**
 * A business's own e-mail (salon E-maily: compose, reply, drafts, sent): the message leaves through the
 * operator's SMTP server from the business's address and with its name, so the queue row keeps its
 * sender; null: the operator's sender of the mail settings, as before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_queue', (t) => {
    t.string('from_name', 255);
    t.string('from_email', 320);
    t.index(['company_id', 'kind', 'created_at'], 'email_queue_company_kind');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_queue', (t) => {
    t.dropIndex(['company_id', 'kind', 'created_at'], 'email_queue_company_kind');
    t.dropColumn('from_email');
    t.dropColumn('from_name');
  });
}
