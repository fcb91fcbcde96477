import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../src/core/mail/signing.js';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { createBooking } from '../helpers/bookings.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createSuppressions, createUser, login, setEmailOffers, userWithToken } from '../helpers/factories.js';
import { createListing, everyDay } from '../helpers/listings.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');

type Auth = { authorization: string };
interface Listing {
  id: number;
  slug: string;
  auth: Auth;
  /** its company account's e-mail (to sign in again after the clock moves past the session) */
  email: string;
  /** Střih 500, Barvení 1200 */
  services: number[];
}

describe.each(DB_KINDS)('promotions on %s: CRUD, access, a booking uses one exactly once, e-mailing', (kind) => {
  let t: TestApp;
  const clock = manualClock(NOW);
  let salon: Listing;
  let other: Listing;

  async function listing(name: string): Promise<Listing> {
    const db = t.database.db;
    const city = Number((await db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id);
    const created = await createListing(db, {
      name,
      city,
      email: 'akce@example.cz',
      services: [
        { name: 'Střih', price: 500, duration: 60 },
        { name: 'Barvení', price: 1200, duration: 60 },
      ],
      hours: everyDay('09:00', '17:00'),
    });
    const user = await createUser(t.core, 'company', { company_id: created.id });
    const token = (await login(t.app, user.email)).json().token as string;
    return {
      id: created.id,
      slug: created.slug,
      email: user.email,
      auth: { authorization: `Bearer ${token}` },
      services: created.services.map((s: { id: number }) => s.id),
    };
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, promotions: { emailsPerDay: 2 } });
    salon = await listing('Salon Akční');
    other = await listing('Salon Jiný');
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (body: Record<string, unknown>, who: Listing = salon) => {
    const res = await call('POST', '/api/company/promotions', who.auth, {
      title: 'Podzimní sleva',
      discount_type: 'percentage',
      discount: 20,
      valid_until: '2026-12-31',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().promotion as { id: number; state: string; used_count: number };
  };
  const book = (start: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}, who: Listing = salon) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers,
      payload: {
        company: who.slug,
        service: who.services[0],
        start,
        name: 'Jana Nováková',
        email: 'jana.akce@example.cz',
        phone: '+420 777 123 456',
        ...extra,
      },
    });
  /** Moves the clock and signs the salon in again (a session lapses when the clock jumps hours ahead). */
  const moveClock = async (to: Date) => {
    clock.set(to);
    salon.auth = { authorization: `Bearer ${(await login(t.app, salon.email)).json().token}` };
  };
  const usedCount = async (id: number) => Number((await t.database.db('promotions').where({ id }).first('used_count')).used_count);

  it('creates, lists by state, edits and validates by field name (Czech); dates are Prague days', async () => {
    const promo = await create({ description: 'Na všechny služby', usage_limit: 10 });
    expect(promo).toMatchObject({ state: 'active', used_count: 0, valid_until: '2026-12-31', currency: 'CZK', service_id: null });
    const stored = await t.database.db('promotions').where({ id: promo.id }).first('valid_until', 'company_id', 'country_code');
    expect(new Date(stored.valid_until).toISOString()).toBe('2026-12-31T23:00:00.000Z'); // the moment after 31 Dec in Prague
    expect(Number(stored.company_id)).toBe(salon.id);

    const planned = await create({
      title: 'Vánoce',
      valid_from: '2026-12-20',
      valid_until: '2026-12-24',
      service_id: salon.services[1],
      discount_type: 'fixed',
      discount: 300,
    });
    expect(planned).toMatchObject({ state: 'planned', valid_from: '2026-12-20', service_name: 'Barvení' });

    const list = await call('GET', '/api/company/promotions', salon.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().promotions.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([promo.id, planned.id]));
    const plannedOnly = (await call('GET', '/api/company/promotions?state=planned', salon.auth)).json().promotions;
    expect(plannedOnly.map((p: { id: number }) => p.id)).toEqual([planned.id]);

    const edited = await call('PUT', `/api/company/promotions/${promo.id}`, salon.auth, {
      title: 'Podzimní sleva 25 %',
      discount_type: 'percentage',
      discount: 25,
      valid_until: '2026-12-31',
      usage_limit: 10,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().promotion).toMatchObject({ title: 'Podzimní sleva 25 %', discount: 25 });

    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/api/company/promotions', salon.auth, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().fields as Array<{ field: string; message: string }>;
    };
    const base = { title: 'X', discount_type: 'percentage', discount: 10, valid_until: '2026-12-31' };
    expect(await fieldsOf({ ...base, title: '' })).toEqual([
      expect.objectContaining({ field: 'title', message: 'Zadejte název akce (nejvýše 190 znaků)' }),
    ]);
    expect((await fieldsOf({ ...base, discount: 150 }))[0]).toMatchObject({
      field: 'discount',
      message: 'Procentní sleva je celé číslo od 1 do 100',
    });
    expect((await fieldsOf({ ...base, discount: 0 }))[0]).toMatchObject({ field: 'discount' });
    expect((await fieldsOf({ ...base, valid_from: '2026-12-10', valid_until: '2026-12-01' }))[0]).toMatchObject({ field: 'valid_until' });
    expect((await fieldsOf({ ...base, valid_until: '31. 12. 2026' }))[0]).toMatchObject({ field: 'valid_until' });
    expect((await fieldsOf({ ...base, valid_until: '2026-11-25' }))[0]).toMatchObject({
      field: 'valid_until',
      message: 'Konec platnosti nesmí být v minulosti',
    });
    expect((await fieldsOf({ ...base, usage_limit: 0 }))[0]).toMatchObject({ field: 'usage_limit' });
    expect((await fieldsOf({ ...base, service_id: other.services[0] }))[0]).toMatchObject({
      field: 'service_id',
      message: 'Vyberte službu vaší firmy',
    });
    expect((await fieldsOf({ ...base, discount_type: 'fixed', discount: 600, service_id: salon.services[0] }))[0]).toMatchObject({
      field: 'discount',
      message: 'Sleva nesmí být vyšší než cena služby',
    });
  });

  it("sees only the caller's company: another company's promotion is 404; customers and visitors are refused", async () => {
    const mine = await create({ title: 'Jen moje' });
    for (const [method, url] of [
      ['GET', `/api/company/promotions/${mine.id}`],
      ['PUT', `/api/company/promotions/${mine.id}`],
      ['DELETE', `/api/company/promotions/${mine.id}`],
      ['POST', `/api/company/promotions/${mine.id}/send`],
      ['GET', `/api/company/promotions/${mine.id}/recipients`],
    ] as const) {
      const res = await call(
        method,
        url,
        other.auth,
        method === 'PUT' ? { title: 'Cizí', discount_type: 'percentage', discount: 5, valid_until: '2026-12-31' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/api/company/promotions', other.auth)).json().promotions.map((p: { id: number }) => p.id)).not.toContain(
      mine.id,
    );
    const customer = await createUser(t.core, 'customer');
    const customerAuth = { authorization: `Bearer ${(await login(t.app, customer.email)).json().token}` };
    expect((await call('GET', '/api/company/promotions', customerAuth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/company/promotions' })).statusCode).toBe(401);
    expect((await call('GET', `/api/company/promotions/${mine.id}`, salon.auth)).statusCode).toBe(200);
  });

  it('lowers the price (percentage and fixed), stores the promotion and the original price, and the modal lists what applies', async () => {
    const percent = await create({ title: 'Minus 20 %', discount: 20, service_id: salon.services[0] });
    const fixed = await create({ title: 'Minus 150 Kč', discount_type: 'fixed', discount: 150 });
    const big = await create({ title: 'Minus 800 Kč', discount_type: 'fixed', discount: 800 }); // above Střih's 500: not for Střih

    const offered = await t.app.inject({ url: `/api/companies/${salon.slug}/promotions?service=${salon.services[0]}` });
    expect(offered.statusCode).toBe(200);
    const byId = new Map(offered.json().promotions.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(percent.id)).toMatchObject({ original_price: 500, price: 400, currency: 'CZK' });
    expect(byId.get(fixed.id)).toMatchObject({ original_price: 500, price: 350 });
    expect(byId.has(big.id)).toBe(false);
    const forColouring = (await t.app.inject({ url: `/api/companies/${salon.slug}/promotions?service=${salon.services[1]}` })).json();
    expect(forColouring.promotions.map((p: { id: number }) => p.id)).not.toContain(percent.id);

    const a = await book('2026-11-27T09:00:00+01:00', { promotion_id: percent.id });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().booking).toMatchObject({ price: 400, original_price: 500, promotion_id: percent.id, promotion_title: 'Minus 20 %' });
    const b = await book('2026-11-27T10:00:00+01:00', { promotion_id: fixed.id, email: 'petr.akce@example.cz' });
    expect(b.json().booking).toMatchObject({ price: 350, original_price: 500, promotion_id: fixed.id });
    // the business's notice names the promotion beside the service
    const notice = await t.database.db('email_queue').where({ kind: 'booking', to_email: 'akce@example.cz' }).orderBy('id', 'desc').first();
    expect(notice.text_content).toContain('Střih – Minus 150 Kč');
    const row = await t.database.db('bookings').where({ id: b.json().booking.id }).first('price', 'original_price', 'promotion_id');
    expect(row).toMatchObject({ price: 350, original_price: 500 });
    expect(await usedCount(fixed.id)).toBe(1);
    // the salon's reservations show it
    const reservations = (await call('GET', '/api/company/reservations?when=upcoming&limit=100', salon.auth)).json();
    expect(reservations.items.find((r: { id: number }) => r.id === b.json().booking.id)).toMatchObject({
      price: 350,
      original_price: 500,
      promotion_title: 'Minus 150 Kč',
    });
    const salonList = await call('GET', '/api/company/promotions', salon.auth);
    expect(salonList.json().promotions.find((p: { id: number }) => p.id === fixed.id).used_count).toBe(1);

    // not for this service / another company's / above the price: 400 naming promotion_id
    for (const [extra, start] of [
      [{ promotion_id: percent.id, service: salon.services[1] }, '2026-11-27T11:00:00+01:00'],
      [{ promotion_id: big.id }, '2026-11-27T12:00:00+01:00'],
      [{ promotion_id: 99999999 }, '2026-11-27T13:00:00+01:00'],
    ] as const) {
      const res = await book(start, extra);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields[0]).toMatchObject({
        field: 'promotion_id',
        message: 'Zvolená akce neplatí pro tuto službu nebo termín rezervace',
      });
    }
    const foreign = await create({ title: 'Cizí akce' }, other);
    expect((await book('2026-11-27T14:00:00+01:00', { promotion_id: foreign.id })).statusCode).toBe(400);
    expect(await usedCount(foreign.id)).toBe(0);
  });

  it('takes exactly the usage limit under 20 concurrent bookings (limit 5): the rest a clear 409, nothing over-counted', async () => {
    const promo = await create({ title: 'Jen pět', discount: 10, usage_limit: 5 });
    const starts = Array.from({ length: 20 }, (_, i) => {
      const day = String(28 + Math.floor(i / 2)).padStart(2, '0');
      const date = Number(day) > 30 ? `2026-12-${String(Number(day) - 30).padStart(2, '0')}` : `2026-11-${day}`;
      return `${date}T${i % 2 ? '15' : '16'}:00:00+01:00`;
    });
    const answers = await Promise.all(starts.map((start, i) => book(start, { promotion_id: promo.id, email: `limit${i}@example.cz` })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused).toMatchObject({ code: 'conflict', error: 'Zvolená akce už byla vyčerpána. Vyberte jinou nebo rezervujte bez ní.' });
    expect(refused.fields[0].field).toBe('promotion_id');
    expect(await usedCount(promo.id)).toBe(5);
    const withPromo = await t.database.db('bookings').where({ promotion_id: promo.id }).select('id');
    expect(withPromo).toHaveLength(5);
    // used up: ended in the salon's list, gone from the modal
    expect((await call('GET', `/api/company/promotions/${promo.id}`, salon.auth)).json().promotion.state).toBe('ended');
    const offered = (await t.app.inject({ url: `/api/companies/${salon.slug}/promotions?service=${salon.services[0]}` })).json();
    expect(offered.promotions.map((p: { id: number }) => p.id)).not.toContain(promo.id);
  });

  it('a booking that rolls back keeps no use; an Idempotency-Key replay does not count again', async () => {
    const promo = await create({ title: 'Jednou', discount: 10, usage_limit: 3 });
    const first = await book('2026-12-08T09:00:00+01:00', { promotion_id: promo.id }, { 'idempotency-key': 'akce-replay-1' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await book('2026-12-08T09:00:00+01:00', { promotion_id: promo.id }, { 'idempotency-key': 'akce-replay-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().booking.id).toBe(first.json().booking.id);
    expect(await usedCount(promo.id)).toBe(1);
    // the same key with another promotion is another request: 409, nothing taken
    const other = await create({ title: 'Jiná', discount: 5 });
    const mismatch = await book('2026-12-08T09:00:00+01:00', { promotion_id: other.id }, { 'idempotency-key': 'akce-replay-1' });
    expect(mismatch.statusCode).toBe(409);
    expect(await usedCount(other.id)).toBe(0);
    // the same slot again (another person): taken, the transaction rolls back with its use
    const taken = await book('2026-12-08T09:00:00+01:00', { promotion_id: promo.id, email: 'jiny@example.cz' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Tento termín už je obsazený. Vyberte prosím jiný.');
    expect(await usedCount(promo.id)).toBe(1);
  });

  it('a cancelled booking gives its use back exactly once, by every way of cancelling, also when the cancellations race', async () => {
    const promo = await create({ title: 'Vrácení', discount: 10, usage_limit: 2 });
    const made = async (start: string, email: string) => {
      const res = await book(start, { promotion_id: promo.id, email });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().booking.id as number;
    };
    const byLink = (id: number) => t.app.inject({ method: 'POST', url: `/r/${signToken(TEST_SECRET, 'cancel', id)}`, payload: {} });
    const byCompany = (id: number) => call('POST', `/api/company/bookings/${id}/status`, salon.auth, { status: 'cancelled' });
    const returned = async (id: number) =>
      (await t.database.db('bookings').where({ id }).first('promotion_use_returned_at')).promotion_use_returned_at;

    const a = await made('2026-12-03T09:00:00+01:00', 'vraceni.a@example.cz');
    const b = await made('2026-12-03T10:00:00+01:00', 'vraceni.b@example.cz');
    expect(await usedCount(promo.id)).toBe(2);
    expect((await book('2026-12-03T11:00:00+01:00', { promotion_id: promo.id, email: 'vraceni.c@example.cz' })).statusCode).toBe(409);

    // ten cancellations of one booking at once, by the link and by the salon: one goes through, one use comes back
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? byLink(a) : byCompany(a))));
    expect(answers.filter((r) => r.statusCode === 200 || r.statusCode === 303 || r.statusCode === 302).length).toBeGreaterThanOrEqual(1);
    expect(await usedCount(promo.id)).toBe(1);
    expect(await returned(a)).not.toBeNull();
    // cancelling it again changes nothing
    expect((await byCompany(a)).statusCode).toBe(409);
    await byLink(a);
    expect(await usedCount(promo.id)).toBe(1);

    // the use is free again: a re-booking takes it, once
    const again = await made('2026-12-03T09:00:00+01:00', 'vraceni.a@example.cz');
    expect(await usedCount(promo.id)).toBe(2);
    expect((await book('2026-12-03T12:00:00+01:00', { promotion_id: promo.id, email: 'vraceni.d@example.cz' })).statusCode).toBe(409);

    // the other ways of cancelling: the customer's own link, the salon, the admin
    expect((await byLink(b)).statusCode).toBeLessThan(400);
    expect(await usedCount(promo.id)).toBe(1);
    const admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    const cancelled = await call('POST', `/api/admin/bookings/${again}/status`, admin, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usedCount(promo.id)).toBe(0);
    // a booking without a promotion gives nothing back
    const plain = await book('2026-12-03T13:00:00+01:00', { email: 'bez.akce@example.cz' });
    expect((await byCompany(plain.json().booking.id)).statusCode).toBe(200);
    expect(await usedCount(promo.id)).toBe(0);
  });

  it('an anonymous visitor cannot use up a limited promotion by booking and cancelling', async () => {
    const promo = await create({ title: 'Omezená', discount: 15, usage_limit: 2 });
    for (let i = 0; i < 5; i++) {
      const made = await book(`2026-12-04T${String(9 + i).padStart(2, '0')}:00:00+01:00`, {
        promotion_id: promo.id,
        email: `anonym${i}@example.cz`,
      });
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().booking.id as number;
      expect(
        (await t.app.inject({ method: 'POST', url: `/r/${signToken(TEST_SECRET, 'cancel', id)}`, payload: {} })).statusCode,
      ).toBeLessThan(400);
    }
    expect(await usedCount(promo.id)).toBe(0);
    expect((await call('GET', `/api/company/promotions/${promo.id}`, salon.auth)).json().promotion.state).toBe('active');
  });

  it('is usable up to the end of its last Prague day and from the start of its first (clock port)', async () => {
    const promo = await create({ title: 'Víkend', valid_from: '2026-11-28', valid_until: '2026-11-29', discount: 10 });
    try {
      clock.set(new Date('2026-11-27T22:59:59Z')); // 23:59:59 on 27 Nov in Prague: not yet
      const early = await book('2026-12-09T09:00:00+01:00', { promotion_id: promo.id });
      expect(early.statusCode).toBe(400);
      expect(early.json().fields[0].field).toBe('promotion_id');
      clock.set(new Date('2026-11-27T23:00:00Z')); // 00:00 on 28 Nov
      expect((await book('2026-12-09T09:00:00+01:00', { promotion_id: promo.id })).statusCode).toBe(201);
      clock.set(new Date('2026-11-29T22:59:59Z')); // 23:59:59 on 29 Nov: the last moment
      expect((await book('2026-12-09T10:00:00+01:00', { promotion_id: promo.id, email: 'posledni@example.cz' })).statusCode).toBe(201);
      clock.set(new Date('2026-11-29T23:00:00Z')); // 00:00 on 30 Nov: over
      const late = await book('2026-12-09T11:00:00+01:00', { promotion_id: promo.id, email: 'pozde@example.cz' });
      expect(late.statusCode).toBe(400);
      expect(late.json().fields[0].field).toBe('promotion_id');
      expect(await usedCount(promo.id)).toBe(2);
    } finally {
      clock.set(NOW);
    }
  });

  it('DELETE deletes a promotion never used, ends (keeps) a used one; an ended one cannot be edited or used', async () => {
    const unused = await create({ title: 'Omylem' });
    const gone = await call('DELETE', `/api/company/promotions/${unused.id}`, salon.auth);
    expect(gone.json()).toMatchObject({ success: true, deleted: true, promotion: null, message: 'Akce byla smazána' });
    expect(await t.database.db('promotions').where({ id: unused.id }).first()).toBeUndefined();

    const used = await create({ title: 'Použitá' });
    expect((await book('2026-12-09T13:00:00+01:00', { promotion_id: used.id })).statusCode).toBe(201);
    const ended = await call('DELETE', `/api/company/promotions/${used.id}`, salon.auth);
    expect(ended.json()).toMatchObject({ deleted: false, promotion: { id: used.id, state: 'ended', is_active: false, used_count: 1 } });
    const edit = await call('PUT', `/api/company/promotions/${used.id}`, salon.auth, {
      title: 'Znovu',
      discount_type: 'percentage',
      discount: 5,
      valid_until: '2026-12-31',
    });
    expect(edit.statusCode).toBe(409);
    const refused = await book('2026-12-09T14:00:00+01:00', { promotion_id: used.id, email: 'konec@example.cz' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].field).toBe('promotion_id');
  });

  it('e-mails only opted-in, not suppressed customers of the company, once each, with an unsubscribe link, within the daily limit', async () => {
    const db = t.database.db;
    let seq = 0;
    const customer = async (email: string, optedIn: boolean, booked: Listing | null) => {
      const user = await createUser(t.core, 'customer', { email, first_name: 'Eva', last_name: 'Zákaznice' });
      await setEmailOffers(t.core, user.id, optedIn);
      if (booked)
        await createBooking(db, {
          company_id: booked.id,
          service_id: booked.services[0]!,
          start: new Date(Date.UTC(2026, 9, 1, 8 + seq++)),
          status: 'completed',
          customer_id: user.id,
          email,
        });
      return user;
    };
    await customer('a.souhlas@example.cz', true, salon);
    await customer('b.souhlas@example.cz', true, salon);
    await customer('c.souhlas@example.cz', true, salon);
    await customer('potlaceny@example.cz', true, salon);
    await createSuppressions(db, { email: 'potlaceny@example.cz', reason: 'unsubscribe', at: NOW });
    await customer('bez.souhlasu@example.cz', false, salon);
    await customer('jinde@example.cz', true, other);
    const promo = await create({ title: 'Pro věrné' });

    const preview = await call('GET', `/api/company/promotions/${promo.id}/recipients`, salon.auth);
    expect(preview.json()).toMatchObject({ success: true, recipients: 3, held_back_weekly: 0, remaining_today: 2 });

    const sent = await call('POST', `/api/company/promotions/${promo.id}/send`, salon.auth);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ queued: 2, left_for_later: 1 });
    const limited = await call('POST', `/api/company/promotions/${promo.id}/send`, salon.auth);
    expect(limited.statusCode).toBe(409);
    expect(limited.json().error).toBe('Dnešní limit rozesílání je vyčerpán. Zkuste to zítra.');

    await moveClock(new Date('2026-11-26T23:00:00Z')); // the next Prague day
    try {
      expect((await call('POST', `/api/company/promotions/${promo.id}/send`, salon.auth)).json()).toMatchObject({
        queued: 1,
        left_for_later: 0,
      });
      const repeated = await call('POST', `/api/company/promotions/${promo.id}/send`, salon.auth);
      expect(repeated.json()).toMatchObject({ queued: 0, left_for_later: 0 });
    } finally {
      await moveClock(NOW);
    }

    const queued = await db('email_queue').where({ kind: 'promotion', company_id: salon.id }).orderBy('to_email');
    expect(queued.map((m) => m.to_email)).toEqual(['a.souhlas@example.cz', 'b.souhlas@example.cz', 'c.souhlas@example.cz']);
    for (const m of queued) {
      expect(m.status).toBe('pending');
      expect(m.subject).toBe('Speciální nabídka od Salon Akční');
      expect(m.text_content).toMatch(/Odhlásit odběr: http:\/\/mail\.test\/u\/[\w.-]+/);
      expect(m.html_content).toContain('http://mail.test/u/');
      expect(m.text_content).toContain('31. 12. 2026');
    }
    expect((await call('GET', `/api/company/promotions/${promo.id}`, salon.auth)).json().promotion.sent_count).toBe(3);
    expect((await call('GET', `/api/company/promotions/${promo.id}/recipients`, salon.auth)).json().recipients).toBe(0);
  });

  it('mails one customer at most MARKETPLACE_PROMOTION_EMAILS_PER_CUSTOMER_WEEK (2) promotions of a company in 7 days, skips and counts the rest', async () => {
    const db = t.database.db;
    const weekly = await listing('Salon Týdenní');
    const elsewhere = await listing('Salon Vedlejší');
    const relogin = async (who: Listing) => {
      who.auth = { authorization: `Bearer ${(await login(t.app, who.email)).json().token}` };
    };
    /** Moves the clock days ahead: the salons whose sessions it lapsed sign in again. */
    const at = async (when: string, ...who: Listing[]) => {
      clock.set(new Date(when));
      for (const w of who) await relogin(w);
    };
    let seq = 0;
    const customer = async (email: string, companies: Listing[]) => {
      const user = await createUser(t.core, 'customer', { email, first_name: 'Věra', last_name: 'Týdenní' });
      await setEmailOffers(t.core, user.id, true);
      for (const c of companies)
        await createBooking(db, {
          company_id: c.id,
          service_id: c.services[0]!,
          start: new Date(Date.UTC(2026, 9, 2, 8 + seq++)),
          status: 'completed',
          customer_id: user.id,
          email,
        });
      return user;
    };
    await customer('tydenni@example.cz', [weekly, elsewhere]);
    const promotion = async (title: string, who: Listing = weekly) => {
      const res = await call('POST', '/api/company/promotions', who.auth, {
        title,
        discount_type: 'percentage',
        discount: 10,
        valid_until: '2027-01-31',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().promotion.id as number;
    };
    const send = async (id: number, who: Listing = weekly) => {
      const res = await call('POST', `/api/company/promotions/${id}/send`, who.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { queued: number; left_for_later: number; skipped_weekly_cap: number; message: string };
    };
    const mailsTo = async (companyId: number) =>
      Number(
        (
          await db('email_queue')
            .where({ kind: 'promotion', company_id: companyId, to_email: 'tydenni@example.cz' })
            .count({ n: '*' })
            .first()
        )?.n,
      );

    try {
      await at('2026-12-01T09:00:00Z', weekly);
      const [p1, p2, p3, p4, p5] = [
        await promotion('Týden 1'),
        await promotion('Týden 2'),
        await promotion('Týden 3'),
        await promotion('Týden 4'),
        await promotion('Týden 5'),
      ];
      expect(await send(p1!)).toMatchObject({ queued: 1, skipped_weekly_cap: 0 });
      await at('2026-12-02T09:00:00Z', weekly);
      expect(await send(p2!)).toMatchObject({ queued: 1, skipped_weekly_cap: 0 });
      // the third promotion of the week: skipped and counted, with a Czech word on it
      await at('2026-12-03T09:00:00Z', weekly, elsewhere);
      // the dialog's count says so before the send: nobody to reach now, one held back
      const preview = await call('GET', `/api/company/promotions/${p3!}/recipients`, weekly.auth);
      expect(preview.json()).toMatchObject({ recipients: 0, held_back_weekly: 1 });
      const third = await send(p3!);
      expect(third).toMatchObject({ queued: 0, left_for_later: 0, skipped_weekly_cap: 1 });
      expect(third.message).toContain('1 zákazník');
      expect(third.message).toMatch(/týd/);
      // another company's promotions are its own count
      expect(await send(await promotion('Vedle', elsewhere), elsewhere)).toMatchObject({ queued: 1, skipped_weekly_cap: 0 });
      expect(await mailsTo(weekly.id)).toBe(2);
      // 7 days after the first send (the clock's now minus 7 days), one more fits: two at once take it only once
      await at('2026-12-08T09:00:01Z', weekly);
      const both = await Promise.all([send(p3!), send(p4!)]);
      expect(both.reduce((n, r) => n + r.queued, 0)).toBe(1);
      expect(both.reduce((n, r) => n + r.skipped_weekly_cap, 0)).toBe(1);
      expect(await mailsTo(weekly.id)).toBe(3);
      await at('2026-12-09T09:00:01Z', weekly);
      expect(await send(p5!)).toMatchObject({ queued: 1, skipped_weekly_cap: 0 });
      expect(await mailsTo(weekly.id)).toBe(4);
    } finally {
      await at(NOW.toISOString(), salon);
    }
  }, 240_000);
});
