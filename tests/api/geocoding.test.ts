import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNominatimGeocoder } from '../../src/adapters/geocoder/nominatim.js';
import { findJob } from '../../src/jobs/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { insertProspects } from '../helpers/prospects.js';
import { startNominatimStandIn, type NominatimStandIn } from '../helpers/nominatim-stand-in.js';

/** the spacing of requests in this test (the product's default is Nominatim's 1 a second) */
const INTERVAL_MS = 120;

/**
 * Coordinates from the address on both engines, through the real Nominatim adapter against a local stand-in:
 * a registered listing is located at once; a salon that moves loses its old coordinates and gets the new
 * ones; an address the service does not know is remembered and not asked again until it changes; the
 * `geocode` job locates prospects and listings without coordinates, spacing its requests; a service that is
 * down never fails a save and stops the job's run with a shortfall.
 */
describe.each(DB_KINDS)('geocoding on %s', (kind) => {
  let t: TestApp;
  let nominatim: NominatimStandIn;

  beforeAll(async () => {
    nominatim = await startNominatimStandIn({
      'Americká 12': { lat: 49.7411, lon: 13.3772 },
      'Květná 12': { lat: 49.1872, lon: 16.6051 },
      'Dlouhá 5': { lat: 50.0903, lon: 14.4263 },
    });
    t = await startTestApp(kind, {
      geocoder: createNominatimGeocoder({ url: nominatim.url, intervalMs: INTERVAL_MS, timeoutMs: 2000, userAgent: 'marketplace/test' }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await nominatim?.close();
  });
  beforeEach(() => {
    nominatim.state.status = 200;
    nominatim.requests.length = 0;
  });

  const db = () => t.database.db;
  const register = (address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/companies/register',
      payload: {
        companyName: `Salon ${address}`,
        contactPerson: 'Eva Svobodová',
        email: `salon-${Math.random().toString(36).slice(2)}@example.cz`,
        phone: '+420 777 123 456',
        password: 'bezpecne-heslo-42',
        confirmPassword: 'bezpecne-heslo-42',
        category: 'krasa',
        subcategory: 'kadernictvi',
        city: 'Plzeň',
        address,
        description: 'Salon v centru.',
      },
    });
  const point = async (table: string, id: number) => {
    const row = await db()(table).where({ id }).first('latitude', 'longitude', 'geocode_missed');
    return {
      lat: row.latitude === null ? null : Number(row.latitude),
      lng: row.longitude === null ? null : Number(row.longitude),
      missed: row.geocode_missed,
    };
  };

  it('locates a registered listing from its address and city, naming the country and itself', async () => {
    const res = await register('Americká 12');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().company.id as number;
    expect(await point('companies', id)).toEqual({ lat: 49.7411, lng: 13.3772, missed: null });
    expect(nominatim.requests).toHaveLength(1);
    expect(nominatim.requests[0]).toMatchObject({ format: 'jsonv2', countrycodes: 'cz', userAgent: 'marketplace/test' });
    expect(nominatim.requests[0]!.q).toContain('Americká 12');
    expect(nominatim.requests[0]!.q).toContain('Plzeň');
  });

  it('moves a salon: a new address replaces the coordinates, the same address asks nothing', async () => {
    const res = await register('Americká 12');
    const id = res.json().company.id as number;
    const owner = { authorization: `Bearer ${res.json().token as string}` };
    const save = (address: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/company/address',
        headers: owner,
        payload: { address, postal_code: '602 00', city: 'Brno' },
      });
    nominatim.requests.length = 0;
    expect((await save('Květná 12')).statusCode).toBe(200);
    expect(await point('companies', id)).toEqual({ lat: 49.1872, lng: 16.6051, missed: null });
    expect(nominatim.requests.map((r) => r.q)).toEqual(['Květná 12, 602 00 Brno']);
    // saving the same address again keeps the coordinates and asks nobody
    expect((await save('Květná 12')).statusCode).toBe(200);
    expect(nominatim.requests).toHaveLength(1);
    expect((await point('companies', id)).lat).toBe(49.1872);
  });

  it('remembers an address the service does not know, until the address changes', async () => {
    const res = await register('Neznámá 99');
    expect(res.statusCode).toBe(201);
    const id = res.json().company.id as number;
    expect(await point('companies', id)).toEqual({ lat: null, lng: null, missed: 'Neznámá 99, Plzeň' });
    const job = findJob('geocode')!;
    const asked = nominatim.requests.length;
    await job.run(t.core);
    expect(nominatim.requests.filter((r) => r.q.startsWith('Neznámá 99'))).toHaveLength(1);
    expect(nominatim.requests.length).toBeGreaterThanOrEqual(asked);
    // a new address is asked again
    const owner = { authorization: `Bearer ${res.json().token as string}` };
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/company/address',
      headers: owner,
      payload: { address: 'Dlouhá 5', city: 'Praha' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await point('companies', id)).toEqual({ lat: 50.0903, lng: 14.4263, missed: null });
  });

  it('never fails a save when the service is down; the job asks again later and its run says why it stopped', async () => {
    nominatim.state.status = 503;
    const res = await register('Dlouhá 5');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().company.id as number;
    expect(await point('companies', id)).toEqual({ lat: null, lng: null, missed: null });
    const job = findJob('geocode')!;
    const failed = await job.run(t.core);
    expect(failed).toMatchObject({ failed: 1, shortfall: 'Geokódovací služba odpověděla chybou HTTP 503' });
    nominatim.state.status = 200;
    const later = await job.run(t.core);
    expect(later).toMatchObject({ failed: 0 });
    expect(await point('companies', id)).toEqual({ lat: 50.0903, lng: 14.4263, missed: null });
  });

  it('locates imported prospects in a batch, one request per interval', async () => {
    const ids = await insertProspects(db(), [
      { name: 'Kadeřnictví A', address: 'Americká 12', postal_code: '301 00', city: 'Plzeň' },
      { name: 'Kadeřnictví B', address: 'Květná 12', postal_code: '602 00', city: 'Brno' },
      { name: 'Kadeřnictví C', address: 'Dlouhá 5', city: 'Praha' },
      { name: 'Bez adresy' },
    ]);
    // every listing without coordinates is already a remembered miss or located: the run takes the prospects
    const result = await findJob('geocode')!.run(t.core, { limit: 10 });
    expect(result).toMatchObject({ found: 3, failed: 0 });
    expect(await point('prospects', ids[0]!)).toMatchObject({ lat: 49.7411, lng: 13.3772 });
    expect(await point('prospects', ids[1]!)).toMatchObject({ lat: 49.1872, lng: 16.6051 });
    expect(await point('prospects', ids[2]!)).toMatchObject({ lat: 50.0903, lng: 14.4263 });
    expect(await point('prospects', ids[3]!)).toEqual({ lat: null, lng: null, missed: null });
    const starts = nominatim.requests.map((r) => r.at);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(INTERVAL_MS - 5);
    // located rows are not asked again
    const again = await findJob('geocode')!.run(t.core, { limit: 10 });
    expect(again).toMatchObject({ asked: 0 });
  });
});

describe('geocoding without a geocoder', () => {
  it('the job says the geocoder is not set and asks nothing', async () => {
    const t = await startTestApp('sqlite');
    try {
      expect(await findJob('geocode')!.run(t.core)).toEqual({ asked: 0, geocoder: 'není nastaven (MARKETPLACE_GEOCODER_URL)' });
    } finally {
      await t.close();
    }
  });
});
