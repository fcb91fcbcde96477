import type { Knex } from 'knex';

export type Dialect = 'sqlite' | 'postgres';

/** Which engine a knex (or a transaction of it) talks to. */
export function dialectOf(db: Knex): Dialect {
  const client = String(db.client.config.client);
  return client === 'pg' || client === 'postgres' || client === 'postgresql' ? 'postgres' : 'sqlite';
}
