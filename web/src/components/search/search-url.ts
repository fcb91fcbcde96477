/** The /search address for a query and a city; empty values are left out. Pure. */
export function buildSearchUrl(input: { q?: string | null; city?: string | null }): string {
  const params = new URLSearchParams();
  const q = (input.q ?? '').trim();
  const city = (input.city ?? '').trim();
  if (q) params.set('q', q);
  if (city) params.set('city', city);
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}
