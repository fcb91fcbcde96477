import type { Knex } from 'knex';
import type { CompanyCardDto } from '../../contract/directory.js';
import { SEARCH_COUNT_CAP } from '../../contract/directory.js';
import type { CountryCode } from '../../config/schema.js';
import { byteOrder, likeContains, likePrefix } from '../../db/dialect.js';
import { dialectFor, type TextMatchOptions } from '../../db/sql-dialect.js';
import { asBranchLocations, branchCompaniesIn, inCitiesOrBranches } from './branch-location-repository.js';
import { CARD_COLUMNS, listed, toCards, type Row } from './company-repository.js';

export interface CompanyFilters {
  country: CountryCode;
  /** folded (lower case, no diacritics) */
  q?: string;
  /** folded city name */
  city?: string;
  category?: string;
  rating?: number;
  price?: string;
  featured?: boolean;
  /**
   * Listings a featured campaign covers now (core/featured): featured in the `featured` filter and first
   * in the relevance order without text, before the editorial `is_featured`.
   */
  campaignIds?: number[];
}

export type CompanySort = 'relevance' | 'rating' | 'reviews' | 'price_asc' | 'name';

/** A page of search results; `total_capped`: `total` is a lower bound (counting stopped there). */
export interface SearchPage {
  total: number;
  total_capped: boolean;
  companies: CompanyCardDto[];
}

interface Scope {
  categoryId?: number;
  cityIds?: number[];
  /** companies with an active branch in those cities (branch-location-repository.ts) */
  branchCompanyIds?: number[];
}

/** The two statements of a search: the count of matches up to `countCap + 1`, and the page of listing ids in order. */
export interface SearchStatements {
  page: Knex.QueryBuilder;
  count: Knex.QueryBuilder;
  countCap: number;
}

/** Category and city filters as ids; undefined when one of them matches nothing. */
async function resolveScope(db: Knex, f: CompanyFilters): Promise<Scope | undefined> {
  const scope: Scope = {};
  if (f.category) {
    const group = await db('category_groups').where({ country_code: f.country, slug: f.category }).first('id');
    if (!group) return undefined;
    scope.categoryId = Number(group.id);
  }
  if (f.city) {
    const cities: Row[] = await db('cities').where({ country_code: f.country, name_search: f.city }).select('id');
    if (!cities.length) return undefined;
    scope.cityIds = cities.map((c) => Number(c.id));
    scope.branchCompanyIds = await branchCompaniesIn(db, scope.cityIds);
  }
  return scope;
}

/** The edition's active listings matching the filters; the text through the engine's substring index. */
function matching(db: Knex, f: CompanyFilters, scope: Scope, text: TextMatchOptions = {}): Knex.QueryBuilder {
  const query = (f.q ? dialectFor(db).listingsContaining(db, f.country, f.q, text) : db('companies as c'))
    .where('c.status', 'active')
    .andWhere('c.country_code', f.country);
  if (scope.cityIds) inCitiesOrBranches(query, scope.cityIds, scope.branchCompanyIds);
  if (scope.categoryId !== undefined) query.andWhere('c.category_id', scope.categoryId);
  if (f.rating) query.andWhere('c.rating', '>=', f.rating);
  if (f.price) query.andWhere('c.price_range', f.price);
  if (f.featured) featuredOnly(query, f.campaignIds);
  return query;
}

/** The featured filter: the editorial flag or a campaign covering now. */
function featuredOnly(query: Knex.QueryBuilder, campaignIds: number[] = []) {
  if (!campaignIds.length) return query.andWhere('c.is_featured', true);
  return query.andWhere((q) => q.where('c.is_featured', true).orWhereIn('c.id', campaignIds));
}

/** The relevance order without text: listings a campaign covers now first (their ids, a handful), then the editorial flag. */
function featuredFirst(query: Knex.QueryBuilder, campaignIds: number[] = []) {
  if (campaignIds.length) query.orderByRaw(`CASE WHEN c.id IN (${campaignIds.map(() => '?').join(', ')}) THEN 0 ELSE 1 END`, campaignIds);
  return query.orderBy('c.is_featured', 'desc');
}

const BY_RATING = [
  { column: 'c.rating', order: 'desc' },
  { column: 'c.reviews_count', order: 'desc' },
  { column: 'c.id', order: 'desc' },
];
const BY_REVIEWS = [
  { column: 'c.reviews_count', order: 'desc' },
  { column: 'c.rating', order: 'desc' },
  { column: 'c.id', order: 'desc' },
];

/** The order of a sort, ties broken by id so that pages never overlap. */
function applySort(db: Knex, query: Knex.QueryBuilder, sort: CompanySort, q?: string, campaignIds?: number[]) {
  switch (sort) {
    case 'rating':
      return query.orderBy(BY_RATING);
    case 'reviews':
      return query.orderBy(BY_REVIEWS);
    case 'price_asc':
      return query
        .orderByRaw('CASE WHEN c.price_avg IS NULL THEN 1 ELSE 0 END')
        .orderBy([{ column: 'c.price_avg' }, { column: 'c.rating', order: 'desc' }, { column: 'c.id', order: 'desc' }]);
    case 'name':
      return query.orderBy(byteOrder(db, 'c.name_sort') as unknown as string).orderBy('c.id');
    default:
      // names starting with the text, then names containing it, then the other matches
      if (q) {
        return query
          .orderByRaw("CASE WHEN c.name_search LIKE ? ESCAPE '\\' THEN 0 WHEN c.name_search LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END", [
            likePrefix(q),
            likeContains(q),
          ])
          .orderBy(BY_RATING);
      }
      return featuredFirst(query, campaignIds).orderBy(BY_RATING);
  }
}

/** Sorts with an index listing a country's active listings in their order (migration 000003), which a page can walk. */
const WALKABLE: ReadonlySet<CompanySort> = new Set(['rating', 'reviews', 'name']);

/**
 * The count of a search: it stops after `countCap + 1` matches (an exact count of a word half the
 * listings hold reads them all): SEARCH_COUNT_CAP, or the end of the requested page when that is
 * further, so there is always a next page to offer while more listings match.
 */
function countStatement(db: Knex, f: CompanyFilters, scope: Scope, offset: number, limit: number, walk: boolean) {
  const countCap = Math.max(SEARCH_COUNT_CAP, offset + limit);
  const count = db
    .from(
      matching(db, f, scope, { walk })
        .select(db.raw('1'))
        .limit(countCap + 1)
        .as('m'),
    )
    .count({ n: '*' });
  return { count, countCap };
}

/**
 * Relevance of a text more than SEARCH_COUNT_CAP listings hold, as one statement: the name matches
 * (from the name's substring index; names starting with the text first) and the other matches read
 * along the rating index, each part cut at the page's end. The same order as applySort's relevance,
 * without sorting every match: sorting 45 000 matches by the CASE of applySort takes 80-150 ms at
 * 100 000 listings on either engine, the parts a few ms (bench/search.ts prints the slowest queries).
 */
function relevanceInParts(db: Knex, f: CompanyFilters, scope: Scope, offset: number, limit: number) {
  const q = f.q!;
  const names = matching(db, f, scope, { column: 'name_search' })
    .select(
      'c.id',
      db.raw("CASE WHEN c.name_search LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END AS part", [likePrefix(q)]),
      'c.rating',
      'c.reviews_count',
    )
    .orderBy('part')
    .orderBy(BY_RATING)
    .limit(offset + limit);
  const others = matching(db, f, scope, { walk: true })
    .whereRaw("c.name_search NOT LIKE ? ESCAPE '\\'", [likeContains(q)])
    .select('c.id', db.raw('2 AS part'), 'c.rating', 'c.reviews_count')
    .orderBy(BY_RATING)
    .limit(offset + limit);
  return db
    .from(db.raw('(SELECT * FROM (?) AS n UNION ALL SELECT * FROM (?) AS o) AS c', [names, others]))
    .select('c.id')
    .orderBy('c.part')
    .orderBy(BY_RATING)
    .offset(offset)
    .limit(limit);
}

/**
 * The page of a search: one plain query the engine plans. `common`: the count reached its cap, so
 * more than SEARCH_COUNT_CAP listings hold the text. The planning left, all of it in this file:
 * - SQLite has no statistics on FTS matches, so it always starts from them and sorts every match
 *   (FTS5 yields them in rowid order): 100-200 ms at 100 000 listings for a word 45 000 of them hold.
 *   A LIKE instead lets it walk the sort's index (rating, reviews, name) and stop after the page:
 *   under 1 ms for the same word, since at most one listing in 100 is read per result. PostgreSQL
 *   makes this choice itself from its statistics (the LIKE is the same there).
 * - for the same reason, a text more listings hold than a category's range is read along the
 *   category's index (alongCategory), the count too; SQLite only.
 * - relevance is read in parts (relevanceInParts), on both engines.
 * Measured by bench/search.ts (README, Benchmarks: what it runs and its targets).
 */
function pageStatement(
  db: Knex,
  f: CompanyFilters,
  scope: Scope,
  sort: CompanySort,
  page: { offset: number; limit: number; common: boolean; alongCategory: boolean },
) {
  const { offset, limit, common } = page;
  if (common && f.q && sort === 'relevance') return relevanceInParts(db, f, scope, offset, limit);
  const walk = page.alongCategory || (common && WALKABLE.has(sort));
  return applySort(db, matching(db, f, scope, { walk }).select('c.id'), sort, f.q, f.campaignIds)
    .offset(offset)
    .limit(limit);
}

/** Up to this many listings in a category's range (with the rating filter), its index is walked for a text that more listings hold. */
const CATEGORY_WALK_MAX = 20_000;

/**
 * Whether a search with a text and a category reads the category's listings (along its index by
 * rating, migration 20261130800000) and checks the text on each, instead of starting from the text's
 * matches: when the text is held by more listings than the range holds, where the engine cannot tell
 * (the dialect's textMatchesMoreThan: SQLite). Both counts are cheap: the range from the index alone,
 * the text's matches from its index up to the range's size. At 100 000 listings, `manikura` (23 000
 * listings) in a category with rating >= 4 (4 400 listings): count and page 7 ms each along the
 * category against 25 ms each from the text (bench/search.ts, its slowest queries).
 */
async function alongCategory(db: Knex, f: CompanyFilters, scope: Scope): Promise<boolean> {
  const dialect = dialectFor(db);
  if (!f.q || [...f.q].length < 3 || scope.categoryId === undefined || !dialect.textMatchesMoreThan) return false;
  const range = db('companies')
    .where({ country_code: f.country, status: 'active', category_id: scope.categoryId })
    .select(db.raw('1'))
    .limit(CATEGORY_WALK_MAX + 1);
  if (f.rating) range.andWhere('rating', '>=', f.rating);
  const [row] = (await db.from(range.as('r')).count({ n: '*' })) as Row[];
  const listings = Number(row?.n ?? 0);
  return listings <= CATEGORY_WALK_MAX && (await dialect.textMatchesMoreThan(db, f.country, f.q, listings));
}

/** Runs the count, then builds the page statement knowing whether the text is common. */
async function statements(db: Knex, f: CompanyFilters, scope: Scope, sort: CompanySort, offset: number, limit: number) {
  const walk = await alongCategory(db, f, scope);
  const { count, countCap } = countStatement(db, f, scope, offset, limit, walk);
  const counted = Number(((await count.clone()) as Row[])[0]?.n ?? 0);
  const page = pageStatement(db, f, scope, sort, { offset, limit, common: counted > countCap, alongCategory: walk });
  return { count, page, countCap, counted };
}

/** Directory search: the spec's filters and sorts over the edition's active listings. */
export function createSearchRepository(db: Knex) {
  return {
    async search(filters: CompanyFilters, sort: CompanySort, offset: number, limit: number): Promise<SearchPage> {
      const scope = await resolveScope(db, filters);
      if (!scope) return { total: 0, total_capped: false, companies: [] };
      const { page, countCap, counted } = await statements(db, filters, scope, sort, offset, limit);
      const total = Math.min(counted, countCap);
      const capped = counted > countCap;
      const ids = counted > offset ? ((await page) as Row[]).map((r) => Number(r.id)) : [];
      if (!ids.length) return { total, total_capped: capped, companies: [] };
      const rows = (await listed(db)
        .whereIn('c.id', ids)
        .select(...CARD_COLUMNS)) as Row[];
      const ordered = ids.map((id) => rows.find((r) => Number(r.id) === id)).filter((r): r is Row => Boolean(r));
      const companies = await asBranchLocations(db, await toCards(db, ordered), scope.cityIds, scope.branchCompanyIds);
      return { total, total_capped: capped, companies };
    },

    /**
     * The statements a search runs (the count, then the page built knowing whether the count reached
     * its cap), for running them on the engine directly: the bench's baseline. Undefined when a filter
     * matches nothing.
     */
    async statements(filters: CompanyFilters, sort: CompanySort, offset: number, limit: number): Promise<SearchStatements | undefined> {
      const scope = await resolveScope(db, filters);
      if (!scope) return undefined;
      const { count, page, countCap } = await statements(db, filters, scope, sort, offset, limit);
      return { count, page, countCap };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
