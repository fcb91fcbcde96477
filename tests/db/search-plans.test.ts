import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../../src/contract/text.js';
import { createSearchRepository, type CompanyFilters, type CompanySort } from '../../src/core/directory/search.repository.js';
import { dialectFor } from '../../src/db/sql-dialect.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { bulkListingRow, createCity } from '../helpers/listings.js';

type Filters = Omit<CompanyFilters, 'country'>;

/** The generated listings: 2 500 in two new cities, a text few of them hold and one many hold (in the name or not). */
const LISTINGS = 2500;
const SMALL_CITY_EVERY = 50; // 50 listings in the small city, the rest in the large one
const SMALL_CATEGORY_EVERY = 100; // 25 in `zvirata`, the rest in `wellness`
const RARE = 6; // listings holding `qzrare`
const PREFIX = 1200; // names starting with `qzcommon`
const INNER = 100; // names holding it further on
const OTHER = 400; // a service holding it

interface Generated {
  name: string;
  rating: number;
  reviews: number;
}

/**
 * Search's statements start from the side the search chose, with statistics and without: the text's
 * matches when the text is selective, the category's or city's range when that is smaller, a sort's
 * index for a page of a common text (src/core/directory/search-plan-repository.ts). SQLite: the first
 * table its EXPLAIN QUERY PLAN reads; PostgreSQL (which plans from its statistics, gathered here as
 * after an import): the index that answers and no scan of every listing for a selective filter.
 */
describe.each(DB_KINDS)('search statement plans on %s', (kind) => {
  let database: TestDatabase;
  let db: Knex;
  let generated: Generated[];
  const large = 'Plánov Veliký';
  const small = 'Plánovička';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    generated = await insertListings();
    await dialectFor(db).refreshStatistics(db);
  });
  afterAll(() => database?.drop());

  /** Written in bulk (a factory would take minutes); the search columns from buildSearchDocument, as the writers build them. */
  async function insertListings(): Promise<Generated[]> {
    const cities = [await createCity(db, large), await createCity(db, small)];
    const groups = await db('category_groups').where({ country_code: 'CZ' }).whereIn('slug', ['wellness', 'zvirata']);
    const groupId = (slug: string) => groups.find((g: { slug: string }) => g.slug === slug).id;
    const now = new Date().toISOString();
    const rows = Array.from({ length: LISTINGS }, (_, i) => {
      const name =
        i < PREFIX
          ? `Qzcommon Studio ${i}`
          : i < PREFIX + INNER
            ? `Studio Qzcommon ${i}`
            : i >= LISTINGS - RARE
              ? `Qzrare Salon ${i}`
              : `Plánovací ateliér ${i}`;
      const services = i >= PREFIX + INNER && i < PREFIX + INNER + OTHER ? [{ name: 'Qzcommon masáž', price: 400 }] : [];
      return bulkListingRow({
        slug: `search-plans-${i}`,
        name,
        categoryId: groupId(i % SMALL_CATEGORY_EVERY === 0 ? 'zvirata' : 'wellness'),
        cityId: cities[i % SMALL_CITY_EVERY === 0 || i === LISTINGS - 1 ? 1 : 0]!,
        address: 'Plánovací 1',
        rating: (30 + ((i * 7) % 21)) / 10,
        reviewsCount: (i * 37) % 101,
        services,
        now,
      });
    });
    for (let i = 0; i < rows.length; i += 100) await db('companies').insert(rows.slice(i, i + 100));
    return rows.map((r) => ({ name: r.name, rating: r.rating, reviews: r.reviews_count }));
  }

  const statements = async (filters: Filters, sort: CompanySort = 'relevance') =>
    (await createSearchRepository(db).statements({ country: 'CZ', ...filters }, sort, 0, 20))!;

  /** SQLite: the plan's lines, and the first table it reads (its first SCAN or SEARCH line). */
  async function sqlitePlan(statement: Knex.QueryBuilder) {
    const { sql, bindings } = statement.toSQL();
    const rows: Array<{ detail: string }> = await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as Knex.RawBinding[]);
    const lines = rows.map((r) => r.detail);
    return { first: lines.find((l) => /^(SCAN|SEARCH) /.test(l)) ?? '', all: lines.join('\n') };
  }

  /** PostgreSQL: every node of the plan as `Node Type on relation using index`. */
  async function postgresPlan(statement: Knex.QueryBuilder): Promise<string[]> {
    const { sql, bindings } = statement.toSQL();
    const result = await db.raw(`EXPLAIN (FORMAT JSON) ${sql}`, bindings as Knex.RawBinding[]);
    type Node = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Node[] };
    const nodes: string[] = [];
    const walk = (node: Node) => {
      nodes.push(`${node['Node Type']} on ${node['Relation Name'] ?? '-'} using ${node['Index Name'] ?? '-'}`);
      node.Plans?.forEach(walk);
    };
    walk((result.rows[0]['QUERY PLAN'] as Array<{ Plan: Node }>)[0]!.Plan);
    return nodes;
  }

  /**
   * The main shapes, each with the side SQLite starts from (`driver`, and the first table its plan
   * reads); on PostgreSQL a `text` shape is answered by the trigram index, and none reads every listing.
   */
  const shapes: Array<{ label: string; filters: Filters; sort?: CompanySort; sqlite: RegExp; driver: string }> = [
    { label: 'a rare text', filters: { q: 'qzrare' }, sqlite: /^SCAN f VIRTUAL TABLE/, driver: 'text' },
    {
      label: 'a rare text in a large category',
      filters: { q: 'qzrare', category: 'wellness' },
      sqlite: /^SCAN f VIRTUAL TABLE/,
      driver: 'text',
    },
    {
      label: 'a common text in a small category',
      filters: { q: 'qzcommon', category: 'zvirata', rating: 3 },
      sqlite: /^SEARCH c USING (COVERING )?INDEX companies_category_rating/,
      driver: 'category',
    },
    {
      label: 'a category',
      filters: { category: 'zvirata' },
      sqlite: /^SEARCH c USING (COVERING )?INDEX companies_category_rating/,
      driver: 'category',
    },
    {
      label: 'a city',
      filters: { city: foldText(small) },
      sqlite: /^SEARCH c USING (COVERING )?INDEX companies_city_id_index/,
      driver: 'city',
    },
    {
      label: 'a rare text in a large city',
      filters: { q: 'qzrare', city: foldText(large) },
      sqlite: /^SCAN f VIRTUAL TABLE/,
      driver: 'text',
    },
    {
      label: 'a common text in a small city',
      filters: { q: 'qzcommon', city: foldText(small) },
      sort: 'name',
      sqlite: /^SEARCH c USING (COVERING )?INDEX companies_city_id_index/,
      driver: 'city',
    },
  ];

  // each engine's plan test is defined only on that engine (no test is skipped on the other)
  if (kind === 'sqlite')
    it('starts each statement from the side the search chose, without statistics and with them', async () => {
      const states = {
        'fresh statistics': async () => dialectFor(db).refreshStatistics(db),
        'no statistics': async () => {
          await db.raw('DELETE FROM sqlite_stat1');
          await db.raw('ANALYZE sqlite_schema'); // the planner reloads the (now empty) statistics
        },
      };
      for (const [state, enter] of Object.entries(states)) {
        await enter();
        for (const shape of shapes) {
          const found = await statements(shape.filters, shape.sort);
          const label = `${shape.label} (${state})`;
          expect(found.driver, label).toBe(shape.driver);
          for (const statement of [found.count, found.page]) {
            const plan = await sqlitePlan(statement);
            expect(plan.first, `${label}\n${plan.all}`).toMatch(shape.sqlite);
          }
        }
        // a page of a common text in rating order walks the rating index (the count stopped at its cap)
        const common = await statements({ q: 'qzcommon' }, 'rating');
        expect((await sqlitePlan(common.page)).first, state).toMatch(/^SEARCH c USING INDEX companies_walk_rating/);
        // its relevance in parts: more than 1 000 names hold it, so names starting with it are walked
        // along the rating index, the few holding it further on read from the text index
        const relevance = await sqlitePlan((await statements({ q: 'qzcommon' })).page);
        expect(relevance.first, state).toMatch(/^SEARCH c USING INDEX companies_walk_rating/);
        expect(relevance.all, state).toMatch(/SCAN f VIRTUAL TABLE/);
      }
      await dialectFor(db).refreshStatistics(db);
    });

  if (kind === 'postgres')
    it('answers a text from its trigram index and a selective filter without reading every listing', async () => {
      // Under 10 000 listings PostgreSQL rightly reads the table whole for a rare text (cheaper than
      // its trigram index in its cost model), so the large city and category get 20 000 more first
      // (one INSERT from generate_series). Then the state autovacuum leaves: the trigram index's
      // pending entries merged (until then its cost counts them all) and fresh statistics.
      const filler = await db('companies').where('slug', 'search-plans-1').first('city_id', 'category_id');
      await db.raw(
        `INSERT INTO companies (country_code, slug, name, category_id, city_id, address, phone, status, rating, reviews_count,
           name_search, name_sort, search_text, created_at, updated_at)
         SELECT 'CZ', 'search-plans-filler-' || g, 'Výplň ' || g, ?, ?, 'Plánovací 2', '+420 777 000 000', 'active', 3 + (g % 21) / 10.0,
           g % 101, 'vypln ' || g, 'vypln ' || g, 'vypln ' || g || ' | vyplnova sluzba', now(), now()
         FROM generate_series(1, 20000) AS g`,
        [filler.category_id, filler.city_id],
      );
      await db.raw('VACUUM companies');
      await dialectFor(db).refreshStatistics(db);
      const seqScan = /^Seq Scan on companies/;
      for (const shape of shapes) {
        const found = await statements(shape.filters, shape.sort);
        expect(found.driver, shape.label).toBe('planner');
        for (const statement of [found.count, found.page]) {
          const nodes = await postgresPlan(statement);
          const label = `${shape.label}\n${nodes.join('\n')}`;
          if (shape.driver === 'text') expect(nodes.join('\n'), label).toMatch(/using companies_search_text_trgm/);
          expect(
            nodes.filter((n) => seqScan.test(n)),
            label,
          ).toEqual([]);
        }
      }
    });

  it('pages a common text in relevance order, its names many, as a definition orders it', async () => {
    const part = (name: string) => {
      const folded = name.toLowerCase();
      return folded.startsWith('qzcommon') ? 0 : folded.includes('qzcommon') ? 1 : 2;
    };
    const ids = new Map(
      (await db('companies').where('slug', 'like', 'search-plans-%').select('id', 'slug')).map((r) => [r.slug, Number(r.id)]),
    );
    const expected = generated
      .map((g, i) => ({ ...g, id: ids.get(`search-plans-${i}`)! }))
      .filter((_, i) => i < PREFIX + INNER + OTHER)
      .sort((a, b) => part(a.name) - part(b.name) || b.rating - a.rating || b.reviews - a.reviews || b.id - a.id)
      .map((g) => g.id);
    const repo = createSearchRepository(db);
    for (const page of [1, 2, 60, 61, 66, 85]) {
      const found = await repo.search({ country: 'CZ', q: 'qzcommon' }, 'relevance', (page - 1) * 20, 20);
      expect(
        found.companies.map((c) => c.id),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * 20, page * 20));
    }
  });
});
