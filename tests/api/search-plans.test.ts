import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../../src/core/directory/search-index.js';
import { createSearchRepository, type CompanyFilters, type CompanySort } from '../../src/core/directory/search-repository.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { createCity, createListing } from '../helpers/listings.js';

type Filters = Omit<CompanyFilters, 'country'>;
const SORTS: CompanySort[] = ['relevance', 'rating', 'reviews', 'name', 'price_asc'];

/**
 * Every plan must answer the same page: sorting all matches and counting them in the listings table
 * (plain), walking a sort index, starting from the city or category, and counting from the search
 * index (SQLite FTS, PostgreSQL word bitmaps), also after listings and services change.
 */
describe.each(DB_KINDS)('search plans on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  /** Compares the plans on each filter set, sort and offset; answers how many listings were compared. */
  async function comparePlans(cases: Filters[], offsets = [0, 7, 20]) {
    const plain = createSearchRepository(database.db, { walkMinMatches: Number.MAX_SAFE_INTEGER, drive: false, indexedCounts: false });
    const others = [createSearchRepository(database.db, { walkMinMatches: 1 }), createSearchRepository(database.db)];
    let compared = 0;
    for (const filters of cases) {
      for (const sort of SORTS) {
        for (const offset of offsets) {
          const a = await plain.search({ country: 'CZ', ...filters }, sort, offset, 10);
          for (const other of others) {
            const b = await other.search({ country: 'CZ', ...filters }, sort, offset, 10);
            const label = `${JSON.stringify(filters)} ${sort} ${offset}`;
            expect(b.total, label).toBe(a.total);
            expect(
              b.companies.map((c) => c.id),
              label,
            ).toEqual(a.companies.map((c) => c.id));
          }
          compared += a.companies.length;
        }
      }
    }
    return compared;
  }

  it('walking a sort index, starting from the city or category and counting from the search index answer the same pages as sorting the matches', async () => {
    const compared = await comparePlans([
      { q: 'kader' },
      { q: 'salon' },
      { q: 'a' },
      { q: 'strih' },
      { q: 'studio', rating: 4 },
      { q: 'ma', city: 'praha' },
      { q: 'sal', category: 'krasa' },
      { q: 'stri', city: 'brno' },
      { q: 'ova', category: 'sport', rating: 3 },
      { q: 'kad', city: 'praha', price: '$$' },
      { q: 'masaz' },
      { q: 'masaz', category: 'krasa' },
      { q: 'ova' },
      { q: 'kad', rating: 4.25 },
      { q: 'studio', category: 'krasa', rating: 4.2 },
      { q: 'salon', category: 'wellness', rating: 4 },
      { q: 'kadernictvi' },
      { q: 'xyzzy' },
      { q: 'kadernictvi rer' },
    ]);
    expect(compared).toBeGreaterThan(300);
  });

  it('keeps every plan equal while listings and their services are inserted, updated and deleted', async () => {
    const db = database.db;
    const city = await createCity(db, 'Plánov nad Slovem');
    const words: Filters[] = [
      { q: 'qwertyx' },
      { q: 'wertyx' },
      { q: 'qwerty' },
      { q: 'qwertyx', category: 'krasa' },
      { q: 'qwertyx', rating: 4.3 },
      { q: 'qwertyx', category: 'wellness', rating: 3 },
      { q: 'salon', category: 'wellness' },
    ];
    const check = async (expected: number) => {
      await comparePlans(words, [0]);
      const plain = createSearchRepository(db, { indexedCounts: false });
      expect((await plain.search({ country: 'CZ', q: 'qwertyx' }, 'relevance', 0, 10)).total).toBe(expected);
    };
    const a = await createListing(db, { name: 'Qwertyx Salon', city, rating: 4.6, services: [{ name: 'Qwertyxová masáž', price: 500 }] });
    const b = await createListing(db, { name: 'Salon Qwertyxa', city, category: 'wellness', rating: 4.4 });
    await check(2);
    await db('companies').where({ id: a.id }).update({ name: 'Bez Slova' });
    await refreshSearchDocuments(db, [a.id]);
    await check(2); // still in a service name
    await db('services').where({ company_id: a.id }).update({ name: 'Střih' });
    await refreshSearchDocuments(db, [a.id]);
    await check(1);
    await db('companies').where({ id: b.id }).update({ rating: 3.1 });
    await check(1);
    await db('companies')
      .where({ id: b.id })
      .update({ category_id: (await db('category_groups').where({ country_code: 'CZ', slug: 'krasa' }).first()).id });
    await check(1);
    await db('companies').where({ id: b.id }).update({ status: 'unverified' });
    await check(0);
    await db('companies').where({ id: b.id }).update({ status: 'active', rating: 4.9 });
    await check(1);
    await db('companies').where({ id: b.id }).delete();
    await check(0);
  });

  it.runIf(kind === 'postgres')('commits concurrent writers of one bitmap block (no deadlock) and keeps the counts exact', async () => {
    const db = database.db;
    const ids: number[] = await db('companies').where({ status: 'active', country_code: 'CZ' }).orderBy('id').limit(4).pluck('id');
    expect(Math.floor(ids[3] / 16384)).toBe(Math.floor(ids[0] / 16384)); // one bitmap block
    // each takes the other's rating tokens in its second statement
    const write = (first: number, second: number, a: number, b: number) =>
      db.transaction(async (trx) => {
        await trx('companies').where({ id: first }).update({ rating: a });
        await new Promise((resolve) => setTimeout(resolve, 50));
        await trx('companies').where({ id: second }).update({ rating: b });
      });
    await Promise.all([write(ids[0], ids[1], 4.1, 3.3), write(ids[2], ids[3], 3.3, 4.1)]);
    await comparePlans(
      [
        { q: 'salon', rating: 4.1 },
        { q: 'studio', rating: 3.3 },
        { q: 'kader', category: 'krasa', rating: 3.3 },
      ],
      [0],
    );
  });
});
