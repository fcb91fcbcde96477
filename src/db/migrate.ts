import type { Knex } from 'knex';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(options())) as [number, string[]];
  return applied.map((f) => new PackageMigrationSource().getMigrationName(f));
}

export async function migrateRollback(db: Knex): Promise<string[]> {
  const [, undone] = (await db.migrate.rollback(options())) as [number, string[]];
  return undone.map((f) => new PackageMigrationSource().getMigrationName(f));
}
