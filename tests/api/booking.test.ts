import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createListing, everyDay, type EmployeeInput, type ServiceInput } from '../helpers/listings.js';
import { createTimeOff, removeTimeOff } from '../helpers/factories.js';

describe.each(DB_KINDS)('booking API on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-23T06:00:00Z')); // Monday 07:00 in Prague
  let slug: string;
  let companyId: number;
  let serviceId: number;
  let companyCity: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const db = t.database.db;
    // a listing of the test's own: open 9-17 every day, one 60-minute service, an address for its notices
    const city = Number((await db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id);
    const company = await createListing(db, {
      name: 'Salon Rezervační',
      city,
      email: 'salon.rezervacni@example.cz',
      services: [{ name: 'Střih', price: 500, duration: 60 }],
      hours: everyDay('09:00', '17:00'),
    });
    companyId = company.id;
    slug = company.slug;
    serviceId = company.services[0]!.id;
    companyCity = city;
  });
  afterAll(() => t?.close());

  const slots = async (query = '', listing = { slug, serviceId }) =>
    (await t.app.inject({ url: `/api/companies/${listing.slug}/slots?service=${listing.serviceId}${query}` })).json();
  /** A listing of one test's own, in the same city, open and priced as the shared one, with the given employees. */
  const staffedListing = (name: string, employees: EmployeeInput[], services: ServiceInput[] = [{ name: 'Střih', price: 500 }]) =>
    createListing(t.database.db, {
      name,
      city: Number(companyCity),
      email: 'salon.rezervacni@example.cz',
      services,
      employees,
      hours: everyDay('09:00', '17:00'),
    });
  const book = (start: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers,
      payload: {
        company: slug,
        service: serviceId,
        start,
        name: 'Jana Nováková',
        email: 'Jana@Example.cz',
        phone: '+420 777 123 456',
        note: 'Poprvé',
        ...extra,
      },
    });

  it('lists slots as ISO times with the offset, in the business time zone, after the minimum notice', async () => {
    const answer = await slots();
    expect(answer).toMatchObject({ success: true, time_zone: 'Europe/Prague', employees: [] });
    expect(answer.days).toHaveLength(14);
    expect(answer.days[0].date).toBe('2026-11-23');
    expect(answer.days[0].slots[0].start).toBe('2026-11-23T09:00:00.000+01:00');
    expect(answer.days[0].slots.at(-1).start).toBe('2026-11-23T16:00:00.000+01:00');
    expect((await t.app.inject({ url: `/api/companies/${slug}/slots?service=abc` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/companies/${slug}/slots?service=999999` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/companies/nikdo-neexistuje/slots?service=${serviceId}` })).statusCode).toBe(404);
  });

  it('books a slot (201), takes it out of the slots, and refuses a second booking of it with 409', async () => {
    const res = await book('2026-11-24T10:00:00.000+01:00');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Rezervace byla úspěšně odeslána! Brzy vás kontaktujeme pro potvrzení.' });
    expect(res.json().booking).toMatchObject({
      status: 'pending',
      email: 'jana@example.cz',
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T10:00:00.000Z',
      duration_minutes: 60,
    });
    const day = (await slots()).days.find((d: { date: string }) => d.date === '2026-11-24');
    const starts = day.slots.map((s: { start: string }) => s.start.slice(11, 16));
    expect(starts).not.toEqual(expect.arrayContaining(['09:30', '10:00', '10:30']));
    expect(starts).toEqual(expect.arrayContaining(['09:00', '11:00']));

    // the 'received, waiting for confirmation' message (its template, .ics in the business's zone, cancel link) and the business's notice are queued with it
    const mails = await t.database.db('email_queue').where({ kind: 'booking' }).orderBy('id');
    const confirmation = mails.find((m) => m.to_email === 'jana@example.cz');
    expect(confirmation.subject).toMatch(/^Rezervace přijata, čeká na potvrzení: firma .+, 24\. 11\. 2026 v 10:00$/);
    expect(confirmation.text_content).toMatch(/http:\/\/mail\.test\/r\/[0-9a-z]+\.[\w-]{22}/);
    const ics = await t.database.db('email_attachments').where({ queue_id: confirmation.id }).first();
    expect(ics.filename).toBe('rezervace.ics');
    const calendar = Buffer.from(ics.content).toString('utf8');
    expect(calendar).toContain('DTSTART;TZID=Europe/Prague:20261124T100000');
    expect(calendar).toContain('DTEND;TZID=Europe/Prague:20261124T110000');
    expect(calendar).toContain('BEGIN:VTIMEZONE');
    expect(mails.find((m) => m.to_email === 'salon.rezervacni@example.cz')?.subject).toMatch(/^Nová rezervace čeká na potvrzení: /);

    const again = await book('2026-11-24T10:00:00.000+01:00');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Tento termín už je obsazený. Vyberte prosím jiný.');
    expect((await book('2026-11-24T10:30:00+01:00')).statusCode).toBe(409); // overlaps
    expect((await book('2026-11-24T09:00:00Z')).statusCode).toBe(409); // the same instant written in UTC
  });

  it('refuses times that are no slot: closed, off the grid, too soon, too far, malformed', async () => {
    for (const start of [
      '2026-11-24T18:00:00+01:00',
      '2026-11-24T10:10:00+01:00',
      '2026-11-23T07:30:00+01:00',
      '2026-12-20T10:00:00+01:00',
      'zítra v deset',
    ]) {
      const res = await book(start);
      expect(res.statusCode, start).toBe(400);
      expect(res.json().fields[0].field).toBe('start');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { company: slug, service: serviceId, start: '2026-11-25T10:00:00+01:00', name: ' ', email: 'x', phone: '12' },
    });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['email', 'name', 'phone']);
  });

  it('keeps time off out of the slots and refuses bookings in it, however long ago the time off began', async () => {
    const db = t.database.db;
    const ids = [
      await createTimeOff(db, {
        company_id: companyId,
        starts_at: '2026-12-02T23:00:00.000Z',
        ends_at: '2026-12-04T11:00:00.000Z',
        reason: 'Dovolená',
      }),
    ];
    try {
      const days = (await slots()).days;
      const day = (date: string) =>
        days.find((d: { date: string }) => d.date === date).slots.map((s: { start: string }) => s.start.slice(11, 16));
      expect(day('2026-12-03')).toEqual([]);
      expect(day('2026-12-04')[0]).toBe('12:00');
      expect(day('2026-12-02').at(-1)).toBe('16:00');
      const refused = await book('2026-12-04T10:00:00+01:00');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('Tento termín už je obsazený. Vyberte prosím jiný.');
      // a long time off that began months ago holds every day up to its end
      ids.push(
        await createTimeOff(db, { company_id: companyId, starts_at: '2026-06-01T00:00:00.000Z', ends_at: '2026-12-04T11:00:00.000Z' }),
      );
      const later = (await slots()).days;
      const on = (date: string) =>
        later.find((d: { date: string }) => d.date === date).slots.map((s: { start: string }) => s.start.slice(11, 16));
      expect(on('2026-11-25')).toEqual([]);
      expect(on('2026-12-03')).toEqual([]);
      expect(on('2026-12-04')[0]).toBe('12:00');
    } finally {
      await removeTimeOff(db, ...ids);
    }
  });

  it('answers a retried request with the same Idempotency-Key with the first booking', async () => {
    const headers = { 'idempotency-key': 'retry-0123456789' };
    const first = await book('2026-11-25T11:00:00+01:00', {}, headers);
    const second = await book('2026-11-25T11:00:00+01:00', {}, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().booking.id).toBe(first.json().booking.id);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': 'x' }, payload: {} })).statusCode,
    ).toBe(400);
  });

  it('never double-books under 50 concurrent requests for one slot', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book('2026-11-26T14:00:00+01:00', { email: `k${i}@example.cz` })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await t.database
      .db('bookings')
      .where({ company_id: companyId })
      .where('starts_at', '>=', '2026-11-26T00:00:00Z')
      .where('starts_at', '<', '2026-11-27T00:00:00Z');
    expect(rows).toHaveLength(1);
  });

  it('never double-books one employee under 50 concurrent requests of two different services overlapping in time', async () => {
    const db = t.database.db;
    const own = await staffedListing(
      'Salon Jedné Kolegyně',
      [{ name: 'Iva' }],
      [
        { name: 'Střih', price: 500 },
        { name: 'Masáž 45', price: 700, duration: 45 },
      ],
    );
    const employee = own.employees[0]!.id;
    const [first, other] = own.services.map((s) => s.id);
    const at = { company: own.slug };
    // 60 min from 10:00 and 45 min from 10:30 share 10:30-11:00
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? book('2026-11-30T10:30:00+01:00', { ...at, service: other, employee, email: `s${i}@example.cz` })
          : book('2026-11-30T10:00:00+01:00', { ...at, service: first, employee, email: `s${i}@example.cz` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await db('bookings').where({ employee_id: employee });
    expect(rows).toHaveLength(1);
  });

  it('is held by the database itself: an overlapping insert past every check fails on the claims', async () => {
    const { createBookingRepository } = await import('../../src/core/booking/booking.repository.js');
    const base = {
      company_id: companyId,
      service_id: serviceId,
      employee_id: null,
      employee_name: null,
      customer_id: null,
      service_name: 'Střih',
      duration_minutes: 45,
      price: 500,
      currency: 'CZK',
      name: 'A',
      email: 'a@example.cz',
      phone: '777123456',
      note: null,
      idempotency_key: null,
    };
    await t.database.db.transaction((trx) =>
      createBookingRepository(trx).insert(
        { ...base, starts_at: new Date('2026-12-01T09:00:00Z'), ends_at: new Date('2026-12-01T09:45:00Z') },
        clock.now(),
      ),
    );
    const overlapping = t.database.db.transaction((trx) =>
      createBookingRepository(trx).insert(
        { ...base, starts_at: new Date('2026-12-01T09:40:00Z'), ends_at: new Date('2026-12-01T10:25:00Z') },
        clock.now(),
      ),
    );
    await expect(overlapping).rejects.toThrow(/unique|duplicate/i);
    // back to back is fine
    await t.database.db.transaction((trx) =>
      createBookingRepository(trx).insert(
        { ...base, starts_at: new Date('2026-12-01T09:45:00Z'), ends_at: new Date('2026-12-01T10:30:00Z') },
        clock.now(),
      ),
    );
    expect(
      await t.database
        .db('bookings')
        .where({ company_id: companyId })
        .where('starts_at', '>=', '2026-12-01T00:00:00Z')
        .where('starts_at', '<', '2026-12-02T00:00:00Z'),
    ).toHaveLength(2);
  });

  it('gives each of two employees one booking of the same slot when anyone may take it', async () => {
    const own = await staffedListing('Salon Dvou Kolegů', [{ name: 'Petra' }, { name: 'Marek' }]);
    const ids = own.employees.map((e) => e.id);
    const at = { company: own.slug, service: own.services[0]!.id };
    const answer = await slots('&from=2026-11-27', { slug: own.slug, serviceId: at.service });
    expect(answer.employees.map((e: { name: string }) => e.name)).toEqual(['Petra', 'Marek']);
    expect(answer.days[0].slots[0].employeeIds).toEqual(ids);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book('2026-11-27T09:00:00+01:00', { ...at, email: `e${i}@example.cz` })),
    );
    const created = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().booking.employee_name)
      .sort();
    expect(created).toEqual(['Marek', 'Petra']);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(18);
    const byEmployee = await book('2026-11-27T10:00:00+01:00', { ...at, employee: ids[1] });
    expect(byEmployee.json().booking.employee_name).toBe('Marek');
    expect((await book('2026-11-27T10:00:00+01:00', { ...at, employee: ids[1] })).statusCode).toBe(409);
    expect((await book('2026-11-27T10:00:00+01:00', { ...at, employee: ids[0] })).statusCode).toBe(201);
  });
});

describe.each(DB_KINDS)('managing bookings on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-23T06:00:00Z'));
  let slug: string;
  let companyId: number;
  let serviceId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    // a listing of the test's own: open 9-17 every day, one 60-minute service, no employees
    const city = Number((await t.database.db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id);
    const company = await createListing(t.database.db, { name: 'Salon Správy Rezervací', city, hours: everyDay('09:00', '17:00') });
    companyId = company.id;
    slug = company.slug;
    serviceId = company.services[0]!.id;
  });
  afterAll(() => t?.close());

  const session = async (role: 'customer' | 'company', company: number | null = null) => {
    const email = `${role}-${Math.random().toString(36).slice(2)}@example.cz`;
    await t.core.accounts.createUser({
      email,
      password: 'heslo-Pro-Test-42',
      role,
      first_name: 'Eva',
      last_name: 'Malá',
      company_id: company,
    });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'heslo-Pro-Test-42' } });
    return { authorization: `Bearer ${login.json().token}` };
  };
  const book = (start: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers,
      payload: { company: slug, service: serviceId, start, name: 'Eva Malá', email: 'eva@example.cz', phone: '777123456' },
    });

  it('lets a logged-in customer see and cancel their booking, which frees the time', async () => {
    const customer = await session('customer');
    const made = await book('2026-11-24T11:00:00+01:00', customer);
    expect(made.statusCode).toBe(201);
    const mine = await t.app.inject({ url: '/api/me/bookings', headers: customer });
    expect(mine.json().bookings.map((b: { id: number }) => b.id)).toEqual([made.json().booking.id]);
    expect((await book('2026-11-24T11:00:00+01:00')).statusCode).toBe(409);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/me/bookings/${made.json().booking.id}/cancel`, headers: customer });
    expect(cancelled.json().booking.status).toBe('cancelled');
    expect((await t.database.db('email_queue').where({ kind: 'booking' }).orderBy('id', 'desc').first()).subject).toMatch(
      /^Rezervace zrušena: /,
    );
    expect((await book('2026-11-24T11:00:00+01:00')).statusCode).toBe(201); // free again
    const stranger = await session('customer');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/me/bookings/${made.json().booking.id}/cancel`, headers: stranger })).statusCode,
    ).toBe(404);
  });

  it('lets the business confirm, complete after the start, and see only its own bookings', async () => {
    const owner = await session('company', companyId);
    const made = (await book('2026-11-25T09:00:00+01:00')).json().booking;
    const list = await t.app.inject({ url: '/api/company/bookings', headers: owner });
    expect(list.json().bookings.map((b: { id: number }) => b.id)).toContain(made.id);
    const change = (to: string, headers = owner) =>
      t.app.inject({ method: 'POST', url: `/api/company/bookings/${made.id}/status`, headers, payload: { status: to } });
    expect((await change('confirmed')).json().booking.status).toBe('confirmed');
    expect((await change('completed')).statusCode).toBe(409); // not started yet
    clock.set(new Date('2026-11-25T09:30:00Z'));
    const later = await session('company', companyId); // the first session timed out meanwhile
    expect((await change('completed', later)).json().booking.status).toBe('completed');
    expect((await change('cancelled', later)).statusCode).toBe(409);
    const otherCompany = await t.database.db('companies').whereNot({ id: companyId }).first('id');
    const other = await session('company', Number(otherCompany.id));
    expect((await change('no_show', other)).statusCode).toBe(404);
    const customer = await session('customer');
    expect((await t.app.inject({ url: '/api/company/bookings', headers: customer })).statusCode).toBe(403);
    clock.set(new Date('2026-11-23T06:00:00Z'));
  });

  it('cancels by the signed link of the confirmation: GET only asks, POST cancels once', async () => {
    const made = (await book('2026-11-26T15:00:00+01:00')).json().booking;
    const confirmation = await t.database
      .db('email_queue')
      .where({ kind: 'booking', to_email: 'eva@example.cz' })
      .orderBy('id', 'desc')
      .first();
    const path = /http:\/\/mail\.test(\/r\/[0-9a-z]+\.[\w-]{22})/.exec(confirmation.text_content)![1]!;
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect((await t.database.db('bookings').where({ id: made.id }).first()).status).toBe('pending');
    const post = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('Rezervace byla zrušena.');
    expect((await t.database.db('bookings').where({ id: made.id }).first()).status).toBe('cancelled');
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(409);
    expect((await t.app.inject({ url: '/r/nonsense' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${path.slice(0, -1)}${path.endsWith('x') ? 'y' : 'x'}` })).statusCode).toBe(404);
  });
});
