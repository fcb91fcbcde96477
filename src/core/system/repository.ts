import type { Knex } from 'knex';
import { dialectOf, type Dialect } from '../../db/index.js';

/** What the health check asks of the database: which engine it is, and whether it answers. */
export function createSystemRepository(db: Knex) {
  return {
    engine: (): Dialect => dialectOf(db),
    ping: async (): Promise<void> => void (await db.raw('select 1')),
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
