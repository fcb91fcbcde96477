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

export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; errno?: number; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT' && /UNIQUE/.test(e.message ?? '');
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

/**
 * Active listings of `country` whose folded search text (or, with `name_search`, whose folded name)
 * contains `folded` (already lower case, no diacritics).
 * SQLite: the edition's FTS5 trigram index for 3+ characters, a LIKE scan below that;
 * PostgreSQL: LIKE, served by the pg_trgm GIN indexes for 3+ characters.
 */
export function companyTextMatch(
  db: Knex,
  alias: string,
  country: string,
  folded: string,
  column: TextColumn = 'search_text',
  /** only filter rows read along another index */
  asFilter = false,
): Knex.Raw {
  // Rows read along another index are few or stop early: a LIKE on each is cheaper than
  // materialising every match of the text index (which SQLite would otherwise start from).
  if (usesFts(db, folded) && !asFilter) {
    return db.raw(`??.id IN (SELECT rowid FROM ${ftsTable(country)} WHERE ${ftsTable(country)} MATCH ?)`, [alias, ftsPhrase(column, folded)]);
  }
  return db.raw(`??.?? LIKE ? ESCAPE '\\'`, [alias, column, likeContains(folded)]);
}

/**
 * How many active listings of `country` match, from the search index alone, when the engine can
 * (SQLite FTS: no lookups in the listings table); undefined otherwise. With `atMost`, counting stops
 * there (the answer is then min(matches, atMost)), which is all a planner comparing sizes needs.
 */
export async function countTextMatches(
  db: Knex,
  country: string,
  folded: string,
  column: TextColumn = 'search_text',
  atMost?: number,
): Promise<number | undefined> {
  if (!usesFts(db, folded)) return undefined;
  const table = ftsTable(country);
  const matches = `SELECT 1 FROM ${table} WHERE ${table} MATCH ?`;
  const [row] = atMost === undefined
    ? await db.raw(`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ?`, [ftsPhrase(column, folded)])
    : await db.raw(`SELECT count(*) AS n FROM (${matches} LIMIT ?)`, [ftsPhrase(column, folded), atMost]);
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
