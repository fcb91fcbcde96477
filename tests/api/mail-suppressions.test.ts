import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createSuppressions, userWithToken } from '../helpers/factories.js';

describe.each(DB_KINDS)('suppression list API on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const clock = manualClock(new Date('2026-11-22T09:00:00Z'));

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    auth = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    const start = new Date('2026-10-01T08:00:00Z').getTime();
    const reasons = ['unsubscribe', 'bounce', 'manual'] as const;
    await createSuppressions(
      t.database.db,
      ...Array.from({ length: 60 }, (_, i) => ({
        email: `adresa-${String(i).padStart(2, '0')}@${i % 2 ? 'seznam.cz' : 'gmail.com'}`,
        reason: reasons[i % 3]!,
        at: new Date(start + i * 3_600_000),
      })),
    );
    await createSuppressions(
      t.database.db,
      { email: 'sto_procent@example.cz', reason: 'manual', at: '2026-09-01T08:00:00.000Z' },
      { email: 'stoxprocent@example.cz', reason: 'manual', at: '2026-09-01T08:00:00.000Z' },
    );
  });
  afterAll(() => t?.close());

  const list = async (query = '') => {
    const res = await t.app.inject({ url: `/api/admin/suppressions${query}`, headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists 50 a page, newest first, with reason and date', async () => {
    const first = await list();
    expect(first.success).toBe(true);
    expect(first.total).toBe(62);
    expect(first.suppressions).toHaveLength(50);
    expect(first.suppressions[0]).toEqual({ email: 'adresa-59@seznam.cz', reason: 'manual', created_at: '2026-10-03T19:00:00.000Z' });
    expect(first.suppressions[1].email).toBe('adresa-58@gmail.com');
    const second = await list('?page=2');
    expect(second.total).toBe(62);
    expect(second.suppressions.map((s: { email: string }) => s.email)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `adresa-0${9 - i}@${(9 - i) % 2 ? 'seznam.cz' : 'gmail.com'}`),
      'sto_procent@example.cz',
      'stoxprocent@example.cz',
    ]);
    expect((await list('?page=3')).suppressions).toEqual([]);
  });

  it('searches a part of the address in any case; wildcards are plain characters', async () => {
    const seznam = await list('?search=SEZNAM');
    expect(seznam.total).toBe(30);
    expect(seznam.suppressions.every((s: { email: string }) => s.email.endsWith('@seznam.cz'))).toBe(true);
    expect((await list('?search=adresa-1')).total).toBe(10);
    expect((await list('?search=sto_')).suppressions.map((s: { email: string }) => s.email)).toEqual(['sto_procent@example.cz']);
    expect((await list('?search=nikde')).total).toBe(0);
    const bad = await t.app.inject({ url: '/api/admin/suppressions?page=0', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('page');
  });

  it('an admin removes an address (any case); bulk mail reaches it again; an absent address is a 404 in Czech', async () => {
    const queued = await t.core.mail.outbound.enqueue({
      kind: 'offer',
      country: 'CZ',
      to: 'adresa-01@seznam.cz',
      subject: 'x',
      text: 'x',
      bulk: true,
    });
    expect(queued.suppressed).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/suppressions/${encodeURIComponent('Adresa-01@Seznam.cz')}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await t.database.db('email_suppressions').where({ email: 'adresa-01@seznam.cz' }).first()).toBeUndefined();
    expect((await list()).total).toBe(61);
    const again = await t.core.mail.outbound.enqueue({
      kind: 'offer',
      country: 'CZ',
      to: 'adresa-01@seznam.cz',
      subject: 'x',
      text: 'x',
      bulk: true,
    });
    expect(again.suppressed).toBe(false);

    const absent = await t.app.inject({ method: 'DELETE', url: '/api/admin/suppressions/adresa-01%40seznam.cz', headers: auth });
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toMatchObject({
      success: false,
      code: 'not_found',
      error: 'Adresa adresa-01@seznam.cz na seznamu blokovaných adres není.',
    });
  });

  it('is for admins only', async () => {
    const company = await userWithToken(t.app, t.core, 'company');
    const res = await t.app.inject({ url: '/api/admin/suppressions', headers: { authorization: `Bearer ${company.token}` } });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/suppressions/a%40b.cz' })).statusCode).toBe(401);
  });
});
