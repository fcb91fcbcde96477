import type { Knex } from 'knex';
import type { CollationLanguage } from '../text/collation.js';
import { buildSearchDocument, type SearchDocument } from './search-document.js';

/** A listing as its search document is built from it. */
interface SearchSourceRow {
  id: number;
  name: string;
  country_code: string;
  subcategory_name: string | null;
}

/** The queries that keep the listings' derived search columns (search-index.ts) up to date. */
function createSearchDocumentRepository(db: Knex) {
  return {
    /** Up to `limit` listings after `afterId` in id order, only those of `ids` when given. */
    listingsAfter(afterId: number, limit: number, ids?: number[]): Promise<SearchSourceRow[]> {
      const query = db('companies as c')
        .leftJoin('subcategories as s', 's.id', 'c.subcategory_id')
        .select('c.id', 'c.name', 'c.country_code', { subcategory_name: 's.name' })
        .where('c.id', '>', afterId)
        .orderBy('c.id')
        .limit(limit);
      if (ids) query.whereIn('c.id', ids.length ? ids : [0]);
      return query;
    },

    /** The active services of the listings, in their display order. */
    activeServices(companyIds: number[]): Promise<Array<{ company_id: number; name: string; price: number }>> {
      return db('services')
        .whereIn('company_id', companyIds)
        .andWhere('is_active', true)
        .orderBy(['company_id', 'sort_order', 'id'])
        .select('company_id', 'name', 'price');
    },

    async save(id: number, document: SearchDocument): Promise<void> {
      await db('companies').where({ id }).update(document);
    },
  };
}

const LANGUAGE: Record<string, CollationLanguage> = { CZ: 'cs', SK: 'sk', PL: 'pl' };
const BATCH = 500;

/**
 * Recomputes the derived search columns of the given companies (all when `ids` is omitted), on `db`
 * or the caller's transaction. Every write of a listing or its services calls this in the same
 * transaction; the engines' substring indexes (FTS5 trigram, pg_trgm) follow the column through
 * FTS5's triggers and the engine's own index maintenance, so a search finds the change at once.
 */
export async function refreshSearchDocuments(db: Knex, ids?: number[]): Promise<number> {
  const repo = createSearchDocumentRepository(db);
  let done = 0;
  let lastId = 0;
  for (;;) {
    const companies = await repo.listingsAfter(lastId, BATCH, ids);
    const last = companies.at(-1);
    if (!last) return done;
    const services = await repo.activeServices(companies.map((c) => c.id));
    for (const company of companies) {
      const document = buildSearchDocument({
        name: company.name,
        language: LANGUAGE[company.country_code] ?? 'cs',
        subcategoryName: company.subcategory_name,
        services: services
          .filter((s) => Number(s.company_id) === Number(company.id))
          .map((s) => ({ name: s.name, price: Number(s.price) })),
      });
      await repo.save(company.id, document);
    }
    done += companies.length;
    lastId = Number(last.id);
  }
}
