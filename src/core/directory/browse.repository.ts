import type { Knex } from 'knex';
import type { CountryCode } from '../../config/schema.js';
import { branchCompaniesIn, inCitiesOrBranches } from './branch-location.repository.js';
import { toCityRow } from './directory.repository.js';

type Row = Record<string, unknown>;

const active = (db: Knex, country: CountryCode) => db('companies as c').where({ 'c.status': 'active', 'c.country_code': country });

/** Data of the category and city pages and the home stats strip. */
export function createBrowseRepository(db: Knex) {
  return {
    async categoryPage(country: CountryCode, slug: string) {
      const group = (await db('category_groups').where({ country_code: country, slug }).first()) as Row | undefined;
      if (!group) return undefined;
      const groupId = Number(group.id);
      const [subs, subCounts, cities, [total]] = await Promise.all([
        db('subcategories').where({ group_id: groupId }).orderBy(['sort_order', 'id']),
        active(db, country).where('c.category_id', groupId).groupBy('c.subcategory_id').select('c.subcategory_id').count({ n: '*' }),
        active(db, country)
          .join('cities as ci', 'ci.id', 'c.city_id')
          .where('c.category_id', groupId)
          .groupBy('ci.id', 'ci.name', 'ci.slug', 'ci.population')
          .select('ci.name', 'ci.slug')
          .count({ n: '*' })
          .orderBy([
            { column: 'n', order: 'desc' },
            { column: 'ci.population', order: 'desc' },
          ]),
        active(db, country).where('c.category_id', groupId).count({ n: '*' }),
      ]);
      const countOf = (id: number) => Number((subCounts as Row[]).find((r) => Number(r.subcategory_id) === id)?.n ?? 0);
      return {
        id: groupId,
        slug: String(group.slug),
        name: String(group.name),
        icon: String(group.icon),
        image_url: (group.image_url as string | null) ?? null,
        company_count: Number((total as Row).n),
        subcategories: (subs as Row[]).map((s) => ({
          id: Number(s.id),
          slug: String(s.slug),
          name: String(s.name),
          company_count: countOf(Number(s.id)),
        })),
        cities: (cities as Row[]).map((c) => ({ name: String(c.name), slug: String(c.slug), company_count: Number(c.n) })),
      };
    },

    async cityPage(country: CountryCode, slug: string) {
      const city = (await db('cities as ci')
        .leftJoin('regions as r', 'r.id', 'ci.region_id')
        .where({ 'ci.country_code': country, 'ci.slug': slug })
        .select('ci.*', { region_name: 'r.name' })
        .first()) as Row | undefined;
      if (!city) return undefined;
      const cityId = Number(city.id);
      const withBranch = await branchCompaniesIn(db, [cityId]);
      const categories = (await inCitiesOrBranches(active(db, country), [cityId], withBranch)
        .join('category_groups as g', 'g.id', 'c.category_id')
        .groupBy('g.id', 'g.slug', 'g.name', 'g.icon', 'g.sort_order')
        .select('g.slug', 'g.name', 'g.icon')
        .count({ n: '*' })
        .orderBy(['g.sort_order', 'g.id'])) as Row[];
      const companyCount = categories.reduce((sum, c) => sum + Number(c.n), 0);
      return {
        city: toCityRow(city, companyCount),
        categories: categories.map((c) => ({
          slug: String(c.slug),
          name: String(c.name),
          icon: String(c.icon),
          company_count: Number(c.n),
        })),
      };
    },

    async stats(country: CountryCode) {
      const [companies, cities, categories, regions] = await Promise.all([
        active(db, country).count({ n: '*' }).avg({ rating: 'c.rating' }).first(),
        db('cities').where({ country_code: country, is_active: true }).count({ n: '*' }).first(),
        db('category_groups').where({ country_code: country }).count({ n: '*' }).first(),
        db('regions').where({ country_code: country }).count({ n: '*' }).first(),
      ]);
      return {
        companies: Number(companies?.n ?? 0),
        averageRating: Math.round(Number(companies?.rating ?? 0) * 10) / 10,
        cities: Number(cities?.n ?? 0),
        categories: Number(categories?.n ?? 0),
        regions: Number(regions?.n ?? 0),
      };
    },

    /** Every public URL of an edition's directory, for the sitemap. */
    async sitemapEntries(country: CountryCode, offset: number, limit: number) {
      const rows = (await active(db, country).select('c.slug', 'c.updated_at').orderBy('c.id').offset(offset).limit(limit)) as Row[];
      return rows.map((r) => ({ slug: String(r.slug), updatedAt: r.updated_at }));
    },

    async activeCompanyCount(country: CountryCode) {
      const row = await active(db, country).count({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },

    async citySlugsWithCompanies(country: CountryCode) {
      const rows = (await active(db, country).join('cities as ci', 'ci.id', 'c.city_id').distinct('ci.slug').orderBy('ci.slug')) as Row[];
      return rows.map((r) => String(r.slug));
    },
  };
}

export type BrowseRepository = ReturnType<typeof createBrowseRepository>;
