import type { Knex } from 'knex';
import { likeContains } from '../../db/dialect.js';
import { foldText } from '../text/normalize.js';
import { scoreRange, STATISTICS_RULES, type Prospect, type ScoreFilter } from './model.js';
import { toProspect } from './row.js';

export interface ProspectFilter {
  country?: string;
  search?: string;
  score?: ScoreFilter;
  region?: string;
}

/** Every query of the prospects CRM except the import's bulk upserts and the scoring's writes. */
export function createProspectRepository(db: Knex) {
  function filtered(filter: ProspectFilter) {
    const q = db('prospects');
    if (filter.country) q.where('country_code', filter.country);
    if (filter.region) q.where('region_slug', filter.region);
    if (filter.score) {
      const [min, max] = scoreRange(filter.score);
      q.whereBetween('web_quality_score', [min, max]);
    }
    if (filter.search) q.whereRaw("search_text LIKE ? ESCAPE '\\'", [likeContains(foldText(filter.search))]);
    return q;
  }

  return {
    async list(filter: ProspectFilter, offset: number, limit: number): Promise<{ companies: Prospect[]; total: number }> {
      const [rows, total] = await Promise.all([
        filtered(filter).orderBy('id').offset(offset).limit(limit),
        filtered(filter).count({ n: '*' }).first(),
      ]);
      return { companies: rows.map(toProspect), total: Number(total?.n ?? 0) };
    },

    /** Pages through every match by id (for exports: memory stays flat). */
    async *each(filter: ProspectFilter, pageSize = 1000): AsyncGenerator<Prospect> {
      let after = 0;
      for (;;) {
        const rows = await filtered(filter).where('id', '>', after).orderBy('id').limit(pageSize);
        for (const row of rows) yield toProspect(row);
        if (rows.length < pageSize) return;
        after = Number(rows[rows.length - 1].id);
      }
    },

    async find(id: number): Promise<Prospect | undefined> {
      const row = await db('prospects').where({ id }).first();
      return row ? toProspect(row) : undefined;
    },

    async update(id: number, columns: Record<string, unknown>, now: Date): Promise<boolean> {
      return (
        (await db('prospects')
          .where({ id })
          .update({ ...columns, updated_at: now.toISOString() })) === 1
      );
    },

    /** The statistics block: names with 'barber'; 'kadeř', 'hair' or 'salon'; an own website; score <= 4. */
    async stats(country?: string) {
      const like = (words: readonly string[]) => words.map(() => 'name_key LIKE ?').join(' OR ');
      const params = (words: readonly string[]) => words.map((w) => `%${w}%`);
      const row = await filtered({ country })
        .select(
          db.raw('COUNT(*) AS total'),
          db.raw(
            `SUM(CASE WHEN ${like(STATISTICS_RULES.barbershop)} THEN 1 ELSE 0 END) AS barbershops`,
            params(STATISTICS_RULES.barbershop),
          ),
          db.raw(`SUM(CASE WHEN ${like(STATISTICS_RULES.hairSalon)} THEN 1 ELSE 0 END) AS hair_salons`, params(STATISTICS_RULES.hairSalon)),
          db.raw('SUM(CASE WHEN website_domain IS NOT NULL THEN 1 ELSE 0 END) AS with_website'),
          db.raw('SUM(CASE WHEN web_quality_score <= ? THEN 1 ELSE 0 END) AS needs_modernisation', [
            STATISTICS_RULES.needsModernisationMaxScore,
          ]),
        )
        .first();
      const n = (v: unknown) => Number(v ?? 0);
      return {
        total: n(row?.total),
        barbershops: n(row?.barbershops),
        hairSalons: n(row?.hair_salons),
        withWebsite: n(row?.with_website),
        needsModernisation: n(row?.needs_modernisation),
      };
    },

    /** Links a prospect to the listing created from its claim link; false when already claimed. */
    async claim(id: number, listingId: number, now: Date): Promise<boolean> {
      const n = await db('prospects').where({ id }).whereNull('listing_id').whereNot('ownership_status', 'claimed').update({
        listing_id: listingId,
        ownership_status: 'claimed',
        claimed_at: now.toISOString(),
        website_interest: 'converted',
        updated_at: now.toISOString(),
      });
      return n === 1;
    },
  };
}

export type ProspectRepository = ReturnType<typeof createProspectRepository>;
