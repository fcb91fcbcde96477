import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchRepository, type CompanySort } from '../../src/core/directory/search-repository.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

/** The index walk used for large matches must give exactly the page the plain plan gives. */
describe.each(DB_KINDS)('search plans on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  it('walking a sort index and starting from the city or category answer the same pages as sorting the matches', async () => {
    const plain = createSearchRepository(database.db, { walkMinMatches: Number.MAX_SAFE_INTEGER, drive: false });
    const walking = createSearchRepository(database.db, { walkMinMatches: 1 });
    const sorts: CompanySort[] = ['relevance', 'rating', 'reviews', 'name', 'price_asc'];
    const cases = [
      { q: 'kader' }, { q: 'salon' }, { q: 'a' }, { q: 'strih' }, { q: 'studio', rating: 4 }, { q: 'ma', city: 'praha' }, { q: 'sal', category: 'krasa' }, { q: 'stri', city: 'brno' }, { q: 'ova', category: 'sport', rating: 3 }, { q: 'kad', city: 'praha', price: '$$' },
    ];
    let compared = 0;
    for (const filters of cases) {
      for (const sort of sorts) {
        for (const offset of [0, 7, 20]) {
          const a = await plain.search({ country: 'CZ', ...filters }, sort, offset, 10);
          const b = await walking.search({ country: 'CZ', ...filters }, sort, offset, 10);
          expect(b.total).toBe(a.total);
          expect(b.companies.map((c) => c.id), `${JSON.stringify(filters)} ${sort} ${offset}`).toEqual(a.companies.map((c) => c.id));
          compared += a.companies.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});
