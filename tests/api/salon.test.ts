import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createBooking } from '../helpers/bookings.js';
import { createEmployee, createListing, everyDay } from '../helpers/listings.js';
import { createPhotoRows, PASSWORD } from '../helpers/factories.js';
import type { BookingStatus } from '../../src/core/booking/model.js';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The first bytes of a Windows program. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

function multipart(filename: string, content: Buffer, contentType = 'image/png') {
  const boundary = `----salon${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nInteriér salonu\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DB_KINDS)('salon dashboard API on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-23T06:00:00Z')); // Monday 07:00 in Prague
  /** A: figures, calendar, clients; B: the stranger; C: services, employees, reservations; D: settings and photos */
  const co: Record<'A' | 'B' | 'C' | 'D', { id: number; slug: string; auth: { authorization: string } }> = {} as never;
  let customer: { authorization: string };
  const db = () => t.database.db;

  const session = async (role: 'customer' | 'company', company: number | null = null) => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.cz`;
    // a company account is created with its company; `null` is one whose company was taken away since
    await t.core.accounts.createUser({
      email,
      password: PASSWORD,
      role,
      first_name: 'Eva',
      last_name: 'Malá',
      company_id: role === 'company' ? (company ?? co.A.id) : null,
    });
    if (role === 'company' && company === null) await db()('users').where({ email }).update({ company_id: null });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    return { authorization: `Bearer ${login.json().token}` };
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never });
  let employeeSeq = 0;
  const employee = (companyId: number, name: string, color: string) => createEmployee(db(), companyId, { name, color }, (employeeSeq += 1));
  const insertBooking = (
    companyId: number,
    b: {
      start: string;
      minutes?: number;
      price: number;
      status: string;
      email?: string;
      name?: string;
      employee?: number | null;
      service?: string;
    },
  ) =>
    createBooking(db(), {
      company_id: companyId,
      service_id: null,
      employee_id: b.employee ?? null,
      employee_name: null, // these fixtures keep no name on the row; the dashboard's assertions expect none
      service_name: b.service ?? 'Střih',
      duration_minutes: b.minutes ?? 60,
      price: b.price,
      currency: 'CZK',
      name: b.name ?? 'Jana Nováková',
      email: b.email ?? 'jana@example.cz',
      phone: '+420 777 123 456',
      start: new Date(b.start),
      status: b.status as BookingStatus,
      created_at: clock.now(),
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    // four listings of the test's own, open 9-17 every day, each with one 60-minute service and no employees
    const city = Number((await db()('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id);
    for (const key of ['A', 'B', 'C', 'D'] as const) {
      const { id, slug } = await createListing(db(), {
        name: `Salon Nástěnka ${key}`,
        city,
        services: [{ name: 'Střih', price: 500, duration: 60 }],
        hours: everyDay('09:00', '17:00'),
      });
      co[key] = { id, slug, auth: await session('company', id) };
    }
    customer = await session('customer');
  });
  afterAll(() => t?.close());

  it('shows today in the company zone: bookings with employee colours, revenue without cancelled ones, counts', async () => {
    const a = co.A.id;
    const petra = await employee(a, 'Petra', '#ec4899');
    await insertBooking(a, { start: '2026-11-22T23:30:00Z', price: 300, status: 'completed', email: 'rano@example.cz' }); // 00:30 local today
    await insertBooking(a, {
      start: '2026-11-23T09:00:00Z',
      price: 450,
      status: 'pending',
      employee: petra,
      name: 'Karel Dvořák',
      email: 'karel@example.cz',
    });
    await insertBooking(a, { start: '2026-11-23T10:00:00Z', price: 500, status: 'cancelled' });
    await insertBooking(a, { start: '2026-11-23T22:30:00Z', price: 700, status: 'confirmed', employee: petra }); // 23:30 local today
    await insertBooking(a, { start: '2026-11-23T23:30:00Z', price: 900, status: 'confirmed' }); // 00:30 local tomorrow

    const res = await call('GET', '/api/company/dashboard', co.A.auth);
    expect(res.statusCode).toBe(200);
    const d = res.json().dashboard;
    expect(d).toMatchObject({ date: '2026-11-23', time_zone: 'Europe/Prague', currency: 'CZK', awaiting_confirmation: 1 });
    expect(d.today).toEqual({ bookings: 3, revenue: 1450, pending: 1, confirmed: 1, completed: 1, cancelled: 1 });
    expect(d.bookings.map((b: { time: string }) => b.time)).toEqual(['00:30', '10:00', '11:00', '23:30']);
    expect(d.bookings[1]).toMatchObject({
      name: 'Karel Dvořák',
      service_name: 'Střih',
      employee_name: null,
      employee_id: petra,
      employee_color: '#ec4899',
      price: 450,
      status: 'pending',
    });
    expect(d.employees).toEqual([{ id: petra, name: 'Petra', color: '#ec4899' }]);

    const filtered = (await call('GET', `/api/company/dashboard?employee=${petra}`, co.A.auth)).json().dashboard;
    expect(filtered.bookings.map((b: { time: string }) => b.time)).toEqual(['10:00', '23:30']);
    expect(filtered.today.revenue).toBe(1450); // the figures are the whole business's
  });

  it('gives the week from its Monday in the zone, cancelled left out, filterable by employee', async () => {
    const a = co.A.id;
    const marek = await employee(a, 'Marek', '#22c55e');
    await insertBooking(a, { start: '2026-11-29T22:30:00Z', price: 100, status: 'confirmed', employee: marek }); // Sunday 23:30 local
    await insertBooking(a, { start: '2026-11-29T23:30:00Z', price: 100, status: 'confirmed', employee: marek }); // next Monday 00:30 local
    const week = (await call('GET', '/api/company/calendar?from=2026-11-26', co.A.auth)).json().calendar;
    expect(week.from).toBe('2026-11-23');
    expect(week.to).toBe('2026-11-29');
    expect(week.days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(week.bookings.map((b: { date: string; time: string }) => `${b.date} ${b.time}`)).toEqual([
      '2026-11-23 00:30',
      '2026-11-23 10:00',
      '2026-11-23 23:30',
      '2026-11-24 00:30',
      '2026-11-29 23:30',
    ]);
    const own = (await call('GET', `/api/company/calendar?from=2026-11-23&employee=${marek}`, co.A.auth)).json().calendar;
    expect(own.bookings).toHaveLength(1);
    expect(own.bookings[0]).toMatchObject({ employee_color: '#22c55e', duration_minutes: 60 });
    const next = (await call('GET', '/api/company/calendar?from=2026-11-30', co.A.auth)).json().calendar;
    expect(next.bookings.map((b: { time: string }) => b.time)).toEqual(['00:30']);
    expect((await call('GET', '/api/company/calendar?from=zitra', co.A.auth)).statusCode).toBe(400);
  });

  it('aggregates clients by e-mail: visits and spend of bookings that took place, paginated', async () => {
    const res = await call('GET', '/api/company/clients?limit=2', co.A.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3); // jana, karel, rano
    expect(body.items).toHaveLength(2);
    const all = (await call('GET', '/api/company/clients', co.A.auth)).json().items;
    const jana = all.find((c: { email: string }) => c.email === 'jana@example.cz');
    // jana: cancelled today 10:00 (no visit), 23:30 today and later ones (future): no visit yet
    expect(jana).toMatchObject({
      name: 'Jana Nováková',
      phone: '+420 777 123 456',
      bookings: 5,
      visits: 0,
      spent: 0,
      currency: 'CZK',
      last_visit: null,
      next_booking: '2026-11-23T22:30:00.000Z',
    });
    expect(all.find((c: { email: string }) => c.email === 'rano@example.cz')).toMatchObject({
      visits: 1,
      spent: 300,
      last_visit: '2026-11-22T23:30:00.000Z',
      next_booking: null,
    });
    const karel = (await call('GET', '/api/company/clients?q=DVOŘ', co.A.auth)).json();
    expect(karel.total).toBe(1);
    expect(karel.items[0]).toMatchObject({
      email: 'karel@example.cz',
      bookings: 1,
      visits: 0,
      spent: 0,
      next_booking: '2026-11-23T09:00:00.000Z',
    });
  });

  it("gives a service a category and a description, counts its popularity from the last 90 days' completed bookings, and shows them publicly", async () => {
    const c = co.C;
    const created = await call('POST', '/api/company/services', c.auth, {
      name: 'Keratinová kúra',
      category: '  Péče o vlasy ',
      description: 'Uhlazení a lesk na tři měsíce.',
      duration_minutes: 120,
      price: 2500,
    });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json().service;
    expect(service).toMatchObject({ category: 'Péče o vlasy', description: 'Uhlazení a lesk na tři měsíce.', popularity: 0 });
    // completed in the last 90 days count; an older one, a cancelled one and an upcoming one do not
    const DAY = 24 * 60 * 60 * 1000;
    for (const [daysAgo, status] of [
      [2, 'completed'],
      [89, 'completed'],
      [91, 'completed'],
      [5, 'cancelled'],
      [-3, 'confirmed'],
    ] as const) {
      await createBooking(db(), {
        company_id: c.id,
        service_id: service.id,
        employee_id: null,
        employee_name: null,
        service_name: 'Keratinová kúra',
        duration_minutes: 120,
        price: 2500,
        currency: 'CZK',
        name: 'Jana Nováková',
        email: `jana-${daysAgo}@example.cz`,
        phone: '+420 777 123 456',
        start: new Date(clock.now().getTime() - daysAgo * DAY),
        status,
        created_at: new Date(clock.now().getTime() - 100 * DAY),
      });
    }
    const own = (await call('GET', '/api/company/services', c.auth)).json().services.find((x: { id: number }) => x.id === service.id);
    expect(own).toMatchObject({ popularity: 2, upcoming_bookings: 1 });
    const page = (await t.app.inject({ url: `/api/companies/${c.slug}` })).json().company;
    expect(page.services.find((x: { id: number }) => x.id === service.id)).toEqual({
      id: service.id,
      name: 'Keratinová kúra',
      duration: 120,
      price: 2500,
      currency: 'CZK',
      category: 'Péče o vlasy',
      description: 'Uhlazení a lesk na tři měsíce.',
      popularity: 2,
    });
    // cleared with empty fields; too long refused with the field named
    const cleared = await call('PUT', `/api/company/services/${service.id}`, c.auth, {
      name: 'Keratinová kúra',
      category: '',
      description: '',
      duration_minutes: 120,
      price: 2500,
    });
    expect(cleared.json().service).toMatchObject({ category: null, description: null });
    const long = await call('POST', '/api/company/services', c.auth, {
      name: 'X',
      category: 'k'.repeat(101),
      description: 'd'.repeat(1001),
      duration_minutes: 30,
      price: 100,
    });
    expect(long.statusCode).toBe(400);
    expect(Object.fromEntries(long.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual({
      category: 'Kategorie může mít nejvýše 100 znaků',
      description: 'Popis může mít nejvýše 1000 znaků',
    });
    await db()('bookings').where({ service_id: service.id }).delete();
    await call('DELETE', `/api/company/services/${service.id}`, c.auth);
  });

  it('creates, edits, validates and deletes services, and the public page and search follow', async () => {
    const c = co.C;
    const created = await call('POST', '/api/company/services', c.auth, {
      name: 'Barvení Ombré Zvláštní',
      duration_minutes: 90,
      price: 1290,
      company_id: co.B.id,
    });
    expect(created.statusCode).toBe(201);
    const service = created.json().service;
    expect(service).toMatchObject({
      name: 'Barvení Ombré Zvláštní',
      duration_minutes: 90,
      price: 1290,
      currency: 'CZK',
      is_active: true,
      upcoming_bookings: 0,
    });
    expect(Number((await db()('services').where({ id: service.id }).first()).company_id)).toBe(c.id); // never the body's company
    let page = (await t.app.inject({ url: `/api/companies/${c.slug}` })).json().company;
    expect(page.services).toContainEqual({
      id: service.id,
      name: 'Barvení Ombré Zvláštní',
      duration: 90,
      price: 1290,
      currency: 'CZK',
      category: null,
      description: null,
      popularity: 0,
    });
    const found = (await t.app.inject({ url: '/api/search?country=CZ&q=barveni ombre zvlastni' })).json();
    expect(found.companies.map((x: { slug: string }) => x.slug)).toContain(c.slug);

    const bad = await call('POST', '/api/company/services', c.auth, { name: ' ', duration_minutes: 7, price: -1 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['duration_minutes', 'name', 'price']);
    expect(bad.json().fields.find((f: { field: string }) => f.field === 'price').message).toBe('Cena musí být celé číslo od 0');
    expect((await call('POST', '/api/company/services', c.auth, { name: 'X', duration_minutes: 30, price: 10.5 })).statusCode).toBe(400);

    const edited = await call('PUT', `/api/company/services/${service.id}`, c.auth, {
      name: 'Melír Přechodový',
      duration_minutes: 60,
      price: 990,
      is_active: true,
    });
    expect(edited.json().service).toMatchObject({ name: 'Melír Přechodový', price: 990 });
    page = (await t.app.inject({ url: `/api/companies/${c.slug}` })).json().company;
    expect(page.services.map((s: { name: string }) => s.name)).toContain('Melír Přechodový');
    expect(
      (await t.app.inject({ url: '/api/search?country=CZ&q=ombre zvlastni' })).json().companies.map((x: { slug: string }) => x.slug),
    ).not.toContain(c.slug);
    expect(
      (await t.app.inject({ url: '/api/search?country=CZ&q=melir prechodovy' })).json().companies.map((x: { slug: string }) => x.slug),
    ).toContain(c.slug);

    // a booking of it stays after the service is deleted, with its name
    const booked = await call('POST', '/api/company/reservations', c.auth, {
      service: service.id,
      start: '2026-11-26T09:00:00+01:00',
      name: 'Olga Malá',
      email: 'olga@example.cz',
      phone: '777 111 222',
    });
    expect(booked.statusCode).toBe(201);
    expect(
      (await call('GET', '/api/company/services', c.auth)).json().services.find((s: { id: number }) => s.id === service.id)
        .upcoming_bookings,
    ).toBe(1);
    expect((await call('DELETE', `/api/company/services/${service.id}`, c.auth)).statusCode).toBe(200);
    const kept = await db()('bookings').where({ id: booked.json().booking.id }).first();
    expect(kept).toMatchObject({ service_name: 'Melír Přechodový', service_id: null, status: 'confirmed' });
    expect((await call('DELETE', `/api/company/services/${service.id}`, c.auth)).statusCode).toBe(404);
  });

  it('makes reservations through the booking service: confirmed, mailed to the customer, and 409 on a taken time', async () => {
    const c = co.C;
    const serviceId = (
      await call('POST', '/api/company/services', c.auth, { name: 'Pánský střih', duration_minutes: 30, price: 350 })
    ).json().service.id;
    // 07:00 now, the business may book 09:00 today (no minimum notice for itself)
    const made = await call('POST', '/api/company/reservations', c.auth, {
      service: serviceId,
      start: '2026-11-23T09:00:00+01:00',
      name: 'Petr Novák',
      email: 'Petr@Example.cz',
      phone: '+420 602 000 111',
      note: 'telefonicky',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().booking).toMatchObject({
      status: 'confirmed',
      date: '2026-11-23',
      time: '09:00',
      email: 'petr@example.cz',
      service_name: 'Pánský střih',
      price: 350,
    });
    const mail = await db()('email_queue').where({ kind: 'booking', to_email: 'petr@example.cz' });
    expect(mail).toHaveLength(1);
    const again = await call('POST', '/api/company/reservations', c.auth, {
      service: serviceId,
      start: '2026-11-23T09:15:00+01:00',
      name: 'Iva',
      email: 'iva@example.cz',
      phone: '602000222',
    });
    expect(again.statusCode).toBe(400); // off the 30-minute grid
    const taken = await call('POST', '/api/company/reservations', c.auth, {
      service: serviceId,
      start: '2026-11-23T08:00:00Z',
      name: 'Iva',
      email: 'iva@example.cz',
      phone: '602000222',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Tento termín už je obsazený. Vyberte prosím jiný.');
    const publicTry = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        company: c.slug,
        service: serviceId,
        start: '2026-11-23T09:00:00+01:00',
        name: 'Ota',
        email: 'ota@example.cz',
        phone: '602000333',
      },
    });
    expect(publicTry.statusCode).toBe(409);
    const missing = await call('POST', '/api/company/reservations', c.auth, {
      service: serviceId,
      start: '',
      name: '',
      email: 'x',
      phone: '',
    });
    expect(
      missing
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['email', 'name', 'phone', 'start']);

    const list = (await call('GET', '/api/company/reservations?when=upcoming&q=petr', c.auth)).json();
    expect(list.total).toBe(1);
    expect(list.items[0].id).toBe(made.json().booking.id);
    const cancel = await call('POST', `/api/company/bookings/${made.json().booking.id}/status`, c.auth, { status: 'cancelled' });
    expect(cancel.json().booking.status).toBe('cancelled');
    expect(
      (await call('GET', '/api/company/reservations?status=cancelled', c.auth)).json().items.map((b: { id: number }) => b.id),
    ).toContain(made.json().booking.id);
  });

  it('keeps employees with colour, services and working hours, and slots honour the hours', async () => {
    const c = co.C;
    const serviceId = (await call('POST', '/api/company/services', c.auth, { name: 'Masáž zad', duration_minutes: 60, price: 800 })).json()
      .service.id;
    const foreign = Number((await db()('services').where({ company_id: co.B.id }).first('id')).id);
    const badColour = await call('POST', '/api/company/employees', c.auth, { name: 'Lucie', color: 'red' });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().fields).toEqual([{ field: 'color', message: 'Barva musí být ve tvaru #rrggbb', key: 'salon.color' }]);
    expect(
      (await call('POST', '/api/company/employees', c.auth, { name: 'Lucie', color: '#123456', services: [foreign] })).json().fields[0]
        .field,
    ).toBe('services');
    const overlap = await call('POST', '/api/company/employees', c.auth, {
      name: 'Lucie',
      color: '#123456',
      hours: [
        { weekday: 1, starts: '09:00', ends: '12:00' },
        { weekday: 1, starts: '11:00', ends: '13:00' },
      ],
    });
    expect(overlap.json().fields[0]).toEqual({ field: 'hours', message: 'Časy se v jednom dni překrývají' });
    expect(
      (
        await call('POST', '/api/company/employees', c.auth, {
          name: 'Lucie',
          color: '#123456',
          hours: [{ weekday: 1, starts: '12:00', ends: '09:00' }],
        })
      ).json().fields[0].field,
    ).toBe('hours.0.ends');

    const made = await call('POST', '/api/company/employees', c.auth, {
      name: 'Lucie',
      color: '#8B5CF6',
      email: 'lucie@example.cz',
      phone: '777 000 111',
      services: [serviceId],
      hours: [
        { weekday: 1, starts: '13:00', ends: '15:00' },
        { weekday: 1, starts: '09:00', ends: '11:00' },
      ],
    });
    expect(made.statusCode).toBe(201);
    const lucie = made.json().employee;
    expect(lucie).toMatchObject({
      name: 'Lucie',
      color: '#8b5cf6',
      email: 'lucie@example.cz',
      is_active: true,
      services: [serviceId],
      hours: [
        { weekday: 1, starts: '09:00', ends: '11:00' },
        { weekday: 1, starts: '13:00', ends: '15:00' },
      ],
    });

    // Monday 30 November: only 09:00-10:00 and 13:00-14:00 starts fit a 60-minute service; on Tuesday she does not work
    const slots = (
      await t.app.inject({ url: `/api/companies/${c.slug}/slots?service=${serviceId}&employee=${lucie.id}&from=2026-11-30` })
    ).json();
    const day = (date: string) =>
      slots.days.find((d: { date: string }) => d.date === date)?.slots.map((s: { start: string }) => s.start.slice(11, 16)) ?? [];
    expect(day('2026-11-30')).toEqual(['09:00', '09:30', '10:00', '13:00', '13:30', '14:00']);
    expect(day('2026-12-01')).toEqual([]);
    const outside = await call('POST', '/api/company/reservations', c.auth, {
      service: serviceId,
      employee: lucie.id,
      start: '2026-11-30T11:00:00+01:00',
      name: 'Ema',
      email: 'ema@example.cz',
      phone: '602000444',
    });
    expect(outside.statusCode).toBe(400);
    const inside = await call('POST', '/api/company/reservations', c.auth, {
      service: serviceId,
      employee: lucie.id,
      start: '2026-11-30T13:00:00+01:00',
      name: 'Ema',
      email: 'ema@example.cz',
      phone: '602000444',
    });
    expect(inside.json().booking).toMatchObject({ employee_id: lucie.id, employee_name: 'Lucie', employee_color: '#8b5cf6' });

    const updated = await call('PUT', `/api/company/employees/${lucie.id}`, c.auth, {
      name: 'Lucie K.',
      color: '#000000',
      is_active: true,
      services: [],
      hours: [],
    });
    expect(updated.json().employee).toMatchObject({ name: 'Lucie K.', color: '#000000', services: [], hours: [] });
    expect((await call('DELETE', `/api/company/employees/${lucie.id}`, c.auth)).statusCode).toBe(409); // her booking on Monday
    await call('POST', `/api/company/bookings/${inside.json().booking.id}/status`, c.auth, { status: 'cancelled' });
    expect((await call('DELETE', `/api/company/employees/${lucie.id}`, c.auth)).statusCode).toBe(200);
    expect(await db()('employee_hours').where({ employee_id: lucie.id })).toHaveLength(0);
    expect((await db()('bookings').where({ id: inside.json().booking.id }).first()).employee_name).toBe('Lucie');
  });

  it('saves profile, address and opening hours, reflected on the public page and in search', async () => {
    const d = co.D;
    const profile = await call('PUT', '/api/company/profile', d.auth, {
      name: 'Salon Vlnovka Test',
      description: 'Nový popis',
      phone: '+420 603 123 456',
      email: 'info@vlnovka.cz',
      website: 'https://vlnovka.cz',
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().settings.profile).toEqual({
      name: 'Salon Vlnovka Test',
      description: 'Nový popis',
      phone: '+420 603 123 456',
      email: 'info@vlnovka.cz',
      website: 'https://vlnovka.cz',
    });
    const bad = await call('PUT', '/api/company/profile', d.auth, { name: '', phone: 'abc', email: 'x', website: 'vlnovka' });
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['email', 'name', 'phone', 'website']);

    const city = await db()('cities').where({ country_code: 'CZ', is_active: true }).orderBy('population', 'desc').first('name', 'slug');
    const address = await call('PUT', '/api/company/address', d.auth, {
      address: 'Květná 12',
      postal_code: '602 00',
      city: city.name.toUpperCase(),
      district: 'Střed',
    });
    expect(address.json().settings.address).toEqual({ address: 'Květná 12', postal_code: '602 00', city: city.name, district: 'Střed' });
    expect((await call('PUT', '/api/company/address', d.auth, { address: 'X 1', city: 'Neexistujov' })).json().fields).toEqual([
      { field: 'city', message: 'Město nenalezeno' },
    ]);

    const hours = [
      { weekday: 1, opens: '13:00', closes: '18:00' },
      { weekday: 1, opens: '09:00', closes: '12:00' },
      { weekday: 2, opens: '10:00', closes: '16:00' },
    ];
    const saved = await call('PUT', '/api/company/opening-hours', d.auth, { hours });
    expect(saved.json().settings.hours).toEqual([hours[1], hours[0], hours[2]]);
    expect(
      (
        await call('PUT', '/api/company/opening-hours', d.auth, {
          hours: [
            { weekday: 3, opens: '09:00', closes: '12:00' },
            { weekday: 3, opens: '11:30', closes: '14:00' },
          ],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/company/opening-hours', d.auth, { hours: [{ weekday: 9, opens: '9:00', closes: '12:00' }] }))
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['hours.0.opens', 'hours.0.weekday']);

    const page = (await t.app.inject({ url: `/api/companies/${d.slug}` })).json().company;
    expect(page).toMatchObject({
      name: 'Salon Vlnovka Test',
      description: 'Nový popis',
      phone: '+420 603 123 456',
      email: 'info@vlnovka.cz',
      website: 'https://vlnovka.cz',
      address: 'Květná 12',
      postal_code: '602 00',
      district: 'Střed',
    });
    expect(page.city.slug).toBe(city.slug);
    expect(page.opening_hours).toEqual({
      monday: {
        open: '09:00',
        close: '18:00',
        intervals: [
          { open: '09:00', close: '12:00' },
          { open: '13:00', close: '18:00' },
        ],
      },
      tuesday: { open: '10:00', close: '16:00' },
      wednesday: null,
      thursday: null,
      friday: null,
      saturday: null,
      sunday: null,
    });
    // the page's head says the same to search engines: both of Monday's intervals
    const html = (await t.app.inject({ url: `/firma/${d.slug}` })).body;
    expect(html).toContain('"opens":"09:00","closes":"12:00"');
    expect(html).toContain('"opens":"13:00","closes":"18:00"');
    const found = (await t.app.inject({ url: '/api/search?country=CZ&q=vlnovka test' })).json();
    expect(found.companies.map((x: { slug: string }) => x.slug)).toContain(d.slug);
    // the slot engine follows the split hours: nothing between 12:00 and 13:00 on Monday
    const serviceId = Number((await db()('services').where({ company_id: d.id, is_active: true }).first('id')).id); // its 60-minute one
    const slots = (await t.app.inject({ url: `/api/companies/${d.slug}/slots?service=${serviceId}&from=2026-11-30` })).json();
    const monday = slots.days
      .find((x: { date: string }) => x.date === '2026-11-30')
      .slots.map((s: { start: string }) => s.start.slice(11, 16));
    expect(monday).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    expect(slots.days.find((x: { date: string }) => x.date === '2026-12-02')).toBeUndefined(); // Wednesday closed
  });

  it('uploads photos (images by their bytes, 10 MB, at most 20), serves them, orders and deletes them', async () => {
    const d = co.D;
    const upload = (name: string, content: Buffer, auth = d.auth, type?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/company/photos',
        ...(() => {
          const form = multipart(name, content, type);
          return { payload: form.payload, headers: { ...form.headers, ...auth } };
        })(),
      });
    const res = await upload('salon.png', PNG);
    expect(res.statusCode).toBe(201);
    const photo = res.json().photo;
    expect(photo).toMatchObject({ url: `/media/photos/${photo.id}`, alt: 'Interiér salonu', width: 1, height: 1, uploaded: true });
    const served = await t.app.inject({ url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true); // re-encoded (tests/api/salon-photos.test.ts), still a PNG
    expect((await t.app.inject({ url: photo.url, headers: { 'if-none-match': String(served.headers.etag) } })).statusCode).toBe(304);
    expect((await t.app.inject({ url: '/media/photos/99999999' })).statusCode).toBe(404);
    const page = (await t.app.inject({ url: `/api/companies/${d.slug}` })).json().company;
    expect(page.photos.map((p: { url: string }) => p.url)).toContain(photo.url);

    const renamed = await upload('virus.png', EXE);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toBe('Nahrajte prosím obrázek ve formátu JPEG, PNG nebo WebP.');
    expect((await upload('setup.exe', PNG)).json().error).toBe('Tento typ souboru není povolen z bezpečnostních důvodů.');
    const big = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('Soubor je příliš velký. Maximální velikost je 10 MB.');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/company/photos',
          headers: { ...d.auth, 'content-type': 'application/json' },
          payload: {},
        })
      ).statusCode,
    ).toBe(400);

    const settings = (await call('GET', '/api/company/settings', d.auth)).json().settings;
    const ids = settings.photos.map((p: { id: number }) => p.id);
    const reversed = [...ids].reverse();
    const ordered = await call('PUT', '/api/company/photos/order', d.auth, { ids: reversed });
    expect(ordered.json().photos.map((p: { id: number }) => p.id)).toEqual(reversed);
    expect((await call('PUT', '/api/company/photos/order', d.auth, { ids: reversed.slice(1) })).statusCode).toBe(400);

    const room = 20 - ids.length;
    await createPhotoRows(
      db(),
      d.id,
      Array.from({ length: room }, (_, i) => ({ url: `https://example.cz/${i}.jpg`, sort_order: 100 + i })),
    );
    const full = await upload('jedna-navic.png', PNG);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('Můžete nahrát nejvýše 20 fotografií.');

    expect((await call('DELETE', `/api/company/photos/${photo.id}`, d.auth)).statusCode).toBe(200);
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(404);
  });

  it("keeps every company to its own data: 404 on a stranger's ids with nothing changed, 403 for customers, 401 anonymous", async () => {
    const [a, b] = [co.A, co.B];
    const bookingId = await insertBooking(a.id, {
      start: '2026-12-03T10:00:00Z',
      price: 100,
      status: 'pending',
      email: 'tajny@example.cz',
    });
    const serviceId = (
      await call('POST', '/api/company/services', a.auth, { name: 'Tajná služba', duration_minutes: 30, price: 100 })
    ).json().service.id;
    const employeeId = (await call('POST', '/api/company/employees', a.auth, { name: 'Tajný', color: '#111111' })).json().employee.id;
    const [photoId] = await createPhotoRows(db(), a.id, [{ url: 'https://example.cz/tajna.jpg', alt: 'Tajná', sort_order: 50 }]);

    const tries = [
      call('POST', `/api/company/bookings/${bookingId}/status`, b.auth, { status: 'confirmed' }),
      call('PUT', `/api/company/services/${serviceId}`, b.auth, { name: 'Ukradená', duration_minutes: 30, price: 1 }),
      call('DELETE', `/api/company/services/${serviceId}`, b.auth),
      call('PUT', `/api/company/employees/${employeeId}`, b.auth, { name: 'Ukradený', color: '#222222' }),
      call('DELETE', `/api/company/employees/${employeeId}`, b.auth),
      call('DELETE', `/api/company/photos/${photoId}`, b.auth),
      call('POST', '/api/company/reservations', b.auth, {
        service: serviceId,
        start: '2026-12-04T10:00:00+01:00',
        name: 'X Y',
        email: 'x@example.cz',
        phone: '602000555',
      }),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode, res.body).toBe(404);
    expect((await db()('bookings').where({ id: bookingId }).first()).status).toBe('pending');
    expect((await db()('services').where({ id: serviceId }).first()).name).toBe('Tajná služba');
    expect((await db()('employees').where({ id: employeeId }).first()).name).toBe('Tajný');
    expect(await db()('photos').where({ id: photoId }).first()).toBeTruthy();
    expect(
      await db()('bookings')
        .where({ company_id: a.id })
        .where('starts_at', '>=', '2026-12-04T00:00:00Z')
        .where('starts_at', '<', '2026-12-05T00:00:00Z'),
    ).toHaveLength(0);

    const seen = JSON.stringify([
      (await call('GET', '/api/company/reservations?when=all&limit=100', b.auth)).json(),
      (await call('GET', '/api/company/clients', b.auth)).json(),
      (await call('GET', '/api/company/services', b.auth)).json(),
      (await call('GET', '/api/company/employees', b.auth)).json(),
      (await call('GET', '/api/company/calendar?from=2026-11-30', b.auth)).json(),
      (await call('GET', '/api/company/dashboard', b.auth)).json(),
    ]);
    for (const secret of ['tajny@example.cz', 'Tajná služba', 'Tajný']) expect(seen).not.toContain(secret);

    const ours =
      /^\/api\/company\/(dashboard|calendar|reservations|clients|services|employees|settings|profile|address|opening-hours|photos)(\/|$)/;
    const routes = t.app.routeAccess.filter((r) => ours.test(r.url));
    expect(routes).toHaveLength(20);
    const noCompany = await session('company', null);
    for (const route of routes) {
      expect(route.access).toEqual(['company']);
      const url = route.url.replace(/:id/g, String(serviceId));
      const method = route.method as 'GET';
      expect((await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode, `${method} ${url}`).toBe(401);
      expect(
        (await t.app.inject({ method, url, headers: customer, payload: method === 'GET' ? undefined : {} })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect(
        (await t.app.inject({ method, url, headers: noCompany, payload: method === 'GET' ? undefined : {} })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    expect((await db()('services').where({ id: serviceId }).first()).name).toBe('Tajná služba');
  });
});
