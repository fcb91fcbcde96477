import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userDto } from '../../src/contract/auth.js';
import { DomainError } from '../../src/core/errors.js';
import { errorsPlugin } from '../../src/server/plugins/errors.js';
import { useContractSchemas, type ZodTypeProvider } from '../../src/server/typed-routes.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; responses?: Record<string, unknown> }>>;
}

describe.each(DB_KINDS)('the OpenAPI document of /api on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
    customer = (await userWithToken(t.app, t.core, 'customer')).token;
  });
  afterAll(() => t?.close());

  const fetchDocument = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/openapi.json', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('is served to admins only', async () => {
    expect((await fetchDocument()).statusCode).toBe(401);
    expect((await fetchDocument(customer)).statusCode).toBe(403);
    expect((await fetchDocument(admin)).statusCode).toBe(200);
  });

  it('describes every /api route from its contract schemas, and nothing outside /api', async () => {
    const doc = (await fetchDocument(admin)).json() as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const route of t.app.routeAccess) {
      if (route.url === '/api/admin/openapi.json') continue;
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    expect(paths.every((p) => p.startsWith('/api/'))).toBe(true);
    // parameters and answers come from the schemas
    const search = doc.paths['/api/search']!.get;
    expect(search!.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'city', 'category', 'page']));
    expect(JSON.stringify(search!.responses?.['200'])).toContain('"companies"');
    const prospect = doc.paths['/api/admin/prospects/{id}']!.get;
    expect(prospect!.parameters?.find((p) => p.in === 'path')?.name).toBe('id');
    expect(JSON.stringify(prospect!.responses?.['200'])).toContain('"web_quality_score"');
    // refusals have the API's error shape: each bad field with its message and the message's key
    const register = doc.paths['/api/companies/register']!.post;
    expect(JSON.stringify(register!.responses?.['4XX'])).toMatch(/"fields".*"field".*"message".*"key"/);
  });

  it('answers a bad field with the contract message and its key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/companies/register', payload: { companyName: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ field: 'companyName', message: 'Název firmy je povinný', key: 'registration.companyName' });
  });

  it('answers only what the user schema names: no password hash leaves the server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users?limit=5', headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    const named = Object.keys(userDto.shape);
    for (const user of res.json().users) {
      expect(user).not.toHaveProperty('password_hash');
      expect(Object.keys(user).filter((key) => !named.includes(key))).toEqual([]);
    }
  });
});

describe('routes with contract schemas', () => {
  const app = Fastify({ logger: false });
  const answer = z.object({ success: z.literal(true), name: z.string() });
  let returned: unknown;
  beforeAll(async () => {
    await app.register(errorsPlugin);
    await useContractSchemas(app, 'test');
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/echo/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int().positive('Neplatné id') }),
          body: z.object({ name: z.string().min(1, 'Zadejte jméno'), email: z.string().email('Neplatný email') }),
          response: { 200: answer },
        },
      },
      // whatever the handler gives, only the schema's fields leave (or a 500 when the shape is wrong)
      async () => returned as z.infer<typeof answer>,
    );
    app.get('/api/fails', async () => {
      throw new DomainError('conflict', 'Už existuje');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('strips every field the response schema does not name', async () => {
    returned = { success: true, name: 'Jana', password_hash: 'scrypt$secret', internal_note: 'x' };
    const res = await app.inject({ method: 'POST', url: '/api/echo/1', payload: { name: 'Jana', email: 'jana@example.cz' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, name: 'Jana' });
  });

  it('answers a wrong shape with a 500 in the API error shape, not with the wrong data', async () => {
    returned = { success: true, name: 42 };
    const res = await app.inject({ method: 'POST', url: '/api/echo/1', payload: { name: 'Jana', email: 'jana@example.cz' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'internal' });
    expect(res.body).not.toContain('42');
  });

  it('names each bad field once, in the schema’s words, with the first problem of each', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo/1', payload: { name: '', email: 'bez-zavinace' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'validation',
      error: 'Zadejte jméno',
      fields: [
        { field: 'name', message: 'Zadejte jméno' },
        { field: 'email', message: 'Neplatný email' },
      ],
    });
    const params = await app.inject({ method: 'POST', url: '/api/echo/x', payload: { name: 'a', email: 'a@b.cz' } });
    expect(params.statusCode).toBe(400);
    expect(params.json().fields).toEqual([{ field: 'id', message: expect.any(String) }]);
    const empty = await app.inject({ method: 'POST', url: '/api/echo/1' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.map((f: { field: string }) => f.field)).toEqual(['name', 'email']);
  });

  it('keeps domain errors as they are', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/fails' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'conflict', error: 'Už existuje' });
  });
});
