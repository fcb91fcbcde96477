import type { MAJOR_CZECH_CITIES } from '../../../../src/contract/directory.js';
import { slugify } from '../../../../src/contract/text.js';

/**
 * The 15 major Czech cities whose page exists even before any company is listed.
 * A copy of the contract's MAJOR_CZECH_CITIES, checked against it by type, so that the page does
 * not load zod (which the contract module builds its schemas with) for one list.
 */
export const MAJOR_CITIES: typeof MAJOR_CZECH_CITIES = [
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
];

export function majorCityBySlug(slug: string): string | null {
  return MAJOR_CITIES.find((name) => slugify(name) === slug.toLowerCase()) ?? null;
}

/** 'ceske-budejovice' -> 'Ceske-budejovice': an unknown city's name is its slug with the first letter capitalised. */
export function capitaliseSlug(slug: string): string {
  return slug ? slug.charAt(0).toUpperCase() + slug.slice(1) : slug;
}
