import type { Knex } from 'knex';

/**
 * AI právník (src/core/legal-documents): the documents a salon generates from fixed templates.
 *
 * `company_documents` holds only what a salon edited: one row per company, document and language, the
 * edited body as plain Markdown-like text (tags are stripped when it is saved). No row: the document is
 * the template, filled from the company's current data. Deleting the row resets it to the template.
 *
 * `company_legal_details` holds the identifiers a document names the salon by, which the listing does
 * not keep: the registration number (IČO; REGON in Poland) and the tax number (DIČ; NIP in Poland).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_documents', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().notNullable().references('id').inTable('companies').onDelete('CASCADE');
    /** gdpr-consent, booking-terms, complaints, price-list */
    t.string('name', 40).notNullable();
    /** cs, sk, pl */
    t.string('language', 2).notNullable();
    t.text('body').notNullable();
    t.integer('updated_by');
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['company_id', 'name', 'language']);
  });
  await knex.schema.createTable('company_legal_details', (t) => {
    t.integer('company_id').unsigned().primary().references('id').inTable('companies').onDelete('CASCADE');
    t.string('registration_number', 20);
    t.string('tax_number', 20);
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('company_legal_details');
  await knex.schema.dropTableIfExists('company_documents');
}
