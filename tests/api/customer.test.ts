import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { PASSWORD } from '../helpers/factories.js';
import type { BookingStatus } from '../../src/core/booking/model.js';
import { createBooking } from '../helpers/bookings.js';
import { createListing, everyDay } from '../helpers/listings.js';

const START = new Date('2026-11-23T06:00:00Z'); // Monday 07:00 in Prague
const TOO_LATE = 'Rezervaci už nelze zrušit. Zrušit ji můžete nejpozději 2 hodiny před začátkem; jinak prosím kontaktujte přímo firmu.';

describe.each(DB_KINDS)('customer dashboard API on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(START);
  let company: { id: number; slug: string; rating: number; reviews_count: number };
  let serviceId: number;
  let eurCompanyId: number;
  const users: Record<'eva' | 'petr' | 'owner', { id: number; email: string }> = {} as never;

  const auth = async (who: keyof typeof users) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: users[who].email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().token}` };
  };
  const get = async (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const book = (start: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers,
      payload: { company: company.slug, service: serviceId, start, name: 'Eva Malá', email: 'eva@example.cz', phone: '777123456' },
    });
  const slotStarts = async (date: string) => {
    const answer = (await t.app.inject({ url: `/api/companies/${company.slug}/slots?service=${serviceId}&from=${date}` })).json();
    return answer.days.find((d: { date: string }) => d.date === date).slots.map((s: { start: string }) => s.start.slice(11, 16));
  };
  /** A past booking of the customer, as it stands after the visit (fixture). */
  const pastBooking = async (
    customerId: number,
    o: { daysAgo: number; status: string; price: number; currency?: string; companyId?: number; service?: number | null },
  ) => {
    const start = new Date(START.getTime() - o.daysAgo * 86_400_000);
    return createBooking(t.database.db, {
      company_id: o.companyId ?? company.id,
      service_id: o.service === undefined ? serviceId : o.service,
      customer_id: customerId,
      service_name: 'Střih',
      duration_minutes: 60,
      price: o.price,
      currency: o.currency ?? 'CZK',
      name: 'Eva Malá',
      email: 'eva@example.cz',
      phone: '777123456',
      start,
      status: o.status as BookingStatus,
    });
  };

  /** The business switches its service off or on again, as its dashboard does. */
  const setServiceActive = async (is_active: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/company/services/${serviceId}`,
      headers: await auth('owner'),
      payload: { name: 'Střih', duration_minutes: 60, price: 500, is_active },
    });
    if (res.statusCode !== 200) throw new Error(`service update failed: ${res.body}`);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    const db = t.database.db;
    // listings of the test's own: a Czech one open 9-17 every day with one 60-minute service and no
    // reviews yet, and a Slovak one (prices in euros)
    const cityOf = async (country: string) => Number((await db('cities').where({ country_code: country }).orderBy('id').first('id')).id);
    const made = await createListing(db, {
      name: 'Salon Zákaznický',
      city: await cityOf('CZ'),
      rating: 0,
      reviews: 0,
      services: [{ name: 'Střih', price: 500, duration: 60 }],
      hours: everyDay('09:00', '17:00'),
    });
    const c = await db('companies').where({ id: made.id }).first('id', 'slug', 'rating', 'reviews_count');
    company = { id: Number(c.id), slug: c.slug, rating: Number(c.rating), reviews_count: Number(c.reviews_count) };
    serviceId = made.services[0]!.id;
    eurCompanyId = (await createListing(db, { name: 'Salón Eurový', country: 'SK', city: await cityOf('SK') })).id;
    for (const [key, role, first, last] of [
      ['eva', 'customer', 'Eva', 'Malá'],
      ['petr', 'customer', 'Petr', 'Cizí'],
      ['owner', 'company', 'Olga', 'Majitelová'],
    ] as const) {
      const user = await t.core.accounts.createUser({
        email: `${key}@zakaznik.cz`,
        password: PASSWORD,
        role,
        first_name: first,
        last_name: last,
        company_id: role === 'company' ? company.id : null,
      });
      users[key] = { id: user.id, email: user.email };
    }
  });
  afterAll(() => t?.close());

  it('answers 401 without a session and 403 to a company account', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT', string]> = [
      ['GET', '/api/me/dashboard'],
      ['GET', '/api/me/bookings'],
      ['GET', '/api/me/bookings/1'],
      ['POST', '/api/me/bookings/1/review'],
      ['POST', '/api/me/bookings/1/cancel'],
      ['GET', '/api/me/profile'],
      ['PUT', '/api/me/profile'],
    ];
    const owner = await auth('owner');
    for (const [method, url] of routes) {
      const payload = method === 'GET' ? undefined : {};
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: owner })).statusCode, `${method} ${url} as company`).toBe(403);
    }
  });

  it("counts the figures from the customer's own bookings: upcoming, visits, spent per currency, average rating", async () => {
    const eva = await auth('eva');
    expect((await get('/api/me/dashboard', eva)).json()).toEqual({
      success: true,
      stats: { upcoming: 0, visits: 0, spent: [], average_rating: null, reviews: 0 },
      upcoming: [],
    });
    await pastBooking(users.eva.id, { daysAgo: 10, status: 'completed', price: 500 });
    await pastBooking(users.eva.id, { daysAgo: 5, status: 'completed', price: 700 });
    await pastBooking(users.eva.id, {
      daysAgo: 3,
      status: 'completed',
      price: 30,
      currency: 'EUR',
      companyId: eurCompanyId,
      service: null,
    });
    await pastBooking(users.eva.id, { daysAgo: 2, status: 'cancelled', price: 900 });
    await pastBooking(users.eva.id, { daysAgo: 1, status: 'no_show', price: 400 });
    await pastBooking(users.petr.id, { daysAgo: 4, status: 'completed', price: 9999 });
    for (const start of [
      '2026-11-26T10:00:00+01:00',
      '2026-11-24T10:00:00+01:00',
      '2026-11-25T10:00:00+01:00',
      '2026-11-27T10:00:00+01:00',
    ]) {
      expect((await book(start, eva)).statusCode).toBe(201);
    }
    const dashboard = (await get('/api/me/dashboard', eva)).json();
    expect(dashboard.stats).toEqual({
      upcoming: 4,
      visits: 3,
      spent: [
        { amount: 1200, currency: 'CZK' },
        { amount: 30, currency: 'EUR' },
      ],
      average_rating: null,
      reviews: 0,
    });
    // up to 3 upcoming, soonest first
    expect(dashboard.upcoming.map((b: { start: string }) => b.start)).toEqual([
      '2026-11-24T09:00:00.000Z',
      '2026-11-25T09:00:00.000Z',
      '2026-11-26T09:00:00.000Z',
    ]);
    expect(dashboard.upcoming[0]).toMatchObject({
      company: { id: company.id, slug: company.slug },
      stage: 'upcoming',
      can_cancel: true,
      can_repeat: false,
      can_review: false,
      review: null,
    });
  });

  it('filters the bookings and flags each: cancel while upcoming, repeat once over, review once completed', async () => {
    const eva = await auth('eva');
    const list = async (filter: string) => (await get(`/api/me/bookings?filter=${filter}`, eva)).json();
    const all = await list('all');
    expect(all.total).toBe(9);
    expect(all.bookings.map((b: { stage: string }) => b.stage)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'no_show',
      'cancelled',
      'completed',
      'completed',
      'completed',
    ]);
    const upcoming = await list('upcoming');
    expect(upcoming.bookings).toHaveLength(4);
    expect(upcoming.bookings.every((b: { can_cancel: boolean; status: string }) => b.can_cancel && b.status === 'pending')).toBe(true);
    const completed = await list('completed');
    expect(completed.bookings.map((b: { price: number; currency: string }) => `${b.price} ${b.currency}`)).toEqual([
      '30 EUR',
      '700 CZK',
      '500 CZK',
    ]);
    // the EUR visit has no service any more: nothing to book again
    expect(completed.bookings.map((b: { can_repeat: boolean }) => b.can_repeat)).toEqual([false, true, true]);
    expect(completed.bookings.every((b: { can_review: boolean; can_cancel: boolean }) => b.can_review && !b.can_cancel)).toBe(true);
    const cancelled = await list('cancelled');
    expect(cancelled.bookings).toHaveLength(1);
    expect(cancelled.bookings[0]).toMatchObject({
      status: 'cancelled',
      stage: 'cancelled',
      can_cancel: false,
      can_repeat: true,
      can_review: false,
      price: 900,
    });
    const page2 = await get('/api/me/bookings?filter=all&page=2&limit=4', eva);
    expect(page2.json()).toMatchObject({ page: 2, limit: 4, total: 9 });
    expect(page2.json().bookings.map((b: { stage: string }) => b.stage)).toEqual(['no_show', 'cancelled', 'completed', 'completed']);
    expect((await get('/api/me/bookings?filter=someday', eva)).statusCode).toBe(400);
    expect((await get('/api/me/bookings?limit=1000', eva)).statusCode).toBe(400);
    // a deactivated service cannot be repeated
    await setServiceActive(false);
    expect((await list('completed')).bookings.map((b: { can_repeat: boolean }) => b.can_repeat)).toEqual([false, false, false]);
    await setServiceActive(true);
  });

  it('cancels an upcoming booking more than 2 hours ahead, which frees the slot; refuses it later with the reason', async () => {
    const eva = await auth('eva');
    const made = (await book('2026-11-23T10:00:00+01:00', eva)).json().booking; // 3 hours ahead
    expect(await slotStarts('2026-11-23')).not.toContain('10:00');
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/me/bookings/${made.id}/cancel`, headers: eva });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.status).toBe('cancelled');
    expect(await slotStarts('2026-11-23')).toContain('10:00');
    expect((await get(`/api/me/bookings/${made.id}`, eva)).json().booking).toMatchObject({
      stage: 'cancelled',
      can_cancel: false,
      can_repeat: true,
    });

    const late = (await book('2026-11-23T11:00:00+01:00', eva)).json().booking;
    expect((await get(`/api/me/bookings/${late.id}`, eva)).json().booking.can_cancel).toBe(true);
    clock.set(new Date('2026-11-23T08:30:00Z')); // 1.5 hours before
    try {
      const later = await auth('eva');
      expect((await get(`/api/me/bookings/${late.id}`, later)).json().booking.can_cancel).toBe(false);
      const refused = await t.app.inject({ method: 'POST', url: `/api/me/bookings/${late.id}/cancel`, headers: later });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(TOO_LATE);
      expect((await t.database.db('bookings').where({ id: late.id }).first('status')).status).toBe('pending');
    } finally {
      clock.set(START);
    }
  });

  it('takes one review of a completed visit, updates the company rating and count, and shows it on the profile', async () => {
    const eva = await auth('eva');
    const upcoming = (await get('/api/me/bookings?filter=upcoming', eva)).json().bookings[0];
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/me/bookings/${upcoming.id}/review`,
      headers: eva,
      payload: { rating: 5, text: 'Předčasně' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Hodnotit lze až dokončenou návštěvu.');

    const visit = (await get('/api/me/bookings?filter=completed', eva))
      .json()
      .bookings.find((b: { company: { id: number } }) => b.company.id === company.id);
    for (const rating of [0, 6, 'pět', 4.5]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/me/bookings/${visit.id}/review`,
        headers: eva,
        payload: { rating, text: 'x' },
      });
      expect(bad.statusCode, String(rating)).toBe(400);
      expect(bad.json().fields).toEqual([{ field: 'rating', message: 'Vyberte hodnocení od 1 do 5 hvězdiček', key: 'customer.rating' }]);
    }
    const petr = await auth('petr');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/me/bookings/${visit.id}/review`,
          headers: petr,
          payload: { rating: 1, text: 'Cizí' },
        })
      ).statusCode,
    ).toBe(404);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/me/bookings/${visit.id}/review`,
      headers: eva,
      payload: { rating: 5, text: '  Skvělý střih, děkuji!  ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().booking).toMatchObject({
      id: visit.id,
      can_review: false,
      review: { rating: 5, text: 'Skvělý střih, děkuji!', author_name: 'Eva M.' },
    });
    const expected = Math.round(((company.rating * company.reviews_count + 5) / (company.reviews_count + 1)) * 100) / 100;
    const detail = (await t.app.inject({ url: `/api/companies/${company.slug}` })).json().company;
    expect(detail.reviews_count).toBe(company.reviews_count + 1);
    expect(detail.rating).toBeCloseTo(expected, 2);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/me/bookings/${visit.id}/review`,
      headers: eva,
      payload: { rating: 1, text: 'Znovu' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Tuto návštěvu jste už hodnotili.');
    expect(await t.database.db('reviews').where({ booking_id: visit.id })).toHaveLength(1);
    expect(Number((await t.database.db('companies').where({ id: company.id }).first('reviews_count')).reviews_count)).toBe(
      company.reviews_count + 1,
    );

    // a second completed visit, rated 4: the customer's average is 4.5
    const other = (await get('/api/me/bookings?filter=completed', eva))
      .json()
      .bookings.find((b: { id: number; company: { id: number } }) => b.company.id === company.id && b.id !== visit.id);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/me/bookings/${other.id}/review`, headers: eva, payload: { rating: 4 } })).statusCode,
    ).toBe(201);
    expect((await get('/api/me/dashboard', eva)).json().stats).toMatchObject({ average_rating: 4.5, reviews: 2 });

    const reviews = (await t.app.inject({ url: `/api/companies/${company.slug}/reviews` })).json();
    expect(reviews).toMatchObject({ success: true, page: 1, limit: 10, total: 2 });
    expect(
      reviews.reviews.map((r: { rating: number; text: string; author_name: string }) => [r.rating, r.text, r.author_name]).sort(),
    ).toEqual([
      [4, '', 'Eva M.'],
      [5, 'Skvělý střih, děkuji!', 'Eva M.'],
    ]);
    expect((await t.app.inject({ url: `/api/companies/${company.slug}/reviews?page=2` })).json().reviews).toEqual([]);
    expect((await t.app.inject({ url: '/api/companies/nikdo-neexistuje/reviews' })).statusCode).toBe(404);
  });

  it("never shows, cancels or reviews another customer's booking", async () => {
    const eva = await auth('eva');
    const petr = await auth('petr');
    const evas = (await get('/api/me/bookings?filter=upcoming', eva)).json().bookings[0];
    expect((await get(`/api/me/bookings/${evas.id}`, eva)).statusCode).toBe(200);
    const read = await get(`/api/me/bookings/${evas.id}`, petr);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('eva@example.cz');
    expect((await t.app.inject({ method: 'POST', url: `/api/me/bookings/${evas.id}/cancel`, headers: petr })).statusCode).toBe(404);
    expect((await t.database.db('bookings').where({ id: evas.id }).first('status')).status).toBe('pending');
    const mine = (await get('/api/me/bookings', petr)).json();
    expect(mine.bookings.map((b: { price: number }) => b.price)).toEqual([9999]);
    expect((await get('/api/me/dashboard', petr)).json().stats).toEqual({
      upcoming: 0,
      visits: 1,
      spent: [{ amount: 9999, currency: 'CZK' }],
      average_rating: null,
      reviews: 0,
    });
    expect((await get('/api/me/bookings/abc', petr)).statusCode).toBe(404);
  });

  it("lists the edition's usable promotions: the seeded samples point at its companies; expired, used-up and inactive ones are left out", async () => {
    const list = async (query: string) => (await t.app.inject({ url: `/api/promotions${query}` })).json();
    for (const [country, currency] of [
      ['CZ', 'CZK'],
      ['SK', 'EUR'],
      ['PL', 'PLN'],
    ]) {
      const seeded = await list(`?country=${country}&limit=50`);
      expect(seeded.promotions.map((p: { category: string }) => p.category).sort()).toEqual(['krasa', 'sport', 'wellness']);
      expect(seeded.promotions.map((p: { usage_limit: number }) => p.usage_limit).sort()).toEqual([100, 20, 50]);
      for (const p of seeded.promotions) {
        expect(p.currency).toBe(currency);
        expect(Date.parse(p.valid_until)).toBeGreaterThan(START.getTime());
        expect(p.discounted_price).toBeLessThan(p.original_price);
        const owner = await t.database.db('companies').where({ slug: p.company.slug }).first('country_code', 'status');
        expect(owner).toEqual({ country_code: country, status: 'active' });
      }
    }
    const db = t.database.db;
    const stamp = START.toISOString();
    const base = {
      country_code: 'CZ',
      company_id: company.id,
      discount: 10,
      discount_type: 'percentage',
      currency: 'CZK',
      is_active: true,
      used_count: 0,
      created_at: stamp,
      updated_at: stamp,
    };
    const soon = new Date(START.getTime() + 86_400_000).toISOString();
    await db('promotions').insert([
      { ...base, title: 'Prošlá', valid_until: new Date(START.getTime() - 1000).toISOString(), usage_limit: 10 },
      { ...base, title: 'Vyčerpaná', valid_until: soon, usage_limit: 10, used_count: 10 },
      { ...base, title: 'Vypnutá', valid_until: soon, usage_limit: 10, is_active: false },
      { ...base, title: 'Polská', valid_until: soon, usage_limit: 10, country_code: 'PL', currency: 'PLN' },
      { ...base, title: 'Bez limitu', valid_until: soon, usage_limit: null, company_id: null },
      { ...base, title: 'Poslední kus', valid_until: soon, usage_limit: 10, used_count: 9 },
    ]);
    const cz = await list('?country=CZ&limit=50');
    const titles = cz.promotions.map((p: { title: string }) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Bez limitu', 'Poslední kus']));
    for (const gone of ['Prošlá', 'Vyčerpaná', 'Vypnutá', 'Polská']) expect(titles).not.toContain(gone);
    expect(cz.total).toBe(5);
    expect(cz.promotions.find((p: { title: string }) => p.title === 'Bez limitu').company).toBeNull();
    // the soonest to expire first; the dashboard asks for 4; the edition comes from the host when not given
    const four = await list('');
    expect(four).toMatchObject({ limit: 4, total: 5 });
    expect(
      four.promotions
        .slice(0, 2)
        .map((p: { title: string }) => p.title)
        .sort(),
    ).toEqual(['Bez limitu', 'Poslední kus']);
    expect((await list('?country=PL&limit=50')).promotions.map((p: { title: string }) => p.title)).toContain('Polská');
    expect((await t.app.inject({ url: '/api/promotions?limit=500' })).statusCode).toBe(400);
  });

  it('reads and saves the profile: name split into first and last, phone, the three preferences; Czech field errors', async () => {
    const eva = await auth('eva');
    const before = (await get('/api/me/profile', eva)).json().profile;
    expect(before).toEqual({
      name: 'Eva Malá',
      first_name: 'Eva',
      last_name: 'Malá',
      email: 'eva@zakaznik.cz',
      phone: '',
      member_since: START.toISOString(),
      preferences: { notifications: true, email_offers: false, sms_reminders: true },
    });
    const payload = {
      name: '  Eva Marie   Nováková ',
      phone: '+420 777 888 999',
      preferences: { notifications: false, email_offers: true, sms_reminders: false },
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/me/profile', headers: eva, payload });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Změny byly uloženy.');
    const after = (await get('/api/me/profile', eva)).json().profile;
    expect(after).toMatchObject({
      name: 'Eva Marie Nováková',
      first_name: 'Eva',
      last_name: 'Marie Nováková',
      phone: '+420 777 888 999',
      preferences: payload.preferences,
    });
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: eva,
      payload: { token: eva.authorization.slice(7) },
    });
    expect(verify.json().user).toMatchObject({ first_name: 'Eva', last_name: 'Marie Nováková' });

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: eva,
      payload: { name: ' ', phone: 'volejte', preferences: { notifications: 'ano' } },
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries(bad.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(fields.name).toBe('Jméno je povinné');
    expect(fields.phone).toBe('Zadejte platné telefonní číslo');
    expect(Object.keys(fields).some((f) => f.startsWith('preferences'))).toBe(true);
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: eva,
      payload: { ...payload, name: `${'a'.repeat(101)} B` },
    });
    expect(tooLong.json().fields).toEqual([{ field: 'name', message: 'Jméno i příjmení mohou mít nejvýše 100 znaků' }]);
    expect((await get('/api/me/profile', eva)).json().profile.name).toBe('Eva Marie Nováková'); // unchanged by the refused saves
    // the other customer's profile is untouched
    expect((await get('/api/me/profile', await auth('petr'))).json().profile).toMatchObject({ name: 'Petr Cizí', phone: '' });
  });
});
