import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login } from '../helpers/factories.js';
import { createCity, createListing, everyDay } from '../helpers/listings.js';

/** Now: Monday 23 November 2026, 07:00 in Prague. */
const NOW = new Date('2026-11-23T06:00:00Z');

type Auth = { authorization: string };
type Listing = Awaited<ReturnType<typeof createListing>>;

describe.each(DB_KINDS)('branches on %s: CRUD, validation, access, search, city page, booking at a branch', (kind) => {
  let t: TestApp;
  let home: number;
  let away: number;
  let slovak: number;
  let salon: Listing;
  let other: Listing;
  let owner: Auth;
  let stranger: Auth;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, branches: { maxPerCompany: 2 } });
    const db = t.database.db;
    home = await createCity(db, `Pobočkov ${kind}`);
    away = await createCity(db, `Filiálkov ${kind}`);
    slovak = Number((await db('cities').where({ country_code: 'SK' }).first('id')).id);
    salon = await createListing(db, {
      name: `Salon Dvě Místa ${kind}`,
      city: home,
      email: 'dve.mista@example.cz',
      services: [{ name: 'Střih', price: 600, duration: 60 }],
      employees: [{ name: 'Eva' }, { name: 'Petr' }],
      hours: everyDay('09:00', '17:00'),
    });
    other = await createListing(db, { name: `Cizí salon ${kind}`, city: home, employees: [{ name: 'Cizinec' }] });
    await t.core.plans.setPlan(salon.id, 'business'); // branches come with Business (core/plans); `other` stays on Free
    for (const [listing, set] of [
      [salon, (a: Auth) => (owner = a)],
      [other, (a: Auth) => (stranger = a)],
    ] as const) {
      const user = await createUser(t.core, 'company', { company_id: listing.id });
      set({ authorization: `Bearer ${(await login(t.app, user.email)).json().token}` });
    }
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes }));
  const branchBody = (fields: Record<string, unknown> = {}) => ({
    name: 'Pobočka Filiálkov',
    address: 'Náměstí 5',
    postal_code: '602 00',
    city_id: away,
    phone: '+420 777 111 222',
    opening_hours: weekdays('10:00', '14:00'),
    employee_ids: [salon.employees[1]!.id],
    ...fields,
  });
  const petr = () => salon.employees[1]!.id;
  let branchId: number;

  it('creates, lists, edits a branch of the caller’s company; the fields are judged by name in Czech', async () => {
    const created = await call('POST', '/api/company/branches', owner, branchBody());
    expect(created.statusCode, created.body).toBe(201);
    const branch = created.json().branch;
    branchId = branch.id;
    expect(branch).toMatchObject({
      name: 'Pobočka Filiálkov',
      address: 'Náměstí 5',
      postal_code: '602 00',
      city: { id: away, name: `Filiálkov ${kind}` },
      phone: '+420 777 111 222',
      is_active: true,
      employees: [{ id: petr(), name: 'Petr' }],
      month_revenue: 0,
      currency: 'CZK',
    });
    expect(branch.opening_hours).toHaveLength(5);

    const list = (await call('GET', '/api/company/branches', owner)).json();
    expect(list).toMatchObject({ success: true, plan_allows: true, max_branches: 2 });
    expect(list.branches.map((b: { id: number }) => b.id)).toEqual([branchId]);
    expect(list.cities.some((c: { id: number }) => c.id === away)).toBe(true);
    expect(list.cities.some((c: { id: number }) => c.id === slovak)).toBe(false);

    const edited = await call('PUT', `/api/company/branches/${branchId}`, owner, branchBody({ phone: '+420 777 333 444' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().branch).toMatchObject({ phone: '+420 777 333 444', name: 'Pobočka Filiálkov' });

    const bad = await call('POST', '/api/company/branches', owner, branchBody({ name: '', city_id: 'x', phone: 'abc' }));
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fields as Array<{ field: string; message: string }>;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: 'Vyplňte název pobočky (nejvýše 190 znaků)' }),
        expect.objectContaining({ field: 'city_id', message: 'Vyberte město pobočky' }),
        expect.objectContaining({ field: 'phone', message: 'Neplatné telefonní číslo' }),
      ]),
    );
    const foreignCity = await call('POST', '/api/company/branches', owner, branchBody({ city_id: slovak }));
    expect(foreignCity.statusCode).toBe(400);
    expect(foreignCity.json().fields).toEqual([expect.objectContaining({ field: 'city_id', message: 'Vyberte město z vaší země' })]);
    const foreignEmployee = await call('POST', '/api/company/branches', owner, branchBody({ employee_ids: [other.employees[0]!.id] }));
    expect(foreignEmployee.json().fields).toEqual([expect.objectContaining({ field: 'employee_ids' })]);
    const overlap = await call(
      'POST',
      '/api/company/branches',
      owner,
      branchBody({
        opening_hours: [
          { weekday: 1, opens: '09:00', closes: '12:00' },
          { weekday: 1, opens: '11:00', closes: '15:00' },
        ],
      }),
    );
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().fields[0].field).toBe('opening_hours');
  });

  it('needs plan Business or higher: a Free company is refused with 403 plan_feature and sees the upgrade hint', async () => {
    const refused = await call('POST', '/api/company/branches', stranger, branchBody({ employee_ids: [] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_feature' });
    expect(refused.json().error).toContain('Business');
    const list = (await call('GET', '/api/company/branches', stranger)).json();
    expect(list).toMatchObject({ success: true, plan_allows: false, branches: [] });
  });

  it('lets no one else see or change the branch; the number of branches is bounded', async () => {
    expect((await call('GET', '/api/company/branches')).statusCode).toBe(401);
    expect((await call('GET', '/api/company/branches', stranger)).json().branches).toEqual([]);
    expect((await call('PUT', `/api/company/branches/${branchId}`, stranger, branchBody())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/company/branches/${branchId}`, stranger)).statusCode).toBe(404);
    const second = await call('POST', '/api/company/branches', owner, branchBody({ name: 'Druhá', city_id: home }));
    expect(second.statusCode).toBe(201);
    const third = await call('POST', '/api/company/branches', owner, branchBody({ name: 'Třetí' }));
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe('Firma může mít nejvýše 2 poboček');
    expect((await call('DELETE', `/api/company/branches/${second.json().branch.id}`, owner)).statusCode).toBe(200);
  });

  it('is found by search and the city page in its city, as that location; a deactivated branch is not', async () => {
    const search = async (city: string) => (await call('GET', `/api/search?city=${encodeURIComponent(city)}&limit=50`)).json();
    const there = await search(`Filiálkov ${kind}`);
    expect(there.total).toBe(1);
    expect(there.companies[0]).toMatchObject({
      id: salon.id,
      city: { name: `Filiálkov ${kind}` },
      address: 'Náměstí 5',
      branch: { id: branchId, name: 'Pobočka Filiálkov' },
    });
    const own = await search(`Pobočkov ${kind}`);
    const ownCard = own.companies.find((c: { id: number }) => c.id === salon.id);
    expect(ownCard).toMatchObject({ city: { name: `Pobočkov ${kind}` }, address: 'Testovací 1' });
    expect(ownCard.branch).toBeUndefined();
    const text = await call('GET', `/api/search?q=strih&city=${encodeURIComponent(`Filiálkov ${kind}`)}`);
    expect(text.json().companies.map((c: { id: number }) => c.id)).toEqual([salon.id]);

    const slug = (await t.database.db('cities').where({ id: away }).first('slug')).slug;
    const page = (await call('GET', `/api/cities/${slug}`)).json();
    expect(page.city.company_count).toBe(1);

    const off = await call('PUT', `/api/company/branches/${branchId}`, owner, branchBody({ is_active: false }));
    expect(off.statusCode).toBe(200);
    expect((await search(`Filiálkov ${kind}`)).total).toBe(0);
    expect((await call('GET', `/api/companies/${salon.slug}/branches`)).json().branches).toEqual([]);
    await call('PUT', `/api/company/branches/${branchId}`, owner, branchBody());
    expect((await search(`Filiálkov ${kind}`)).total).toBe(1);
  });

  it('is booked at: slots from its hours and employees, the booking keeps branch_id; without a branch nothing changes', async () => {
    const profile = (await call('GET', `/api/companies/${salon.slug}/branches`)).json();
    expect(profile.branches).toEqual([
      expect.objectContaining({
        id: branchId,
        address: 'Náměstí 5',
        phone: '+420 777 111 222',
        city: expect.objectContaining({ name: `Filiálkov ${kind}` }),
      }),
    ]);
    const slots = async (query: string) =>
      (await call('GET', `/api/companies/${salon.slug}/slots?service=${salon.services[0]!.id}${query}`)).json();
    const atBranch = await slots(`&branch=${branchId}&from=2026-11-24`);
    expect(atBranch.employees).toEqual([{ id: petr(), name: 'Petr' }]);
    const tuesday = atBranch.days.find((d: { date: string }) => d.date === '2026-11-24');
    expect(tuesday.slots.map((s: { start: string }) => s.start.slice(11, 16))).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
    ]);
    expect(atBranch.days.some((d: { date: string }) => d.date === '2026-11-28')).toBe(false); // a Saturday: closed
    const main = await slots('&from=2026-11-24');
    expect(main.employees.map((e: { name: string }) => e.name)).toEqual(['Eva', 'Petr']);
    expect(main.days.find((d: { date: string }) => d.date === '2026-11-24').slots[0].start.slice(11, 16)).toBe('09:00');

    const book = (extra: Record<string, unknown>) =>
      call('POST', '/api/bookings', undefined, {
        company: salon.slug,
        service: salon.services[0]!.id,
        name: 'Jana Pobočková',
        email: 'jana.pobockova@example.cz',
        phone: '+420 777 123 456',
        ...extra,
      });
    const early = await book({ start: '2026-11-24T09:00:00.000+01:00', branch_id: branchId });
    expect(early.statusCode).toBe(400); // the branch opens at 10
    const booked = await book({ start: '2026-11-24T10:00:00.000+01:00', branch_id: branchId });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().booking).toMatchObject({ employee_id: petr(), employee_name: 'Petr' });
    const row = await t.database.db('bookings').where({ id: booked.json().booking.id }).first();
    expect(Number(row.branch_id)).toBe(branchId);
    const mail = await t.database.db('email_queue').where({ kind: 'booking', to_email: 'jana.pobockova@example.cz' }).first();
    expect(String(mail.text_content)).toContain('Pobočka Filiálkov');

    const plain = await book({ start: '2026-11-24T09:00:00.000+01:00', email: 'bez.pobocky@example.cz' });
    expect(plain.statusCode).toBe(201);
    expect((await t.database.db('bookings').where({ id: plain.json().booking.id }).first()).branch_id).toBeNull();
    const elsewhere = await book({ start: '2026-11-24T11:00:00.000+01:00', branch_id: 999999, email: 'jinde@example.cz' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields[0].field).toBe('branch_id');

    // the status changes' e-mails name the branch too
    const customerMail = async (email: string) =>
      t.database.db('email_queue').where({ kind: 'booking', to_email: email }).orderBy('id', 'desc').first();
    const confirmed = await call('POST', `/api/company/bookings/${booked.json().booking.id}/status`, owner, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const confirmation = String((await customerMail('jana.pobockova@example.cz')).text_content);
    expect(confirmation).toContain('Pobočka Filiálkov');
    const later = await book({ start: '2026-11-24T12:00:00.000+01:00', branch_id: branchId, email: 'zruseno@example.cz' });
    expect(later.statusCode, later.body).toBe(201);
    const cancelled = await call('POST', `/api/company/bookings/${later.json().booking.id}/status`, owner, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancellation = await customerMail('zruseno@example.cz');
    expect(String(cancellation.subject) + String(cancellation.text_content)).toMatch(/zrušen/i);
    expect(String(cancellation.text_content)).toContain('Pobočka Filiálkov');

    // revenue of this month's completed bookings at the branch; deleting the branch keeps the booking
    await t.database.db('bookings').where({ id: booked.json().booking.id }).update({ status: 'completed' });
    const list = (await call('GET', '/api/company/branches', owner)).json();
    expect(list.branches.find((b: { id: number }) => b.id === branchId).month_revenue).toBe(600);
    expect((await call('DELETE', `/api/company/branches/${branchId}`, owner)).statusCode).toBe(200);
    expect((await t.database.db('bookings').where({ id: booked.json().booking.id }).first()).branch_id).toBeNull();
  });
});
