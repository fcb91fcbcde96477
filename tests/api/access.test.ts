import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';

describe.each(DB_KINDS)('role guard on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const role of ['customer', 'company', 'admin'] as const) tokens[role] = (await userWithToken(t.app, t.core, role)).token;
  });
  afterAll(() => t?.close());

  const adminRoutes = () => t.app.routeAccess.filter((r) => r.url.startsWith('/api/admin'));
  const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

  it('declares access on every /api route and forces admin on /api/admin/*', () => {
    const api = t.app.routeAccess.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(5);
    expect(adminRoutes().length).toBeGreaterThan(0);
    for (const route of adminRoutes()) expect(route.access).toEqual(['admin']);
  });

  it('answers 401 without a session and 403 for customer and company sessions on every admin route', async () => {
    for (const route of adminRoutes()) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const anonymous = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      const bogus = await t.app.inject({ method, url, headers: { authorization: 'Bearer nonsense' } });
      expect(bogus.statusCode, `${method} ${url} bogus token`).toBe(401);
      for (const role of ['customer', 'company']) {
        const res = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${tokens[role]}` },
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
        expect(res.json().success).toBe(false);
      }
    }
  });

  it('lets an admin through', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=5',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().users.length).toBeGreaterThanOrEqual(3);
    expect(res.json().users[0]).not.toHaveProperty('password_hash');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=100000',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('creates users through the admin API with validation', async () => {
    const headers = { authorization: `Bearer ${tokens.admin}` };
    const listingId = Number((await t.database.db('companies').orderBy('id').first('id')).id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'novy@example.cz', password: 'dost-dlouhe-heslo', role: 'company', first_name: 'Eva', company_id: listingId },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ email: 'novy@example.cz', role: 'company', company_id: listingId });
    // a company account needs its company, and only a company account has one
    const withoutCompany = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'bez-firmy@example.cz', password: 'dost-dlouhe-heslo', role: 'company' },
    });
    expect(withoutCompany.statusCode).toBe(400);
    expect(withoutCompany.json().fields).toEqual([{ field: 'company_id', message: 'Účet firmy musí mít přiřazenou firmu' }]);
    const customerWithCompany = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'zakaznik-firma@example.cz', password: 'dost-dlouhe-heslo', role: 'customer', company_id: listingId },
    });
    expect(customerWithCompany.statusCode).toBe(400);
    expect(customerWithCompany.json().fields).toEqual([{ field: 'company_id', message: 'Firmu lze přiřadit jen účtu firmy' }]);
    expect(await t.database.db('users').whereIn('email', ['bez-firmy@example.cz', 'zakaznik-firma@example.cz'])).toHaveLength(0);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'x', password: 'a', role: 'king' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['email', 'role']);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'novy@example.cz', password: 'dost-dlouhe-heslo', role: 'customer' },
    });
    expect(dup.statusCode).toBe(409);
    const noCompany = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'firma@example.cz', password: 'dost-dlouhe-heslo', role: 'company', company_id: 99999999 },
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().fields).toEqual([{ field: 'company_id', message: 'Firma nenalezena' }]);
  });
});
