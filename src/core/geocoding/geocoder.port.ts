/**
 * The port of geocoding: the coordinates of a postal address, as a Nominatim-compatible service answers
 * (src/adapters/geocoder). Listings and prospects without coordinates get them at save and from the
 * `geocode` job; tests point it at a local stand-in.
 */
export interface GeocodeQuery {
  street: string;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2 ('CZ') */
  countryCode: string;
}

export type GeocodeResult =
  | { status: 'found'; lat: number; lng: number }
  /** the service answered and knows no such place: not asked again until the address changes */
  | { status: 'missed' }
  /** the service could not be asked or answered nonsense: asked again on the next run; `error` says why, in Czech */
  | { status: 'error'; error: string };

export interface Geocoder {
  locate(query: GeocodeQuery): Promise<GeocodeResult>;
}

/** The one line the service is asked ('Dlouhá 12, 110 00 Praha'): also what a miss is remembered by. */
export function geocodeText(query: GeocodeQuery): string {
  const place = [query.postalCode, query.city].filter(Boolean).join(' ');
  return [query.street.trim(), place].filter(Boolean).join(', ').slice(0, 500);
}
