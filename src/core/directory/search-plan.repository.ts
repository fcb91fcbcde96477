import type { Knex } from 'knex';
import { dialectFor, type TextPart } from '../../db/sql-dialect.js';
import { CARD_COLUMNS, type Row } from './company.repository.js';
import type { CompanyFilters } from './search.repository.js';

/** Category and city filters as ids. */
export interface Scope {
  categoryId?: number;
  cityIds?: number[];
  /** companies with an active branch in those cities (branch-location.repository.ts) */
  branchCompanyIds?: number[];
}

/**
 * Where a search statement starts reading, chosen by the search rather than left to the planner:
 * - `text`: the text's matches in its substring index (SQLite: the FTS5 table, CROSS JOINed to the
 *   listings), each listing then read by its id and checked against the other filters;
 * - `category`, `city`: that range of listings in its index, the text checked on each (LIKE);
 * - `order`: the sort's index (rating, reviews, name), for a page of a search many listings match,
 *   which stops after the page;
 * - `planner`: whatever the engine's planner picks. Always on PostgreSQL, which plans from its
 *   statistics (gathered after seeds, imports and migrations); on SQLite when there is nothing to
 *   choose (no text of 3+ letters, no category or city).
 * On SQLite the other filters' columns are written `+column` (the dialect's `unindexed`), so the
 * chosen index is the only one the statement can start from, with statistics or without.
 */
export type SearchDriver = 'text' | 'category' | 'city' | 'order' | 'planner';

/** Up to this many listings in a range (category with its rating filter, or city) are counted, and the range read instead of a text more listings hold. */
const RANGE_MAX = 20_000;

/**
 * The driver of a search's count (and of its page unless the page walks a sort's index): the
 * smallest of the text's matches and the category's and city's ranges. SQLite knows none of these
 * sizes (FTS5 has no statistics, and its estimates of a range are guesses until ANALYZE), so they
 * are counted, each from its own index alone and only up to the smallest one before it: a city's
 * range, then the category's, then the text's matches. At 100 000 listings that is 1-3 ms, where
 * the wrong start costs tens of ms: `jóga` (9 500 listings) in Praha (2 100, and 250 more with a
 * branch there) is read from the city, a rare text in a large category from the text.
 */
export async function chooseDriver(db: Knex, f: CompanyFilters, scope: Scope): Promise<SearchDriver> {
  const dialect = dialectFor(db);
  if (!dialect.countTextMatches) return 'planner';
  const text = Boolean(f.q && [...f.q].length >= 3);
  const ranges: Array<'city' | 'category'> = [];
  if (scope.cityIds) ranges.push('city');
  if (scope.categoryId !== undefined) ranges.push('category');
  if (!ranges.length) return text ? 'text' : 'planner';
  const [only] = ranges;
  if (!text && only && ranges.length === 1) return only;
  let best: { driver: 'city' | 'category'; size: number } | undefined;
  for (const range of ranges) {
    const cap = best?.size ?? RANGE_MAX;
    const size = await rangeSize(db, f, scope, range, cap);
    if (size <= cap) best = { driver: range, size };
  }
  if (!text) return best?.driver ?? 'category';
  if (!best) return 'text';
  return (await dialect.countTextMatches(db, f.country, f.q!, best.size + 1)) > best.size ? best.driver : 'text';
}

/**
 * Listings in a range, counted up to `cap + 1` from its index alone: the category's active listings
 * with the rating filter (companies_category_rating), or the listings of the cities in any state
 * (the city_id index; a bound is enough) and those with a branch there.
 */
async function rangeSize(db: Knex, f: CompanyFilters, scope: Scope, range: 'city' | 'category', cap: number): Promise<number> {
  const branches = range === 'city' ? (scope.branchCompanyIds?.length ?? 0) : 0;
  if (branches > cap) return branches;
  const rows = db('companies').select(db.raw('1'));
  if (range === 'city') rows.whereIn('city_id', scope.cityIds!);
  else {
    rows.where({ country_code: f.country, status: 'active', category_id: scope.categoryId });
    if (f.rating) rows.andWhere('rating', '>=', f.rating);
  }
  const [row] = (await db.from(rows.limit(cap + 1 - branches).as('r')).count({ n: '*' })) as Array<{ n: number | string }>;
  return Number(row?.n ?? 0) + branches;
}

/**
 * The edition's active listings matching the filters, started from `driver` (see SearchDriver): the
 * text through the engine's substring index only for `text`, the columns of the other indexes
 * written as filters only. `part`: one part of the relevance order of the text (TextPart).
 */
export function matching(db: Knex, f: CompanyFilters, scope: Scope, driver: SearchDriver, part?: TextPart): Knex.QueryBuilder {
  const dialect = dialectFor(db);
  const query = f.q ? dialect.listingsContaining(db, f.country, f.q, { part, walk: driver !== 'text' }) : db('companies as c');
  const by = (name: string, indexed: boolean) => (indexed ? `c.${name}` : dialect.unindexed(`c.${name}`));
  // edition and state lead the category's, the sorts' and the rating's indexes: a city's range is read without them
  const edition = driver !== 'city';
  query.whereRaw(`${by('status', edition)} = ?`, ['active']).andWhereRaw(`${by('country_code', edition)} = ?`, [f.country]);
  if (scope.cityIds) inCities(query, by('city_id', driver === 'city'), scope.cityIds, scope.branchCompanyIds);
  if (scope.categoryId !== undefined) query.andWhereRaw(`${by('category_id', driver === 'category')} = ?`, [scope.categoryId]);
  if (f.rating) query.andWhereRaw(`${by('rating', driver !== 'order')} >= ?`, [f.rating]);
  if (f.price) query.andWhere('c.price_range', f.price);
  if (f.featured) featuredOnly(query, f.campaignIds);
  return query;
}

/**
 * How the page of a text's relevance order is read when more than SEARCH_COUNT_CAP listings match:
 * in parts (search.repository.ts's relevanceInParts), each in rating order, cut at what the page
 * still needs after the parts before it (a part the page does not reach is not read), and each
 * started from its own side. SQLite: the names (`names`, prefix first by a CASE), or when many,
 * names starting with the text (`prefix`) and names holding it further on (`inner`) apart; then the
 * others (`other`); parts known to be empty are left out. PostgreSQL: `names`, then `other`.
 * Undefined: as one statement (a city's range, which has no index in rating order to walk).
 */
export type RelevancePlan = { parts: Array<{ part: TextPart; driver: SearchDriver }> };

/**
 * The parts of a relevance page and their drivers (see RelevancePlan). PostgreSQL: its planner's.
 * SQLite: a part is walked along an index in rating order (the category's, else the edition's) when
 * that reads fewer listings than the part holds: with m of the edition's n listings in the part, a
 * walk reads about pageEnd × n / m listings for its pageEnd results, so it pays when m exceeds
 * √(pageEnd × n) (1 414 at 100 000 listings); otherwise the part is read from the text index and
 * sorted. Each part is counted from the FTS index up to that bound: the names, then, when they are
 * more, the names starting with the text, and the others. The names holding the text further on
 * are not counted (their count costs what reading them does) and are read from the text index, only
 * when the names starting with it do not fill the page. At 100 000 listings: `kadeř` (6 700 names
 * start with it) took 15 ms sorting its names, under 2 ms walking them; `relax`, held in names only,
 * walked every listing looking for other matches (16 ms), which the index finds at once to be none;
 * `střih`, in no name but in 55 000 services, costs the FTS index 8 ms for any question about the
 * names (its trigrams' lists are long), so an empty names part is left out after one.
 */
export async function relevancePlan(
  db: Knex,
  f: CompanyFilters,
  scope: Scope,
  driver: SearchDriver,
  pageEnd: number,
): Promise<RelevancePlan | undefined> {
  const { countTextMatches, textIndexSize } = dialectFor(db);
  if (!countTextMatches || !textIndexSize)
    return {
      parts: [
        { part: 'names', driver: 'planner' },
        { part: 'other', driver: 'order' },
      ],
    };
  if (scope.cityIds) return undefined;
  const q = f.q!;
  if ([...q].length < 3)
    return {
      parts: [
        { part: 'names', driver },
        { part: 'other', driver: 'order' },
      ],
    };
  const walk: SearchDriver = scope.categoryId !== undefined ? 'category' : 'order';
  const bound = Math.ceil(Math.sqrt(pageEnd * (await textIndexSize(db, f.country))));
  const parts: RelevancePlan['parts'] = [];
  /** the part unless it is empty, from the text index while it holds at most `bound` listings */
  const add = async (part: TextPart, counted?: number) => {
    const size = counted ?? (await countTextMatches(db, f.country, q, bound + 1, { part }));
    if (size) parts.push({ part, driver: size > bound ? walk : 'text' });
  };
  const names = await countTextMatches(db, f.country, q, bound + 1, { part: 'names' });
  if (names > bound) {
    await add('prefix');
    parts.push({ part: 'inner', driver: 'text' });
  } else await add('names', names);
  await add('other');
  return parts.length ? { parts } : undefined;
}

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

/**
 * The city condition of a search: listings in the cities, or with a branch there (the rule of
 * branch-location.repository.ts's inCitiesOrBranches, with the city column as the driver wants it:
 * `city_id`, which SQLite reads as a union of the city index and the branch companies' ids).
 */
function inCities(query: Knex.QueryBuilder, cityColumn: string, cityIds: number[], branchCompanyIds: number[] = []) {
  const inCity = `${cityColumn} IN (${placeholders(cityIds)})`;
  if (!branchCompanyIds.length) return query.andWhereRaw(inCity, cityIds);
  return query.andWhereRaw(`(${inCity} OR c.id IN (${placeholders(branchCompanyIds)}))`, [...cityIds, ...branchCompanyIds]);
}

/** The featured filter: the editorial flag or a campaign covering now. */
function featuredOnly(query: Knex.QueryBuilder, campaignIds: number[] = []) {
  if (!campaignIds.length) return query.andWhere('c.is_featured', true);
  return query.andWhere((q) => q.where('c.is_featured', true).orWhereIn('c.id', campaignIds));
}

/**
 * The card columns of a page's listings, read by id: the state is checked on each row, not looked up
 * in the index by state (company.repository.ts's `listed` filters on `c.status`, and SQLite without
 * statistics of the listings preferred walking every active listing by that index over the page's
 * 20 ids: 15 ms a page at 100 000 listings).
 */
export function cardRows(db: Knex, ids: number[]): Promise<Row[]> {
  return db('companies as c')
    .join('category_groups as g', 'g.id', 'c.category_id')
    .join('cities as ci', 'ci.id', 'c.city_id')
    .leftJoin('subcategories as s', 's.id', 'c.subcategory_id')
    .whereIn('c.id', ids)
    .andWhereRaw(`${dialectFor(db).unindexed('c.status')} = ?`, ['active'])
    .select(...CARD_COLUMNS);
}
