import type { Knex } from 'knex';
import type { CountryCode } from '../../config/schema.js';

type Row = Record<string, unknown>;

export interface NewListing {
  country_code: CountryCode;
  slug: string;
  name: string;
  category_id: number;
  subcategory_id: number;
  city_id: number;
  address: string;
  description: string;
  phone: string;
  email: string;
  website: string | null;
  status: 'unverified' | 'active';
  time_zone: string;
}

/** Writes of listings (registration now; the company dashboard later). */
export function createListingRepository(db: Knex) {
  return {
    async findCategory(country: CountryCode, slug: string) {
      return (await db('category_groups').where({ country_code: country, slug }).first()) as Row | undefined;
    },
    async findSubcategory(groupId: number, slug: string) {
      return (await db('subcategories').where({ group_id: groupId, slug }).first()) as Row | undefined;
    },
    /** An active city of the edition by slug or by folded name. */
    async findCity(country: CountryCode, slug: string, folded: string) {
      return (await db('cities')
        .where({ country_code: country, is_active: true })
        .andWhere((w) => w.where('slug', slug).orWhere('name_search', folded))
        .first()) as Row | undefined;
    },
    async slugsLike(prefix: string): Promise<string[]> {
      const rows = (await db('companies').where('slug', prefix).orWhere('slug', 'like', `${prefix}-%`).select('slug')) as Row[];
      return rows.map((r) => String(r.slug));
    },
    async insert(listing: NewListing, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('companies')
        .insert({ ...listing, created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof row === 'object' ? (row as Row).id : row);
    },
  };
}

export type ListingRepository = ReturnType<typeof createListingRepository>;
