import type { Knex } from 'knex';
import { likeContains, likePrefix } from './dialect.js';
import { dialectOf, type Dialect } from './engine.js';

export { dialectOf, type Dialect } from './engine.js';

/**
 * What differs between the two engines, in one place: repositories receive it (`dialectFor(db)`) and
 * ask it, instead of testing the engine's name themselves. Every method takes the knex or transaction
 * to run on, so one object serves every connection of its engine.
 */
export interface SqlDialect {
  readonly name: Dialect;
  /**
   * The first statement of a write transaction. SQLite: a write, so the transaction takes the write
   * lock at once (waiting under busy_timeout) instead of failing with SQLITE_BUSY when a deferred
   * reader upgrades later. PostgreSQL: nothing (callers lock rows or keys where needed).
   */
  beginWrite(trx: Knex.Transaction): Promise<void>;
  /**
   * Serialises the transactions that lock the same key until they end. PostgreSQL: a transaction-level
   * advisory lock; SQLite: nothing, a write transaction already holds the only write lock.
   */
  lockKey(trx: Knex, key: string): Promise<void>;
  /** Holds `table`'s row `id` until commit. PostgreSQL: SELECT ... FOR UPDATE; SQLite: nothing, as above. */
  lockRow(trx: Knex, table: string, id: number): Promise<void>;
  /**
   * `table` restricted to the ids the query `ids` selects, without the rows another transaction holds
   * (PostgreSQL: FOR UPDATE SKIP LOCKED, evaluated once as `id = ANY(ARRAY(...))`: as `id IN (...)` the
   * planner may run it again for each row, and SKIP LOCKED then hands out other rows each time, beyond
   * the query's limit). SQLite: `id IN (...)`, the statement holding the one write lock.
   */
  idsSkippingLocked(db: Knex, table: string, ids: Knex.QueryBuilder): Knex.QueryBuilder;
  /** A WITH can hold an UPDATE ... RETURNING whose rows an INSERT reads, in one statement (PostgreSQL). */
  readonly writableCte: boolean;
  /** The rows of a `db.raw(...)` result (PostgreSQL answers `{ rows }`, SQLite the array itself). */
  rowsOf<T = Record<string, unknown>>(result: unknown): T[];
  /** Runs `work` reading only: PostgreSQL in a read-only transaction; SQLite on the connection as it is. */
  readOnly<T>(db: Knex, work: (q: Knex) => Promise<T>): Promise<T>;
  /** Fresh planner statistics of `table`, or of its `columns` only (PostgreSQL ANALYZE; nothing on SQLite). */
  analyze(db: Knex, table: string, columns?: string[]): Promise<void>;
  /**
   * Fresh planner statistics of `tables`, or of every table, after a seed, an import or migrations
   * changed their sizes: on both engines, unlike `analyze`. PostgreSQL: ANALYZE (a sample of each
   * table: well under a second on a small database). SQLite: ANALYZE with `analysis_limit`, which
   * reads a bounded number of entries of each index instead of all of them (approximate, and so cheap
   * at any size). SQLite's `PRAGMA optimize` is no substitute: before 3.46 (the driver has 3.44) it
   * analyses only tables the connection's own queries used, and so nothing on a fresh connection.
   */
  refreshStatistics(db: Knex, tables?: string[]): Promise<void>;
  /**
   * SQL of the column `column` (e.g. `c.city_id`) that the planner may check on a row but not look up
   * in an index, so that a statement starts from the one index its caller chose. SQLite: the unary
   * plus, which makes it an expression (the documented way to keep an index out of a plan);
   * PostgreSQL: the column itself, its planner choosing from statistics.
   */
  unindexed(column: string): string;
  /**
   * A SELECT of `columns` over `rows` passed as ONE JSON parameter (binding thousands of values one by
   * one costs more than the statement itself, and no variable limit applies). PostgreSQL: objects read
   * by column name as `table`'s row type (json_populate_recordset); SQLite: arrays read by position (json_each).
   */
  jsonRows(table: string, columns: string[], rows: Array<Record<string, unknown>>): SqlText;
  /**
   * The `columns` of the rows of `table` matching `filter` whose `column` equals one of `values` (passed
   * as one parameter). PostgreSQL: a lateral index probe per value, whatever the planner believes about
   * the table's size (its statistics can lag far behind a fast-growing table, and a value list would
   * then be hashed against a scan of every row): the subquery's OFFSET 0 keeps the planner from pulling
   * it up into a plain join, so it runs once per value; SQLite: `IN (SELECT value FROM json_each(?))`.
   */
  probeEach(table: string, columns: string[], filter: SqlText, column: string, values: string[]): SqlText;
  /**
   * The listings (alias `c`) whose folded search text (name, subcategory, service names), or with
   * `column` 'name_search' whose folded name, contains `folded` (lower case, no diacritics), or with
   * `part` one part of the relevance order (TextPart), through the engine's own substring index for
   * 3+ characters:
   * - SQLite: the edition's FTS5 trigram table (migration 000003: a phrase query on the column; it
   *   holds the edition's active listings only), CROSS JOINed to the listings: SQLite keeps a CROSS
   *   JOIN's order, so the matches are the outer loop and each listing is read by its rowid, whatever
   *   the statistics say (with a plain join and no statistics it walked every listing of the edition
   *   and ran the MATCH once per listing: 20 ms for 350 listings). A statement with a LIMIT (the
   *   capped count) stops reading matches there (`c.id IN (SELECT rowid …)` would read every match
   *   first). `walk`: LIKE instead, for a caller starting from another index, a category's or city's
   *   range or a sort's (core/directory/search-plan.repository.ts).
   * - PostgreSQL: LIKE, which the pg_trgm GIN indexes serve, or which filters a walk of a sort index
   *   when the planner's statistics say the text is common.
   * Shorter text: LIKE over the listings (the trigram indexes need 3 characters).
   */
  listingsContaining(db: Knex, country: string, folded: string, options?: TextMatchOptions): Knex.QueryBuilder;
  /**
   * The edition's active listings holding a folded text (of 3 letters or more), or one part of it, as
   * rows of the text index alone, without reading the listings: SQLite, whose FTS5 table of an edition
   * holds exactly its active listings (kept so by triggers). Undefined on PostgreSQL, whose trigram
   * index is over every listing.
   */
  textMatches?(db: Knex, country: string, folded: string, options?: { part?: TextPart }): Knex.QueryBuilder;
  /**
   * How many of an edition's listings hold a folded text (of 3 letters or more), counted from the
   * text's index alone and only up to `upTo` (the answer is at most that), where the engine's planner
   * cannot tell: SQLite knows nothing of an FTS match's size. `part`: the listings of one part of the
   * relevance order. Undefined on PostgreSQL, whose planner estimates it from its statistics.
   */
  countTextMatches?(db: Knex, country: string, folded: string, upTo: number, options?: { part?: TextPart }): Promise<number>;
  /**
   * The edition's listings in its text index (its active ones), counted from the index's own table of
   * document sizes (FTS5's `_docsize`, one row per listing: under a millisecond at 100 000). SQLite
   * only, beside countTextMatches.
   */
  textIndexSize?(db: Knex, country: string): Promise<number>;
  /**
   * SQL of a JSON object as text, from fixed keys (plain words, written into the SQL) and the SQL
   * expressions of their values. SQLite: json_object; PostgreSQL: json_build_object(...)::text.
   */
  jsonObjectText(fields: Record<string, string>): string;
  /** SQL of the timestamp `seconds` after the timestamp expression `at` (SQLite: ISO text, as the product stores times). */
  secondsAfter(at: string, seconds: number): string;
}

interface TextMatchOptions {
  column?: 'search_text' | 'name_search';
  /** instead of `column` */
  part?: TextPart;
  walk?: boolean;
}

/**
 * The parts of the relevance order of a text: `prefix` names starting with it, `inner` names holding
 * it elsewhere only, `names` both, `other` listings holding it outside the name (services, subcategory).
 */
export type TextPart = 'prefix' | 'inner' | 'names' | 'other';

/** A statement (or a part of one) with its bindings. */
interface SqlText {
  sql: string;
  bindings: Knex.RawBinding[];
}

/** An FTS5 query for a folded text as one phrase in one column (`initial`: the phrase starting the column). */
const ftsPhrase = (column: string, folded: string, initial = false) => `${column} : ${initial ? '^' : ''}"${folded.replace(/"/g, '""')}"`;

/** The FTS5 query of a text, in a column or a relevance part (FTS5's NOT: the left side's matches without the right side's). */
function ftsQuery(folded: string, options: TextMatchOptions = {}): string {
  switch (options.part) {
    case 'prefix':
      return ftsPhrase('name_search', folded, true);
    case 'inner':
      return `${ftsPhrase('name_search', folded)} NOT ${ftsPhrase('name_search', folded, true)}`;
    case 'names':
      return ftsPhrase('name_search', folded);
    case 'other':
      return `${ftsPhrase('search_text', folded)} NOT ${ftsPhrase('name_search', folded)}`;
    default:
      return ftsPhrase(options.column ?? 'search_text', folded);
  }
}

const quoted = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');

/** LIKE over the listings' folded column or relevance part, the same listings as ftsQuery (patterns escaped by likeContains). */
function listingsLike(db: Knex, folded: string, options: TextMatchOptions = {}) {
  const query = db('companies as c');
  const like = (column: string, not = false) => `c.${column} ${not ? 'NOT ' : ''}LIKE ? ESCAPE '\\'`;
  switch (options.part) {
    case 'prefix':
      return query.whereRaw(like('name_search'), [likePrefix(folded)]);
    case 'inner':
      return query.whereRaw(`${like('name_search')} AND ${like('name_search', true)}`, [likeContains(folded), likePrefix(folded)]);
    case 'names':
      return query.whereRaw(like('name_search'), [likeContains(folded)]);
    case 'other':
      return query.whereRaw(`${like('search_text')} AND ${like('name_search', true)}`, [likeContains(folded), likeContains(folded)]);
    default:
      return query.whereRaw(`c.?? LIKE ? ESCAPE '\\'`, [options.column ?? 'search_text', likeContains(folded)]);
  }
}

/** SQLite: the edition's FTS5 trigram table (migration 000003). */
const ftsTable = (country: string) => {
  const code = country.toLowerCase();
  if (!/^(cz|sk|pl)$/.test(code)) throw new Error(`no search index for country ${country}`);
  return `companies_fts_${code}`;
};

/** The `key, value, ...` arguments of the JSON object functions; keys are plain words of the code, never input. */
const jsonPairs = (fields: Record<string, string>, keyCast = '') =>
  Object.entries(fields)
    .map(([key, value]) => {
      if (!/^[a-z_]+$/.test(key)) throw new Error(`not a plain JSON key: ${key}`);
      return `'${key}'${keyCast}, ${value}`;
    })
    .join(', ');

/** Entries of each index SQLite's ANALYZE reads (its `analysis_limit`): enough for row estimates, cheap at any size. */
const SQLITE_ANALYSIS_LIMIT = 1000;

const wholeSeconds = (seconds: number) => {
  if (!Number.isSafeInteger(seconds)) throw new Error(`not a whole number of seconds: ${seconds}`);
  return seconds;
};

const sqlite: SqlDialect = {
  name: 'sqlite',
  beginWrite: async (trx) => void (await trx.raw('UPDATE knex_migrations_lock SET is_locked = is_locked WHERE 1 = 0')),
  lockKey: async () => {},
  lockRow: async () => {},
  idsSkippingLocked: (db, table, ids) => db(table).whereIn('id', ids),
  writableCte: false,
  rowsOf: <T>(result: unknown) => result as T[],
  readOnly: (db, work) => work(db),
  analyze: async () => {},
  async refreshStatistics(db, tables) {
    // one connection in the pool: the limit applies to the ANALYZE that follows
    await db.raw(`PRAGMA analysis_limit = ${SQLITE_ANALYSIS_LIMIT}`);
    if (!tables) await db.raw('ANALYZE');
    else for (const table of tables) await db.raw('ANALYZE ??', [table]);
  },
  unindexed: (column) => `+${column}`,
  jsonRows: (_table, columns, rows) => ({
    sql: `SELECT ${columns.map((_, i) => `value ->> ${i}`).join(', ')} FROM json_each(?)`,
    bindings: [JSON.stringify(rows.map((row) => columns.map((c) => row[c] ?? null)))],
  }),
  probeEach: (table, columns, filter, column, values) => ({
    sql: `SELECT ${columns.join(', ')} FROM ${table} WHERE ${filter.sql} AND ${column} IN (SELECT value FROM json_each(?))`,
    bindings: [...filter.bindings, JSON.stringify(values)],
  }),
  listingsContaining(db, country, folded, options = {}) {
    if (options.walk || [...folded].length < 3) return listingsLike(db, folded, options);
    const table = ftsTable(country);
    return db
      .from(`${table} as f`)
      .joinRaw('CROSS JOIN companies AS c')
      .whereRaw(`f.${table} MATCH ?`, [ftsQuery(folded, options)])
      .andWhereRaw('c.id = f.rowid');
  },
  textMatches(db, country, folded, options = {}) {
    const table = ftsTable(country);
    return db.from(`${table} as f`).whereRaw(`f.${table} MATCH ?`, [ftsQuery(folded, options)]);
  },
  async countTextMatches(db, country, folded, upTo, options = {}) {
    const held = sqlite.textMatches!(db, country, folded, options).select(db.raw('1')).limit(upTo);
    const [row] = (await db.from(held.as('m')).count({ n: '*' })) as Array<{ n: number | string }>;
    return Number(row?.n ?? 0);
  },
  async textIndexSize(db, country) {
    const [row] = (await db.from(`${ftsTable(country)}_docsize`).count({ n: '*' })) as Array<{ n: number | string }>;
    return Number(row?.n ?? 0);
  },
  jsonObjectText: (fields) => `json_object(${jsonPairs(fields)})`,
  secondsAfter: (at, seconds) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '+${wholeSeconds(seconds)} seconds')`,
};

const postgres: SqlDialect = {
  name: 'postgres',
  beginWrite: async () => {},
  lockKey: async (trx, key) => void (await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [key])),
  lockRow: async (trx, table, id) => void (await trx(table).where({ id }).forUpdate().first('id')),
  idsSkippingLocked(db, table, ids) {
    const locked = ids.clone().forUpdate().skipLocked().toSQL();
    return db(table).whereRaw(`id = ANY(ARRAY(${locked.sql}))`, locked.bindings);
  },
  writableCte: true,
  rowsOf: <T>(result: unknown) => (result as { rows: T[] }).rows,
  readOnly: (db, work) => db.transaction(work, { readOnly: true }),
  analyze: async (db, table, columns = []) =>
    void (await db.raw(`ANALYZE ??${columns.length ? ` (${columns.map(() => '??').join(', ')})` : ''}`, [table, ...columns])),
  refreshStatistics: async (db, tables) =>
    void (await (tables ? db.raw(`ANALYZE ${tables.map(() => '??').join(', ')}`, tables) : db.raw('ANALYZE'))),
  unindexed: (column) => column,
  jsonRows: (table, columns, rows) => ({
    sql: `SELECT ${quoted(columns)} FROM json_populate_recordset(NULL::${table}, ?::json)`,
    bindings: [JSON.stringify(rows)],
  }),
  probeEach: (table, columns, filter, column, values) => ({
    sql: `SELECT p.* FROM unnest(?::text[]) AS k(v) CROSS JOIN LATERAL (SELECT ${columns.join(', ')} FROM ${table} WHERE ${filter.sql} AND ${column} = k.v OFFSET 0) AS p`,
    bindings: [values, ...filter.bindings],
  }),
  listingsContaining: (db, _country, folded, options) => listingsLike(db, folded, options),
  jsonObjectText: (fields) => `json_build_object(${jsonPairs(fields, '::text')})::text`,
  secondsAfter: (at, seconds) => `(${at} + interval '${wholeSeconds(seconds)} seconds')`,
};

/** The dialect of the engine `db` talks to. */
export const dialectFor = (db: Knex): SqlDialect => (dialectOf(db) === 'postgres' ? postgres : sqlite);
