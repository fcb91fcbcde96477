import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, emptyTables, login } from '../helpers/factories.js';
import { findJob } from '../../src/jobs/index.js';
import type { NotificationInput, Notifier } from '../../src/core/index.js';
import { createUnitOfWork } from '../../src/core/unit-of-work.js';

const HOUR = 60 * 60 * 1000;
const HALF_HOUR = HOUR / 2;
const DAY = 24 * HOUR;

describe.each(DB_KINDS)('e-mail notifications API on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
  const auth: Record<'admin' | 'companyA' | 'companyB' | 'customer', { authorization: string }> = {} as never;
  const companies: { A: number; B: number } = { A: 0, B: 0 };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const [a, b] = await t.database.db('companies').orderBy('id').limit(2).select('id');
    companies.A = Number(a.id);
    companies.B = Number(b.id);
    const session = async (role: 'admin' | 'company' | 'customer', company_id?: number) => {
      const user = await createUser(t.core, role, { company_id });
      const res = await login(t.app, user.email);
      return { authorization: `Bearer ${res.json().token as string}` };
    };
    auth.admin = await session('admin');
    auth.companyA = await session('company', companies.A);
    auth.companyB = await session('company', companies.B);
    auth.customer = await session('customer');
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    await emptyTables(t.database.db, 'email_notifications');
    clock.set(new Date('2026-11-26T08:00:00Z'));
  });

  const notify = (input: Partial<NotificationInput> = {}) =>
    t.core.notifications.notify({ companyId: null, type: 'new_email', title: 'Nový email', ...input });
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who?: keyof typeof auth, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? auth[who] : {}, payload: payload as never });
  const list = async (who: keyof typeof auth) => {
    const res = await call('GET', '/api/email_notifications', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { success: true; unread: number; notifications: Array<Record<string, unknown>> };
  };
  const idsOf = async (who: keyof typeof auth) => (await list(who)).notifications.map((n) => n.title);

  it("shows an admin the operator's notifications and a business account only its own company's", async () => {
    await notify({ title: 'Pro provozovatele 1' });
    clock.advance(1000);
    await notify({ title: 'Pro provozovatele 2', type: 'error' });
    await notify({ title: 'Pro firmu A', companyId: companies.A });
    await notify({ title: 'Pro firmu B', companyId: companies.B });

    expect(await idsOf('admin')).toEqual(['Pro provozovatele 2', 'Pro provozovatele 1']);
    expect(await idsOf('companyA')).toEqual(['Pro firmu A']);
    expect(await idsOf('companyB')).toEqual(['Pro firmu B']);
    const admin = await list('admin');
    expect(admin).toMatchObject({ success: true, unread: 2 });
    expect(admin.notifications[0]).toEqual({
      id: expect.any(Number),
      type: 'error',
      title: 'Pro provozovatele 2',
      message: null,
      data: null,
      is_read: false,
      created_at: '2026-11-26T08:00:01.000Z',
      expires_at: '2026-12-26T08:00:01.000Z',
    });

    expect((await call('GET', '/api/email_notifications')).statusCode).toBe(401);
    expect((await call('GET', '/api/email_notifications', 'customer')).statusCode).toBe(403);
    expect((await call('PUT', '/api/email_notifications/mark-all-read', 'customer')).statusCode).toBe(403);

    // another scope's notification is as unknown as a missing one, and stays as it was
    const companyA = (await list('companyA')).notifications[0]!.id as number;
    const operator = admin.notifications[0]!.id as number;
    for (const [who, id] of [
      ['admin', companyA],
      ['companyB', companyA],
      ['companyA', operator],
    ] as const) {
      const read = await call('PUT', `/api/email_notifications/${id}`, who, { is_read: true });
      expect(read.statusCode, `${who} reads ${id}`).toBe(404);
      expect(read.json()).toMatchObject({ success: false, code: 'not_found', error: 'Notifikace nenalezena' });
      expect((await call('DELETE', `/api/email_notifications/${id}`, who)).statusCode, `${who} deletes ${id}`).toBe(404);
    }
    expect((await list('companyA')).unread).toBe(1);
    await call('PUT', '/api/email_notifications/mark-all-read', 'companyB');
    expect((await list('companyA')).unread).toBe(1);
    expect((await list('admin')).unread).toBe(2);
  });

  it('marks one read and unread again, all read, and deletes one; unknown ids and a bad body are refused', async () => {
    for (const title of ['První', 'Druhá', 'Třetí']) {
      await notify({ title });
      clock.advance(1000);
    }
    const [third, second, first] = (await list('admin')).notifications.map((n) => n.id as number);

    expect((await call('PUT', `/api/email_notifications/${second}`, 'admin', { is_read: true })).json()).toEqual({ success: true });
    let now = await list('admin');
    expect(now.unread).toBe(2);
    expect(now.notifications.map((n) => n.is_read)).toEqual([false, true, false]);
    await call('PUT', `/api/email_notifications/${second}`, 'admin', { is_read: false });
    expect((await list('admin')).unread).toBe(3);

    const all = await call('PUT', '/api/email_notifications/mark-all-read', 'admin');
    expect(all.json()).toEqual({ success: true, updated: 3 });
    now = await list('admin');
    expect(now.unread).toBe(0);
    expect(now.notifications.every((n) => n.is_read === true)).toBe(true);

    expect((await call('DELETE', `/api/email_notifications/${third}`, 'admin')).json()).toEqual({ success: true });
    expect((await list('admin')).notifications.map((n) => n.id)).toEqual([second, first]);
    expect((await call('DELETE', `/api/email_notifications/${third}`, 'admin')).statusCode).toBe(404);

    for (const url of ['/api/email_notifications/999999999', '/api/email_notifications/abc', '/api/email_notifications/-1']) {
      const res = await call('PUT', url, 'admin', { is_read: true });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('Notifikace nenalezena');
    }
    const bad = await call('PUT', `/api/email_notifications/${first}`, 'admin', { is_read: 'ano' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'is_read', message: 'Uveďte is_read: true nebo false', key: 'notification.isRead' }]);
  });

  it('hides and no longer counts expired notifications by the clock, and the prune job deletes them', async () => {
    await notify({ title: 'Na půl hodiny', expiresAt: new Date(clock.now().getTime() + HALF_HOUR) });
    await notify({ title: 'Výchozí doba' });
    await notify({ title: 'Firma A na půl hodiny', companyId: companies.A, expiresAt: new Date(clock.now().getTime() + HALF_HOUR) });
    expect((await list('admin')).unread).toBe(2);

    clock.advance(HALF_HOUR); // expires_at <= now: gone
    const admin = await list('admin');
    expect(admin.notifications.map((n) => n.title)).toEqual(['Výchozí doba']);
    expect(admin.unread).toBe(1);
    expect(await idsOf('companyA')).toEqual([]);
    const expired = (await t.database.db('email_notifications').where({ title: 'Na půl hodiny' }).first('id')).id;
    expect((await call('PUT', `/api/email_notifications/${expired}`, 'admin', { is_read: true })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/email_notifications/${expired}`, 'admin')).statusCode).toBe(404);
    expect((await call('PUT', '/api/email_notifications/mark-all-read', 'admin')).json().updated).toBe(1);

    const pruned = (await findJob('prune-sessions')!.run(t.core, {})) as Record<string, number>;
    expect(pruned.notifications).toBe(2);
    expect(await t.database.db('email_notifications').pluck('title')).toEqual(['Výchozí doba']);

    clock.advance(30 * DAY - HALF_HOUR - 1); // the default lifetime: 30 days (the sessions have expired by then: asked of core)
    expect((await t.core.notifications.list({ companyId: null })).notifications.map((n) => n.title)).toEqual(['Výchozí doba']);
    clock.advance(1);
    expect(await t.core.notifications.list({ companyId: null })).toEqual({ unread: 0, notifications: [] });
  });

  it('returns the data object as it was given (text and numbers, any characters)', async () => {
    const data = { recipient: 'jana@example.cz', subject: 'Nabídka "Podzim" — 50 % <b>sleva</b>', count: 3, Účet: 'info@salon.cz' };
    await notify({ title: 'S daty', message: 'Zpráva\nna dva řádky', data });
    await notify({ title: 'Prázdná data', data: {} });
    const [empty, full] = (await list('admin')).notifications;
    expect(full).toMatchObject({ title: 'S daty', message: 'Zpráva\nna dva řádky', data });
    expect(empty).toMatchObject({ title: 'Prázdná data', data: null });
  });

  it("notifies inside a caller's transaction, committed or rolled back with its writes, or on its own", async () => {
    const notifier: Notifier = t.core.notifications; // what the IMAP sync and the queue call
    const uow = createUnitOfWork(t.database.db);
    await expect(
      uow.write(async (tx) => {
        await t.core.notifications.notify({ companyId: null, type: 'new_email', title: 'Vrácená' }, tx);
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    await uow.write((tx) => t.core.notifications.notify({ companyId: companies.A, type: 'new_email', title: 'Potvrzená' }, tx));
    await notifier.notify({ companyId: null, type: 'new_email', title: 'Samostatná' });
    expect(await t.database.db('email_notifications').orderBy('id').pluck('title')).toEqual(['Potvrzená', 'Samostatná']);
  });

  it('lists the newest 200 and counts every unread one', async () => {
    const rows = Array.from({ length: 205 }, (_, i) => ({
      company_id: null,
      type: 'new_email',
      title: `Email ${i}`,
      is_read: false,
      created_at: new Date(clock.now().getTime() - (205 - i) * 1000).toISOString(),
      expires_at: new Date(clock.now().getTime() + DAY).toISOString(),
    }));
    await t.database.db.batchInsert('email_notifications', rows, 100);
    const answer = await list('admin');
    expect(answer.unread).toBe(205);
    expect(answer.notifications).toHaveLength(200);
    expect(answer.notifications[0]!.title).toBe('Email 204');
    expect(answer.notifications[199]!.title).toBe('Email 5');
  });
});
