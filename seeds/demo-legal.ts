import type { Knex } from 'knex';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';
import { documentContext } from '../src/core/legal-documents/context.js';
import { createLegalDocumentsRepository } from '../src/core/legal-documents/legal-documents.repository.js';
import { TEMPLATES } from '../src/core/legal-documents/templates/index.js';

/** A made-up IČO (its check digit is valid) and the DIČ made from it. */
const DEMO_DETAILS = { registration_number: '12345679', tax_number: 'CZ12345679' };
const ADDED = '\n\n## Dárkové poukazy\nDárkový poukaz platí 12 měsíců od zakoupení a lze jej uplatnit na všechny služby z ceníku.\n';

/**
 * AI právník of the demo company (the one the demo's company account manages): its IČO and DIČ, and
 * the booking terms edited (a paragraph on gift vouchers added), so the section shows a document
 * 'Upraveno' beside the templates.
 */
export async function seedDemoLegal(trx: Knex, now: Date): Promise<void> {
  const demo = await createDemoRepository(trx).demoBusiness();
  if (!demo) return;
  const stamp = now.toISOString();
  await trx('company_legal_details').insert({ company_id: demo.id, ...DEMO_DETAILS, updated_at: stamp });
  const data = await createLegalDocumentsRepository(trx).companyData(demo.id);
  if (!data) return;
  const cs = TEMPLATES.cs;
  const body = cs.documents['booking-terms'](documentContext(data, 'cs', cs.words, now)).trimEnd() + ADDED;
  await trx('company_documents').insert({
    company_id: demo.id,
    name: 'booking-terms',
    language: 'cs',
    body: body.trim(),
    updated_by: null,
    updated_at: stamp,
  });
}
