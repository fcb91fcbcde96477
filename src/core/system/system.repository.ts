import type { Knex } from 'knex';
import { migrationStatus } from '../../db/migrate.js';
import { dialectFor, type Dialect, type SqlDialect } from '../../db/sql-dialect.js';

/** What the health checks ask of the database: which engine it is, whether it answers, and its pending migrations. */
export function createSystemRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  return {
    engine: (): Dialect => dialect.name,
    ping: async (): Promise<void> => void (await db.raw('select 1')),
    /** the package's migrations the database has not had */
    pendingMigrations: async (): Promise<string[]> => (await migrationStatus(db)).pending,
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
