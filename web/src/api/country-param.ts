/** The `country` query parameter: which edition a local host asks the API for. Pure helpers, no DOM. */
export type CountryParam = 'CZ' | 'SK' | 'PL';

export const COUNTRY_STORAGE_KEY = 'marketplace.country';

export function parseCountry(value: string | null | undefined): CountryParam | null {
  const code = (value ?? '').trim().toUpperCase();
  return code === 'CZ' || code === 'SK' || code === 'PL' ? code : null;
}

/** The URL's `?country=` wins; otherwise the choice remembered from the development switcher. */
export function pickCountry(search: string, stored: string | null): CountryParam | null {
  return parseCountry(new URLSearchParams(search).get('country')) ?? parseCountry(stored);
}
