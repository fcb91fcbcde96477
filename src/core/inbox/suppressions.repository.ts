import type { Knex } from 'knex';
import { likeContains, toIso } from '../../db/dialect.js';

export interface SuppressionRow {
  email: string;
  reason: string;
  created_at: string;
}

/** The suppression list (email_suppressions): unsubscribes, bounces and the operator's own entries. */
export function createSuppressionsRepository(db: Knex) {
  return {
    /** Newest first; `search` is a part of the address, any case. */
    async list(filter: { search?: string; offset: number; limit: number }): Promise<{ rows: SuppressionRow[]; total: number }> {
      const base = () => {
        const q = db('email_suppressions');
        if (filter.search) q.whereRaw("email LIKE ? ESCAPE '\\'", [likeContains(filter.search.toLowerCase())]);
        return q;
      };
      const [rows, total] = await Promise.all([
        base()
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'email', order: 'asc' },
          ])
          .offset(filter.offset)
          .limit(filter.limit)
          .select('email', 'reason', 'created_at'),
        base().count({ n: '*' }).first(),
      ]);
      return {
        rows: rows.map((r: Record<string, unknown>) => ({
          email: String(r.email),
          reason: String(r.reason),
          created_at: toIso(r.created_at)!,
        })),
        total: Number(total?.n ?? 0),
      };
    },

    /** Removes the entry of `email` (stored lower-cased); false when there is none. */
    async remove(email: string): Promise<boolean> {
      return (await db('email_suppressions').where({ email: email.toLowerCase() }).delete()) > 0;
    },
  };
}

export type SuppressionsRepository = ReturnType<typeof createSuppressionsRepository>;
