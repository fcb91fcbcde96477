import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../../src/core/directory/search-index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createCity, createListing } from '../helpers/listings.js';

describe.each(DB_KINDS)('search API on %s', (kind) => {
  let t: TestApp;
  let ids: Record<string, { id: number; slug: string; subcategory: string }>;
  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      total: number;
      page: number;
      limit: number;
      companies: Array<{ name: string; slug: string; city: { name: string } }>;
    };
  };
  const names = async (query: string) => (await search(query)).companies.map((c) => c.name);
  const enc = encodeURIComponent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    const city = await createCity(db, 'Řečkovice nad Testem');
    ids = {
      rericha: await createListing(db, {
        name: 'Kadeřnictví Řeřicha',
        city,
        rating: 4.9,
        reviews: 5,
        price_range: '$',
        services: [
          { name: 'Zastřihnutí vousů', price: 300 },
          { name: 'Melír', price: 900 },
        ],
      }),
      hroch: await createListing(db, {
        name: 'Hroch Studio',
        city,
        rating: 3.2,
        reviews: 300,
        price_range: '$$$',
        services: [{ name: 'Masáž', price: 2000 }],
      }),
      chata: await createListing(db, {
        name: 'Chata Wellness',
        city,
        category: 'wellness',
        rating: 4.1,
        reviews: 50,
        services: [{ name: 'Sauna', price: 100 }],
      }),
      cibule: await createListing(db, { name: 'Cibule', city, rating: 4.5, reviews: 1, services: [{ name: 'Střih', price: 450 }] }),
      cap: await createListing(db, { name: 'Čáp a syn', city, rating: 3.6, reviews: 12, services: [{ name: 'Střih', price: 700 }] }),
      qx: await createListing(db, { name: 'Qx Ateliér', city, rating: 3.0, reviews: 0, services: [{ name: 'Líčení', price: 1200 }] }),
      hidden: await createListing(db, { name: 'Kadeřnictví Řeřicha Neověřené', city, status: 'unverified' }),
    };
  });
  afterAll(() => t?.close());

  const inTestCity = `city=${enc('řečkovice nad testem')}`;

  it('matches q in the name in any case, with or without diacritics', async () => {
    for (const q of ['Řeřicha', 'ŘEŘICHA', 'rericha', 'RERICHA', 'eřich', 'kadeřnictví řeř']) {
      expect(await names(`q=${enc(q)}&${inTestCity}`), q).toEqual(['Kadeřnictví Řeřicha']);
    }
  });

  it('matches q in a service name and in the subcategory, and short queries through the fallback', async () => {
    expect(await names(`q=${enc('zastrihnuti vousu')}&${inTestCity}`)).toEqual(['Kadeřnictví Řeřicha']);
    expect(await names(`q=${enc('SAUNA')}&${inTestCity}`)).toEqual(['Chata Wellness']);
    const bySub = await names(`q=${enc(ids.chata!.subcategory)}&${inTestCity}`);
    expect(bySub).toContain('Chata Wellness');
    expect(await names(`q=qx&${inTestCity}`)).toEqual(['Qx Ateliér']);
    expect(await names(`q=${enc('%')}&${inTestCity}`)).toEqual([]);
    expect(await names(`q=${enc('"')}&${inTestCity}`)).toEqual([]);
  });

  it('never lists unverified listings', async () => {
    const all = await names(`q=rericha`);
    expect(all).toContain('Kadeřnictví Řeřicha');
    expect(all).not.toContain('Kadeřnictví Řeřicha Neověřené');
  });

  it('filters city by case- and accent-insensitive equality, category exactly, rating as a minimum, price exactly', async () => {
    expect((await search(inTestCity)).total).toBe(6);
    expect((await search(`city=${enc('ŘEČKOVICE NAD TESTEM')}`)).total).toBe(6);
    expect((await search(`city=${enc('Řečkovice')}`)).total).toBe(0);
    expect(await names(`${inTestCity}&category=wellness`)).toEqual(['Chata Wellness']);
    expect(await names(`${inTestCity}&category=wellnes`)).toEqual([]);
    expect(await names(`${inTestCity}&rating=4.5&sort=rating`)).toEqual(['Kadeřnictví Řeřicha', 'Cibule']);
    expect(await names(`${inTestCity}&price=${enc('$$$')}`)).toEqual(['Hroch Studio']);
  });

  it('sorts by rating, reviews, lowest average service price and name in Czech collation', async () => {
    expect(await names(`${inTestCity}&sort=rating`)).toEqual([
      'Kadeřnictví Řeřicha',
      'Cibule',
      'Chata Wellness',
      'Čáp a syn',
      'Hroch Studio',
      'Qx Ateliér',
    ]);
    expect(await names(`${inTestCity}&sort=reviews`)).toEqual([
      'Hroch Studio',
      'Chata Wellness',
      'Čáp a syn',
      'Kadeřnictví Řeřicha',
      'Cibule',
      'Qx Ateliér',
    ]);
    // averages: Chata 100, Cibule 450, Řeřicha 600, Čáp 700, Qx 1200, Hroch 2000
    expect(await names(`${inTestCity}&sort=price_asc`)).toEqual([
      'Chata Wellness',
      'Cibule',
      'Kadeřnictví Řeřicha',
      'Čáp a syn',
      'Qx Ateliér',
      'Hroch Studio',
    ]);
    expect(await names(`${inTestCity}&sort=name`)).toEqual([
      'Cibule',
      'Čáp a syn',
      'Hroch Studio',
      'Chata Wellness',
      'Kadeřnictví Řeřicha',
      'Qx Ateliér',
    ]);
  });

  it('ranks name matches first for relevance', async () => {
    const found = await names(`q=stri&${inTestCity}`); // 'Střih' services of Cibule and Čáp; no name contains it
    expect(found.sort()).toEqual(['Cibule', 'Čáp a syn', 'Kadeřnictví Řeřicha'].sort());
    expect((await names(`q=chata&${inTestCity}`))[0]).toBe('Chata Wellness');
  });

  it('paginates within bounds and reports the total', async () => {
    const first = await search(`${inTestCity}&sort=name&limit=4`);
    expect(first).toMatchObject({ total: 6, page: 1, limit: 4 });
    expect(first.companies).toHaveLength(4);
    const second = await search(`${inTestCity}&sort=name&limit=4&page=2`);
    expect(second.companies.map((c) => c.name)).toEqual(['Kadeřnictví Řeřicha', 'Qx Ateliér']);
    expect((await search(`${inTestCity}&page=50`)).companies).toEqual([]);
    const whole = await search('');
    expect(whole.limit).toBe(20);
    expect(whole.companies).toHaveLength(20);
    expect(whole.total).toBeGreaterThan(200);
  });

  it('answers bad parameters with 400 naming the field, never 500', async () => {
    const bad = [
      'rating=6',
      'rating=abc',
      `price=${enc('$$$$')}`,
      'sort=cheapest',
      'country=DE',
      'page=0',
      'page=1001',
      'limit=51',
      'limit=-1',
      `q=${'x'.repeat(101)}`,
    ];
    for (const query of bad) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields[0].field).toBe(query.split('=')[0]);
    }
    const fuzz = [
      'q=%00',
      'q=%EF%BF%BF',
      `q=${enc('\\')}`,
      `q=${enc("'; DROP TABLE companies; --")}`,
      'q=*',
      `q=${enc('NEAR(a b)')}`,
      `q=${enc('a OR b')}`,
      'city[]=x',
      'q=a&q=b',
      `q=${enc('😀😀😀')}`,
    ];
    for (const query of fuzz) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(res.statusCode, query).toBeLessThan(500);
    }
  });

  it('keeps the index in step with updates and deletes', async () => {
    const db = t.database.db;
    await db('companies').where({ id: ids.qx!.id }).update({ name: 'Zcela Nový Název' });
    await refreshSearchDocuments(db, [ids.qx!.id]);
    expect(await names(`q=${enc('novy nazev')}`)).toEqual(['Zcela Nový Název']);
    expect(await names(`q=${enc('qx atelier')}`)).toEqual([]);
    await db('services').where({ company_id: ids.cibule!.id }).update({ name: 'Trvalá ondulace' });
    await refreshSearchDocuments(db, [ids.cibule!.id]);
    expect(await names(`q=ondulace&${inTestCity}`)).toEqual(['Cibule']);
    await db('companies').where({ id: ids.hroch!.id }).delete();
    expect(await names(`q=${enc('hroch studio')}`)).toEqual([]);
  });

  it('searches one edition at a time', async () => {
    const sk = await search('country=SK&limit=50');
    expect(sk.total).toBeGreaterThan(0);
    const pl = await t.app.inject({
      method: 'GET',
      url: '/api/search?limit=50',
      headers: { host: 'localhost', 'x-test': '1' },
      query: { country: 'PL' },
    });
    expect(pl.json().companies.every((c: { country_code: string }) => c.country_code === 'PL')).toBe(true);
    expect((await search(`country=SK&${inTestCity}`)).total).toBe(0);
  });
});
