import type { Knex } from 'knex';
import type { CompanyCardDto } from '../../contract/directory.js';
import type { CountryCode } from '../../config/schema.js';
import { dialectOf } from '../../db/index.js';
import {
  byteOrder,
  companiesAlong,
  companyTextMatch,
  countTextMatches,
  likeContains,
  likePrefix,
  prepareTextQuery,
  usesTextIndex,
  type TextCount,
  type TextQuery,
} from '../../db/dialect.js';
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
}

export type CompanySort = 'relevance' | 'rating' | 'reviews' | 'price_asc' | 'name';

interface Scope {
  categoryId?: number;
  cityIds?: number[];
}

/** Only the listings table: category and city are resolved to ids first, so matching rows need no joins. */
function applyFilters(db: Knex, query: Knex.QueryBuilder, f: CompanyFilters, scope: Scope, text: TextQuery | undefined, along?: string) {
  query.where('c.status', 'active').andWhere('c.country_code', f.country);
  if (text) query.andWhere(companyTextMatch(db, 'c', f.country, text, 'search_text', Boolean(along)));
  if (scope.cityIds) query.whereIn('c.city_id', scope.cityIds);
  if (scope.categoryId !== undefined) query.andWhere('c.category_id', scope.categoryId);
  if (f.rating) query.andWhere('c.rating', '>=', f.rating);
  if (f.price) query.andWhere('c.price_range', f.price);
  if (f.featured) query.andWhere('c.is_featured', true);
  return query;
}

/** A search by text alone (within the edition's active listings), which the search index can count. */
const onlyText = (f: CompanyFilters) => Boolean(f.q) && !f.city && !f.category && !f.rating && !f.price && !f.featured;

/**
 * The filters beside the text that a search index may count within (PostgreSQL's word bitmaps have
 * the listings' categories and ratings beside them); undefined with a city, price or featured filter.
 */
function countableWithin(f: CompanyFilters, scope: Scope): TextCount | undefined {
  if (!f.q || scope.cityIds || f.price || f.featured) return undefined;
  return { categoryId: scope.categoryId, minRating: f.rating || undefined };
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
  }
  return scope;
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

/** The order of a sort; ties broken so that the walk indexes give exactly this order. */
function applySort(db: Knex, query: Knex.QueryBuilder, sort: CompanySort, q?: string) {
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
      return query.orderBy('c.is_featured', 'desc').orderBy(BY_RATING);
  }
}

/** Indexes listing a country's listings in a sort's order (see the search migration). */
const WALK_INDEX: Partial<Record<CompanySort, string>> = {
  rating: 'companies_walk_rating',
  reviews: 'companies_walk_reviews',
  name: 'companies_walk_name',
  relevance: 'companies_walk_rating',
};
/** Walk an index instead of sorting the matches when a search matches at least this many listings. */
const WALK_MIN_MATCHES = 2000;
/**
 * PostgreSQL plans the walks itself (from its statistics); the planner here only chooses relevance
 * in parts, whose counts come from the word bitmaps and whose parts are read along covering indexes
 * (migration 000007). That beats sorting every match from a few hundred matches on.
 */
const PG_WALK_MIN_MATCHES = 300;
const WALK_MAX_OFFSET = 1000;

/**
 * Relevance for a text search matching many listings: listings whose name starts with the text, then
 * those whose name contains it elsewhere, then the other matches read along the rating index; each
 * part by rating. Gives the same order as the single query of applySort without sorting every match.
 * Where the search index counts the name parts (PostgreSQL), a large part is read along the rating
 * index too instead of sorting all its listings.
 */
async function relevancePage(
  db: Knex,
  matching: (along?: string) => Knex.QueryBuilder,
  withoutText: (along?: string) => Knex.QueryBuilder,
  filters: CompanyFilters,
  text: TextQuery,
  within: TextCount | undefined,
  page: { along: string | undefined; offset: number; limit: number },
  walkMin: number,
): Promise<number[]> {
  const q = filters.q!;
  const country = filters.country;
  // name matches are a subset of text matches: only the (usually few) name matches are looked at
  const nameMatch = (along?: string) => companyTextMatch(db, 'c', country, text, 'name_search', Boolean(along));
  const startsWith = db.raw("c.name_search LIKE ? ESCAPE '\\'", [likePrefix(q)]);
  const indexed = within ? await countTextMatches(db, country, text, { ...within, part: 'name' }) : undefined;
  const nameCount = indexed ?? Number((await withoutText().andWhere(nameMatch()).count({ n: '*' }).first())?.n ?? 0);
  const startCount = within && page.along ? await countTextMatches(db, country, text, { ...within, part: 'name_start' }) : undefined;
  type Part = { count: number; rows: (along: string | undefined) => Knex.QueryBuilder };
  const parts: Part[] =
    startCount === undefined
      ? [{ count: nameCount, rows: () => withoutText().andWhere(nameMatch()).orderByRaw('CASE WHEN ? THEN 0 ELSE 1 END', [startsWith]) }]
      : [
          { count: startCount, rows: (along) => withoutText(along).andWhere(startsWith) },
          { count: nameCount - startCount, rows: (along) => withoutText(along).andWhere(nameMatch(along)).andWhereNot(startsWith) },
        ];
  parts.push({ count: Number.MAX_SAFE_INTEGER, rows: (along) => matching(along).whereNot(nameMatch(along)) });
  const ids: number[] = [];
  let skip = page.offset;
  for (const part of parts) {
    if (ids.length >= page.limit) break;
    if (skip >= part.count) {
      skip -= part.count;
      continue;
    }
    // a part with many listings is read along the rating index (stopping after the page)
    const along = part.count >= walkMin ? page.along : undefined;
    const rows = (await part
      .rows(along)
      .select('c.id')
      .orderBy(BY_RATING)
      .offset(skip)
      .limit(page.limit - ids.length)) as Row[];
    ids.push(...rows.map((r) => Number(r.id)));
    skip = 0;
  }
  return ids;
}

/**
 * With text and a city or category: whether the city's (category's) listings are fewer than the
 * text's matches, so the search should start from them (an index to read along) rather than from
 * the text index. Only where the search index can count cheaply (SQLite). The scope is counted
 * first (index-only), and the text's matches are counted only up to that many.
 */
async function smallerDriver(db: Knex, f: CompanyFilters, scope: Scope, text: TextQuery | undefined): Promise<string | undefined> {
  if (!text || (!scope.cityIds && scope.categoryId === undefined) || !usesTextIndex(db, text.folded)) return undefined;
  const listings = db('companies as c').where('c.status', 'active');
  if (scope.cityIds) listings.whereIn('c.city_id', scope.cityIds);
  else listings.andWhere('c.category_id', scope.categoryId!);
  const scopeCount = Number((await listings.count({ n: '*' }).first())?.n ?? 0);
  const textCount = await countTextMatches(db, f.country, text, { atMost: scopeCount + 1 });
  if (textCount === undefined || scopeCount >= textCount) return undefined;
  return scope.cityIds ? 'companies_scope_city' : 'companies_scope_category';
}

/** Directory search: the spec's filters and sorts over the listings, planned per engine (see above). */
export function createSearchRepository(db: Knex, tuning: { walkMinMatches?: number; drive?: boolean; indexedCounts?: boolean } = {}) {
  const walkMin = tuning.walkMinMatches ?? (dialectOf(db) === 'postgres' ? PG_WALK_MIN_MATCHES : WALK_MIN_MATCHES);
  return {
    async search(filters: CompanyFilters, sort: CompanySort, offset: number, limit: number) {
      const scope = await resolveScope(db, filters);
      if (!scope) return { total: 0, companies: [] as CompanyCardDto[] };
      const text = filters.q ? await prepareTextQuery(db, filters.q) : undefined;
      const matching = (along?: string) => applyFilters(db, companiesAlong(db, along), filters, scope, text, along);
      const count = async (along?: string) => Number((await matching(along).count({ n: '*' }).first())?.n ?? 0);
      const drive = tuning.drive === false ? undefined : await smallerDriver(db, filters, scope, text);
      const within = text && drive === undefined && tuning.indexedCounts !== false ? countableWithin(filters, scope) : undefined;
      const indexed = within ? await countTextMatches(db, filters.country, text!, within) : undefined;
      let total: number;
      let ids: number[];
      // Count and page in one pass when the count needs the listings table anyway: starting from a
      // smaller city/category, or text plus filters the text index cannot count within.
      const onePass =
        drive !== undefined ||
        (indexed === undefined &&
          text !== undefined &&
          !onlyText(filters) &&
          (usesTextIndex(db, text.folded) || dialectOf(db) === 'postgres'));
      if (onePass) {
        const rows = (await applySort(db, matching(drive).select('c.id', db.raw('count(*) OVER () AS total_count')), sort, filters.q)
          .offset(offset)
          .limit(limit)) as Row[];
        ids = rows.map((r) => Number(r.id));
        total = rows.length ? Number(rows[0].total_count) : await count(drive);
      } else {
        total = indexed ?? (await count());
        const walk = filters.q && total >= walkMin && offset < WALK_MAX_OFFSET ? WALK_INDEX[sort] : undefined;
        const page = { along: walk, offset, limit };
        ids =
          sort === 'relevance' && filters.q && walk
            ? await relevancePage(
                db,
                matching,
                (along) => applyFilters(db, companiesAlong(db, along), filters, scope, undefined),
                filters,
                text!,
                within,
                page,
                walkMin,
              )
            : ((await applySort(db, matching(walk).select('c.id'), sort, filters.q).offset(offset).limit(limit)) as Row[]).map((r) =>
                Number(r.id),
              );
      }
      if (!ids.length) return { total, companies: [] as CompanyCardDto[] };
      const rows = (await listed(db)
        .whereIn('c.id', ids)
        .select(...CARD_COLUMNS)) as Row[];
      const ordered = ids.map((id) => rows.find((r) => Number(r.id) === id)).filter((r): r is Row => Boolean(r));
      return { total, companies: await toCards(db, ordered) };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
