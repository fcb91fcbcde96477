import type { Knex } from 'knex';
import type { SqlDialect } from '../../db/sql-dialect.js';
import { CHANGES_CHANNEL, type ChangeTopic } from './model.js';

/**
 * Announces a change of cached data to the other instances. PostgreSQL: NOTIFY, which inside a transaction is
 * delivered when it commits (and not at all when it rolls back), so no instance reloads before the change is
 * there to read. SQLite: nothing to send; the instances' listeners notice any other process's commit
 * (adapters/change-feed).
 */
export function createChangeRepository(db: Knex, dialect: SqlDialect) {
  return {
    async announce(topic: ChangeTopic): Promise<void> {
      if (dialect.name === 'postgres') await db.raw('SELECT pg_notify(?, ?)', [CHANGES_CHANNEL, topic]);
    },
  };
}
