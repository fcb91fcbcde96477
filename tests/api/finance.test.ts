import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { createBooking } from '../helpers/bookings.js';
import { cellOf, HOSTILE } from '../helpers/csv.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createCity, createListing } from '../helpers/listings.js';
import { createBranch, createOrder, PASSWORD } from '../helpers/factories.js';
import type { OrderStatus } from '../../src/contract/shop.js';
import type { BookingStatus } from '../../src/core/booking/model.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');

type Auth = { authorization: string };
interface Listing {
  id: number;
  services: Array<{ id: number; name: string }>;
  employees: Array<{ id: number; name: string }>;
}

/**
 * Salon Finance on both engines: figures against sums computed by hand over bookings around both DST
 * changes of 2026 in Prague (29 March: a 23-hour day; 25 October: a 25-hour day), each period kind,
 * no-shows, orders, currency and VAT, the CSV export and access.
 */
describe.each(DB_KINDS)('salon finance on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(NOW);
  let A: Listing & { auth: Auth };
  let B: Listing & { auth: Auth };
  let SK: Listing & { auth: Auth };
  const db = () => t.database.db;
  let branchId = 0;

  const session = async (role: 'company' | 'customer', companyId: number | null): Promise<Auth> => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.cz`;
    await t.core.accounts.createUser({ email, password: PASSWORD, role, first_name: 'Eva', last_name: 'Malá', company_id: companyId });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    return { authorization: `Bearer ${login.json().token}` };
  };
  const get = (url: string, auth?: Auth) => t.app.inject({ method: 'GET', url, headers: auth ?? {} });
  const finance = async (auth: Auth, query: string) => {
    const res = await get(`/api/company/finance?${query}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** A booking of `l`: service 0 (Střih 500) or 1 (Barva 1200), employee 0 (Eva) or 1 (Jana). */
  const book = (l: Listing, start: string, status: BookingStatus, service = 0, employee = 0, price?: number, branch_id?: number) =>
    createBooking(db(), {
      company_id: l.id,
      service_id: l.services[service]!.id,
      employee_id: l.employees[employee]?.id ?? null,
      start: new Date(start),
      status,
      ...(price === undefined ? {} : { price }),
      ...(branch_id === undefined ? {} : { branch_id }),
    });
  let orderSeq = 0;
  const order = async (companyId: number, created: string, status: OrderStatus, total: number, vat: number, currency = 'CZK') => {
    orderSeq += 1;
    await createOrder(db(), {
      company_id: companyId,
      number: `OBJ-TEST-${kind}-${orderSeq}`,
      status,
      total,
      vat_total: vat,
      currency,
      at: created,
    });
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const city = Number((await db()('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id);
    const listing = async (name: string, country: 'CZ' | 'SK' = 'CZ', cityId = city) => {
      const l = await createListing(db(), {
        name,
        country,
        city: cityId,
        services: [
          { name: 'Střih', price: country === 'SK' ? 40 : 500 },
          { name: 'Barva', price: country === 'SK' ? 90 : 1200 },
        ],
        employees: [{ name: 'Eva Nová' }, { name: 'Jana Malá' }],
      });
      return { ...l, auth: await session('company', l.id) };
    };
    A = await listing('Finance A');
    B = await listing('Finance B');
    SK = await listing('Financie SK', 'SK', await createCity(db(), `Trnava Finance ${kind}`, 'SK'));

    // the week of 19-25 October 2026 (Monday 00:00 CEST = 18 Oct 22:00Z … Monday 26 Oct 00:00 CET = 25 Oct 23:00Z)
    await book(A, '2026-10-18T22:30:00Z', 'completed'); // Mon 19 Oct 00:30 CEST: in the week (UTC says Sunday)
    branchId = await createBranch(db(), A.id, { name: 'Pobočka Vinohrady', address: 'Vinohradská 1', city_id: city, at: NOW });
    await book(A, '2026-10-25T22:30:00Z', 'completed', 1, 1, undefined, branchId); // Sun 25 Oct 23:30 CET: in the week, its last hour
    await book(A, '2026-10-25T23:30:00Z', 'completed'); // Mon 26 Oct 00:30 CET: the next week
    await book(A, '2026-10-21T08:00:00Z', 'no_show', 1, 1); // a no-show: 1200 lost
    await book(A, '2026-10-22T08:00:00Z', 'cancelled'); // never counted
    await book(A, '2026-10-23T08:00:00Z', 'confirmed'); // not done: never counted
    await book(A, '2026-10-25T00:30:00Z', 'completed'); // 25 Oct 02:30 CEST (the first 02:00 hour)
    await book(A, '2026-10-25T01:30:00Z', 'completed'); // 25 Oct 02:30 CET (the repeated 02:00 hour)
    await book(A, '2026-09-30T22:30:00Z', 'completed'); // 1 Oct 00:30 CEST: October
    await book(A, '2026-10-31T23:30:00Z', 'completed'); // 1 Nov 00:30 CET: November
    // 29 March 2026: 02:00 CET jumps to 03:00 CEST (a 23-hour day)
    await book(A, '2026-03-29T01:30:00Z', 'completed'); // 03:30 CEST
    await book(A, '2026-03-29T22:30:00Z', 'completed'); // 30 Mar 00:30 CEST: the next day
    await book(A, '2025-12-31T23:30:00Z', 'completed'); // 1 Jan 2026 00:30 CET: 2026
    await book(A, '2026-12-31T23:30:00Z', 'completed'); // 1 Jan 2027 00:30 CET: not 2026
    await order(A.id, '2026-10-20T10:00:00Z', 'paid', 121_000, 21_000);
    await order(A.id, '2026-10-21T10:00:00Z', 'cancelled', 50_000, 8_678);
    await order(A.id, '2026-10-22T10:00:00Z', 'pending', 70_000, 12_149);
    await order(A.id, '2026-10-25T23:30:00Z', 'delivered', 60_500, 10_500); // Mon 26 Oct: October, not the week
    await order(A.id, '2026-10-20T11:00:00Z', 'shipped', 9_999, 1_735, 'EUR'); // not the edition's currency
    // the stranger: its own booking and order in the same week
    await book(B, '2026-10-20T08:00:00Z', 'completed', 0, 0, 999);
    await order(B.id, '2026-10-20T12:00:00Z', 'paid', 77_700, 13_485);
    // Slovakia: euros, 23 % VAT
    await book(SK, '2026-10-20T08:00:00Z', 'completed');
    await book(SK, '2026-10-20T10:00:00Z', 'no_show', 1);
  });
  afterAll(async () => t?.close());

  it('a week across the October DST change: bookings by their Prague day, orders that count, no-shows, VAT, groups', async () => {
    const f = await finance(A.auth, 'period=week&from=2026-10-21');
    expect(f).toMatchObject({
      success: true,
      period: 'week',
      from: '2026-10-19',
      to: '2026-10-25',
      previous: '2026-10-12',
      next: '2026-10-26',
      time_zone: 'Europe/Prague',
      currency: 'CZK',
      // 500 + 1200 + 500 + 500 (completed) in haléře; the paid order
      bookings_total: 270_000,
      bookings_count: 4,
      orders_total: 121_000,
      orders_count: 1,
      total: 391_000,
      no_show_loss: 120_000,
      no_show_count: 1,
      // 270000 * 21 / 121 = 46859.5… -> 46860; the order's stored VAT
      vat: { rate: 21, bookings: 46_860, orders: 21_000, total: 67_860 },
    });
    expect(f.by_service).toEqual([
      { id: A.services[0]!.id, name: 'Střih', count: 3, sum: 150_000 },
      { id: A.services[1]!.id, name: 'Barva', count: 1, sum: 120_000 },
    ]);
    expect(f.by_employee).toEqual([
      { id: A.employees[0]!.id, name: 'Eva Nová', count: 3, sum: 150_000 },
      { id: A.employees[1]!.id, name: 'Jana Malá', count: 1, sum: 120_000 },
    ]);
    // bookings at the company's own address (no branch) and at its branch
    expect(f.by_branch).toEqual([
      { id: null, name: null, count: 3, sum: 150_000 },
      { id: branchId, name: 'Pobočka Vinohrady', count: 1, sum: 120_000 },
    ]);
    expect(f.series.map((b: { label: string }) => b.label)).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(f.series.map((b: { bookings: number; orders: number; no_show: number }) => [b.bookings, b.orders, b.no_show])).toEqual([
      [50_000, 0, 0],
      [0, 121_000, 0],
      [0, 0, 120_000],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [220_000, 0, 0],
    ]);
  });

  it('a day of 25 hours (25 October) and a day of 23 hours (29 March), by the hour', async () => {
    const long = await finance(A.auth, 'period=day&from=2026-10-25');
    expect(long.series).toHaveLength(25);
    expect(long.series[2]).toMatchObject({ label: '02:00', start: '2026-10-25T02:00:00.000+02:00', bookings: 50_000 });
    expect(long.series[3]).toMatchObject({ label: '02:00 (+01:00)', start: '2026-10-25T02:00:00.000+01:00', bookings: 50_000 });
    expect(long.series[24]).toMatchObject({ label: '23:00', bookings: 120_000 });
    expect(long).toMatchObject({ from: '2026-10-25', to: '2026-10-25', bookings_total: 220_000, orders_total: 0, total: 220_000 });

    const short = await finance(A.auth, 'period=day&from=2026-03-29');
    expect(short.series).toHaveLength(23);
    expect(short.series.map((b: { label: string }) => b.label).slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(short.series[2]).toMatchObject({ bookings: 50_000 });
    expect(short).toMatchObject({ bookings_total: 50_000, bookings_count: 1, next: '2026-03-30', previous: '2026-03-28' });
  });

  it('a month by its days and a year by its months, bounded by Prague midnights', async () => {
    const october = await finance(A.auth, 'period=month&from=2026-10-10');
    expect(october).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      // 1 Oct, 19 Oct, 25 Oct ×3 (1200 + 500 + 500), 26 Oct
      bookings_total: 370_000,
      bookings_count: 6,
      orders_total: 181_500,
      orders_count: 2,
      total: 551_500,
      no_show_loss: 120_000,
      vat: { rate: 21, bookings: 64_215, orders: 31_500, total: 95_715 },
    });
    expect(october.series).toHaveLength(31);
    expect(october.series[0]).toMatchObject({ label: '2026-10-01', bookings: 50_000 });
    expect(october.series[25]).toMatchObject({ label: '2026-10-26', bookings: 50_000, orders: 60_500 });

    const year = await finance(A.auth, 'period=year&from=2026-06-15');
    expect(year).toMatchObject({ from: '2026-01-01', to: '2026-12-31', previous: '2025-01-01', next: '2027-01-01' });
    expect(year.series.map((b: { label: string }) => b.label)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    const byMonth = year.series.map((b: { bookings: number }) => b.bookings);
    // January 1 (00:30 CET), March 29 and 30, October's 3700, November 1
    expect(byMonth).toEqual([50_000, 0, 100_000, 0, 0, 0, 0, 0, 0, 370_000, 50_000, 0]);
    expect(year).toMatchObject({ bookings_total: 570_000, orders_total: 181_500, no_show_loss: 120_000 });
  });

  it('defaults to this month; an empty period is all zeros with its buckets', async () => {
    const now = await finance(A.auth, '');
    expect(now).toMatchObject({ period: 'month', from: '2026-11-01', to: '2026-11-30', total: 50_000 });
    const today = await finance(A.auth, 'period=day');
    expect(today).toMatchObject({ from: '2026-11-26', total: 0, bookings_total: 0, orders_total: 0, no_show_loss: 0, by_service: [] });
    expect(today.series).toHaveLength(24);
  });

  it("the Slovak edition's currency and VAT rate", async () => {
    const f = await finance(SK.auth, 'period=week&from=2026-10-20');
    expect(f).toMatchObject({
      currency: 'EUR',
      time_zone: 'Europe/Bratislava',
      bookings_total: 4_000,
      no_show_loss: 9_000,
      // 4000 * 23 / 123 = 747.9… -> 748
      vat: { rate: 23, bookings: 748, orders: 0, total: 748 },
    });
  });

  it('each company sees only its own figures; no login 401, a customer 403, bad fields 400 by name', async () => {
    const own = await finance(B.auth, 'period=week&from=2026-10-21');
    expect(own).toMatchObject({ bookings_total: 99_900, orders_total: 77_700, total: 177_600, no_show_loss: 0 });
    expect(own.by_service).toEqual([{ id: B.services[0]!.id, name: 'Střih', count: 1, sum: 99_900 }]);
    // a company id in the query changes nothing
    const asked = await finance(B.auth, `period=week&from=2026-10-21&company=${A.id}`);
    expect(asked.total).toBe(177_600);

    expect((await get('/api/company/finance?period=week')).statusCode).toBe(401);
    expect((await get('/api/company/finance/export?period=week')).statusCode).toBe(401);
    expect((await get('/api/company/finance', await session('customer', null))).statusCode).toBe(403);
    const badPeriod = await get('/api/company/finance?period=decade', A.auth);
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().fields.map((f: { field: string }) => f.field)).toEqual(['period']);
    for (const from of ['2026-13-45', '26-10-01']) {
      const bad = await get(`/api/company/finance?period=day&from=${from}`, A.auth);
      expect(bad.statusCode, from).toBe(400);
      expect(bad.json().fields.map((f: { field: string }) => f.field)).toEqual(['from']);
    }
  });

  it('exports the period as CSV for Czech Excel', async () => {
    const res = await get('/api/company/finance/export?period=week&from=2026-10-21', A.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="finance-week-2026-10-19.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Období;2026-10-19 – 2026-10-25',
        'Měna;CZK',
        'Celkem;5;3910,00',
        'Rezervace;4;2700,00',
        'E-shop;1;1210,00',
        'Ztráty z nedostavení;1;1200,00',
        'DPH;;678,60',
        'Sazba DPH %;;21',
        'Střih;3;1500,00',
        'Barva;1;1200,00',
        'Eva Nová;3;1500,00',
        'Bez pobočky;3;1500,00',
        'Pobočka Vinohrady;1;1200,00',
        '2026-10-19;500,00;0,00;0,00',
        '2026-10-25;2200,00;0,00;0,00',
      ]),
    );
    const other = await get('/api/company/finance/export?period=week&from=2026-10-21', B.auth);
    expect(other.body).toContain('Celkem;2;1776,00');
    expect(other.body).not.toContain('3910,00');
  });

  it('writes no live formula: a service, an employee and a branch named like formulas start with an apostrophe', async () => {
    const city = Number((await db()('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id);
    const evil = await createListing(db(), {
      name: `Finance Evil ${kind}`,
      country: 'CZ',
      city,
      services: [{ name: HOSTILE.hyperlink, price: 500 }],
      employees: [{ name: HOSTILE.command }],
    });
    const auth = await session('company', evil.id);
    const branch = await createBranch(db(), evil.id, { name: HOSTILE.sum, address: 'Evil 1', city_id: city, at: NOW });
    await book({ ...evil }, '2026-10-20T08:00:00Z', 'completed', 0, 0, undefined, branch);
    const res = await get('/api/company/finance/export?period=week&from=2026-10-21', auth);
    expect(res.statusCode, res.body).toBe(200);
    for (const value of [HOSTILE.hyperlink, HOSTILE.command, HOSTILE.sum]) expect(cellOf(res.body, value)).toBe(`'${value}`);
    // the system's own amounts stay numbers
    expect(res.body).toContain('Celkem;1;500,00');
  });
});
