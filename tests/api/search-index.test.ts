import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../src/contract/directory.js';
import { profileInput, serviceInput } from '../../src/contract/salon.js';
import { foldText } from '../../src/contract/text.js';
import { createSearchRepository, type CompanyFilters, type CompanySort } from '../../src/core/directory/search.repository.js';
import { likeContains } from '../../src/db/dialect.js';
import { dialectFor } from '../../src/db/sql-dialect.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { bulkListingRow, createCity, createListing } from '../helpers/listings.js';

type Filters = Omit<CompanyFilters, 'country'>;

/**
 * Search is one plain query on the engine's own substring index (SQLite FTS5 trigram, PostgreSQL
 * pg_trgm) with a capped count: the plans use the index, the answers equal the definition (a LIKE
 * over the folded search text), the count stops at the cap and says so, and edits are found at once.
 */
describe.each(DB_KINDS)('search on the engine index on %s', (kind) => {
  let t: TestApp;
  let db: Knex;
  let rows: Array<{ rating: number }>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.database.db;
    rows = await insertCommonText();
  });

  async function insertCommonText() {
    const city = await createCity(db, 'Tisícovka nad Limitem');
    const group = await db('category_groups').where({ country_code: 'CZ', slug: 'krasa' }).first();
    const now = '2026-11-01T00:00:00.000Z';
    // More than SEARCH_COUNT_CAP listings holding 'zzlimit': a third in the name's start, a third
    // inside the name, a third in a service only. Written in bulk, since a thousand through the
    // factory (one listing, its services and its search columns at a time) would take most of a
    // minute; the search columns come from the same buildSearchDocument the writers use.
    const rows = Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, i) => {
      const name = [`Zzlimit Studio ${i}`, `Studio Zzlimit ${i}`, `Studio ${i}`][i % 3];
      const services = i % 3 === 2 ? [{ name: 'Zzlimit masáž', price: 100 + (i % 7) * 50 }] : [];
      return bulkListingRow({
        slug: `zzlimit-${i}`,
        name: name!,
        categoryId: group.id,
        cityId: city,
        address: 'Limitní 1',
        rating: [3, 4.5, 4.8, 4.5, 3.9][i % 5]!,
        reviewsCount: (i * 37) % 101,
        services,
        now,
      });
    });
    for (let i = 0; i < rows.length; i += 100) await db('companies').insert(rows.slice(i, i + 100));
    if (kind === 'postgres') await db.raw('ANALYZE companies'); // the statistics autovacuum would gather
    return rows;
  }
  afterAll(() => t?.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; total_capped: boolean; companies: Array<{ id: number; name: string }> };
  };

  /** SQLite's plan of a statement. */
  async function planOf(statement: Knex.QueryBuilder): Promise<string> {
    const { sql, bindings } = statement.toSQL();
    const rows: Array<{ detail: string }> = await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as Knex.RawBinding[]);
    return rows.map((r) => r.detail).join('\n');
  }

  // each engine's own plan test is defined only on that engine (no test is skipped on the other)
  if (kind === 'sqlite')
    it("reads the matches of 3+ letters from the edition's FTS5 trigram index, for the page and the count", async () => {
      const repo = createSearchRepository(db);
      const cases: Array<[Filters, CompanySort]> = [
        [{ q: 'kadernictvi' }, 'relevance'],
        [{ q: 'qwxzzy' }, 'rating'],
        [{ q: 'qwxzzy', category: 'krasa', rating: 4 }, 'name'],
        [{ q: 'zzlimit' }, 'price_asc'],
      ];
      for (const [filters, sort] of cases) {
        const statements = (await repo.statements({ country: 'CZ', ...filters }, sort, 0, 20))!;
        expect(await planOf(statements.page), JSON.stringify(filters)).toMatch(/SCAN f VIRTUAL TABLE INDEX/);
        expect(await planOf(statements.count), JSON.stringify(filters)).toMatch(/SCAN f VIRTUAL TABLE INDEX/);
      }
      // a text more than SEARCH_COUNT_CAP listings hold is read along the sort's index (rating here),
      // relevance's name part still from the FTS index
      const common = (await repo.statements({ country: 'CZ', q: 'zzlimit' }, 'rating', 0, 20))!;
      expect(await planOf(common.page)).toMatch(/USING INDEX companies_walk_rating/);
      const relevance = (await repo.statements({ country: 'CZ', q: 'zzlimit' }, 'relevance', 0, 20))!;
      expect(await planOf(relevance.page)).toMatch(/SCAN f VIRTUAL TABLE INDEX[^]*USING INDEX companies_walk_rating/);
      // a text more listings hold than a category's range (with its rating) is read along the
      // category's index, the count too: zzlimit is in 1 001 listings, 200 of them rated 4.8
      const narrow = (await repo.statements({ country: 'CZ', q: 'zzlimit', category: 'krasa', rating: 4.8 }, 'relevance', 0, 20))!;
      for (const statement of [narrow.page, narrow.count]) {
        const plan = await planOf(statement);
        expect(plan).toMatch(/USING INDEX companies_category_rating/);
        expect(plan).not.toMatch(/VIRTUAL TABLE/); // the text checked on each listing, not probed in the FTS index
      }
      // two letters are below the trigram index: a scan of the listings
      const short = (await repo.statements({ country: 'CZ', q: 'qx' }, 'relevance', 0, 20))!;
      expect(await planOf(short.page)).not.toMatch(/VIRTUAL TABLE/);
    });

  if (kind === 'postgres')
    it('matches 3+ letters with the LIKE that the pg_trgm indexes answer', async () => {
      // PostgreSQL chooses between the trigram index and a walk of a sort index from its statistics;
      // a test database of a thousand listings fits in a hundred pages, which it rightly reads whole.
      // With scans of all rows priced out, the plan shows which index answers the text condition.
      const planWithoutScans = (statement: Knex.QueryBuilder) =>
        db.transaction(async (trx) => {
          for (const setting of ['enable_seqscan', 'enable_indexscan']) await trx.raw(`SET LOCAL ${setting} = off`);
          const { sql, bindings } = statement.toSQL();
          const result = await trx.raw(`EXPLAIN ${sql}`, bindings as Knex.RawBinding[]);
          return (result.rows as Array<Record<string, string>>).map((r) => r['QUERY PLAN']).join('\n');
        });
      expect(await planWithoutScans(dialectFor(db).listingsContaining(db, 'CZ', 'kadernictvi').select('c.id'))).toMatch(
        /companies_search_text_trgm/,
      );
      expect(
        await planWithoutScans(dialectFor(db).listingsContaining(db, 'CZ', 'kadernictvi', { column: 'name_search' }).select('c.id')),
      ).toMatch(/companies_name_search_trgm/);
      const statements = (await createSearchRepository(db).statements({ country: 'CZ', q: 'kadernictvi' }, 'relevance', 0, 20))!;
      for (const statement of [statements.page, statements.count]) expect(statement.toSQL().sql).toMatch(/search_text" LIKE \?/);
    });

  /** The definition of a search: active listings of the edition whose folded search text contains q. */
  async function definition(filters: Filters) {
    const query = db('companies as c')
      .where({ 'c.status': 'active', 'c.country_code': 'CZ' })
      .andWhereRaw("c.search_text LIKE ? ESCAPE '\\'", [likeContains(foldText(filters.q ?? ''))]);
    if (filters.category)
      query.andWhere('c.category_id', (await db('category_groups').where({ country_code: 'CZ', slug: filters.category }).first()).id);
    if (filters.rating) query.andWhere('c.rating', '>=', filters.rating);
    const ids: number[] = (
      await query
        .orderBy([
          { column: 'c.rating', order: 'desc' },
          { column: 'c.reviews_count', order: 'desc' },
          { column: 'c.id', order: 'desc' },
        ])
        .pluck('c.id')
    ).map(Number);
    return ids;
  }

  it('answers what a LIKE over the folded search text answers, for any query', async () => {
    const cases: Filters[] = [
      { q: 'kader' },
      { q: 'salon' },
      { q: 'strih' },
      { q: 'masaz', category: 'krasa' },
      { q: 'zzlimit', category: 'krasa', rating: 4.8 },
      { q: 'ova', rating: 4 },
      { q: 'kadernictvi rer' },
      { q: 'a' },
      { q: 'xyzzy' },
    ];
    let compared = 0;
    for (const filters of cases) {
      const expected = await definition(filters);
      const params = new URLSearchParams({ q: filters.q!, sort: 'rating', limit: '50' });
      if (filters.category) params.set('category', filters.category);
      if (filters.rating) params.set('rating', String(filters.rating));
      const found = await search(params.toString());
      const label = JSON.stringify(filters);
      expect(found.total, label).toBe(Math.min(expected.length, SEARCH_COUNT_CAP));
      expect(found.total_capped, label).toBe(expected.length > SEARCH_COUNT_CAP);
      expect(
        found.companies.map((c) => c.id),
        label,
      ).toEqual(expected.slice(0, 50));
      compared += found.companies.length;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('counts exactly up to the cap, then says the count is capped; pages of a common text keep every order', async () => {
    const first = await search('q=zzlimit');
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, total_capped: true });
    expect(first.companies).toHaveLength(20);
    const last = SEARCH_COUNT_CAP / 20; // the page ending at the cap
    expect(await search(`q=zzlimit&page=${last}`)).toMatchObject({ total: SEARCH_COUNT_CAP, total_capped: true });
    const beyond = await search(`q=zzlimit&page=${last + 1}`);
    expect(beyond).toMatchObject({ total: SEARCH_COUNT_CAP + 1, total_capped: false });
    expect(beyond.companies).toHaveLength(1);
    // below the cap the count is exact
    const rated = rows.filter((r) => r.rating >= 4.5).length;
    expect(await search('q=zzlimit&rating=4.5')).toMatchObject({ total: rated, total_capped: false });
    expect(await search('q=zzlimit%20studio%2017')).toMatchObject({ total: 3, total_capped: false }); // 'Zzlimit Studio' 171, 174, 177
    // the listing endpoint counts the same way
    const listings = await t.app.inject({ method: 'GET', url: '/api/companies' });
    expect(listings.json()).toMatchObject({ total: SEARCH_COUNT_CAP, total_capped: true });

    // a text this common is read along the sort indexes: every sort gives the order of its definition
    type Match = { id: number; name_search: string; name_sort: string; rating: number; reviews_count: number };
    const matches: Match[] = (
      await db('companies')
        .where({ status: 'active', country_code: 'CZ' })
        .andWhere('search_text', 'like', '%zzlimit%')
        .select('id', 'name_search', 'name_sort', 'rating', 'reviews_count')
    ).map((r: Match) => ({ ...r, id: Number(r.id), rating: Number(r.rating), reviews_count: Number(r.reviews_count) }));
    const byRating = (a: Match, b: Match) => b.rating - a.rating || b.reviews_count - a.reviews_count || b.id - a.id;
    const part = (m: Match) => (m.name_search.startsWith('zzlimit') ? 0 : m.name_search.includes('zzlimit') ? 1 : 2);
    const orders: Record<string, (a: Match, b: Match) => number> = {
      relevance: (a, b) => part(a) - part(b) || byRating(a, b),
      rating: byRating,
      reviews: (a, b) => b.reviews_count - a.reviews_count || b.rating - a.rating || b.id - a.id,
      name: (a, b) => Buffer.compare(Buffer.from(a.name_sort), Buffer.from(b.name_sort)) || a.id - b.id,
    };
    for (const [sort, order] of Object.entries(orders)) {
      const expected = [...matches].sort(order).map((m) => m.id);
      for (const page of [1, 2, 17, 34, 50]) {
        const found = await search(`q=zzlimit&sort=${sort}&limit=20&page=${page}`);
        expect(
          found.companies.map((c) => c.id),
          `${sort} page ${page}`,
        ).toEqual(expected.slice((page - 1) * 20, page * 20));
      }
    }
  });

  it('finds a listing edit at once: name, services, rating, status, deletion', async () => {
    const city = await createCity(db, 'Plánov nad Slovem');
    const inCity = `city=${encodeURIComponent('plánov nad slovem')}`;
    const names = async (query: string) => (await search(`${query}&${inCity}`)).companies.map((c) => c.name);
    const a = await createListing(db, { name: 'Qwertyx Salon', city, rating: 4.6, services: [{ name: 'Qwertyxová masáž', price: 500 }] });
    const b = await createListing(db, { name: 'Salon Qwertyxa', city, category: 'wellness', rating: 4.4 });
    expect(await names('q=qwertyx&sort=rating')).toEqual(['Qwertyx Salon', 'Salon Qwertyxa']);
    // the name and the services as the salon's screens save them (each write refreshes the search columns)
    await t.core.salon.settings.saveProfile(a.id, profileInput.parse({ name: 'Bez Slova', phone: '+420 777 000 000' }));
    expect(await names('q=qwertyx&sort=rating')).toEqual(['Bez Slova', 'Salon Qwertyxa']); // still in a service name
    await t.core.salon.staff.updateService(
      a.id,
      a.services[0]!.id,
      serviceInput.parse({ name: 'Střih', duration_minutes: 60, price: 500 }),
    );
    expect(await names('q=qwertyx')).toEqual(['Salon Qwertyxa']);
    expect(await names('q=strih')).toEqual(['Bez Slova']);
    // the rating moves only by reviews, from the seeded one: written here
    await db('companies').where({ id: b.id }).update({ rating: 3.1 });
    expect(await names('q=qwertyx&rating=4')).toEqual([]);
    await t.core.listings.suspend(b.id, 'Neověřené údaje');
    await db('companies').where({ id: b.id }).update({ rating: 4.9 });
    expect(await names('q=qwertyx')).toEqual([]);
    await t.core.listings.reinstate(b.id);
    expect(await names('q=qwertyx&rating=4')).toEqual(['Salon Qwertyxa']);
    // the product deletes no listing: a row gone (by the operator's SQL) leaves the search at once
    await db('companies').where({ id: b.id }).delete();
    expect(await names('q=qwertyx')).toEqual([]);
  });
});
