import type { Knex } from 'knex';

/** What scoring reads of a prospect. */
export interface ScoringRow {
  id: number;
  name: string;
  website_url: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
  web_quality_score: number | null;
}

export interface ScoringScope {
  /** only prospects without a score yet */
  onlyUnscored?: boolean;
  country?: string;
}

export interface StoredScore {
  id: number;
  score: number;
  reasons: string[];
}

const COLUMNS = ['id', 'name', 'website_url', 'instagram_url', 'facebook_url', 'web_quality_score'];

const toRow = (r: Record<string, unknown>): ScoringRow => ({
  id: Number(r.id),
  name: String(r.name),
  website_url: (r.website_url as string | null) ?? null,
  instagram_url: (r.instagram_url as string | null) ?? null,
  facebook_url: (r.facebook_url as string | null) ?? null,
  web_quality_score: r.web_quality_score === null || r.web_quality_score === undefined ? null : Number(r.web_quality_score),
});

/** The scoring's reads (by id, page by page) and writes of web_quality_score, score_reasons and scored_at. */
export function createScoringRepository(db: Knex) {
  const scoped = (scope: ScoringScope) => {
    const q = db('prospects');
    if (scope.onlyUnscored) q.whereNull('web_quality_score');
    if (scope.country) q.where('country_code', scope.country);
    return q;
  };

  return {
    async find(id: number): Promise<ScoringRow | undefined> {
      const row = await db('prospects').where({ id }).first(COLUMNS);
      return row ? toRow(row) : undefined;
    },

    async count(scope: ScoringScope): Promise<number> {
      const row = await scoped(scope).count({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },

    /** Pages through the scope by id: memory stays flat however many prospects there are. */
    async *each(scope: ScoringScope, pageSize = 500): AsyncGenerator<ScoringRow> {
      let after = 0;
      for (;;) {
        const rows = await scoped(scope).where('id', '>', after).orderBy('id').limit(pageSize).select(COLUMNS);
        for (const row of rows) yield toRow(row);
        if (rows.length < pageSize) return;
        after = Number(rows[rows.length - 1].id);
      }
    },

    /** Stores scores (one transaction: the caller's unit of work): one UPDATE per distinct (score, reasons), which are few without audits. */
    async store(scores: StoredScore[], now: Date): Promise<void> {
      if (!scores.length) return;
      const groups = new Map<string, { score: number; reasons: string; ids: number[] }>();
      for (const s of scores) {
        const reasons = JSON.stringify(s.reasons);
        const key = `${s.score}\u0000${reasons}`;
        const group = groups.get(key) ?? { score: s.score, reasons, ids: [] };
        group.ids.push(s.id);
        groups.set(key, group);
      }
      const scoredAt = now.toISOString();
      for (const g of groups.values()) {
        await db('prospects').whereIn('id', g.ids).update({ web_quality_score: g.score, score_reasons: g.reasons, scored_at: scoredAt });
      }
    },
  };
}

export type ScoringRepository = ReturnType<typeof createScoringRepository>;
