import type { Knex } from 'knex';

/**
 * Hits per bucket (a route group), client and fixed window, in the database so that every `serve`
 * process behind one load balancer counts together. The client is its key (a keyed hash of the address,
 * never the address: core/security/client-address.ts). One upsert per request, atomic on both engines
 * (INSERT ... ON CONFLICT DO UPDATE ... RETURNING).
 */
export function createRateLimitRepository(db: Knex) {
  return {
    async hit(bucket: string, clientKey: string, windowStart: number, windowEnd: number): Promise<number> {
      const [row] = await db('rate_limit_hits')
        .insert({ bucket, client_key: clientKey, window_start: windowStart, window_end: windowEnd, hits: 1 })
        .onConflict(['bucket', 'client_key', 'window_start'])
        .merge({ hits: db.raw('?? + 1', ['rate_limit_hits.hits']) })
        .returning('hits');
      return Number(typeof row === 'object' ? row.hits : row);
    },

    async read(bucket: string, clientKey: string, windowStart: number): Promise<number> {
      const row = await db('rate_limit_hits').where({ bucket, client_key: clientKey, window_start: windowStart }).first('hits');
      return Number(row?.hits ?? 0);
    },

    async deleteEndedBefore(time: number): Promise<number> {
      return db('rate_limit_hits').where('window_end', '<', time).delete();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
