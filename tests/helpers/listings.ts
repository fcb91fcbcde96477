import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { refreshSearchDocuments } from '../../src/core/directory/search-index.js';
import { slugify } from '../../src/contract/text.js';

export interface ListingInput {
  name: string;
  country?: 'CZ' | 'SK' | 'PL';
  city: number;
  category?: string;
  subcategory?: string;
  rating?: number;
  reviews?: number;
  price_range?: '$' | '$$' | '$$$';
  status?: string;
  services?: Array<{ name: string; price: number; duration?: number }>;
  featured?: boolean;
  /** the business's address for its notices (none by default) */
  email?: string;
  /** opening hours (none by default: a listing without hours offers no slots) */
  hours?: Array<{ weekday: number; opens: string; closes: string }>;
}

/** A city of the test's own, so assertions see only the listings the test made. */
export async function createCity(db: Knex, name: string, country: 'CZ' | 'SK' | 'PL' = 'CZ') {
  const { foldText } = await import('../../src/contract/text.js');
  const [row] = await db('cities')
    .insert({ country_code: country, name, slug: slugify(name), name_search: foldText(name), population: 1000, is_active: true })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}

/** Inserts a listing with services the way the product's writers do, search columns included. */
export async function createListing(db: Knex, input: ListingInput) {
  const country = input.country ?? 'CZ';
  const group = await db('category_groups')
    .where({ country_code: country, slug: input.category ?? 'krasa' })
    .first();
  const sub = input.subcategory
    ? await db('subcategories').where({ group_id: group.id, slug: input.subcategory }).first()
    : await db('subcategories').where({ group_id: group.id }).orderBy('id').first();
  const now = new Date().toISOString();
  const [row] = await db('companies')
    .insert({
      country_code: country,
      slug: `${slugify(input.name)}-${randomBytes(3).toString('hex')}`,
      name: input.name,
      category_id: group.id,
      subcategory_id: sub.id,
      city_id: input.city,
      address: 'Testovací 1',
      description: 'Popis',
      rating: input.rating ?? 4,
      reviews_count: input.reviews ?? 10,
      price_range: input.price_range ?? '$$',
      phone: '+420 777 000 000',
      email: input.email ?? null,
      status: input.status ?? 'active',
      is_featured: input.featured ?? false,
      created_at: now,
      updated_at: now,
    })
    .returning('id');
  const id = Number(typeof row === 'object' ? row.id : row);
  const services = input.services ?? [{ name: 'Základní služba', price: 500 }];
  await db('services').insert(
    services.map((s, i) => ({
      company_id: id,
      name: s.name,
      price: s.price,
      duration_minutes: s.duration ?? 60,
      currency: 'CZK',
      sort_order: i,
    })),
  );
  if (input.hours?.length) await db('opening_hours').insert(input.hours.map((h) => ({ company_id: id, ...h })));
  await refreshSearchDocuments(db, [id]);
  const created = await db('companies').where({ id }).first();
  return { id, slug: String(created.slug), subcategory: String(sub.name) };
}
