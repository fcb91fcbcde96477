import type { Knex } from 'knex';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openSessionConnection } from './index.js';
import { dialectFor } from './sql-dialect.js';

const MIGRATION_FILE = /^(\d{14}_[a-z0-9_]+)\.(ts|js)$/;

/** migrations/ beside src/ (sources) or beside dist/src/ (compiled). */
const migrationsDir = () => fileURLToPath(new URL('../../migrations/', import.meta.url));

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Lists migrations by their name without extension, so sources and compiled files share one history. */
class PackageMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    return readdirSync(migrationsDir())
      .filter((f) => MIGRATION_FILE.test(f) && !f.endsWith('.d.ts'))
      .sort();
  }
  getMigrationName(file: string): string {
    return file.replace(MIGRATION_FILE, '$1');
  }
  async getMigration(file: string): Promise<MigrationModule> {
    return (await import(pathToFileURL(`${migrationsDir()}${file}`).href)) as MigrationModule;
  }
}

const options = (): Knex.MigratorConfig => ({ migrationSource: new PackageMigrationSource() });

export interface MigrationStatus {
  completed: string[];
  pending: string[];
}

export async function migrationStatus(db: Knex): Promise<MigrationStatus> {
  // knex lists completed ones as { name } and pending ones as whatever the source listed (file names)
  const [completed, pending] = (await db.migrate.list(options())) as [Array<{ name: string }>, Array<string | { file: string }>];
  const source = new PackageMigrationSource();
  return {
    completed: completed.map((m) => m.name),
    pending: pending.map((m) => source.getMigrationName(typeof m === 'string' ? m : m.file)),
  };
}

/**
 * Runs `work` while holding PostgreSQL's session advisory lock of the migrations, on a connection of its own:
 * two instances starting at once (or a `db migrate` beside a starting `serve`) take turns, and the second finds
 * nothing left to do, where knex's own lock table makes the second fail ("Migration table is already locked").
 * SQLite has one process writing its file: nothing to take.
 */
async function underMigrationLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  if (db.client.config.client !== 'pg') return work();
  const session = openSessionConnection(db);
  const lock = (sql: string) => session.raw(sql, [MIGRATION_LOCK_KEY]);
  try {
    await lock('SELECT pg_advisory_lock(hashtext(?))');
    try {
      return await work();
    } finally {
      await lock('SELECT pg_advisory_unlock(hashtext(?))');
    }
  } finally {
    await session.destroy();
  }
}
const MIGRATION_LOCK_KEY = 'marketplace:migrations';

/**
 * Applies the pending migrations. When any ran, planner statistics are gathered afresh (the dialect's
 * refreshStatistics): migrations create and drop indexes and fill columns, and statistics of the
 * schema before them, or none, would plan the new one from guesses.
 */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await underMigrationLock(db, () => db.migrate.latest(options()))) as [number, string[]];
  if (applied.length) await dialectFor(db).refreshStatistics(db);
  return applied.map((f) => new PackageMigrationSource().getMigrationName(f));
}

export async function migrateRollback(db: Knex): Promise<string[]> {
  const [, undone] = (await underMigrationLock(db, () => db.migrate.rollback(options()))) as [number, string[]];
  return undone.map((f) => new PackageMigrationSource().getMigrationName(f));
}
