import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { buildSearchDocument, type SearchSource } from '../../src/core/directory/search-document.js';
import { refreshSearchDocuments } from '../../src/core/directory/search-index.js';
import { createSalonSettingsRepository } from '../../src/core/salon/settings.repository.js';
import { createStaffRepository } from '../../src/core/salon/staff.repository.js';
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
  /** the listing's services (by default one 60-minute 'Základní služba' for 500) */
  services?: ServiceInput[];
  /** employees (none by default: a listing without employees books on its own calendar) */
  employees?: EmployeeInput[];
  featured?: boolean;
  /** the business's address for its notices (none by default) */
  email?: string;
  /** opening hours (none by default: a listing without hours offers no slots) */
  hours?: Array<{ weekday: number; opens: string; closes: string }>;
  /** when it was listed (LISTED_AT by default) */
  created_at?: Date;
  /** 'Popis' by default */
  description?: string;
  /** the business's clock (by default the country's zone, as the product's writers set it) */
  time_zone?: string;
}

export interface ServiceInput {
  name: string;
  price: number;
  /** minutes, 60 by default */
  duration?: number;
  /** true by default */
  active?: boolean;
  /** the country's currency by default */
  currency?: string;
}

export interface EmployeeInput {
  name: string;
  color?: string;
  /** true by default */
  active?: boolean;
  /** names of the listing's services the employee does (none: every service) */
  services?: string[];
  /** working hours (none: whenever the business is open); weekday 0 = sunday */
  hours?: Array<{ weekday: number; starts: string; ends: string }>;
}

const CURRENCY: Record<string, string> = { CZ: 'CZK', SK: 'EUR', PL: 'PLN' };

/**
 * When the factories' listings and employees were made unless a test says otherwise: a fixed instant
 * before the test clocks' days, so no test depends on the day it runs.
 */
const LISTED_AT = '2026-11-01T00:00:00.000Z';

/** Every day of the week open from `opens` to `closes`. */
export const everyDay = (opens: string, closes: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));

const idOf = (row: unknown) => Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);

/** A service of a listing, written by the salon's staff repository (last in order, the search columns refreshed); returns its id. */
export async function createService(db: Knex, companyId: number, input: ServiceInput): Promise<number> {
  const company = await db('companies').where({ id: companyId }).first('country_code');
  return createStaffRepository(db).insertService(companyId, input.currency ?? CURRENCY[String(company.country_code)] ?? 'CZK', {
    name: input.name,
    price: input.price,
    duration_minutes: input.duration ?? 60,
    is_active: input.active ?? true,
    category: null,
    description: null,
  });
}

/** An employee of a listing with the services (ids) they do and their working hours; returns its id. */
export async function createEmployee(
  db: Knex,
  companyId: number,
  input: Omit<EmployeeInput, 'services'> & { services?: number[] },
  sortOrder = 0,
): Promise<number> {
  const [row] = await db('employees')
    .insert({
      company_id: companyId,
      name: input.name,
      color: input.color ?? '#3b82f6',
      is_active: input.active ?? true,
      sort_order: sortOrder,
      created_at: LISTED_AT,
    })
    .returning('id');
  const id = idOf(row);
  if (input.services?.length) await db('employee_services').insert(input.services.map((service_id) => ({ employee_id: id, service_id })));
  if (input.hours?.length) await db('employee_hours').insert(input.hours.map((h) => ({ employee_id: id, ...h })));
  return id;
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
  const listedAt = input.created_at?.toISOString() ?? LISTED_AT;
  const [row] = await db('companies')
    .insert({
      country_code: country,
      slug: `${slugify(input.name)}-${randomBytes(3).toString('hex')}`,
      name: input.name,
      category_id: group.id,
      subcategory_id: sub.id,
      city_id: input.city,
      address: 'Testovací 1',
      description: input.description ?? 'Popis',
      rating: input.rating ?? 4,
      reviews_count: input.reviews ?? 10,
      price_range: input.price_range ?? '$$',
      phone: '+420 777 000 000',
      email: input.email ?? null,
      time_zone: input.time_zone ?? String((await db('countries').where({ code: country }).first('time_zone')).time_zone),
      status: input.status ?? 'active',
      is_featured: input.featured ?? false,
      created_at: listedAt,
      updated_at: listedAt,
    })
    .returning('id');
  const id = idOf(row);
  const services: Array<{ id: number; name: string }> = [];
  for (const service of input.services ?? [{ name: 'Základní služba', price: 500 }])
    services.push({ id: await createService(db, id, service), name: service.name });
  const employees: Array<{ id: number; name: string }> = [];
  for (const [i, employee] of (input.employees ?? []).entries()) {
    const does = (employee.services ?? []).map((name) => {
      const found = services.find((s) => s.name === name);
      if (!found) throw new Error(`createListing: no service ${name} for ${employee.name}`);
      return found.id;
    });
    employees.push({ id: await createEmployee(db, id, { ...employee, services: does }, i), name: employee.name });
  }
  if (input.hours?.length) await createSalonSettingsRepository(db).replaceHours(id, input.hours, new Date(listedAt));
  await refreshSearchDocuments(db, [id]);
  const created = await db('companies').where({ id }).first();
  return { id, slug: String(created.slug), name: input.name, subcategory: String(sub.name), services, employees };
}

/**
 * A Czech listing's row for a bulk insert, for tests that need hundreds or thousands of listings (the
 * factory writes one listing, its services and its search columns at a time); its search columns come
 * from the same buildSearchDocument the writers use.
 */
export function bulkListingRow(fields: {
  slug: string;
  name: string;
  categoryId: number;
  cityId: number;
  address: string;
  rating: number;
  reviewsCount: number;
  services: SearchSource['services'];
  now: Date | string;
}) {
  const { slug, name, categoryId, cityId, address, rating, reviewsCount, services, now } = fields;
  return {
    country_code: 'CZ',
    slug,
    name,
    category_id: categoryId,
    city_id: cityId,
    address,
    description: 'Popis',
    rating,
    reviews_count: reviewsCount,
    price_range: '$$',
    phone: '+420 777 000 000',
    time_zone: 'Europe/Prague',
    status: 'active',
    is_featured: false,
    created_at: now,
    updated_at: now,
    ...buildSearchDocument({ name, language: 'cs', subcategoryName: null, services }),
  };
}
