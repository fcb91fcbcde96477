import { popularitySince } from '../salon/staff.repository.js';
import type { Knex } from 'knex';
import { WEEKDAYS, type CompanyCardDto, type CompanyDetailDto, type Weekday } from '../../contract/directory.js';
import { toBool } from '../../db/dialect.js';
import type { CountryCode } from '../../config/schema.js';
import { EDITIONS } from './model.js';

export const CARD_COLUMNS = [
  'c.id',
  'c.slug',
  'c.name',
  'c.country_code',
  'c.district',
  'c.address',
  'c.rating',
  'c.reviews_count',
  'c.price_range',
  'c.price_min',
  'c.is_featured',
  'c.subcategory_id',
  { category_slug: 'g.slug', category_name: 'g.name', sub_slug: 's.slug', sub_name: 's.name', city_name: 'ci.name', city_slug: 'ci.slug' },
] as const;

export type Row = Record<string, unknown>;

function listed(db: Knex) {
  return db('companies as c')
    .join('category_groups as g', 'g.id', 'c.category_id')
    .join('cities as ci', 'ci.id', 'c.city_id')
    .leftJoin('subcategories as s', 's.id', 'c.subcategory_id')
    .where('c.status', 'active');
}

export async function toCards(db: Knex, rows: Row[]): Promise<CompanyCardDto[]> {
  const ids = rows.map((r) => Number(r.id));
  if (!ids.length) return [];
  const [services, photos] = await Promise.all([
    db('services')
      .whereIn('company_id', ids)
      .andWhere('is_active', true)
      .orderBy(['company_id', 'sort_order', 'id'])
      .select('company_id', 'name'),
    db('photos')
      .whereIn('company_id', ids)
      .orderBy(['company_id', 'sort_order', 'id'])
      .select('company_id', 'url', 'alt', 'width', 'height'),
  ]);
  return rows.map((r) => {
    const id = Number(r.id);
    const own = services.filter((s: Row) => Number(s.company_id) === id).map((s: Row) => String(s.name));
    const chips = [...new Set([...(r.sub_name ? [String(r.sub_name)] : []), ...own])].slice(0, 3);
    const photo = photos.find((p: Row) => Number(p.company_id) === id);
    const country = r.country_code as CountryCode;
    return {
      id,
      slug: String(r.slug),
      name: String(r.name),
      country_code: country,
      category: { slug: String(r.category_slug), name: String(r.category_name) },
      subcategory: r.sub_slug ? { slug: String(r.sub_slug), name: String(r.sub_name) } : null,
      city: { name: String(r.city_name), slug: String(r.city_slug) },
      district: (r.district as string | null) ?? null,
      address: String(r.address),
      rating: Number(r.rating),
      reviews_count: Number(r.reviews_count),
      price_range: r.price_range as CompanyCardDto['price_range'],
      price_min: r.price_min === null || r.price_min === undefined ? null : Number(r.price_min),
      currency: EDITIONS[country].currency,
      chips,
      photo: photo ? { url: photo.url, alt: photo.alt, width: photo.width ?? null, height: photo.height ?? null } : null,
      is_featured: toBool(r.is_featured),
    };
  });
}

export function createCompanyRepository(db: Knex) {
  return {
    /** The profile of `slug`; its services' popularity counts the completed bookings since `popularSince`. */
    async findBySlug(slug: string, popularSince: Date): Promise<CompanyDetailDto | undefined> {
      const row = (await listed(db)
        .leftJoin('regions as r', 'r.id', 'ci.region_id')
        .where('c.slug', slug)
        .select(
          ...CARD_COLUMNS,
          'c.description',
          'c.features',
          'c.phone',
          'c.email',
          'c.website',
          'c.postal_code',
          'c.latitude',
          'c.longitude',
          'c.status',
          'c.time_zone',
          { region_name: 'r.name', region_slug: 'r.slug' },
        )
        .first()) as Row | undefined;
      if (!row) return undefined;
      const id = Number(row.id);
      const [[card], services, hours, photos] = await Promise.all([
        toCards(db, [row]),
        db('services as s')
          .where({ 's.company_id': id, 's.is_active': true })
          .orderBy(['s.sort_order', 's.id'])
          .select('s.*', popularitySince(db, popularSince).as('popularity')),
        db('opening_hours').where({ company_id: id }).orderBy(['weekday', 'opens']),
        db('photos').where({ company_id: id }).orderBy(['sort_order', 'id']),
      ]);
      if (!card) return undefined; // toCards answers one card per row
      type Interval = { open: string; close: string };
      const opening = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as Record<
        Weekday,
        (Interval & { intervals?: Interval[] }) | null
      >;
      for (const h of hours as Row[]) {
        const day = WEEKDAYS[Number(h.weekday)];
        if (!day) continue;
        const interval = { open: String(h.opens), close: String(h.closes) };
        const known = opening[day];
        if (!known) opening[day] = interval;
        else
          opening[day] = {
            open: known.open,
            close: interval.close,
            intervals: [...(known.intervals ?? [{ open: known.open, close: known.close }]), interval],
          };
      }
      return {
        ...card,
        description: String(row.description ?? ''),
        features: JSON.parse(String(row.features ?? '[]')) as string[],
        phone: String(row.phone),
        email: (row.email as string | null) ?? null,
        website: (row.website as string | null) ?? null,
        postal_code: (row.postal_code as string | null) ?? null,
        region: row.region_slug ? { name: String(row.region_name), slug: String(row.region_slug) } : null,
        opening_hours: opening,
        services: (services as Row[]).map((s) => ({
          id: Number(s.id),
          name: String(s.name),
          duration: Number(s.duration_minutes),
          price: Number(s.price),
          currency: String(s.currency),
          category: s.category ? String(s.category) : null,
          description: s.description ? String(s.description) : null,
          popularity: Number(s.popularity ?? 0),
        })),
        photos: (photos as Row[]).map((p) => ({
          url: String(p.url),
          alt: String(p.alt),
          width: (p.width as number | null) ?? null,
          height: (p.height as number | null) ?? null,
        })),
        coordinates: row.latitude !== null && row.longitude !== null ? { lat: Number(row.latitude), lng: Number(row.longitude) } : null,
        status: String(row.status),
        time_zone: String(row.time_zone),
      };
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
