import type { Knex } from 'knex';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { dialectOf, writeTransaction } from '../../../db/index.js';
import { IMPORT_FIELDS } from './headers.js';
import type { ChunkKeys, KnownRecord, Values } from './plan.js';

const SELECTED = ['id', ...IMPORT_FIELDS, 'website_domain', 'phone_key', 'name_key'];

function toKnown(row: Record<string, unknown>): KnownRecord {
  const values = {} as Record<string, unknown>;
  for (const field of IMPORT_FIELDS) {
    const value = row[field];
    if (value === null || value === undefined) continue;
    if (field === 'opening_hours') {
      try {
        values.opening_hours = JSON.parse(String(value));
      } catch {
        /* not ours to repair */
      }
    } else if (field === 'latitude' || field === 'longitude' || field === 'google_rating' || field === 'reviews_count')
      values[field] = Number(value);
    else values[field] = value;
  }
  return {
    id: Number(row.id),
    values: values as Values,
    website_domain: (row.website_domain as string | null) ?? null,
    phone_key: (row.phone_key as string | null) ?? null,
    name_key: String(row.name_key),
  };
}

export interface ChunkAccess {
  /** prospects of the country holding any of the keys: one query per key kind */
  find(country: string, keys: ChunkKeys): Promise<KnownRecord[]>;
  insert(rows: Array<Record<string, unknown>>): Promise<void>;
  update(id: number, columns: Record<string, unknown>): Promise<void>;
}

/** One CSV field of COPY: NULL unquoted and empty, everything else quoted (so '' stays an empty text). */
const copyCell = (value: unknown) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return `"${String(value).replace(/"/g, '""')}"`;
};

/**
 * New prospects into PostgreSQL by COPY FROM STDIN on the chunk's own transaction (pg-copy-streams):
 * about twice as fast as a multi-row INSERT of the same rows, and it rolls back with the chunk.
 */
async function copyInto(trx: Knex.Transaction, rows: Array<Record<string, unknown>>) {
  const columns = Object.keys(rows[0]);
  const text = rows.map((row) => `${columns.map((c) => copyCell(row[c])).join(',')}\n`).join('');
  const connection = await trx.client.acquireConnection(); // the transaction's own connection
  const copy = connection.query(copyFrom(`COPY prospects (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN WITH (FORMAT csv)`));
  await pipeline(Readable.from([text]), copy);
}

/** The import's queries: key lookups, multi-row inserts and updates, one write transaction per chunk. */
export function createImportRepository(db: Knex) {
  const dialect = dialectOf(db);
  // A chunk travels as ONE JSON parameter (rows, keys): binding thousands of values one by one costs
  // more than the statement itself, and no variable limit applies. Each engine unpacks it natively.
  // PostgreSQL: a lateral index lookup per key, whatever the planner believes about the table's size
  // (its statistics lag far behind during a first big import, and a key list would then be hashed
  // against a scan of every prospect).
  const findSql = (column: string) =>
    dialect === 'postgres'
      ? `SELECT p.* FROM unnest(?::text[]) AS k(v) CROSS JOIN LATERAL (SELECT ${SELECTED.join(', ')} FROM prospects WHERE country_code = ? AND ${column} = k.v) AS p`
      : `SELECT ${SELECTED.join(', ')} FROM prospects WHERE country_code = ? AND ${column} IN (SELECT value FROM json_each(?))`;
  const findBindings = (country: string, values: string[]) =>
    dialect === 'postgres' ? [values, country] : [country, JSON.stringify(values)];
  const insertSql = (columns: string[]) => {
    const list = columns.map((c) => `"${c}"`).join(', ');
    return dialect === 'postgres'
      ? `INSERT INTO prospects (${list}) SELECT ${list} FROM json_populate_recordset(NULL::prospects, ?::json)`
      : `INSERT INTO prospects (${list}) SELECT ${columns.map((_, i) => `value ->> ${i}`).join(', ')} FROM json_each(?)`;
  };
  const access = (q: Knex): ChunkAccess => ({
    async find(country, keys) {
      const found = new Map<number, KnownRecord>();
      const lookups: Array<[string, string[]]> = [
        ['website_domain', keys.domains],
        ['phone_key', keys.phones],
        ['name_key', keys.names],
      ];
      for (const [column, values] of lookups) {
        if (!values.length) continue;
        const result = await q.raw(findSql(column), findBindings(country, values));
        const rows: Array<Record<string, unknown>> = dialect === 'postgres' ? result.rows : result;
        for (const row of rows) if (!found.has(Number(row.id))) found.set(Number(row.id), toKnown(row));
      }
      return [...found.values()];
    },
    async insert(rows) {
      if (!rows.length) return;
      if (dialect === 'postgres' && q.isTransaction) return copyInto(q as Knex.Transaction, rows);
      const columns = Object.keys(rows[0]);
      // PostgreSQL reads objects by column name; SQLite arrays by position
      const payload = dialect === 'postgres' ? rows : rows.map((row) => columns.map((c) => row[c] ?? null));
      await q.raw(insertSql(columns), [JSON.stringify(payload)]);
    },
    async update(id, columns) {
      await q('prospects').where({ id }).update(columns);
    },
  });

  return {
    /** Runs a chunk's work: in one write transaction, or (dry run) reading only. */
    chunk<T>(write: boolean, work: (access: ChunkAccess) => Promise<T>): Promise<T> {
      if (dialect !== 'postgres') return write ? writeTransaction(db, (trx) => work(access(trx))) : work(access(db));
      // The key probes find a row or none per key: always a nested loop of index probes. Planned from
      // the table's statistics, a chunk of 2 000 keys looked cheaper as a hash join over a scan of every
      // prospect (52 ms at 100 000 prospects, against 6 ms for the probes), so the chunk says so.
      const run = async (trx: Knex.Transaction) => {
        await trx.raw('SET LOCAL enable_seqscan = off; SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off');
        return work(access(trx));
      };
      return write ? writeTransaction(db, run) : db.transaction(run, { readOnly: true });
    },
    /**
     * Fresh planner statistics of the prospects (PostgreSQL; a no-op on SQLite). A first big import
     * grows the table far faster than autovacuum analyses it, and planned from a never-analysed table
     * every key probe became a walk over all of the country's prospects (28 s of 34 at 100 000 rows).
     * Once analysed, PostgreSQL scales the row counts with the table's size, so a few runs suffice.
     */
    async analyze(): Promise<void> {
      if (dialect === 'postgres') await db.raw('ANALYZE prospects');
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
