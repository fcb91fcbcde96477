import type { Knex } from 'knex';
import type { CountryCode } from '../../config/schema.js';
import { likePrefix, toBool } from '../../db/dialect.js';

export interface CityRow {
  id: number;
  name: string;
  slug: string;
  country_code: CountryCode;
  population: number;
  region_id: number | null;
  region_name: string | null;
  image_url: string | null;
  is_active: boolean;
  company_count: number;
}

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  icon: string;
  image_url: string | null;
  company_count: number;
  subcategories: Array<{ id: number; slug: string; name: string }>;
}

/** A cities row (joined with its region's name) as the API shows it. */
export const toCityRow = (r: Record<string, unknown>, companyCount: number): CityRow => ({
  id: Number(r.id),
  name: String(r.name),
  slug: String(r.slug),
  country_code: r.country_code as CountryCode,
  population: Number(r.population),
  region_id: r.region_id === null ? null : Number(r.region_id),
  region_name: (r.region_name as string | null) ?? null,
  image_url: (r.image_url as string | null) ?? null,
  is_active: toBool(r.is_active),
  company_count: companyCount,
});

const activeCompanies = (db: Knex) => db('companies').where('status', 'active');

export function createDirectoryRepository(db: Knex) {
  return {
    /** Cities of a country, most populous first; `search` matches the start of a folded name. */
    async listCities(country: CountryCode, limit: number, search?: string): Promise<CityRow[]> {
      const counts = activeCompanies(db).select('city_id').count({ n: '*' }).groupBy('city_id').as('cc');
      const query = db('cities as c')
        .leftJoin('regions as r', 'r.id', 'c.region_id')
        .leftJoin(counts, 'cc.city_id', 'c.id')
        .where('c.country_code', country)
        .select('c.id', 'c.name', 'c.slug', 'c.country_code', 'c.population', 'c.region_id', 'c.image_url', 'c.is_active')
        .select({ region_name: 'r.name', company_count: 'cc.n' })
        .orderBy([{ column: 'c.population', order: 'desc' }, { column: 'c.id' }])
        .limit(limit);
      if (search) {
        const word = likePrefix(search);
        query.andWhere((w) =>
          w
            .whereRaw("c.name_search LIKE ? ESCAPE '\\'", [word])
            .orWhereRaw("c.name_search LIKE ? ESCAPE '\\'", [`% ${word}`])
            .orWhereRaw("c.name_search LIKE ? ESCAPE '\\'", [`%-${word}`]),
        );
      }
      const rows = await query;
      return rows.map((r: Record<string, unknown>) => toCityRow(r, Number(r.company_count ?? 0)));
    },

    async listRegions(country: CountryCode) {
      const rows = await db('regions').where({ country_code: country }).orderBy('name');
      return rows.map((r: Record<string, unknown>) => ({
        id: Number(r.id),
        name: String(r.name),
        slug: String(r.slug),
        country_code: r.country_code as CountryCode,
        is_active: toBool(r.is_active),
      }));
    },

    async listCategories(country: CountryCode): Promise<CategoryRow[]> {
      const counts = activeCompanies(db).select('category_id').count({ n: '*' }).groupBy('category_id').as('cc');
      const groups = await db('category_groups as g')
        .leftJoin(counts, 'cc.category_id', 'g.id')
        .where('g.country_code', country)
        .select('g.id', 'g.slug', 'g.name', 'g.icon', 'g.image_url', { company_count: 'cc.n' })
        .orderBy(['g.sort_order', 'g.id']);
      const subs = await db('subcategories')
        .whereIn(
          'group_id',
          groups.map((g: { id: number }) => g.id),
        )
        .orderBy(['group_id', 'sort_order', 'id']);
      return groups.map((g: Record<string, unknown>) => ({
        id: Number(g.id),
        slug: String(g.slug),
        name: String(g.name),
        icon: String(g.icon),
        image_url: (g.image_url as string | null) ?? null,
        company_count: Number(g.company_count ?? 0),
        subcategories: subs
          .filter((s: { group_id: number }) => Number(s.group_id) === Number(g.id))
          .map((s: Record<string, unknown>) => ({ id: Number(s.id), slug: String(s.slug), name: String(s.name) })),
      }));
    },
  };
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
