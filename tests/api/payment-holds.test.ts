import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJob } from '../../src/jobs/index.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createOutdoorSpace, createUser, login, userWithToken } from '../helpers/factories.js';
import { createCity, createListing } from '../helpers/listings.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');
const HOUR = 3_600_000;
const HOLD_HOURS = 48;
const MAX_HOLDS = 3;
const ACCOUNT = '19-2000145399/0800';
const NOT_VERIFIED =
  'Reklamu lze koupit až po ověření vašeho profilu. Nejprve musí administrátor ověřit váš zápis firmy, pak můžete objednat kampaň nebo reklamní plochu.';
const TOO_MANY = 'Máte už 3 nezaplacené objednávky reklamy. Nejprve je prosím zaplaťte, pak můžete objednat další.';

type Auth = { authorization: string };
interface Company {
  id: number;
  email: string;
}

/**
 * Featured campaigns and outdoor contracts are holds until paid (docs/decisions.md, "Featured campaigns",
 * 'Nothing held without payment').
 */
describe.each(DB_KINDS)('holds of featured campaigns and outdoor contracts on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock(NOW);
  /** one city and category without the demo's campaigns, with its listings (one featured slot there) */
  let place: { city: string; category: string; companies: Company[] };
  let spaceId: number;
  const job = findJob('featured-holds')!;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      clock,
      featured: { slots: 1, holdHours: HOLD_HOURS, maxHolds: MAX_HOLDS, cacheSeconds: 0 },
      shop: { bankAccount: ACCOUNT },
    });
    const db = t.database.db;
    // the demo's holds expire by the real clock: their companies cancel them, so they are not part of these counts
    for (const hold of await db('featured_campaigns').where({ payment_status: 'awaiting_payment' }).select('id', 'company_id'))
      await t.core.featured.cancel(Number(hold.company_id), Number(hold.id));
    const group = (await db('companies')
      .where({ country_code: 'CZ', status: 'active', is_featured: false })
      .whereNotExists((q) =>
        q
          .select(db.raw('1'))
          .from('featured_campaigns as f')
          .whereRaw('f.city_id = companies.city_id and f.category_id = companies.category_id'),
      )
      .groupBy('city_id', 'category_id')
      .havingRaw('count(*) >= ?', [6])
      .orderBy([{ column: 'city_id' }, { column: 'category_id' }])
      .first('city_id', 'category_id')) as { city_id: number; category_id: number };
    const city = await db('cities').where({ id: group.city_id }).first('name');
    const category = await db('category_groups').where({ id: group.category_id }).first('slug');
    const rows = await db('companies')
      .where({ city_id: group.city_id, category_id: group.category_id, status: 'active', is_featured: false })
      .orderBy('id')
      .limit(6)
      .select('id');
    // and three unverified listings elsewhere (the throwaway accounts)
    const elsewhere = await createCity(db, `Holdov ${kind}`);
    const throwaway: Array<{ id: number }> = [];
    for (const i of [1, 2, 3]) throwaway.push(await createListing(db, { name: `Jednorázová ${i}`, city: elsewhere, status: 'unverified' }));
    const companies: Company[] = [];
    for (const row of [...rows, ...throwaway]) {
      const user = await createUser(t.core, 'company', { company_id: Number(row.id) });
      companies.push({ id: Number(row.id), email: user.email });
    }
    place = { city: String(city.name), category: String(category.slug), companies };
    spaceId = await createOutdoorSpace(t.app, t.core, 'Holdová 1, Praha 2');
  });
  afterAll(async () => t?.close());

  const sessions = new Map<string, Auth>();
  /** A session at the clock's now (sessions end 60 minutes after their last use, and the clock jumps days here). */
  async function authOf(email: string): Promise<Auth> {
    const key = `${email} ${clock.now().toISOString()}`;
    if (!sessions.has(key)) {
      const res = await login(t.app, email);
      expect(res.statusCode, res.body).toBe(200);
      sessions.set(key, { authorization: `Bearer ${res.json().token}` });
    }
    return sessions.get(key)!;
  }
  const call = (method: 'GET' | 'POST', url: string, auth?: Auth, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const buy = async (c: Company, starts_on: string, ends_on: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/api/company/featured-campaigns', await authOf(c.email), { name: 'Zimní kampaň', starts_on, ends_on, ...extra });
  const book = async (c: Company, start_date: string, extra: Record<string, unknown> = {}) =>
    call('POST', `/api/company/outdoor/spaces/${spaceId}/book`, await authOf(c.email), {
      campaign: 'Billboard Vánoce',
      start_date,
      months: 1,
      ...extra,
    });
  const featuredInSearch = async () => {
    const res = await call('GET', `/api/search?city=${encodeURIComponent(place.city)}&category=${place.category}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().companies as Array<{ id: number; is_featured: boolean }>).filter((c) => c.is_featured).map((c) => c.id);
  };
  /** Each open hold's payment of a company, oldest first. */
  const awaitingOf = (companyId: number) =>
    t.database
      .db('payments')
      .where({ company_id: companyId, status: 'awaiting' })
      .whereIn('subject', ['featured', 'outdoor'])
      .orderBy('id');

  it('only a verified listing buys: three throwaway unverified accounts get a 403 in Czech and take no slot', async () => {
    clock.set(NOW);
    const throwaway = place.companies.slice(6, 9);
    for (const c of throwaway) {
      const res = await buy(c, '2026-12-01', '2026-12-07');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'forbidden', error: NOT_VERIFIED });
      const outdoor = await book(c, '2026-12-01');
      expect(outdoor.statusCode, outdoor.body).toBe(403);
      expect(outdoor.json().error).toBe(NOT_VERIFIED);
    }
    expect(
      await t.database
        .db('featured_campaigns')
        .whereIn(
          'company_id',
          throwaway.map((c) => c.id),
        )
        .first('id'),
    ).toBeUndefined();
    expect(await t.database.db('outdoor_contracts').where({ space_id: spaceId }).first('id')).toBeUndefined();
    // the real business takes the slot and the space
    const real = place.companies[0]!;
    expect((await buy(real, '2026-12-01', '2026-12-07')).statusCode).toBe(201);
    expect((await book(real, '2026-12-01')).statusCode).toBe(201);
  });

  it('a purchase is a hold: it takes the slot and the space, with its transfer details and QR code, but is not featured and not a rental', async () => {
    clock.set(NOW);
    const [holder, other] = place.companies;
    const list = (await call('GET', '/api/company/featured-campaigns', await authOf(holder!.email))).json();
    const hold = list.campaigns.find((c: { starts_on: string }) => c.starts_on === '2026-12-01');
    expect(hold).toMatchObject({
      status: 'awaiting_payment',
      payment: {
        method: 'bank_transfer',
        status: 'awaiting',
        amount: 7 * 19_900,
        currency: 'CZK',
        expires_at: new Date(NOW.getTime() + HOLD_HOURS * HOUR).toISOString(),
        checkout_url: null,
        transfer: {
          account: ACCOUNT,
          iban: 'CZ6508000000192000145399',
          variable_symbol: expect.stringMatching(/^9\d{9}$/),
          amount: 7 * 19_900,
          currency: 'CZK',
          message: 'Kampaň Zimní kampaň',
          has_qr: true,
        },
      },
    });
    // the slot is taken (one slot here)
    const refused = await buy(other!, '2026-12-05', '2026-12-06');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('obsazena všechna místa');
    // the space's days are taken, but it is not occupied by a rental
    expect((await book(other!, '2026-12-10')).statusCode).toBe(409);
    const contract = (await call('GET', '/api/company/outdoor/contracts', await authOf(holder!.email))).json().contracts[0];
    expect(contract).toMatchObject({
      state: 'awaiting_payment',
      payment: { status: 'awaiting', transfer: { message: 'Outdoor Billboard Vánoce' } },
    });
    clock.set(new Date('2026-12-02T10:00:00Z'));
    expect(contract.space.id).toBe(spaceId);
    const space = (await call('GET', '/api/company/outdoor/spaces?limit=100', await authOf(holder!.email)))
      .json()
      .spaces.find((s: { id: number }) => s.id === spaceId);
    expect(space).toMatchObject({ status: 'available', booked: [{ start_date: '2026-12-01', end_date: '2026-12-31' }] });
    // not featured while it runs unpaid
    expect(await featuredInSearch()).not.toContain(holder!.id);

    // the QR code of the company's own payment (CZ: QR Platba), nobody else's
    clock.set(NOW);
    const qr = await call('GET', `/api/company/payments/${hold.payment.id}/payment-qr.png`, await authOf(holder!.email));
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(0, 4).toString('latin1')).toBe('\u0089PNG');
    expect((await call('GET', `/api/company/payments/${hold.payment.id}/payment-qr.png`, await authOf(other!.email))).statusCode).toBe(404);
    expect((await call('GET', `/api/company/payments/${hold.payment.id}/payment-qr.png`)).statusCode).toBe(401);
  });

  it('paid (the operator confirms it by hand): the campaign is featured, the contract a rental, the company notified', async () => {
    clock.set(NOW);
    const holder = place.companies[0]!;
    const admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    const [campaignPayment, contractPayment] = await awaitingOf(holder.id);
    expect(campaignPayment).toMatchObject({ subject: 'featured' });
    // admin only
    expect((await call('POST', `/api/admin/payments/${campaignPayment.id}/confirm`, await authOf(holder.email))).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/payments/999999/confirm', admin)).statusCode).toBe(404);
    const confirmed = await call('POST', `/api/admin/payments/${campaignPayment.id}/confirm`, admin);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: 'Platba byla potvrzena' });
    const again = await call('POST', `/api/admin/payments/${campaignPayment.id}/confirm`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Platba už nečeká na zaplacení (je zaplacena nebo zrušena)');
    expect(await t.database.db('payments').where({ id: campaignPayment.id }).first('status', 'paid_via')).toEqual({
      status: 'paid',
      paid_via: 'operator',
    });
    expect((await call('POST', `/api/admin/payments/${contractPayment.id}/confirm`, admin)).statusCode).toBe(200);

    const notes = await t.database
      .db('email_notifications')
      .where({ company_id: holder.id, type: 'advert_payment' })
      .orderBy('id')
      .select('title');
    expect(notes.map((n) => n.title)).toEqual(['Kampaň je zaplacena', 'Outdoorová reklama je zaplacena']);

    const campaign = (await call('GET', '/api/company/featured-campaigns', await authOf(holder.email))).json().campaigns[0];
    expect(campaign).toMatchObject({ status: 'planned', payment: { status: 'paid' } });
    clock.set(new Date('2026-12-02T10:00:00Z'));
    expect(await featuredInSearch()).toEqual([holder.id]);
    const contract = (await call('GET', '/api/company/outdoor/contracts', await authOf(holder.email))).json().contracts[0];
    expect(contract).toMatchObject({ state: 'running', payment: { status: 'paid' }, space: { status: 'occupied' } });
  });

  it(`unpaid after MARKETPLACE_FEATURED_HOLD_HOURS (featured-holds job) the hold is cancelled and frees its slot and space`, async () => {
    clock.set(NOW);
    const [, holder, next] = place.companies;
    expect((await buy(holder!, '2026-12-20', '2026-12-22')).statusCode).toBe(201);
    expect((await book(holder!, '2027-02-01')).statusCode).toBe(201);
    expect((await buy(next!, '2026-12-21', '2026-12-21')).statusCode).toBe(409);
    expect((await book(next!, '2027-02-10')).statusCode).toBe(409);
    expect(job).toMatchObject({ name: 'featured-holds', schedule: '30 */5 * * * *' });

    clock.set(new Date(NOW.getTime() + HOLD_HOURS * HOUR - 1000));
    expect(await job.run(t.core)).toEqual({ expired: 0 });
    clock.set(new Date(NOW.getTime() + HOLD_HOURS * HOUR));
    expect(await job.run(t.core)).toEqual({ expired: 2 });
    expect(await job.run(t.core)).toEqual({ expired: 0 });

    const campaigns = (await call('GET', '/api/company/featured-campaigns', await authOf(holder!.email))).json().campaigns;
    expect(campaigns[0]).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' } });
    const contracts = (await call('GET', '/api/company/outdoor/contracts', await authOf(holder!.email))).json().contracts;
    expect(contracts[0]).toMatchObject({ state: 'cancelled', payment: { status: 'cancelled' } });
    const notes = await t.database
      .db('email_notifications')
      .where({ company_id: holder!.id, type: 'advert_payment' })
      .orderBy('id')
      .select('title');
    expect(notes.map((n) => n.title)).toEqual(['Nezaplacená kampaň byla zrušena', 'Nezaplacená outdoorová reklama byla zrušena']);
    // freed: another company takes them
    expect((await buy(next!, '2026-12-21', '2026-12-21')).statusCode).toBe(201);
    expect((await book(next!, '2027-02-10')).statusCode).toBe(201);
    // a payment arriving after the expiry changes nothing
    const [expired] = await t.database.db('payments').where({ company_id: holder!.id, subject: 'featured' }).select('id');
    const admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    expect((await call('POST', `/api/admin/payments/${expired.id}/confirm`, admin)).statusCode).toBe(409);
  });

  it(`at most ${MAX_HOLDS} open holds per company, campaigns and contracts together (409 in Czech); of 10 purchases at once exactly ${MAX_HOLDS} are made`, async () => {
    clock.set(NOW);
    const [, , , c, d] = place.companies;
    expect((await buy(c!, '2027-03-01', '2027-03-01')).statusCode).toBe(201);
    expect((await book(c!, '2027-05-01')).statusCode).toBe(201);
    expect((await buy(c!, '2027-03-03', '2027-03-03')).statusCode).toBe(201);
    const fourth = await book(c!, '2027-07-01');
    expect(fourth.statusCode, fourth.body).toBe(409);
    expect(fourth.json().error).toBe(TOO_MANY);
    expect((await buy(c!, '2027-03-05', '2027-03-05')).json().error).toBe(TOO_MANY);

    // at once: 10 periods of one company (each its own day)
    const auth = await authOf(d!.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/api/company/featured-campaigns', auth, {
          name: `Souběžná ${i}`,
          starts_on: `2027-04-${String(i * 2 + 1).padStart(2, '0')}`,
          ends_on: `2027-04-${String(i * 2 + 1).padStart(2, '0')}`,
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) expect(refused.json().error).toBe(TOO_MANY);
    expect(await awaitingOf(d!.id)).toHaveLength(MAX_HOLDS);

    // paying one frees a place for another purchase
    const [first] = await awaitingOf(d!.id);
    await t.core.holdPayments.confirm(Number(first.id));
    expect((await buy(d!, '2027-05-20', '2027-05-20')).statusCode).toBe(201);
  });

  it('a card is refused with a Czech 400 where no card provider is configured; the company can cancel its hold', async () => {
    clock.set(NOW);
    const e = place.companies[5]!;
    const card = await buy(e, '2027-06-01', '2027-06-02', { payment_method: 'card' });
    expect(card.statusCode).toBe(400);
    expect(card.json().fields).toEqual([
      expect.objectContaining({ field: 'payment_method', message: 'Platba kartou není k dispozici. Zvolte prosím bankovní převod.' }),
    ]);
    expect((await book(e, '2027-09-01', { payment_method: 'card' })).statusCode).toBe(400);
    const held = (await buy(e, '2027-06-01', '2027-06-02')).json().campaign as { id: number; payment: { id: number } };
    const cancelled = await call('POST', `/api/company/featured-campaigns/${held.id}/cancel`, await authOf(e.email));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().campaign).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' } });
    expect(await t.core.holdPayments.confirm(held.payment.id).catch((error: Error) => error.message)).toBe(
      'Platba už nečeká na zaplacení (je zaplacena nebo zrušena)',
    );
  });
});
