import type { Knex } from 'knex';
import { writeTransaction } from '../../../db/index.js';
import { dialectFor, type SqlDialect } from '../../../db/sql-dialect.js';
import { IMPORT_FIELDS } from './headers.js';
import type { ChunkKeys, KnownRecord, Values } from './plan.js';

const SELECTED = ['id', ...IMPORT_FIELDS, 'website_domain', 'phone_key', 'name_key'];
/** The columns the chunk's key probes filter on. */
const KEY_COLUMNS = ['country_code', 'website_domain', 'phone_key', 'name_key'];

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

/** The import's queries: key lookups, multi-row inserts and updates, one write transaction per chunk. */
export function createImportRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  // A chunk travels as ONE JSON parameter (rows, keys), each engine unpacking it natively: the key
  // lookups probe the index per key (during a first big import the statistics lag far behind), the
  // inserts read the rows from the parameter (the dialect's probeEach and jsonRows).
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
        const probe = dialect.probeEach('prospects', SELECTED, { sql: 'country_code = ?', bindings: [country] }, column, values);
        const rows = dialect.rowsOf(await q.raw(probe.sql, probe.bindings));
        for (const row of rows) if (!found.has(Number(row.id))) found.set(Number(row.id), toKnown(row));
      }
      return [...found.values()];
    },
    async insert(rows) {
      const [first] = rows;
      if (!first) return;
      const columns = Object.keys(first);
      const select = dialect.jsonRows('prospects', columns, rows);
      await q.raw(`INSERT INTO prospects (${columns.map((c) => `"${c}"`).join(', ')}) ${select.sql}`, select.bindings);
    },
    async update(id, columns) {
      await q('prospects').where({ id }).update(columns);
    },
  });

  return {
    /** Runs a chunk's work: in one write transaction, or (dry run) reading only. */
    chunk<T>(write: boolean, work: (access: ChunkAccess) => Promise<T>): Promise<T> {
      const run = (q: Knex) => work(access(q));
      return write ? writeTransaction(db, run) : dialect.readOnly(db, run);
    },
    /**
     * Fresh planner statistics of the prospects' key columns, which the probes read (PostgreSQL; a no-op
     * on SQLite). A first big import grows the table far faster than autovacuum analyses it, and planned
     * from a never-analysed table every key probe became a walk over all of the country's prospects (28 s
     * of 34 at 100 000 rows; without these runs the probes took 10.7 s instead of 0.6 s). Once analysed,
     * PostgreSQL scales the row counts with the table's size, so a few runs suffice. The key columns
     * only: 56 ms for two runs against 200 ms or more for every column, on the import's critical path.
     */
    async analyze(): Promise<void> {
      await dialect.analyze(db, 'prospects', KEY_COLUMNS);
    },
    /**
     * Statistics of the prospects as the import left them, on both engines (the dialect's
     * refreshStatistics: on SQLite a bounded ANALYZE of the table): the CRM's screens read them next.
     */
    async refreshStatistics(): Promise<void> {
      await dialect.refreshStatistics(db, ['prospects']);
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
