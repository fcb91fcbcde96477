import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportResponse } from '../../src/contract/reports.js';
import type { BookingStatus } from '../../src/core/booking/model.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { cellOf, HOSTILE } from '../helpers/csv.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createBooking } from '../helpers/bookings.js';
import { createReview, createTimeOff, createUser, emptyTables, login, userWithToken } from '../helpers/factories.js';
import { createListing } from '../helpers/listings.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. The reports do not depend on it. */
const NOW = new Date('2026-11-26T10:00:00Z');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/**
 * The period: Saturday 24 to Monday 26 October 2026 in Prague. On Sunday the 25th the clocks go back
 * at 03:00 CEST to 02:00 CET: the day has 25 hours.
 */
const PERIOD = 'from=2026-10-24&to=2026-10-26';

type Auth = { authorization: string };

describe.each(DB_KINDS)('salon reports on %s: figures across the DST change, plan gate, validation, CSV, access', (kind) => {
  let t: TestApp;
  let owner: Auth;
  let other: Auth;
  let company: { id: number; slug: string };
  const clock = manualClock(NOW);

  const get = (url: string, auth?: Auth) => t.app.inject({ method: 'GET', url, headers: auth ?? {} });
  const report = async (name: string, query = PERIOD) => {
    const res = await get(`/api/company/reports/${name}?${query}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    return reportResponse.parse(res.json());
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const db = t.database.db;
    await emptyTables(db, 'analytics_events', 'analytics_daily', 'analytics_daily_items', 'analytics_rollups');
    const city = Number((await db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id);
    // open: Sunday round the clock (25 hours on the 25th), Monday 9-17, Saturday 9-12; Boris works only
    // Sunday 01:00-04:00 (across the repeated hour: 4 real hours) and Monday 12:00-17:00
    const listing = await createListing(db, {
      name: `Reporty ${kind}`,
      city,
      time_zone: 'Europe/Prague',
      services: [{ name: 'Střih', price: 50_000 }],
      employees: [
        { name: 'Anna' },
        {
          name: 'Boris',
          hours: [
            { weekday: 0, starts: '01:00', ends: '04:00' },
            { weekday: 1, starts: '12:00', ends: '17:00' },
          ],
        },
      ],
      hours: [
        { weekday: 0, opens: '00:00', closes: '24:00' },
        { weekday: 1, opens: '09:00', closes: '17:00' },
        { weekday: 6, opens: '09:00', closes: '12:00' },
      ],
    });
    company = { id: listing.id, slug: listing.slug };
    const id = company.id;
    await t.core.plans.setPlan(id, 'professional');
    const [annaId, borisId] = listing.employees.map((e) => e.id);
    // Anna is off Monday 9:00-11:00 CET
    await createTimeOff(db, {
      company_id: id,
      employee_id: annaId,
      starts_at: '2026-10-26T08:00:00.000Z',
      ends_at: '2026-10-26T10:00:00.000Z',
    });
    const booking = (b: {
      employee: number | null;
      email: string;
      start: string;
      minutes: number;
      status: BookingStatus;
      created: string;
    }) =>
      createBooking(db, {
        company_id: id,
        service_id: listing.services[0]!.id,
        employee_id: b.employee,
        duration_minutes: b.minutes,
        price: 50_000,
        currency: 'CZK',
        name: 'Klient',
        email: b.email,
        phone: '+420777000000',
        start: new Date(b.start),
        status: b.status,
        created_at: new Date(b.created),
      });
    const ids = [
      // 1: Anna, Sat 10:00 CEST, completed; made before the period; a@ came first on 1 September (7)
      await booking({
        employee: annaId!,
        email: 'a@example.cz',
        start: '2026-10-24T08:00:00.000Z',
        minutes: 60,
        status: 'completed',
        created: '2026-10-20T10:00:00.000Z',
      }),
      // 2: Anna, Sun 02:30 CEST (the first pass of the repeated hour), 90 real minutes, confirmed; made Sat
      await booking({
        employee: annaId!,
        email: 'b@example.cz',
        start: '2026-10-25T00:30:00.000Z',
        minutes: 90,
        status: 'confirmed',
        created: '2026-10-24T12:00:00.000Z',
      }),
      // 3: Boris, Sun 03:00 CET, no-show; made 00:30 CET Monday (still Sunday in UTC)
      await booking({
        employee: borisId!,
        email: 'a@example.cz',
        start: '2026-10-25T02:00:00.000Z',
        minutes: 60,
        status: 'no_show',
        created: '2026-10-25T23:30:00.000Z',
      }),
      // 4: Boris, Mon 13:00 CET, cancelled; made Mon
      await booking({
        employee: borisId!,
        email: 'c@example.cz',
        start: '2026-10-26T12:00:00.000Z',
        minutes: 45,
        status: 'cancelled',
        created: '2026-10-26T09:00:00.000Z',
      }),
      // 5: Anna, Mon 15:00 CET, completed; made 00:30 CEST Saturday (still Friday in UTC)
      await booking({
        employee: annaId!,
        email: 'c@example.cz',
        start: '2026-10-26T14:00:00.000Z',
        minutes: 30,
        status: 'completed',
        created: '2026-10-23T22:30:00.000Z',
      }),
      // 6: after the period
      await booking({
        employee: annaId!,
        email: 'd@example.cz',
        start: '2026-10-27T08:00:00.000Z',
        minutes: 60,
        status: 'confirmed',
        created: '2026-10-27T07:00:00.000Z',
      }),
      // 7: a@'s first visit; 8: c@'s earlier booking, cancelled (so c@ is still new on Monday)
      await booking({
        employee: annaId!,
        email: 'a@example.cz',
        start: '2026-09-01T08:00:00.000Z',
        minutes: 60,
        status: 'completed',
        created: '2026-08-25T08:00:00.000Z',
      }),
      await booking({
        employee: annaId!,
        email: 'c@example.cz',
        start: '2026-10-10T08:00:00.000Z',
        minutes: 60,
        status: 'cancelled',
        created: '2026-10-05T08:00:00.000Z',
      }),
    ];
    const reviewer = await createUser(t.core, 'customer');
    const review = (bookingIndex: number, rating: number, at: string) =>
      createReview(db, { booking_id: ids[bookingIndex]!, company_id: id, customer_id: reviewer.id, rating, at });
    await review(0, 5, '2026-10-25T00:30:00.000Z'); // Sunday
    await review(1, 2, '2026-10-24T09:00:00.000Z'); // Saturday
    await review(4, 4, '2026-10-25T23:30:00.000Z'); // Monday 00:30 CET
    await review(6, 1, '2026-10-23T21:00:00.000Z'); // Friday 23:00 CEST: before the period
    // profile views: two visitors on Saturday, one at 00:30 CET on Monday
    const view = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/event',
        remoteAddress: ip,
        headers: { 'user-agent': BROWSER },
        payload: { path: `/firma/${company.slug}`, referrer: '', width: 1280 },
      });
    clock.set(new Date('2026-10-24T10:00:00Z'));
    expect((await view('203.0.113.1')).statusCode).toBe(204);
    expect((await view('203.0.113.2')).statusCode).toBe(204);
    clock.set(new Date('2026-10-25T23:30:00Z'));
    expect((await view('203.0.113.1')).statusCode).toBe(204);
    clock.set(NOW);

    // the other company: one booking made on Saturday
    const otherListing = await createListing(db, { name: `Reporty jinde ${kind}`, city, time_zone: 'Europe/Prague' });
    const otherId = otherListing.id;
    await t.core.plans.setPlan(otherId, 'free');
    await createBooking(db, {
      company_id: otherId,
      service_id: otherListing.services[0]!.id,
      employee_id: null,
      service_name: 'Střih',
      duration_minutes: 30,
      price: 50_000,
      currency: 'CZK',
      name: 'Klient',
      email: 'z@example.cz',
      phone: '+420777000000',
      start: new Date('2026-10-30T08:00:00.000Z'),
      status: 'pending',
      created_at: new Date('2026-10-24T08:00:00.000Z'),
    });

    const user = await createUser(t.core, 'company', { company_id: id });
    owner = { authorization: `Bearer ${(await login(t.app, user.email)).json().token}` };
    const otherUser = await createUser(t.core, 'company', { company_id: otherId });
    other = { authorization: `Bearer ${(await login(t.app, otherUser.email)).json().token}` };
  });
  afterAll(async () => t?.close());

  it('bookings: made per local day (by when made), cancelled, no-shows and completed (by the appointment day)', async () => {
    const r = await report('bookings');
    expect(r.columns.map((c) => c.label)).toEqual(['Den', 'Vytvořené', 'Zrušené', 'Nedostavili se', 'Dokončené']);
    expect(r.rows).toEqual([
      { date: '2026-10-24', created: 2, cancelled: 0, no_show: 0, completed: 1 },
      { date: '2026-10-25', created: 0, cancelled: 0, no_show: 1, completed: 0 },
      { date: '2026-10-26', created: 2, cancelled: 1, no_show: 0, completed: 1 },
    ]);
    expect(r.totals).toEqual({ created: 4, cancelled: 1, no_show: 1, completed: 2 });
    expect(r).toMatchObject({ report: 'bookings', from: '2026-10-24', to: '2026-10-26', time_zone: 'Europe/Prague' });
  });

  it('utilisation: working minutes of the 25-hour Sunday, employee hours, time off; booked minutes of bookings that held time', async () => {
    const r = await report('utilisation');
    // Anna: Sat 180 + Sun 1500 (25 h) + Mon 480 - 120 off = 2040; booked 60 + 90 + 30 = 180 (8.8 %)
    // Boris: Sat 0 (own hours, none on Saturday) + Sun 01:00-04:00 = 240 real minutes + Mon 300 = 540; booked 60 (the no-show; the cancelled one not)
    expect(r.rows).toEqual([
      { employee: 'Anna', working_minutes: 2040, booked_minutes: 180, utilisation: 8.8 },
      { employee: 'Boris', working_minutes: 540, booked_minutes: 60, utilisation: 11.1 },
    ]);
    expect(r.totals).toEqual({ working_minutes: 2580, booked_minutes: 240, utilisation: 9.3 });
    // the Sunday alone: 25 hours for Anna
    const sunday = await report('utilisation', 'from=2026-10-25&to=2026-10-25');
    expect(sunday.rows[0]).toMatchObject({ employee: 'Anna', working_minutes: 1500, booked_minutes: 90 });
  });

  it('clients: a booking is a returning client’s when the client had an earlier (not cancelled) appointment', async () => {
    const r = await report('clients');
    expect(r.rows).toEqual([
      { date: '2026-10-24', new: 0, returning: 1 },
      { date: '2026-10-25', new: 1, returning: 1 },
      { date: '2026-10-26', new: 1, returning: 0 },
    ]);
    expect(r.totals).toEqual({ new: 2, returning: 2, new_clients: 2, returning_clients: 1 });
  });

  it('busy hours: appointments by Prague weekday and local hour (both passes of the repeated hour are 2:00 and 3:00 as the clock shows)', async () => {
    const r = await report('busy-hours');
    expect(r.columns).toHaveLength(25);
    expect(r.columns[0]).toEqual({ key: 'weekday', label: 'Den v týdnu' });
    expect(r.rows.map((row) => row.weekday)).toEqual(['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle']);
    const nonZero = r.rows.flatMap((row) =>
      Object.entries(row)
        .filter(([k, v]) => k !== 'weekday' && v !== 0)
        .map(([k, v]) => `${row.weekday} ${k}=${v}`),
    );
    expect(nonZero).toEqual(['Pondělí h15=1', 'Sobota h10=1', 'Neděle h2=1', 'Neděle h3=1']);
    expect(r.totals).toEqual({ bookings: 4, max: 1 });
  });

  it('reviews: by week within the period (Monday to Sunday, cut to it), with counts and averages', async () => {
    const r = await report('reviews');
    expect(r.rows).toEqual([
      { period: '2026-10-24', period_end: '2026-10-25', count: 2, average: 3.5 },
      { period: '2026-10-26', period_end: '2026-10-26', count: 1, average: 4 },
    ]);
    expect(r.totals).toEqual({ count: 3, average: 3.67 });
    // a period longer than 92 days is by month
    const long = await report('reviews', 'from=2026-08-01&to=2026-11-30');
    expect(long.rows.map((row) => [row.period, row.count])).toEqual([
      ['2026-08-01', 0],
      ['2026-09-01', 0],
      ['2026-10-01', 4],
      ['2026-11-01', 0],
    ]);
  });

  it('profile views: the company page’s views and visitors per Prague day', async () => {
    const r = await report('profile-views');
    expect(r.rows).toEqual([
      { date: '2026-10-24', views: 2, visitors: 2 },
      { date: '2026-10-25', views: 0, visitors: 0 },
      { date: '2026-10-26', views: 1, visitors: 1 },
    ]);
    expect(r.totals).toEqual({ views: 3, visitors: 3 });
  });

  it('CSV: UTF-8 with a BOM, ";" and CRLF, decimal commas, the file named by report and period', async () => {
    const res = await get(`/api/company/reports/bookings?${PERIOD}&format=csv`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="report-bookings-2026-10-24-2026-10-26.csv"; filename*=UTF-8''report-bookings-2026-10-24-2026-10-26.csv`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\ufeffDen;Vytvořené;Zrušené;Nedostavili se;Dokončené\r\n2026-10-24;2;0;0;1\r\n2026-10-25;0;0;1;0\r\n2026-10-26;2;1;0;1\r\n',
    );
    const util = await get(`/api/company/reports/utilisation?${PERIOD}&format=csv`, owner);
    expect(util.body).toBe(
      '\ufeffZaměstnanec;Pracovní doba (min);Rezervováno (min);Vytížení (%)\r\nAnna;2040;180;8,8\r\nBoris;540;60;11,1\r\n',
    );
  });

  it('CSV writes no live formula: an employee named like a formula starts with an apostrophe, the figures stay numbers', async () => {
    const employees = t.database.db('employees').where({ company_id: company.id });
    await employees.clone().where({ name: 'Anna' }).update({ name: HOSTILE.minus });
    await employees.clone().where({ name: 'Boris' }).update({ name: HOSTILE.tab });
    try {
      const util = await get(`/api/company/reports/utilisation?${PERIOD}&format=csv`, owner);
      expect(util.statusCode, util.body).toBe(200);
      expect(cellOf(util.body, HOSTILE.minus)).toBe(`'${HOSTILE.minus}`);
      expect(cellOf(util.body, HOSTILE.tab)).toBe(`'${HOSTILE.tab}`);
      expect(util.body).toContain(';2040;180;8,8\r\n');
    } finally {
      await employees.clone().where({ name: HOSTILE.minus }).update({ name: 'Anna' });
      await employees.clone().where({ name: HOSTILE.tab }).update({ name: 'Boris' });
    }
  });

  it('plan gate: on Free the bookings report answers, the advanced ones are 403 plan_feature naming Professional', async () => {
    expect((await get(`/api/company/reports/bookings?${PERIOD}`, other)).statusCode).toBe(200);
    for (const name of ['utilisation', 'clients', 'busy-hours', 'reviews', 'profile-views']) {
      const res = await get(`/api/company/reports/${name}?${PERIOD}`, other);
      expect(res.statusCode, name).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'plan_feature' });
      expect(res.json().error).toContain('Professional');
      const csv = await get(`/api/company/reports/${name}?${PERIOD}&format=csv`, other);
      expect(csv.statusCode).toBe(403);
    }
  });

  it('validation: Czech 400s naming the field', async () => {
    const fieldOf = async (url: string) => {
      const res = await get(url, owner);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      return (res.json().fields as Array<{ field: string; message: string }>)[0]!;
    };
    expect(await fieldOf('/api/company/reports/bookings?from=2026-10-26&to=2026-10-24')).toEqual(
      expect.objectContaining({ field: 'to', message: 'Datum „do“ nesmí být před datem „od“' }),
    );
    expect(await fieldOf('/api/company/reports/bookings?to=2026-10-24')).toEqual(
      expect.objectContaining({ field: 'from', message: 'Zadejte datum ve tvaru RRRR-MM-DD' }),
    );
    expect(await fieldOf('/api/company/reports/bookings?from=2026-02-30&to=2026-03-01')).toEqual(
      expect.objectContaining({ field: 'from', message: 'Neplatné datum' }),
    );
    expect(await fieldOf('/api/company/reports/bookings?from=2025-01-01&to=2026-01-02')).toEqual(
      expect.objectContaining({ field: 'to', message: 'Období může mít nejvýše 366 dní' }),
    );
    expect((await get('/api/company/reports/bookings?from=2025-01-01&to=2026-01-01', owner)).statusCode).toBe(200);
    expect(await fieldOf(`/api/company/reports/revenue?${PERIOD}`)).toEqual(
      expect.objectContaining({ field: 'name', message: 'Neznámý report' }),
    );
    expect(await fieldOf(`/api/company/reports/bookings?${PERIOD}&format=xls`)).toEqual(expect.objectContaining({ field: 'format' }));
  });

  it('access: signed in as the company only; each company sees only its own figures', async () => {
    expect((await get(`/api/company/reports/bookings?${PERIOD}`)).statusCode).toBe(401);
    const customer = await userWithToken(t.app, t.core, 'customer');
    expect((await get(`/api/company/reports/bookings?${PERIOD}`, { authorization: `Bearer ${customer.token}` })).statusCode).toBe(403);
    const res = await get(`/api/company/reports/bookings?${PERIOD}`, other);
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { created: number }) => r.created)).toEqual([1, 0, 0]);
  });
});
