import type { SearchParams } from '../api/companies.js';
import { fetchCategories, fetchCities } from '../api/directory.js';
import { useApiQuery } from './use-api-query.js';

/**
 * The public site's queries (directory, company profiles, booking slots, registration lookups), keys in
 * one place: every component asking for the same thing (the footer's and the catalog's categories, a
 * city list of the same length) shares one request and its cached answer.
 */
export const publicKeys = {
  all: ['public'] as const,
  categories: ['public', 'categories'] as const,
  cities: (limit: number, search = '') => ['public', 'cities', limit, search] as const,
  regions: ['public', 'regions'] as const,
  stats: ['public', 'stats'] as const,
  featured: ['public', 'companies', 'featured'] as const,
  search: (params: SearchParams) => ['public', 'search', params] as const,
  categoryPage: (slug: string) => ['public', 'category', slug] as const,
  cityPage: (slug: string) => ['public', 'city', slug] as const,
  company: (slug: string) => ['public', 'company', slug] as const,
  reviews: (slug: string, page: number) => ['public', 'reviews', slug, page] as const,
  /** every slot query of a company starts with this */
  slotsOf: (slug: string) => ['public', 'slots', slug] as const,
  slots: (slug: string, service: number | null, employee: number | null) => ['public', 'slots', slug, service, employee] as const,
  /** the booking modal's promotions of a service (under slotsOf: a booking refreshes both) */
  promotions: (slug: string, service: number | null) => ['public', 'slots', slug, 'promotions', service] as const,
  passwordPolicy: ['public', 'password-policy'] as const,
  socialProviders: ['public', 'social-providers'] as const,
  claim: (token: string) => ['public', 'claim', token] as const,
  /** GET /api/plans (the edition's prices): /pro-firmy and the salon's plan panel */
  plans: ['public', 'plans'] as const,
};

/** Every city of the edition (the cities page and the registration's city choice share it). */
export const ALL_CITIES = 1000;

/** The edition's categories (one request for the footer, the catalog, the search filters and the registration). */
export const useCategories = () => useApiQuery(publicKeys.categories, (signal) => fetchCategories(signal));

/** The edition's `limit` most populous cities. */
export const useCities = (limit: number) => useApiQuery(publicKeys.cities(limit), (signal) => fetchCities({ limit, signal }));
