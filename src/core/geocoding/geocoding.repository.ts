import type { Knex } from 'knex';
import type { GeocodeQuery } from './geocoder.port.js';

type Row = Record<string, unknown>;

/** What the geocoder is asked about: a listing (`companies`) or a CRM prospect (`prospects`). */
export type GeocodedTable = 'companies' | 'prospects';

export interface GeocodeCandidate {
  table: GeocodedTable;
  id: number;
  query: GeocodeQuery;
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/** Rows without coordinates whose address is not a remembered miss, and what is written back. */
export function createGeocodingRepository(db: Knex) {
  const listings = () =>
    db('companies as c')
      .join('cities as ci', 'ci.id', 'c.city_id')
      .select('c.id', 'c.address', 'c.postal_code', { city: 'ci.name' }, 'c.country_code');
  const prospects = () => db('prospects as c').select('c.id', 'c.address', 'c.postal_code', 'c.city', 'c.country_code');
  const candidate = (table: GeocodedTable, r: Row): GeocodeCandidate => ({
    table,
    id: Number(r.id),
    query: { street: String(r.address ?? ''), postalCode: text(r.postal_code), city: text(r.city), countryCode: String(r.country_code) },
  });
  const waiting = (q: Knex.QueryBuilder) =>
    q.whereNull('c.latitude').whereNull('c.geocode_missed').whereNotNull('c.address').where('c.address', '<>', '');

  return {
    /** The listing's address when it has no coordinates yet (and is not a remembered miss). */
    async listing(id: number): Promise<GeocodeCandidate | undefined> {
      const row = (await waiting(listings()).where('c.id', id).first()) as Row | undefined;
      return row ? candidate('companies', row) : undefined;
    },
    /** Up to `limit` rows waiting for coordinates: listings first, then prospects, oldest first. */
    async pending(limit: number): Promise<GeocodeCandidate[]> {
      const found = ((await waiting(listings()).orderBy('c.id').limit(limit)) as Row[]).map((r) => candidate('companies', r));
      if (found.length >= limit) return found;
      const more = (await waiting(prospects())
        .orderBy('c.id')
        .limit(limit - found.length)) as Row[];
      return [...found, ...more.map((r) => candidate('prospects', r))];
    },
    /** Writes the coordinates unless the address changed meanwhile (or someone set them). */
    async found(c: GeocodeCandidate, lat: number, lng: number): Promise<boolean> {
      const n = await db(c.table)
        .where({ id: c.id, address: c.query.street })
        .whereNull('latitude')
        .update({ latitude: lat, longitude: lng, geocode_missed: null });
      return n === 1;
    },
    /** Remembers the address the service knew nothing of. */
    async missed(c: GeocodeCandidate, query: string): Promise<void> {
      await db(c.table).where({ id: c.id, address: c.query.street }).whereNull('latitude').update({ geocode_missed: query });
    },
  };
}

export type GeocodingRepository = ReturnType<typeof createGeocodingRepository>;
