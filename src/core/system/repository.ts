import type { Knex } from 'knex';
import { dialectFor, type Dialect, type SqlDialect } from '../../db/sql-dialect.js';

/** What the health check asks of the database: which engine it is, and whether it answers. */
export function createSystemRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  return {
    engine: (): Dialect => dialect.name,
    ping: async (): Promise<void> => void (await db.raw('select 1')),
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
