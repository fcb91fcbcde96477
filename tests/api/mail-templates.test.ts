import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';

describe.each(DB_KINDS)('template API on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    const admin = await userWithToken(t.app, t.core, 'admin');
    auth = { authorization: `Bearer ${admin.token}` };
  });
  afterAll(() => t?.close());

  it('creates with sanitised HTML, searches name and subject, filters by type, updates, duplicates and deletes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/templates',
      headers: auth,
      payload: {
        name: 'Jarní akce',
        subject: 'Sleva 20 %',
        template_type: 'promotional',
        text_content: 'Sleva',
        html_content:
          '<p onclick="x()">Ahoj <a href="javascript:alert(1)">x</a><a href="https://ok.cz">ok</a></p><meta http-equiv="refresh" content="0;url=https://evil"><script>alert(1)</script>',
      },
    });
    expect(created.statusCode).toBe(201);
    const template = created.json().data;
    expect(template.html_content).toBe('<p>Ahoj <a>x</a><a href="https://ok.cz">ok</a></p>');

    const bySubject = await t.app.inject({ url: '/api/admin/templates?search=SLEVA', headers: auth });
    expect(bySubject.json().data.map((d: { id: number }) => d.id)).toContain(template.id);
    const otherType = await t.app.inject({ url: '/api/admin/templates?type=welcome', headers: auth });
    expect(otherType.json().data.map((d: { id: number }) => d.id)).not.toContain(template.id);

    const toggled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/templates/${template.id}`,
      headers: auth,
      payload: { is_active: false },
    });
    expect(toggled.json().data).toMatchObject({ is_active: false, name: 'Jarní akce' });

    const copy = await t.app.inject({ method: 'POST', url: `/api/admin/templates/${template.id}/duplicate`, headers: auth });
    expect(copy.json().data).toMatchObject({ name: 'Jarní akce (kopie)', subject: 'Sleva 20 %', is_active: false });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/templates/${template.id}`, headers: auth })).statusCode).toBe(200);
    const gone = await t.app.inject({ url: `/api/admin/templates/${template.id}`, headers: auth });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Šablona nenalezena');
  });

  it('filters by language: each built-in template once in Czech, Slovak and Polish', async () => {
    const list = async (language: string) =>
      (await t.app.inject({ url: `/api/admin/templates?language=${language}`, headers: auth })).json().data as Array<{
        language: string;
        name: string;
      }>;
    const [cs, sk, pl] = [await list('cs'), await list('sk'), await list('pl')];
    for (const [language, rows] of [
      ['cs', cs],
      ['sk', sk],
      ['pl', pl],
    ] as const) {
      expect(rows.every((r) => r.language === language)).toBe(true);
    }
    // the Slovak and Polish rows are the built-in ones, named after their Czech original
    const czechNames = new Set(cs.map((r) => r.name));
    expect(sk.length).toBeGreaterThanOrEqual(15);
    expect(sk.map((r) => r.name.replace(' (slovenština)', '')).filter((n) => !czechNames.has(n))).toEqual([]);
    expect(pl.map((r) => r.name.replace(' (polština)', '')).filter((n) => !czechNames.has(n))).toEqual([]);
    expect(pl).toHaveLength(sk.length);
    expect((await t.app.inject({ url: '/api/admin/templates?language=de', headers: auth })).statusCode).toBe(400);
  });

  it('is admin only and validates types', async () => {
    expect((await t.app.inject({ url: '/api/admin/templates' })).statusCode).toBe(401);
    const customer = await userWithToken(t.app, t.core, 'customer');
    expect((await t.app.inject({ url: '/api/admin/templates', headers: { authorization: `Bearer ${customer.token}` } })).statusCode).toBe(
      403,
    );
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/templates', headers: auth, payload: { template_type: 'spam' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('template_type');
  });
});
