import type { Knex } from 'knex';
import { COUNTRY_CODES } from '../src/config/schema.js';
import { EDITIONS } from '../src/core/directory/model.js';
import { foldText, slugify } from '../src/core/text/normalize.js';
import { groupImage, groupsFor, LANGUAGE_INDEX } from './content/categories.js';
import { CITIES } from './content/cities.js';
import { REGIONS } from './content/regions.js';

export interface ReferenceCounts {
  countries: number;
  regions: number;
  cities: number;
  categories: number;
  subcategories: number;
}

/** Rows per statement, so even SQLite's old 999-variable limit is never reached. */
export const chunkSize = (columns: number) => Math.max(1, Math.floor(999 / columns));

/** Columns an admin may change later: set on insert, never overwritten by a re-run. */
const ADMIN_OWNED = ['is_active', 'image_url'];

async function upsert(trx: Knex.Transaction, table: string, rows: Array<Record<string, unknown>>, keys: string[]) {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first);
  const refreshed = columns.filter((c) => !keys.includes(c) && !ADMIN_OWNED.includes(c));
  const size = chunkSize(columns.length);
  for (let i = 0; i < rows.length; i += size) {
    await trx(table)
      .insert(rows.slice(i, i + size))
      .onConflict(keys)
      .merge(refreshed);
  }
}

/** id by `country_code|slug` (or `group_id|slug`) after an upsert. */
async function idsBy(trx: Knex.Transaction, table: string, scope: string): Promise<Map<string, number>> {
  const rows: Array<Record<string, unknown>> = await trx(table).select('id', scope, 'slug');
  return new Map(rows.map((r) => [`${r[scope]}|${r.slug}`, Number(r.id)]));
}

/**
 * Countries, regions, cities, category groups and subcategories of the three editions.
 * Idempotent: rows are upserted on their natural keys, so running it again only refreshes names, populations,
 * regions and order; is_active and image_url keep whatever an admin set.
 * `now` is unused: reference tables carry no timestamps.
 */
export async function seedReference(knex: Knex, now: Date): Promise<ReferenceCounts> {
  void now;
  return knex.transaction(async (trx) => {
    const countries = COUNTRY_CODES.map((code) => {
      const e = EDITIONS[code];
      return {
        code,
        name: e.name,
        domain: e.domain,
        language: e.language,
        currency: e.currency,
        currency_label: e.currencyLabel,
        admin_email: e.adminEmail,
        default_city_slug: slugify(e.defaultCity),
        time_zone: e.timeZone,
      };
    });
    await upsert(trx, 'countries', countries, ['code']);

    const regions = COUNTRY_CODES.flatMap((code) =>
      REGIONS[code].map((r) => ({ country_code: code, name: r.name, slug: r.slug, is_active: true })),
    );
    await upsert(trx, 'regions', regions, ['country_code', 'slug']);
    const regionIds = await idsBy(trx, 'regions', 'country_code');

    const cities = COUNTRY_CODES.flatMap((code) =>
      CITIES[code].map((c) => {
        const regionId = regionIds.get(`${code}|${c.region}`);
        if (regionId === undefined) throw new Error(`seed data: unknown region ${code}/${c.region} of ${c.name}`);
        return {
          country_code: code,
          region_id: regionId,
          name: c.name,
          slug: slugify(c.name),
          name_search: foldText(c.name),
          population: c.population,
          is_active: c.active,
          image_url: null,
        };
      }),
    );
    await upsert(trx, 'cities', cities, ['country_code', 'slug']);

    const groups = COUNTRY_CODES.flatMap((code) =>
      groupsFor(code).map((g, i) => ({
        country_code: code,
        slug: g.slug[code],
        name: g.name[LANGUAGE_INDEX[EDITIONS[code].language]],
        icon: g.icon,
        image_url: groupImage(g.key),
        sort_order: i + 1,
      })),
    );
    await upsert(trx, 'category_groups', groups, ['country_code', 'slug']);
    const groupIds = await idsBy(trx, 'category_groups', 'country_code');

    const subcategories = COUNTRY_CODES.flatMap((code) => {
      const lang = LANGUAGE_INDEX[EDITIONS[code].language];
      return groupsFor(code).flatMap((g) =>
        g.subs.map((s, i) => ({
          group_id: groupIds.get(`${code}|${g.slug[code]}`) as number,
          slug: slugify(s.name[lang]),
          name: s.name[lang],
          sort_order: i + 1,
        })),
      );
    });
    await upsert(trx, 'subcategories', subcategories, ['group_id', 'slug']);

    return {
      countries: countries.length,
      regions: regions.length,
      cities: cities.length,
      categories: groups.length,
      subcategories: subcategories.length,
    };
  });
}
