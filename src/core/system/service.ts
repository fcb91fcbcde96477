import type { Knex } from 'knex';
import { dialectOf } from '../../db/index.js';

export function createSystemService(db: Knex, version: string) {
  return {
    /** Health: answers only when the database answers. */
    async health() {
      await db.raw('select 1');
      return { status: 'ok' as const, db: dialectOf(db), version };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
