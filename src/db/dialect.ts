import type { Knex } from 'knex';
import { dialectOf } from './engine.js';

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

/** Network errors of a connection to PostgreSQL, and its server-side 'cannot connect' states (class 08, 57P01-57P03). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
/** SQLite cannot open or read its file (gone, unreadable, not a database, damaged, the disk failing). */
const SQLITE_UNREADABLE = /^SQLITE_(CANTOPEN|NOTADB|CORRUPT|IOERR)/;

/**
 * The database cannot be reached or read (not a bad statement): the connection was refused or lost, the pool
 * timed out waiting for one, or SQLite's file cannot be opened. The API answers 503 with the back office's
 * sentence instead of an empty list or a generic error.
 */
export const isDatabaseUnreachable = (error: unknown): boolean => {
  const e = error as { code?: string; name?: string; errors?: unknown[] } | null;
  if (!e) return false;
  if (e.name === 'KnexTimeoutError') return true;
  const code = String(e.code ?? '');
  if (UNREACHABLE_CODES.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code) || SQLITE_UNREADABLE.test(code)) return true;
  // Node's AggregateError of a connection tried on every address of a host
  return Array.isArray(e.errors) && e.errors.some(isDatabaseUnreachable);
};

export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; errno?: number; message?: string };
  return e?.code === '23505' || (e?.code === 'SQLITE_CONSTRAINT' && /UNIQUE/.test(e.message ?? ''));
};

/** `%text%` for LIKE with the wildcard characters of `text` escaped (use with ESCAPE '\'). */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ORDER BY a column compared as plain bytes (sort keys), on both engines. */
export function byteOrder(db: Knex, column: string): Knex.Raw {
  return dialectOf(db) === 'postgres' ? db.raw('?? COLLATE "C"', [column]) : db.raw('??', [column]);
}
