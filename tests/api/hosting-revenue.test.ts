import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { emptyTables, userWithToken } from '../helpers/factories.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');

/**
 * The fixture (hand-computed figures below):
 * - Alfa: 1200 Kč a year, renews 2026-12-10; paid 1200 on 2026-01-15 (the 2025-12-10 period).
 * - Beta: 150 Kč a month (1800 a year), site made 2025-03-31, no next payment date: renews 2026-03-31 (expired, unpaid).
 * - Gama: 2000 Kč a year, renews 2028-02-29 (then 2029-02-28).
 * - Delta: 900 Kč a year, renews 2026-11-05 (this month, overdue); paid 900 on 2025-10-30 (the 2025-11-05 period).
 * - Epsilon: 600 Kč a year, renews 2027-11-20; paid 600 on 2026-11-02 (the 2026-11-20 period).
 * - Slovak Zeta: 5000 Kč a year, renews 2026-12-01.
 */
describe.each(DB_KINDS)('hosting revenue and distribution on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const clock = manualClock(NOW);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  });
  afterAll(async () => t?.close());

  beforeEach(async () => {
    if (clock.now().getTime() !== NOW.getTime()) await setClock(NOW);
    const db = t.database.db;
    await emptyTables(db, 'hosting_payments', 'webhosting_projects');
    const add = async (name: string, fields: Record<string, unknown>, country: 'CZ' | 'SK' = 'CZ') => {
      ids[name] = (await t.core.hosting.create({ country, company_name: name, domain: `${name.toLowerCase()}.cz`, ...fields })).id;
    };
    await add('Alfa', {
      annual_fee: 1200,
      next_payment_date: '2026-12-10',
      contact_phone: '+420 601 000 001',
      website_url: 'https://alfa.cz',
    });
    await add('Beta', { monthly_cost: 150, website_created_date: '2025-03-31' });
    await add('Gama', { annual_fee: 2000, next_payment_date: '2028-02-29' });
    await add('Delta', { annual_fee: 900, next_payment_date: '2026-11-05', contact_address: 'Hlavní 1, Brno' });
    await add('Epsilon', { annual_fee: 600, next_payment_date: '2027-11-20' });
    await add('Zeta', { annual_fee: 5000, next_payment_date: '2026-12-01' }, 'SK');
    const paid = (name: string, period: string, paidAt: string, amount: number) =>
      db('hosting_payments').insert({ project_id: ids[name], period_date: period, paid_at: paidAt, amount, created_at: NOW.toISOString() });
    await paid('Alfa', '2025-12-10', '2026-01-15', 1200);
    await paid('Delta', '2025-11-05', '2025-10-30', 900);
    await paid('Epsilon', '2026-11-20', '2026-11-02', 600);
  });

  /** Moves the clock and signs in again (a session does not outlive a month). */
  const setClock = async (instant: Date) => {
    clock.set(instant);
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  };
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const figures = (months: any[]) => months.map((m) => [m.monthName, m.totalRevenue, m.projectsCount]);

  it('this year: paid amounts for the past months, paid and due for this month on', async () => {
    const body = await get('/api/webhosting/revenue?year=2026&country=CZ');
    expect(body).toMatchObject({ success: true, year: 2026, total: 3900, active_projects: 2 });
    expect(figures(body.months)).toEqual([
      ['Leden', 1200, 1],
      ['Únor', 0, 0],
      ['Březen', 0, 0], // Beta's 2026-03-31 renewal was not paid: a past month shows what was paid
      ['Duben', 0, 0],
      ['Květen', 0, 0],
      ['Červen', 0, 0],
      ['Červenec', 0, 0],
      ['Srpen', 0, 0],
      ['Září', 0, 0],
      ['Říjen', 0, 0],
      ['Listopad', 1500, 2],
      ['Prosinec', 1200, 1],
    ]);
    expect(body.months[0].projects).toEqual([
      {
        id: ids.Alfa,
        company_name: 'Alfa',
        domain: 'alfa.cz',
        payment_date: '2026-01-15',
        amount: 1200,
        paid: true,
        phone: '+420 601 000 001',
        website_url: 'https://alfa.cz',
        address: null,
      },
    ]);
    expect(body.months[10].projects.map((p: any) => [p.company_name, p.payment_date, p.amount, p.paid, p.address])).toEqual([
      ['Epsilon', '2026-11-02', 600, true, null],
      ['Delta', '2026-11-05', 900, false, 'Hlavní 1, Brno'],
    ]);
    expect(body.months.every((m: any) => m.year === 2026)).toBe(true);
    // every country: Zeta's December renewal too
    const all = await get('/api/webhosting/revenue?year=2026');
    expect(all.total).toBe(8900);
    expect(all.months[11]).toMatchObject({ totalRevenue: 6200, projectsCount: 2 });
  });

  it('a payment this month turns the due renewal into a paid one, never both', async () => {
    await t.core.hosting.recordPayment({ projectId: ids.Delta! });
    const body = await get('/api/webhosting/revenue?year=2026&country=CZ');
    expect(body.months[10].projects.map((p: any) => [p.company_name, p.payment_date, p.amount, p.paid])).toEqual([
      ['Epsilon', '2026-11-02', 600, true],
      ['Delta', '2026-11-26', 900, true],
    ]);
    expect(body.total).toBe(3900);
    expect((await get('/api/webhosting/revenue?year=2027&country=CZ')).months[10].projects.map((p: any) => p.payment_date)).toEqual([
      '2027-11-05',
      '2027-11-20',
    ]);
  });

  it('next years: the renewals due, each project once a year, 29 February renewing on 28 February; a past year: what was paid', async () => {
    const next = await get('/api/webhosting/revenue?year=2027&country=CZ');
    expect(next.total).toBe(4500);
    expect(figures(next.months).filter(([, sum]) => sum)).toEqual([
      ['Březen', 1800, 1],
      ['Listopad', 1500, 2],
      ['Prosinec', 1200, 1],
    ]);
    const leap = await get('/api/webhosting/revenue?year=2028&country=CZ');
    expect(leap.months[1].projects).toMatchObject([{ company_name: 'Gama', payment_date: '2028-02-29', amount: 2000, paid: false }]);
    expect(leap.total).toBe(2000 + 1800 + 900 + 600 + 1200);
    const after = await get('/api/webhosting/revenue?year=2029&country=CZ');
    expect(after.months[1].projects.map((p: any) => p.payment_date)).toEqual(['2029-02-28']);
    const past = await get('/api/webhosting/revenue?year=2025&country=CZ');
    expect(past.total).toBe(900);
    expect(figures(past.months).filter(([, sum]) => sum)).toEqual([['Říjen', 900, 1]]);
  });

  it('without a year: the current year in Prague (on 1 January at 00:30 Prague, still 31 December in UTC)', async () => {
    await setClock(new Date('2026-12-31T23:30:00Z'));
    const body = await get('/api/webhosting/revenue?country=CZ');
    expect(body.year).toBe(2027);
    // January 2027 is the current month: nothing paid or due in it
    expect(body.months[0]).toMatchObject({ month: 1, year: 2027, monthName: 'Leden', totalRevenue: 0 });
  });

  it('the distribution: the 12 months from the current one, count and sum due by renewal date', async () => {
    const body = await get('/api/webhosting/distribution?country=CZ');
    expect(body.months.map((m: any) => [m.year, m.month, m.monthName, m.count, m.sum])).toEqual([
      [2026, 11, 'Listopad', 1, 900],
      [2026, 12, 'Prosinec', 1, 1200],
      [2027, 1, 'Leden', 0, 0],
      [2027, 2, 'Únor', 0, 0],
      [2027, 3, 'Březen', 0, 0],
      [2027, 4, 'Duben', 0, 0],
      [2027, 5, 'Květen', 0, 0],
      [2027, 6, 'Červen', 0, 0],
      [2027, 7, 'Červenec', 0, 0],
      [2027, 8, 'Srpen', 0, 0],
      [2027, 9, 'Září', 0, 0],
      [2027, 10, 'Říjen', 0, 0],
    ]);
    expect((await get('/api/webhosting/distribution')).months[1]).toMatchObject({ count: 2, sum: 6200 });
    // from December on, the window ends in November of the next year: Epsilon's 2027-11-20 renewal is in it
    await setClock(new Date('2026-12-15T10:00:00Z'));
    const december = await get('/api/webhosting/distribution?country=CZ');
    expect(december.months[0]).toMatchObject({ year: 2026, month: 12, count: 1, sum: 1200 });
    expect(december.months[11]).toMatchObject({ year: 2027, month: 11, monthName: 'Listopad', count: 1, sum: 600 });
  });

  it('refuses a year out of range naming the field in Czech', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/webhosting/revenue?year=1999', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'year', message: 'Rok: 2000 až 2100', key: 'hosting.year' }]);
  });
});
