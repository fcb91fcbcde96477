/** The 15 major Czech cities whose page exists even before any company is listed (spec: city page). */
export const MAJOR_CITIES: readonly string[] = [
  'Praha', 'Brno', 'Ostrava', 'Plzeň', 'Liberec', 'Olomouc', 'České Budějovice', 'Hradec Králové',
  'Pardubice', 'Zlín', 'Havířov', 'Kladno', 'Most', 'Opava', 'Frýdek-Místek',
];

/** Lower case, no diacritics, words joined by '-' (the server's slug rule). Pure. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function majorCityBySlug(slug: string): string | null {
  return MAJOR_CITIES.find((name) => slugify(name) === slug.toLowerCase()) ?? null;
}

/** 'ceske-budejovice' -> 'Ceske-budejovice' (spec: slug with the first letter capitalised). */
export function capitaliseSlug(slug: string): string {
  return slug ? slug.charAt(0).toUpperCase() + slug.slice(1) : slug;
}
