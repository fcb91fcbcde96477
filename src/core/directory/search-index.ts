import type { Knex } from 'knex';
import type { CollationLanguage } from '../text/collation.js';
import { buildSearchDocument } from './search-document.js';

const LANGUAGE: Record<string, CollationLanguage> = { CZ: 'cs', SK: 'sk', PL: 'pl' };
const BATCH = 500;

/**
 * Recomputes the derived search columns of the given companies (all when `ids` is omitted).
 * Every write of a listing or its services calls this in the same transaction; the engines'
 * substring indexes (FTS5 trigram, pg_trgm) follow the column through triggers and index maintenance.
 */
export async function refreshSearchDocuments(db: Knex, ids?: number[]): Promise<number> {
  let done = 0;
  let lastId = 0;
  for (;;) {
    const query = db('companies as c')
      .leftJoin('subcategories as s', 's.id', 'c.subcategory_id')
      .select('c.id', 'c.name', 'c.country_code', { subcategory_name: 's.name' })
      .where('c.id', '>', lastId)
      .orderBy('c.id')
      .limit(BATCH);
    if (ids) query.whereIn('c.id', ids.length ? ids : [0]);
    const companies: Array<{ id: number; name: string; country_code: string; subcategory_name: string | null }> = await query;
    if (!companies.length) return done;
    const services: Array<{ company_id: number; name: string; price: number }> = await db('services')
      .whereIn(
        'company_id',
        companies.map((c) => c.id),
      )
      .andWhere('is_active', true)
      .orderBy(['company_id', 'sort_order', 'id'])
      .select('company_id', 'name', 'price');
    for (const company of companies) {
      const document = buildSearchDocument({
        name: company.name,
        language: LANGUAGE[company.country_code] ?? 'cs',
        subcategoryName: company.subcategory_name,
        services: services
          .filter((s) => Number(s.company_id) === Number(company.id))
          .map((s) => ({ name: s.name, price: Number(s.price) })),
      });
      await db('companies').where({ id: company.id }).update(document);
    }
    done += companies.length;
    lastId = Number(companies[companies.length - 1].id);
  }
}
