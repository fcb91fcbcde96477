import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { migrationStatus, type MigrationStatus } from '../../db/migrate.js';
import { dialectFor, type Dialect, type SqlDialect } from '../../db/sql-dialect.js';

/** The tables whose row counts Nastavení › Databáze shows. */
export const MAIN_TABLES = [
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

/** A backup file of the daily job: `marketplace-<UTC date and time>.sqlite` in the backups folder. */
export const BACKUP_FILE = /^marketplace-\d{8}T\d{6}Z\.sqlite$/;

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

    /** The daily job's backups in `dir`, oldest first. */
    async listBackups(dir: string): Promise<string[]> {
      const names = await readdir(dir).catch(() => [] as string[]);
      return names.filter((n) => BACKUP_FILE.test(n)).sort();
    },

    async remove(file: string): Promise<void> {
      await rm(file, { force: true });
    },

    async fileSize(file: string): Promise<number> {
      return (await stat(file)).size;
    },
  };
}

export type DatabaseRepository = ReturnType<typeof createDatabaseRepository>;
