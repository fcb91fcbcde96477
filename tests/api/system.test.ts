import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src/core/index.js';
import { DomainError } from '../../src/core/errors.js';
import { createSystemRepository } from '../../src/core/system/system.repository.js';
import { createSystemService } from '../../src/core/system/system.service.js';
import { systemClock } from '../../src/core/clock.port.js';
import { openDatabase } from '../../src/db/index.js';
import { buildApp } from '../../src/server/app.js';
import { startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';

describe.each(DB_KINDS)('system API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { domains: { CZ: 'firmy.example.cz', SK: 'firmy.example.sk', PL: 'firmy.example.pl' } });
  });
  afterAll(() => t?.close());

  it('GET /api/health names the engine and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: kind, version: '0.0.0-test' });
  });

  it('GET /api/health/ready: 200 when the database answers and has every migration, else 503 naming what is pending', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', db: kind, version: '0.0.0-test' });
    // as an instance of a newer package on a database not migrated yet sees it
    const last = await t.database.db('knex_migrations').orderBy('id', 'desc').first();
    await t.database.db('knex_migrations').where({ id: last.id }).delete();
    try {
      const pending = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json().error).toBe(`Databáze má čekající migrace (1: ${last.name}); spusťte marketplace db migrate`);
      // liveness stays cheap and does not look at migrations
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.database.db('knex_migrations').insert(last);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('readiness is 503 when the database does not answer', async () => {
    const dead = openDatabase({ client: 'sqlite', filename: ':memory:', embedded: false });
    await dead.destroy();
    const service = createSystemService(createSystemRepository(dead), systemClock, 'x');
    await expect(service.ready()).rejects.toMatchObject({ code: 'unavailable', message: 'Databáze je nedostupná' });
  });

  it('sends security headers: a CSP on pages, nosniff and no-store on JSON', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/prihlaseni' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('chooses the edition by host name, by ?country on a local host, else CZ', async () => {
    const edition = async (host: string, query = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/edition${query}`, headers: { host } })).json().edition;
    expect((await edition('firmy.example.sk')).code).toBe('SK');
    expect((await edition('www.firmy.example.pl:443')).code).toBe('PL');
    expect((await edition('firmy.example.cz')).currency).toBe('CZK');
    expect((await edition('localhost:3003', '?country=SK')).currency).toBe('EUR');
    expect((await edition('127.0.0.1:3003', '?country=pl')).language).toBe('pl');
    expect((await edition('firmy.example.cz', '?country=SK')).code).toBe('CZ'); // only local hosts take ?country
    expect((await edition('unknown.example.org')).code).toBe('CZ');
    const sk = await edition('firmy.example.sk');
    expect(sk).toMatchObject({ language: 'sk', currencyLabel: '€', defaultCity: 'Bratislava', timeZone: 'Europe/Bratislava' });
  });

  it('reports no analytics script unless one is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/edition', headers: { host: 'firmy.example.sk' } });
    expect(res.json().analytics).toBeNull();
    const withScript = await startTestApp(kind, {
      domains: { SK: 'firmy.example.sk' },
      analyticsScript: 'https://stats.example.net/js/script.js',
    });
    try {
      const sk = await withScript.app.inject({ method: 'GET', url: '/api/edition', headers: { host: 'firmy.example.sk' } });
      expect(sk.json().analytics).toEqual({ src: 'https://stats.example.net/js/script.js', domain: 'firmy.example.sk' });
      const local = await withScript.app.inject({ method: 'GET', url: '/api/edition', headers: { host: 'localhost:3003' } });
      expect(local.json().analytics).toBeNull();
      const page = await withScript.app.inject({ method: 'GET', url: '/', headers: { host: 'firmy.example.sk' } });
      expect(page.headers['content-security-policy']).toContain("script-src 'self' https://stats.example.net");
    } finally {
      await withScript.close();
    }
  });

  it('answers unknown /api paths with JSON 404 and other unknown paths with the web app', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'not_found' });
    const page = await t.app.inject({ method: 'GET', url: '/tato/stranka/neexistuje' });
    expect(page.statusCode).toBe(404); // the app shows its not-found page; crawlers get the status
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/missing-file.js' });
    expect(asset.statusCode).toBe(404);
  });

  it('lists the most populous cities, regions and categories of an edition', async () => {
    const cities = (await t.app.inject({ method: 'GET', url: '/api/cities?limit=6' })).json();
    expect(cities.success).toBe(true);
    expect(cities.cities).toHaveLength(6);
    expect(cities.cities[0]).toMatchObject({ name: 'Praha', slug: 'praha', country_code: 'CZ' });
    expect(cities.cities[0].company_count).toBeGreaterThan(0);
    const sk = (await t.app.inject({ method: 'GET', url: '/api/cities?country=SK&limit=1' })).json();
    expect(sk.cities[0].name).toBe('Bratislava');
    const search = (await t.app.inject({ method: 'GET', url: `/api/cities?search=${encodeURIComponent('plz')}` })).json();
    expect(search.cities.map((c: { name: string }) => c.name)).toContain('Plzeň');
    const regions = (await t.app.inject({ method: 'GET', url: '/api/regions?country=CZ' })).json();
    expect(regions.regions).toHaveLength(14);
    const cats = (await t.app.inject({ method: 'GET', url: '/api/categories?country=CZ' })).json();
    expect(cats.categories).toHaveLength(12);
    for (const bad of ['/api/cities?limit=0', '/api/cities?limit=1001', '/api/cities?country=DE', '/api/regions?country=xx']) {
      expect((await t.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(400);
    }
  });

  it('maps domain errors to statuses and hides the internals of a 5xx behind a request id', async () => {
    const core = createCore({ db: t.database.db, config: { version: 'x', domains: {}, secret: TEST_SECRET } });
    const app = await buildApp(core, { domains: {}, webRoot: path.resolve('dist/web') }, { logger: false });
    const codes = [
      'validation',
      'unauthenticated',
      'forbidden',
      'not_found',
      'conflict',
      'too_large',
      'rate_limited',
      'unavailable',
    ] as const;
    for (const code of codes)
      app.get(`/api/test/${code}`, { config: { access: 'public' } }, () => {
        throw new DomainError(code, `chyba ${code}`);
      });
    app.get('/api/test/crash', { config: { access: 'public' } }, () => {
      throw new Error('secret internal detail: password=hunter2');
    });
    await app.ready();
    const expected = [400, 401, 403, 404, 409, 413, 429, 503];
    for (const [i, code] of codes.entries()) {
      const res = await app.inject({ method: 'GET', url: `/api/test/${code}` });
      expect(res.statusCode).toBe(expected[i]);
      expect(res.json()).toMatchObject({ success: false, code, error: `chyba ${code}` });
    }
    const crash = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.body).not.toContain('hunter2');
    expect(crash.json().requestId).toMatch(/[0-9a-f-]{36}/);
    const big = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.cz', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    await app.close();
  });
});
