import type { Knex } from 'knex';

/**
 * A reply written from the inbox threads under the message it answers: the queue row keeps its
 * In-Reply-To and References headers (both null for every other message).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_queue', (t) => {
    t.string('in_reply_to', 998);
    t.text('references');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_queue', (t) => {
    t.dropColumn('references');
    t.dropColumn('in_reply_to');
  });
}
