import { slugify } from '../../../../src/contract/text.js';

/** The 15 major Czech cities whose page exists even before any company is listed (spec: city page). */
export const MAJOR_CITIES: readonly string[] = [
  'Praha', 'Brno', 'Ostrava', 'Plzeň', 'Liberec', 'Olomouc', 'České Budějovice', 'Hradec Králové',
  'Pardubice', 'Zlín', 'Havířov', 'Kladno', 'Most', 'Opava', 'Frýdek-Místek',
];

export function majorCityBySlug(slug: string): string | null {
  return MAJOR_CITIES.find((name) => slugify(name) === slug.toLowerCase()) ?? null;
}

/** 'ceske-budejovice' -> 'Ceske-budejovice' (spec: slug with the first letter capitalised). */
export function capitaliseSlug(slug: string): string {
  return slug ? slug.charAt(0).toUpperCase() + slug.slice(1) : slug;
}
