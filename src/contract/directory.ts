import { z } from 'zod';
import { countryCode } from './common.js';

export const citiesQuery = z.object({
  country: countryCode.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  search: z
    .string()
    .max(100)
    .optional()
    .transform((v) => v?.replace(/\p{Cc}/gu, '').trim() || undefined),
});

const cityDto = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  country_code: countryCode,
  population: z.number(),
  region_id: z.number().nullable(),
  region_name: z.string().nullable(),
  image_url: z.string().nullable(),
  is_active: z.boolean(),
  company_count: z.number(),
});
export type CityDto = z.infer<typeof cityDto>;

export const citiesResponse = z.object({ success: z.literal(true), cities: z.array(cityDto) });
export type CitiesResponse = z.infer<typeof citiesResponse>;

const categoryDto = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  image_url: z.string().nullable(),
  company_count: z.number(),
  subcategories: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })),
});

export const categoriesQuery = z.object({ country: countryCode.optional() });
export const categoriesResponse = z.object({ success: z.literal(true), categories: z.array(categoryDto) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

/* ---------- companies (listings) ---------- */

const PRICE_RANGES = ['$', '$$', '$$$'] as const;
export const SEARCH_SORTS = ['relevance', 'rating', 'reviews', 'price_asc', 'name'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_SIZE = 20;
export const COMPANIES_PAGE_SIZE = 50;
/**
 * A search counts its matches exactly up to this many (or to the end of the requested page, when
 * that is further); beyond it the answer says `total_capped` and the site shows '1 000+'.
 */
export const SEARCH_COUNT_CAP = 1000;

const photoDto = z.object({ url: z.string(), alt: z.string(), width: z.number().nullable(), height: z.number().nullable() });

/** A company as cards and lists show it. */
const companyCardDto = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  country_code: countryCode,
  category: z.object({ slug: z.string(), name: z.string() }),
  subcategory: z.object({ slug: z.string(), name: z.string() }).nullable(),
  city: z.object({ name: z.string(), slug: z.string() }),
  district: z.string().nullable(),
  address: z.string(),
  rating: z.number(),
  reviews_count: z.number(),
  price_range: z.enum(PRICE_RANGES),
  /** the lowest service price (the card's featured price), in `currency` */
  price_min: z.number().nullable(),
  currency: z.string(),
  /** at most 3: the subcategory, then service names */
  chips: z.array(z.string()),
  photo: photoDto.nullable(),
  is_featured: z.boolean(),
  /** the card stands for this branch in the searched city (its city and address are the branch's; src/contract/branches.ts) */
  branch: z.object({ id: z.number(), name: z.string() }).optional(),
});
export type CompanyCardDto = z.infer<typeof companyCardDto>;

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** A day's hours: first opening and last closing; `intervals` when the day is split (a lunch break). */
const dayHours = z
  .object({ open: z.string(), close: z.string(), intervals: z.array(z.object({ open: z.string(), close: z.string() })).optional() })
  .nullable();

const companyDetailDto = companyCardDto.extend({
  description: z.string(),
  features: z.array(z.string()),
  phone: z.string(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  postal_code: z.string().nullable(),
  region: z.object({ name: z.string(), slug: z.string() }).nullable(),
  /** keyed sunday..saturday; null = closed */
  opening_hours: z.record(z.enum(WEEKDAYS), dayHours),
  /** in the business's order; `category` groups them on the profile (null: none), `popularity` counts the completed bookings of the last 90 days */
  services: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      duration: z.number(),
      price: z.number(),
      currency: z.string(),
      category: z.string().nullable(),
      description: z.string().nullable(),
      popularity: z.number(),
    }),
  ),
  photos: z.array(photoDto),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  status: z.string(),
  time_zone: z.string(),
});
export type CompanyDetailDto = z.infer<typeof companyDetailDto>;
export const companyResponse = z.object({ success: z.literal(true), company: companyDetailDto });
export type CompanyResponse = z.infer<typeof companyResponse>;

export const companiesQuery = z.object({
  country: countryCode.optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  featured: z
    .enum(['1', 'true', '0', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export const companiesResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  /** true: more listings match than `total` (the count stops at SEARCH_COUNT_CAP or the page's end) */
  total_capped: z.boolean(),
  page: z.number(),
  limit: z.number(),
  companies: z.array(companyCardDto),
});
export type CompaniesResponse = z.infer<typeof companiesResponse>;

/** Free text from a query string: control characters (NUL breaks PostgreSQL) removed, trimmed. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => v?.replace(/\p{Cc}/gu, '').trim() || undefined);

/** GET /api/search: text, city, category, rating, price range, sort, page; all optional, bad values answer 400. */
export const searchQuery = z.object({
  country: countryCode.optional(),
  q: optionalText(100),
  city: optionalText(100),
  category: optionalText(80),
  rating: z.coerce.number().min(0).max(5).default(0),
  price: z.enum(PRICE_RANGES).optional(),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
});
export type SearchQuery = z.infer<typeof searchQuery>;
export type SearchResponse = CompaniesResponse;

/* ---------- category and city pages ---------- */

export const categoryPageResponse = z.object({
  success: z.literal(true),
  category: categoryDto.extend({
    subcategories: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), company_count: z.number() })),
  }),
  /** cities of the companies in the category (the page's city filter) */
  cities: z.array(z.object({ name: z.string(), slug: z.string(), company_count: z.number() })),
});
export type CategoryPageResponse = z.infer<typeof categoryPageResponse>;

export const cityPageResponse = z.object({
  success: z.literal(true),
  city: cityDto,
  /** categories with companies in the city */
  categories: z.array(z.object({ slug: z.string(), name: z.string(), icon: z.string(), company_count: z.number() })),
});
export type CityPageResponse = z.infer<typeof cityPageResponse>;

const regionDto = z.object({ id: z.number(), name: z.string(), slug: z.string(), country_code: z.string(), is_active: z.boolean() });
export const regionsResponse = z.object({ success: z.literal(true), regions: z.array(regionDto) });

export const statsResponse = z.object({
  success: z.literal(true),
  stats: z.object({ companies: z.number(), averageRating: z.number(), cities: z.number(), categories: z.number(), regions: z.number() }),
});
export type StatsResponse = z.infer<typeof statsResponse>;

/** The 15 major Czech cities whose page exists even before a company is listed there. */
export const MAJOR_CZECH_CITIES = [
  'Praha',
  'Brno',
  'Ostrava',
  'Plzeň',
  'Liberec',
  'Olomouc',
  'České Budějovice',
  'Hradec Králové',
  'Pardubice',
  'Zlín',
  'Havířov',
  'Kladno',
  'Most',
  'Opava',
  'Frýdek-Místek',
] as const;
