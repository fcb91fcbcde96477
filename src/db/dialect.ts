import type { Knex } from 'knex';
import { dialectOf } from './index.js';

/** Values differ by driver on the way out: normalise them here. */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  const text = String(value);
  return text.includes('T') ? new Date(text).toISOString() : new Date(`${text.replace(' ', 'T')}Z`).toISOString();
}

export const toBool = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't';

export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A row names a parent that does not exist (PostgreSQL 23503, SQLite FOREIGN KEY constraint failed). */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string };
  return e?.code === '23503' || (e?.code === 'SQLITE_CONSTRAINT' && /FOREIGN KEY/.test(e.message ?? ''));
};

export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; errno?: number; message?: string };
  return e?.code === '23505' || (e?.code === 'SQLITE_CONSTRAINT' && /UNIQUE/.test(e.message ?? ''));
};

/** `%text%` for LIKE with the wildcard characters of `text` escaped (use with ESCAPE '\'). */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ftsTable = (country: string) => {
  const code = country.toLowerCase();
  if (!/^(cz|sk|pl)$/.test(code)) throw new Error(`no search index for country ${country}`);
  return `companies_fts_${code}`;
};
const ftsPhrase = (column: string, folded: string) => `${column} : "${folded.replace(/"/g, '""')}"`;
/** Whether text searches for `folded` go through SQLite's FTS index (3+ characters). */
export const usesTextIndex = (db: Knex, folded: string) => dialectOf(db) === 'sqlite' && [...folded].length >= 3;
const usesFts = usesTextIndex;

export type TextColumn = 'search_text' | 'name_search';

/** One-word queries PostgreSQL counts from its word bitmaps (migration 000007): a-z and 0-9 only, 3+ characters. */
const WORD_QUERY = /^[a-z0-9]{3,}$/;
/** A query contained in more vocabulary words than this is matched with pg_trgm instead. */
const MAX_WORDS = 200;

/** A folded text query, prepared for the engine. */
export interface TextQuery {
  folded: string;
  /**
   * PostgreSQL, one-word queries: the vocabulary's words containing the query. A listing matches
   * exactly when its text (name) holds one of them, so the word bitmaps count them without LIKE.
   */
  words?: string[];
}

/** Looks up what a text query needs before it is matched (PostgreSQL: the vocabulary words containing it). */
export async function prepareTextQuery(db: Knex, folded: string): Promise<TextQuery> {
  if (dialectOf(db) !== 'postgres' || !WORD_QUERY.test(folded)) return { folded };
  const words: string[] = await db('search_words')
    .where('word', 'like', `%${folded}%`)
    .limit(MAX_WORDS + 1)
    .pluck('word');
  return words.length > MAX_WORDS ? { folded } : { folded, words };
}

/** Where a listing holds a word: its search text, its name, or the start of its name. */
export type TextPart = 'text' | 'name' | 'name_start';
const PART_MARK: Record<TextPart, string> = { text: ':', name: '/', name_start: '^' };

/** Word-index tokens of the words (see migration 000007): `CZ:word`, `CZ/word`, `CZ^word`. */
const wordTokens = (country: string, words: string[], part: TextPart) => {
  if (!/^[A-Z]{2}$/.test(country)) throw new Error(`no search index for country ${country}`);
  return words.map((word) => `${country}${PART_MARK[part]}${word}`);
};

/**
 * Active listings of `country` whose folded search text (or, with `name_search`, whose folded name)
 * contains the query (folded: lower case, no diacritics).
 * SQLite: the edition's FTS5 trigram index for 3+ characters, a LIKE scan below that;
 * PostgreSQL: LIKE, served by the pg_trgm GIN indexes for 3+ characters.
 */
export function companyTextMatch(
  db: Knex,
  alias: string,
  country: string,
  text: TextQuery,
  column: TextColumn = 'search_text',
  /** only filter rows read along another index */
  asFilter = false,
): Knex.Raw {
  // Rows read along another index are few or stop early: a LIKE on each is cheaper than
  // materialising every match of the text index (which SQLite would otherwise start from).
  if (usesFts(db, text.folded) && !asFilter) {
    return db.raw(`??.id IN (SELECT rowid FROM ${ftsTable(country)} WHERE ${ftsTable(country)} MATCH ?)`, [
      alias,
      ftsPhrase(column, text.folded),
    ]);
  }
  return db.raw(`??.?? LIKE ? ESCAPE '\\'`, [alias, column, likeContains(text.folded)]);
}

/** ceil(value * 100) computed on the decimal the database receives (String(value)); undefined if not a plain decimal. */
function decimalCents(value: number): number | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return /[1-9]/.test(fraction.slice(2)) ? cents + 1 : cents;
}

/**
 * PostgreSQL: listings holding one of the word tokens (and of the category, rated at least the
 * minimum), from the bitmaps of migration 000007: per block of listing ids, the OR of the words'
 * bitmaps AND the category's AND the OR of the ratings' from the minimum up (`CZ#r4.35`..`CZ#r4.39`,
 * `CZ#q4.4`..`CZ#q4.9`, `CZ#w5`..); undefined for a minimum that is not a plain decimal.
 */
async function countBitmaps(db: Knex, country: string, words: string[], options: TextCount): Promise<number | undefined> {
  const list = (tokens: string[]) => `token IN (${tokens.map(() => '?').join(', ')})`;
  const parts: Array<{ where: string; bindings: Array<string | number> }> = [{ where: list(words), bindings: words }];
  if (options.categoryId !== undefined) parts.push({ where: 'token = ?', bindings: [`${country}#c${options.categoryId}`] });
  if (options.minRating) {
    const cents = decimalCents(options.minRating);
    if (cents === undefined) return undefined;
    // from the minimum: hundredths up to the next tenth, tenths up to the next point, then whole
    // points ('d' tokens sort as ratings below 10 do)
    const tenths = Math.ceil(cents / 10);
    const points = Math.ceil(cents / 100);
    const values: string[] = [];
    for (let v = cents; v < tenths * 10; v += 1) values.push(`${country}#r${(v / 100).toFixed(2)}`);
    for (let v = tenths; v < points * 10; v += 1) values.push(`${country}#q${(v / 10).toFixed(1)}`);
    const whole = [`${country}#w${points}`, `${country}#w9`];
    parts.push(
      values.length
        ? { where: `(${list(values)} OR token BETWEEN ? AND ?)`, bindings: [...values, ...whole] }
        : { where: 'token BETWEEN ? AND ?', bindings: whole },
    );
  }
  const anded = parts.map((p) => `bit_or(bits) FILTER (WHERE ${p.where})`).join(' & ');
  const sql = `SELECT coalesce(sum(bit_count(m)), 0) AS n FROM (
      SELECT ${anded} AS m FROM search_postings WHERE ${parts.map((p) => `(${p.where})`).join(' OR ')} GROUP BY block
    ) AS blocks`;
  const bindings = [...parts.flatMap((p) => p.bindings), ...parts.flatMap((p) => p.bindings)];
  const result = await db.raw(sql, bindings);
  return Number(result.rows[0].n);
}

export interface TextCount {
  /** where the word is held (`name_start`: PostgreSQL only) */
  part?: TextPart;
  /** PostgreSQL: only listings of this category, rated at least this */
  categoryId?: number;
  minRating?: number;
  /** stop counting there: the answer is then min(matches, atMost), all a planner comparing sizes needs */
  atMost?: number;
}

/**
 * How many active listings of `country` match, from the search index alone, when the engine can
 * (SQLite FTS; PostgreSQL one-word queries from the word bitmaps, also within a category and above
 * a rating: no lookups in the listings table); undefined otherwise.
 */
export async function countTextMatches(db: Knex, country: string, text: TextQuery, options: TextCount = {}): Promise<number | undefined> {
  const part = options.part ?? 'text';
  if (dialectOf(db) === 'postgres') {
    if (!text.words) return undefined;
    const words = part === 'name_start' ? text.words.filter((w) => w.startsWith(text.folded)) : text.words;
    if (!words.length) return 0;
    const n = await countBitmaps(db, country, wordTokens(country, words, part), options);
    return n === undefined || options.atMost === undefined ? n : Math.min(n, options.atMost);
  }
  if (!usesFts(db, text.folded) || part === 'name_start' || options.categoryId !== undefined || options.minRating) return undefined;
  const table = ftsTable(country);
  const phrase = ftsPhrase(part === 'name' ? 'name_search' : 'search_text', text.folded);
  const matches = `SELECT 1 FROM ${table} WHERE ${table} MATCH ?`;
  const [row] =
    options.atMost === undefined
      ? await db.raw(`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ?`, [phrase])
      : await db.raw(`SELECT count(*) AS n FROM (${matches} LIMIT ?)`, [phrase, options.atMost]);
  return Number(row.n);
}

/**
 * The listings table read along one of its sort indexes. SQLite's planner cannot tell a search term
 * matching half the listings from one matching ten, so for large matches we tell it to walk the
 * index in order and stop after a page; PostgreSQL chooses from its statistics.
 */
export function companiesAlong(db: Knex, index: string | undefined): Knex.QueryBuilder {
  if (index && dialectOf(db) === 'sqlite' && /^[a-z_]+$/.test(index)) return db.from(db.raw(`companies AS c INDEXED BY ${index}`));
  return db('companies as c');
}

/** ORDER BY a column compared as plain bytes (sort keys), on both engines. */
export function byteOrder(db: Knex, column: string): Knex.Raw {
  return dialectOf(db) === 'postgres' ? db.raw('?? COLLATE "C"', [column]) : db.raw('??', [column]);
}
