import type { Knex } from 'knex';
import type { SearchDocument } from './search-document.js';

/** A listing as its search document is built from it. */
export interface SearchSourceRow {
  id: number;
  name: string;
  country_code: string;
  subcategory_name: string | null;
}

/** The queries that keep the listings' derived search columns (search-index.ts) up to date. */
export function createSearchDocumentRepository(db: Knex) {
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
