import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { migrationStatus, type MigrationStatus } from '../../db/migrate.js';
import { dialectFor, type Dialect, type SqlDialect } from '../../db/sql-dialect.js';

/** The tables whose row counts Nastavení › Databáze shows. */
const MAIN_TABLES = [
  'companies',
  'users',
  'bookings',
  'reviews',
  'prospects',
  'email_queue',
  'sent_emails',
  'received_emails',
  'email_campaigns',
  'web_projects',
  'webhosting_projects',
] as const;

interface PoolFigures {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/** The database's own figures and its consistent copies (SQLite: VACUUM INTO). */
export function createDatabaseRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  return {
    engine: (): Dialect => dialect.name,

    async sizeBytes(): Promise<number> {
      if (dialect.name === 'sqlite') {
        const [pages] = dialect.rowsOf<{ page_count: number }>(await db.raw('pragma page_count'));
        const [size] = dialect.rowsOf<{ page_size: number }>(await db.raw('pragma page_size'));
        return Number(pages?.page_count ?? 0) * Number(size?.page_size ?? 0);
      }
      const [row] = dialect.rowsOf<{ size: string | number }>(await db.raw('select pg_database_size(current_database()) as size'));
      return Number(row?.size ?? 0);
    },

    migrations: (): Promise<MigrationStatus> => migrationStatus(db),

    /** knex's connection pool: connections in use, idle, requests waiting for one, and its size */
    poolUse(): { used: number; free: number; pending: number; max: number } {
      const pool = (db.client as { pool?: PoolFigures }).pool;
      return {
        used: pool?.numUsed() ?? 0,
        free: pool?.numFree() ?? 0,
        pending: pool?.numPendingAcquires() ?? 0,
        max: pool?.max ?? 0,
      };
    },

    async rowCounts(): Promise<Array<{ table: string; rows: number }>> {
      return Promise.all(
        MAIN_TABLES.map(async (table) => {
          const row = await db(table).count({ n: '*' }).first();
          return { table, rows: Number(row?.n ?? 0) };
        }),
      );
    },

    /** SQLite: a consistent copy of the whole database into `file` (which must not exist). */
    async vacuumInto(file: string): Promise<void> {
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
      await db.raw('vacuum into ?', [path.resolve(file)]);
    },

    async remove(file: string): Promise<void> {
      await rm(file, { force: true });
    },
  };
}

export type DatabaseRepository = ReturnType<typeof createDatabaseRepository>;
