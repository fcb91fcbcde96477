import type { Knex } from 'knex';
import type { Core } from '../../../src/core/index.js';

/** The database each test app's core runs on (startTestApp records it): the core itself does not hand it out. */
const databases = new WeakMap<Core, Knex>();

export function recordDatabase(core: Core, db: Knex): void {
  databases.set(core, db);
}

/** The database of a core made by startTestApp (or recorded with recordDatabase); `what` names the factory that needs it. */
export function databaseOf(core: Core, what: string): Knex {
  const db = databases.get(core);
  if (!db) throw new Error(`${what} needs the core of startTestApp (or recordDatabase(core, db))`);
  return db;
}
