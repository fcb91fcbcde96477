import type { Knex } from 'knex';
import type { CompanyCardDto } from '../../contract/directory.js';
import { SEARCH_COUNT_CAP } from '../../contract/directory.js';
import type { CountryCode } from '../../config/schema.js';
import { byteOrder, likeContains, likePrefix } from '../../db/dialect.js';
import { dialectFor } from '../../db/sql-dialect.js';
import { asBranchLocations, branchCompaniesIn } from './branch-location.repository.js';
import { toCards, type Row } from './company.repository.js';
import {
  cardRows,
  chooseDriver,
  matching,
  relevancePlan,
  type RelevancePlan,
  type Scope,
  type SearchDriver,
} from './search-plan.repository.js';

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

/**
 * The statements of a search: the count of matches up to `countCap + 1` (with the listings' sort
 * columns, so that its rows are also the page while the count stays below its cap: each row a
 * listing's id in order and the count `n`), and the page of listing ids in order, run when the count
 * did not give it. `runs`: those the search ran, in order. `driver`: where the count starts reading
 * (search-plan.repository.ts).
 */
export interface SearchStatements {
  page: Knex.QueryBuilder;
  count: Knex.QueryBuilder;
  countCap: number;
  driver: SearchDriver;
  runs: Knex.QueryBuilder[];
}

/** Category and city filters as ids (looked up at once); undefined when one of them matches nothing. */
async function resolveScope(db: Knex, f: CompanyFilters): Promise<Scope | undefined> {
  const [group, cities] = await Promise.all([
    f.category ? db('category_groups').where({ country_code: f.country, slug: f.category }).first('id') : undefined,
    f.city ? (db('cities').where({ country_code: f.country, name_search: f.city }).select('id') as Promise<Row[]>) : undefined,
  ]);
  if ((f.category && !group) || (f.city && !cities?.length)) return undefined;
  const scope: Scope = {};
  if (group) scope.categoryId = Number(group.id);
  if (cities) {
    scope.cityIds = cities.map((c) => Number(c.id));
    scope.branchCompanyIds = await branchCompaniesIn(db, scope.cityIds);
  }
  return scope;
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

/**
 * The order of a sort, ties broken by id so that pages never overlap. Read along the category's
 * index (rating within the category), its terms after the rating are written as the dialect's
 * `unindexed`: otherwise SQLite may walk a sort's index over the whole edition instead (by rating,
 * reviews or name, no sorting left), checking the category and the text on every listing it passes.
 */
function applySort(db: Knex, query: Knex.QueryBuilder, sort: CompanySort, driver: SearchDriver, q?: string, campaignIds?: number[]) {
  const dialect = dialectFor(db);
  const term = (column: string, order: '' | ' desc' = '') =>
    `${driver === 'category' && column !== 'c.rating' ? dialect.unindexed(column) : column}${order}`;
  const byRating = [term('c.rating', ' desc'), term('c.reviews_count', ' desc'), term('c.id', ' desc')].join(', ');
  switch (sort) {
    case 'rating':
      return query.orderByRaw(byRating);
    case 'reviews':
      return query.orderByRaw([term('c.reviews_count', ' desc'), term('c.rating', ' desc'), term('c.id', ' desc')].join(', '));
    case 'price_asc':
      return query.orderByRaw(
        `CASE WHEN c.price_avg IS NULL THEN 1 ELSE 0 END, ${term('c.price_avg')}, ${term('c.rating', ' desc')}, ${term('c.id', ' desc')}`,
      );
    case 'name':
      return query.orderByRaw(`${term(byteOrder(db, 'c.name_sort').toQuery())}, ${term('c.id')}`);
    default:
      // names starting with the text, then names containing it, then the other matches
      if (q) {
        return query
          .orderByRaw("CASE WHEN c.name_search LIKE ? ESCAPE '\\' THEN 0 WHEN c.name_search LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END", [
            likePrefix(q),
            likeContains(q),
          ])
          .orderByRaw(byRating);
      }
      return featuredFirst(query, campaignIds).orderByRaw(byRating);
  }
}

/** Sorts with an index listing a country's active listings in their order (migration 000003), which a page can walk. */
const WALKABLE: ReadonlySet<CompanySort> = new Set(['rating', 'reviews', 'name']);

/** The columns applySort orders by, read with the count's matches so that the count also gives the page. */
const SORT_COLUMNS = ['c.id', 'c.rating', 'c.reviews_count', 'c.price_avg', 'c.name_sort', 'c.name_search', 'c.is_featured'];

/** Rows of `matches` counted up to `cap + 1`. */
const countedUpTo = (db: Knex, matches: Knex.QueryBuilder, cap: number) =>
  db
    .from(
      matches
        .select(db.raw('1'))
        .limit(cap + 1)
        .as('m'),
    )
    .count({ n: '*' });

/**
 * The count of a search: it stops after `countCap + 1` matches (an exact count of a word half the
 * listings hold reads them all): SEARCH_COUNT_CAP, or the end of the requested page when that is
 * further, so there is always a next page to offer while more listings match. It reads the matches
 * with their sort columns and answers the page of them with the count beside each id (`paged`), so
 * that a search below the cap reads its listings once, not once to count and again to sort: half
 * the time of a search of a city's or a category's range. A text alone is counted in its index alone
 * where that holds just the edition's active listings (SQLite: no listing read; the page apart).
 */
function countStatement(
  db: Knex,
  f: CompanyFilters,
  scope: Scope,
  sort: CompanySort,
  page: { offset: number; limit: number },
  driver: SearchDriver,
) {
  const countCap = Math.max(SEARCH_COUNT_CAP, page.offset + page.limit);
  const textOnly = driver === 'text' && !scope.cityIds && scope.categoryId === undefined && !f.rating && !f.price && !f.featured;
  const inIndex = textOnly ? dialectFor(db).textMatches?.(db, f.country, f.q!) : undefined;
  if (inIndex) return { count: countedUpTo(db, inIndex, countCap), countCap, paged: false };
  const matches = matching(db, f, scope, driver)
    .select(...SORT_COLUMNS)
    .limit(countCap + 1);
  const rows = db.from(matches.as('c')).select('c.id', db.raw('count(*) OVER () AS n'));
  const count = applySort(db, rows, sort, driver, f.q, f.campaignIds).offset(page.offset).limit(page.limit);
  return { count, countCap, paged: true };
}

/**
 * Relevance of a text more than SEARCH_COUNT_CAP listings hold, as one statement of parts (WITH p0,
 * p1 …, the names first; search-plan.repository.ts, relevancePlan): each part in rating order,
 * started from where its plan says, and cut at what the page still needs after the parts before it
 * (`LIMIT` the page's end less their rows): a part the page does not reach is not read at all, where
 * one for names holding the text further on costs as much as the text index's work for the whole
 * text. The same order as applySort's relevance without sorting every match: sorting 45 000 matches
 * by the CASE of applySort takes 80-150 ms at 100 000 listings on either engine, the parts a few ms.
 */
function relevanceInParts(db: Knex, f: CompanyFilters, scope: Scope, offset: number, limit: number, plan: RelevancePlan) {
  const end = offset + limit;
  const names = db.raw("CASE WHEN c.name_search LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END AS part", [likePrefix(f.q!)]);
  const rank = { prefix: 0, inner: 1, names, other: 2 };
  let statement = db.queryBuilder();
  plan.parts.forEach(({ part, driver }, i) => {
    const partRank = rank[part];
    const rows = matching(db, f, scope, driver, part).select(
      'c.id',
      typeof partRank === 'number' ? db.raw(`${partRank} AS part`) : partRank,
      'c.rating',
      'c.reviews_count',
    );
    // one rank is in rating order, which a walk of an index in that order gives; the names by their rank first
    if (typeof partRank !== 'number') rows.orderBy('part');
    const { sql, bindings } = applySort(db, rows, 'rating', driver).toSQL();
    // the rows still needed (evaluated once, before the part's loop: 0 ends it at once)
    const before = Array.from({ length: i }, (_, j) => `(SELECT count(*) FROM p${j})`).join(' + ') || '0';
    const needed = `CASE WHEN ${before} < ? THEN ? - (${before}) ELSE 0 END`;
    statement = statement.withMaterialized(`p${i}`, db.raw(`${sql} LIMIT ${needed}`, [...bindings, end, end]));
  });
  const union = plan.parts.map((_, i) => `SELECT * FROM p${i}`).join(' UNION ALL ');
  return statement
    .from(db.raw(`(${union}) AS c`))
    .select('c.id')
    .orderBy('c.part')
    .orderBy(BY_RATING)
    .offset(offset)
    .limit(limit);
}

/**
 * The page of a search. `common`: the count reached its cap, so more than SEARCH_COUNT_CAP listings
 * match. Such a page walks the sort's index (rating, reviews, name) with the filters checked on each
 * listing, and stops after the page: under 1 ms at 100 000 listings for a word 45 000 of them hold,
 * since at most one listing in 100 is read per result, where sorting every match took 100-200 ms.
 * Relevance of a common text is read in parts (relevanceInParts). Any other page starts where the
 * count did (`driver`, search-plan.repository.ts) and sorts its matches, at most the range's
 * RANGE_MAX or the text's. PostgreSQL makes these choices itself from its statistics (its statements
 * differ only in the relevance parts). Measured by bench/search.ts (README, Benchmarks).
 */
async function pageStatement(
  db: Knex,
  f: CompanyFilters,
  scope: Scope,
  sort: CompanySort,
  page: { offset: number; limit: number; common: boolean; driver: SearchDriver },
): Promise<{ statement: Knex.QueryBuilder }> {
  // (the builder is wrapped: an async function resolving to a query builder would run it)
  const { offset, limit, common } = page;
  const plan = common && f.q && sort === 'relevance' ? await relevancePlan(db, f, scope, page.driver, offset + limit) : undefined;
  if (plan) return { statement: relevanceInParts(db, f, scope, offset, limit, plan) };
  const driver = common && WALKABLE.has(sort) ? 'order' : page.driver;
  const statement = applySort(db, matching(db, f, scope, driver).select('c.id'), sort, driver, f.q, f.campaignIds);
  return { statement: statement.offset(offset).limit(limit) };
}

/**
 * Chooses where to start, runs the count, then builds the page statement knowing whether many
 * listings match; `ids`: the page, when the count gave it.
 */
async function statements(db: Knex, f: CompanyFilters, scope: Scope, sort: CompanySort, offset: number, limit: number) {
  const driver = await chooseDriver(db, f, scope);
  const { count, countCap, paged } = countStatement(db, f, scope, sort, { offset, limit }, driver);
  const runs = [count];
  const rows = (await count.clone()) as Row[];
  let counted = Number(rows[0]?.n ?? 0);
  if (paged && !rows.length && offset > 0) {
    // a page past the last match: the count alone
    const alone = countedUpTo(db, matching(db, f, scope, driver), countCap);
    runs.push(alone);
    counted = Number(((await alone.clone()) as Row[])[0]?.n ?? 0);
  }
  const common = counted > countCap;
  const { statement: page } = await pageStatement(db, f, scope, sort, { offset, limit, common, driver });
  const ids = paged && !common ? rows.map((r) => Number(r.id)) : undefined;
  if (!ids && counted > offset) runs.push(page);
  return { count, page, countCap, counted, driver, ids, runs };
}

/** Directory search: the search's filters (contract `searchQuery`) and sorts over the edition's active listings. */
export function createSearchRepository(db: Knex) {
  return {
    async search(filters: CompanyFilters, sort: CompanySort, offset: number, limit: number): Promise<SearchPage> {
      const scope = await resolveScope(db, filters);
      if (!scope) return { total: 0, total_capped: false, companies: [] };
      const found = await statements(db, filters, scope, sort, offset, limit);
      const { page, countCap, counted } = found;
      const total = Math.min(counted, countCap);
      const capped = counted > countCap;
      const ids = found.ids ?? (counted > offset ? ((await page) as Row[]).map((r) => Number(r.id)) : []);
      if (!ids.length) return { total, total_capped: capped, companies: [] };
      const rows = await cardRows(db, ids);
      const ordered = ids.map((id) => rows.find((r) => Number(r.id) === id)).filter((r): r is Row => Boolean(r));
      const companies = await asBranchLocations(db, await toCards(db, ordered), scope.cityIds, scope.branchCompanyIds);
      return { total, total_capped: capped, companies };
    },

    /**
     * The statements of a search (the count, then the page built knowing whether the count reached
     * its cap), for their plans (tests/db/search-plans.test.ts) and for running them on the engine
     * directly (bench/search.ts). Undefined when a filter matches nothing.
     */
    async statements(filters: CompanyFilters, sort: CompanySort, offset: number, limit: number): Promise<SearchStatements | undefined> {
      const scope = await resolveScope(db, filters);
      if (!scope) return undefined;
      const { count, page, countCap, driver, runs } = await statements(db, filters, scope, sort, offset, limit);
      return { count, page, countCap, driver, runs };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
