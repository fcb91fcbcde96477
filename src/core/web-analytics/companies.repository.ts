import type { Knex } from 'knex';

export interface CompanyFacts {
  id: number;
  name: string;
  /** 0–5 */
  rating: number;
}

const num = (value: unknown) => Number(value ?? 0);

/** The company figures of website analytics: counts, breakdowns, names and bookings of the top ones. */
export function createAnalyticsCompaniesRepository(db: Knex) {
  const companies = (country?: string) => {
    const q = db({ c: 'companies' });
    if (country) q.where('c.country_code', country);
    return q;
  };

  return {
    async counts(country?: string): Promise<{ total: number; active: number }> {
      const row = await companies(country).first(
        db.raw('count(*) as total'),
        db.raw("coalesce(sum(case when c.status = 'active' then 1 else 0 end), 0) as active"),
      );
      return { total: num(row?.total), active: num(row?.active) };
    },

    /** Active companies per category group, most first. */
    async byCategory(country?: string): Promise<Array<{ name: string; count: number }>> {
      const rows: Array<Record<string, unknown>> = await companies(country)
        .join({ g: 'category_groups' }, 'g.id', 'c.category_id')
        .where('c.status', 'active')
        .select('g.name', db.raw('count(*) as n'))
        .groupBy('g.name')
        .orderBy([{ column: 'n', order: 'desc' }, { column: 'g.name' }]);
      return rows.map((r) => ({ name: String(r.name), count: num(r.n) }));
    },

    /** Active companies per region of their city, most first (a city without a region is left out). */
    async byRegion(country?: string): Promise<Array<{ name: string; count: number }>> {
      const rows: Array<Record<string, unknown>> = await companies(country)
        .join({ ci: 'cities' }, 'ci.id', 'c.city_id')
        .join({ r: 'regions' }, 'r.id', 'ci.region_id')
        .where('c.status', 'active')
        .select('r.name', db.raw('count(*) as n'))
        .groupBy('r.name')
        .orderBy([{ column: 'n', order: 'desc' }, { column: 'r.name' }]);
      return rows.map((r) => ({ name: String(r.name), count: num(r.n) }));
    },

    async facts(ids: number[]): Promise<CompanyFacts[]> {
      if (!ids.length) return [];
      const rows: Array<Record<string, unknown>> = await db('companies').whereIn('id', ids).select('id', 'name', 'rating');
      return rows.map((r) => ({ id: num(r.id), name: String(r.name), rating: num(r.rating) }));
    },

    /** Bookings made in [from, to) per company: of the given ones, or the most booked `limit`. */
    async bookings(from: Date, to: Date, options: { ids?: number[]; limit?: number; country?: string }): Promise<Map<number, number>> {
      const q = db({ b: 'bookings' })
        .where('b.created_at', '>=', from.toISOString())
        .andWhere('b.created_at', '<', to.toISOString())
        .select('b.company_id', db.raw('count(*) as n'))
        .groupBy('b.company_id');
      if (options.ids) q.whereIn('b.company_id', options.ids);
      if (options.country) q.whereIn('b.company_id', db('companies').select('id').where('country_code', options.country));
      if (options.limit) q.orderBy([{ column: 'n', order: 'desc' }, { column: 'b.company_id' }]).limit(options.limit);
      const rows: Array<Record<string, unknown>> = await q;
      return new Map(rows.map((r) => [num(r.company_id), num(r.n)]));
    },
  };
}

export type AnalyticsCompaniesRepository = ReturnType<typeof createAnalyticsCompaniesRepository>;
