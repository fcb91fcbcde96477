/**
 * The search bench's baseline: for one search, the statements a person would write by hand for its
 * filters, each starting from one side, run directly on the engine; the bench takes the fastest.
 * - `text`: from the text's matches (SQLite: the FTS5 table CROSS JOINed to the listings; PostgreSQL:
 *   the LIKE the pg_trgm index answers, every other column written as an expression so that no other
 *   index can start the statement);
 * - `city`, `category`: from that range's index, the text checked on each listing (SQLite: the other
 *   columns written `+column`, or INDEXED BY the category's index; PostgreSQL: the text and the other
 *   columns as expressions);
 * - `walk`: along the sort's own index, stopping after the page (sorts by rating, reviews or name).
 * Each is a pair, the capped count and the first page, in the search's order. None of it comes from
 * the search repository: the baseline is what the engine does when told where to start.
 */
import type { Engine } from './engines.js';

export interface Statement {
  sql: string;
  bindings: Array<string | number>;
}

export interface Candidate {
  start: 'text' | 'city' | 'category' | 'walk';
  count: Statement;
  page: Statement;
}

/** A search with its category and city resolved to ids (branch companies found in the cities included). */
export interface ResolvedSearch {
  country: string;
  /** folded */
  q?: string;
  categoryId?: number;
  cityIds?: number[];
  branchCompanyIds: number[];
  rating?: number;
  sort: 'relevance' | 'rating' | 'reviews' | 'price_asc' | 'name';
}

type Column = 'status' | 'country_code' | 'city_id' | 'category_id' | 'rating' | 'search_text';
const TEXT_COLUMNS = new Set<Column>(['status', 'country_code', 'search_text']);
const WALK_INDEX = { rating: 'companies_walk_rating', reviews: 'companies_walk_reviews', name: 'companies_walk_name' } as const;

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The hand-written count (up to cap + 1) and first page of `search` from each side it has. */
export function handWritten(engine: Engine, search: ResolvedSearch, cap: number, pageSize: number): Candidate[] {
  const starts: Candidate['start'][] = [];
  if (search.q && [...search.q].length >= 3) starts.push('text');
  if (search.cityIds) starts.push('city');
  if (search.categoryId !== undefined) starts.push('category');
  if (search.sort in WALK_INDEX) starts.push('walk');
  return starts.map((start) => candidate(engine, search, start, cap, pageSize));
}

function candidate(engine: Engine, s: ResolvedSearch, start: Candidate['start'], cap: number, pageSize: number): Candidate {
  /** a column an index may serve in this statement, or an expression no index serves */
  const indexed = (column: Column) => {
    if (start === 'text') return false;
    if (start === 'city') return column === 'city_id';
    if (start === 'category') return column === 'category_id' || column === 'status' || column === 'country_code' || column === 'rating';
    return column === 'status' || column === 'country_code'; // walk: the sort index's leading columns
  };
  const col = (column: Column) => {
    if (indexed(column)) return `c.${column}`;
    if (engine === 'sqlite') return `+c.${column}`;
    return TEXT_COLUMNS.has(column) ? `(c.${column} || '')` : `(c.${column} + 0)`;
  };
  const where: string[] = [];
  const bindings: Array<string | number> = [];
  const add = (sql: string, ...values: Array<string | number>) => {
    where.push(sql);
    bindings.push(...values);
  };
  let from = 'companies AS c';
  if (start === 'text' && engine === 'sqlite') {
    const fts = `companies_fts_${s.country.toLowerCase()}`;
    from = `${fts} AS f CROSS JOIN companies AS c`;
    add(`f.${fts} MATCH ?`, `search_text : "${s.q!.replace(/"/g, '""')}"`);
    add('c.id = f.rowid');
  } else if (s.q) {
    add(`${start === 'text' ? 'c.search_text' : col('search_text')} LIKE ? ESCAPE '\\'`, `%${escapeLike(s.q)}%`);
  }
  if (engine === 'sqlite' && start === 'category') from = 'companies AS c INDEXED BY companies_category_rating';
  if (engine === 'sqlite' && start === 'walk') from = `companies AS c INDEXED BY ${WALK_INDEX[s.sort as keyof typeof WALK_INDEX]}`;
  add(`${col('status')} = ?`, 'active');
  add(`${col('country_code')} = ?`, s.country);
  if (s.cityIds) {
    const inCity = `${col('city_id')} IN (${marks(s.cityIds.length)})`;
    if (s.branchCompanyIds.length) add(`(${inCity} OR c.id IN (${marks(s.branchCompanyIds.length)}))`, ...s.cityIds, ...s.branchCompanyIds);
    else add(inCity, ...s.cityIds);
  }
  if (s.categoryId !== undefined) add(`${col('category_id')} = ?`, s.categoryId);
  if (s.rating) add(`${col('rating')} >= ?`, s.rating);
  const body = `FROM ${from} WHERE ${where.join(' AND ')}`;
  const order = orderBy(engine, s, start === 'walk');
  return {
    start,
    count: { sql: `SELECT count(*) AS n FROM (SELECT 1 ${body} LIMIT ${cap + 1}) AS m`, bindings },
    page: { sql: `SELECT c.id ${body} ORDER BY ${order.sql} LIMIT ${pageSize}`, bindings: [...bindings, ...order.bindings] },
  };
}

/**
 * The search's order (search.repository.ts's applySort), ties broken by id. On PostgreSQL a statement
 * that does not walk the sort's index orders by expressions, so that the planner cannot walk it instead.
 */
function orderBy(engine: Engine, s: ResolvedSearch, walk: boolean): Statement {
  const plain = walk || engine === 'sqlite';
  const num = (column: string) => (plain ? `c.${column}` : `(c.${column} + 0)`);
  const byRating = `${num('rating')} DESC, ${num('reviews_count')} DESC, c.id DESC`;
  switch (s.sort) {
    case 'rating':
      return { sql: byRating, bindings: [] };
    case 'reviews':
      return { sql: `${num('reviews_count')} DESC, ${num('rating')} DESC, c.id DESC`, bindings: [] };
    case 'price_asc':
      return { sql: `CASE WHEN c.price_avg IS NULL THEN 1 ELSE 0 END, c.price_avg, c.rating DESC, c.id DESC`, bindings: [] };
    case 'name': {
      const name = engine === 'sqlite' ? 'c.name_sort' : plain ? 'c.name_sort COLLATE "C"' : `(c.name_sort || '') COLLATE "C"`;
      return { sql: `${name}, c.id`, bindings: [] };
    }
    default:
      if (!s.q) return { sql: `c.is_featured DESC, ${byRating}`, bindings: [] };
      return {
        sql: `CASE WHEN c.name_search LIKE ? ESCAPE '\\' THEN 0 WHEN c.name_search LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END, ${byRating}`,
        bindings: [`${escapeLike(s.q)}%`, `%${escapeLike(s.q)}%`],
      };
  }
}
