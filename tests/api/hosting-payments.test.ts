import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { emptyTables, userWithToken } from '../helpers/factories.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');

describe.each(DB_KINDS)('hosting payments on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const clock = manualClock(NOW);

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    clock.set(NOW);
    await emptyTables(t.database.db, 'hosting_payments', 'webhosting_projects');
  });

  const project = (fields: Record<string, unknown> = {}) =>
    t.core.hosting.create({ country: 'CZ', company_name: 'Salon Eva', domain: 'salon-eva.cz', ...fields });
  const payments = (projectId: number) => t.database.db('hosting_payments').where({ project_id: projectId }).orderBy('period_date');
  const pay = (id: number, body: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/webhosting_projects/${id}/payments`, headers: admin, payload: body });

  it('pays the renewal period: amount the yearly fee, paid today in Prague; the date moves one year on and the admin status is cleared', async () => {
    const p = await project({ monthly_cost: 150, next_payment_date: '2026-12-10', status: 'expired' });
    expect(p).toMatchObject({ status: 'expired', manual_status: 'expired', yearly_fee: 1800, renewal_date: '2026-12-10', days_left: 14 });
    const { project: paid, payment } = await t.core.hosting.recordPayment({ projectId: p.id });
    expect(payment).toMatchObject({ period_date: '2026-12-10', amount: 1800, paid_at: '2026-11-26' });
    expect(paid).toMatchObject({
      next_payment_date: '2027-12-10',
      renewal_date: '2027-12-10',
      manual_status: null,
      status: 'active',
      last_payment: { period_date: '2026-12-10', amount: 1800, paid_at: '2026-11-26' },
    });
  });

  it('without a next payment date pays the first renewal (one year after the site was made); 29 February renews on 28 February', async () => {
    const made = await project({ website_created_date: '2025-11-30', annual_fee: 2400 });
    expect((await t.core.hosting.recordPayment({ projectId: made.id, amount: 2000, paidAt: '2026-11-20' })).project).toMatchObject({
      next_payment_date: '2027-11-30',
      last_payment: { period_date: '2026-11-30', amount: 2000, paid_at: '2026-11-20' },
    });
    const leap = await project({ next_payment_date: '2028-02-29' });
    expect((await t.core.hosting.recordPayment({ projectId: leap.id })).project).toMatchObject({
      next_payment_date: '2029-02-28',
      yearly_fee: 1000,
    });
    // nothing known: the renewal is today
    const bare = await project();
    expect((await t.core.hosting.recordPayment({ projectId: bare.id })).payment.period_date).toBe('2026-11-26');
  });

  it("'today' is the Prague day: at 00:30 on New Year's Day in Prague (23:30 UTC) a payment is paid on 1 January", async () => {
    clock.set(new Date('2026-12-31T23:30:00Z'));
    const p = await project({ next_payment_date: '2027-01-01' });
    expect(p).toMatchObject({ days_left: 0, status: 'expiring_soon' });
    expect((await t.core.hosting.recordPayment({ projectId: p.id })).payment).toMatchObject({
      paid_at: '2027-01-01',
      period_date: '2027-01-01',
    });
  });

  it('two payments of the same period at once (a double click, two operators): one is recorded, the other is a conflict, never a second year', async () => {
    const p = await project({ next_payment_date: '2026-12-10', annual_fee: 1200 });
    const results = await Promise.allSettled([
      t.core.hosting.recordPayment({ projectId: p.id }),
      t.core.hosting.recordPayment({ projectId: p.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'conflict', message: 'Platba za období s obnovou 10. 12. 2026 už byla zaznamenána.' });
    expect(await payments(p.id)).toHaveLength(1);
    expect(await t.core.hosting.get(p.id)).toMatchObject({ next_payment_date: '2027-12-10' });
  });

  it('over HTTP: concurrent requests naming the period give one 200 and 409s with the Czech message; a later one for the next period pays it', async () => {
    const p = await project({ next_payment_date: '2026-12-10', annual_fee: 1200 });
    const answers = await Promise.all([1, 2, 3].map(() => pay(p.id, { period_date: '2026-12-10' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const conflict = answers.find((a) => a.statusCode === 409)!.json();
    expect(conflict).toMatchObject({
      success: false,
      code: 'conflict',
      error: 'Platba za období s obnovou 10. 12. 2026 už byla zaznamenána.',
    });
    expect(await payments(p.id)).toHaveLength(1);
    // the double click after the first answer: the same period again is refused too
    expect((await pay(p.id, { period_date: '2026-12-10' })).statusCode).toBe(409);
    const next = await pay(p.id, { period_date: '2027-12-10', paid_at: '2026-11-25', amount: 1100 });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({
      payment: { period_date: '2027-12-10', amount: 1100, paid_at: '2026-11-25' },
      project: { next_payment_date: '2028-12-10' },
    });
    expect(await payments(p.id)).toHaveLength(2);
  });

  it('refuses a period the project does not renew on, a bad or future date and an unknown project', async () => {
    const p = await project({ next_payment_date: '2026-12-10' });
    const moved = await pay(p.id, { period_date: '2026-10-10' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toContain('neobnovuje 10. 10. 2026, ale 10. 12. 2026');
    const bad = await pay(p.id, { paid_at: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'paid_at', message: 'Zadejte datum ve tvaru RRRR-MM-DD', key: 'hosting.date' }]);
    const badText = await pay(p.id, { paid_at: 'zítra', amount: -5 });
    expect(badText.statusCode).toBe(400);
    expect(
      badText
        .json()
        .fields.map((f: any) => f.field)
        .sort(),
    ).toEqual(['amount', 'paid_at']);
    const future = await pay(p.id, { paid_at: '2026-11-27' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual([{ field: 'paid_at', message: 'Datum platby nesmí být v budoucnosti' }]);
    expect((await pay(999_999)).statusCode).toBe(404);
    expect(await payments(p.id)).toHaveLength(0);
  });
});
