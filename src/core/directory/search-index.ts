import type { Knex } from 'knex';
import type { CollationLanguage } from '../text/collation.js';
import { buildSearchDocument } from './search-document.js';
import { createSearchDocumentRepository } from './search-document-repository.js';

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
    if (!companies.length) return done;
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
    lastId = Number(companies[companies.length - 1].id);
  }
}
