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

/** The trigram indexes (FTS5 trigram, pg_trgm) need 3 characters; shorter text is matched by a scan. */
export const TRIGRAM_MIN_LENGTH = 3;

/** SQLite: the edition's FTS5 trigram table (migration 000003: its active listings' name and search text). */
const ftsTable = (country: string) => {
  const code = country.toLowerCase();
  if (!/^(cz|sk|pl)$/.test(code)) throw new Error(`no search index for country ${country}`);
  return `companies_fts_${code}`;
};

/**
 * The listings (alias `c`) whose folded search text (name, subcategory, service names), or with
 * `column` 'name_search' whose folded name, contains `folded` (lower case, no diacritics), through
 * the engine's own substring index for 3+ characters:
 * - SQLite: the edition's FTS5 trigram table (a phrase query on the column; it holds the edition's
 *   active listings only), joined to the listings. Read as the outer loop, so a statement with a
 *   LIMIT (the capped count) stops reading matches there; `c.id IN (SELECT rowid …)` would read
 *   every match first.
 * - PostgreSQL: LIKE, which the pg_trgm GIN indexes serve, or which filters a walk of a sort index
 *   when the planner's statistics say the text is common.
 * Shorter text: LIKE over the listings.
 *
 * `walk`: LIKE on SQLite too, for a caller that reads a common text along a sort index (the reason
 * and its figures: pageStatement in src/core/directory/search-repository.ts).
 */
export function listingsContaining(
  db: Knex,
  country: string,
  folded: string,
  options: { column?: 'search_text' | 'name_search'; walk?: boolean } = {},
): Knex.QueryBuilder {
  const column = options.column ?? 'search_text';
  if (dialectOf(db) === 'sqlite' && !options.walk && [...folded].length >= TRIGRAM_MIN_LENGTH) {
    const table = ftsTable(country);
    return db
      .from(`${table} as f`)
      .join('companies as c', 'c.id', 'f.rowid')
      .whereRaw(`f.${table} MATCH ?`, [`${column} : "${folded.replace(/"/g, '""')}"`]);
  }
  return db('companies as c').whereRaw(`c.?? LIKE ? ESCAPE '\\'`, [column, likeContains(folded)]);
}

/** ORDER BY a column compared as plain bytes (sort keys), on both engines. */
export function byteOrder(db: Knex, column: string): Knex.Raw {
  return dialectOf(db) === 'postgres' ? db.raw('?? COLLATE "C"', [column]) : db.raw('??', [column]);
}
