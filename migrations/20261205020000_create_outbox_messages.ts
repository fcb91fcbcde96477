import type { Knex } from 'knex';

/**
 * The outbox without SMTP: each message the mail transport would have sent, as the bytes it would have sent
 * (an .eml, downloadable from Nastavení › E-mail and `marketplace mail outbox`). In the database rather than
 * in a folder of the data dir, so that every `serve` on one PostgreSQL database shows the same messages.
 * Bounded: each save deletes what is older than the newest MARKETPLACE_OUTBOX_MESSAGES.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox_messages', (t) => {
    t.increments('id').primary();
    t.string('message_id', 998).notNullable();
    /** the To addresses, comma-separated */
    t.text('recipients').notNullable();
    t.text('subject').notNullable();
    /** bytes of the .eml */
    t.integer('size').notNullable();
    /** the message as it would have left (RFC 5322) */
    t.binary('eml').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox_messages');
}
