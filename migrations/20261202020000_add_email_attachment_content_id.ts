import type { Knex } from 'knex';

/**
 * An attachment shown inside the HTML (`<img src="cid:…">`, e.g. a bank transfer's QR code in the order
 * confirmation) carries its Content-ID; null: an ordinary attachment.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_attachments', (t) => {
    t.string('content_id', 190);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_attachments', (t) => {
    t.dropColumn('content_id');
  });
}
