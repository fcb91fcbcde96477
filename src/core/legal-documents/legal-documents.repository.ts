import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import type { CompanyDocumentData, LegalDocumentLanguage, LegalDocumentName, StoredDocument } from './model.js';

type Row = Record<string, unknown>;
const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** Every query of AI právník: the company's data the templates read, the salon's edits, its identifiers. */
export function createLegalDocumentsRepository(db: Knex) {
  return {
    /** The company with its city, category, active services, opening hours and identifiers; undefined when it does not exist. */
    async companyData(companyId: number): Promise<CompanyDocumentData | undefined> {
      const row = (await db('companies as c')
        .join('cities as ci', 'ci.id', 'c.city_id')
        .join('category_groups as g', 'g.id', 'c.category_id')
        .leftJoin('subcategories as s', 's.id', 'c.subcategory_id')
        .leftJoin('company_legal_details as d', 'd.company_id', 'c.id')
        .where('c.id', companyId)
        .first(
          'c.id',
          'c.country_code',
          'c.name',
          'c.address',
          'c.postal_code',
          'c.email',
          'c.phone',
          'c.website',
          'c.min_notice_minutes',
          'c.time_zone',
          'ci.name as city',
          'g.name as category',
          's.name as subcategory',
          'd.registration_number',
          'd.tax_number',
        )) as Row | undefined;
      if (!row) return undefined;
      const [services, hours] = await Promise.all([
        db('services')
          .where({ company_id: companyId, is_active: true })
          .orderBy([{ column: 'sort_order' }, { column: 'id' }])
          .select('name', 'duration_minutes', 'price', 'currency'),
        db('opening_hours').where({ company_id: companyId }).orderBy(['weekday', 'opens']).select('weekday', 'opens', 'closes'),
      ]);
      return {
        id: Number(row.id),
        country_code: String(row.country_code),
        name: String(row.name),
        address: String(row.address ?? ''),
        postal_code: text(row.postal_code),
        city: String(row.city),
        email: text(row.email),
        phone: text(row.phone),
        website: text(row.website),
        category: String(row.subcategory ?? row.category ?? ''),
        min_notice_minutes: Number(row.min_notice_minutes),
        time_zone: String(row.time_zone),
        registration_number: text(row.registration_number),
        tax_number: text(row.tax_number),
        services: (services as Row[]).map((s) => ({
          name: String(s.name),
          duration_minutes: Number(s.duration_minutes),
          price: Number(s.price),
          currency: String(s.currency),
        })),
        hours: (hours as Row[]).map((h) => ({ weekday: Number(h.weekday), opens: String(h.opens), closes: String(h.closes) })),
      };
    },

    /** The salon's edits in one language (all documents, or one). */
    async edits(companyId: number, language: LegalDocumentLanguage, name?: LegalDocumentName): Promise<StoredDocument[]> {
      const rows = (await db('company_documents')
        .where({ company_id: companyId, language })
        .modify((q) => void (name ? q.where({ name }) : q))
        .select('name', 'language', 'body', 'updated_at')) as Row[];
      return rows.map((r) => ({
        name: String(r.name) as LegalDocumentName,
        language: String(r.language) as LegalDocumentLanguage,
        body: String(r.body),
        updated_at: toIso(r.updated_at) ?? '',
      }));
    },

    async saveEdit(companyId: number, userId: number, doc: Omit<StoredDocument, 'updated_at'>, now: Date): Promise<void> {
      await db('company_documents')
        .insert({
          company_id: companyId,
          name: doc.name,
          language: doc.language,
          body: doc.body,
          updated_by: userId,
          updated_at: now.toISOString(),
        })
        .onConflict(['company_id', 'name', 'language'])
        .merge(['body', 'updated_by', 'updated_at']);
    },

    async removeEdit(companyId: number, name: LegalDocumentName, language: LegalDocumentLanguage): Promise<void> {
      await db('company_documents').where({ company_id: companyId, name, language }).delete();
    },

    async saveDetails(
      companyId: number,
      details: { registration_number: string | null; tax_number: string | null },
      now: Date,
    ): Promise<void> {
      await db('company_legal_details')
        .insert({ company_id: companyId, ...details, updated_at: now.toISOString() })
        .onConflict('company_id')
        .merge(['registration_number', 'tax_number', 'updated_at']);
    },
  };
}

export type LegalDocumentsRepository = ReturnType<typeof createLegalDocumentsRepository>;
