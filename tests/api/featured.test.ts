import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, emptyTables, login, userWithToken } from '../helpers/factories.js';
import { seedDemoFeatured } from '../../seeds/demo-featured.js';
import { listenForChanges } from '../../src/adapters/change-feed/listener.js';
import { openDatabase } from '../../src/db/index.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');
const SLOTS = 3;

type Auth = { authorization: string };
interface Company {
  id: number;
  slug: string;
  email: string;
}
interface Place {
  city: string;
  category: string;
  companies: Company[];
}

describe.each(DB_KINDS)('featured campaigns on %s: periods in Prague time, status, slots, counts, order, access', (kind) => {
  let t: TestApp;
  const clock = manualClock(NOW);
  /** two places (city and category) with at least SLOTS + 2 listings each */
  const places: Place[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    // the demo's campaigns, seeded from the real day, seeded again from this clock's day: otherwise the
    // active one runs on the test's days from some real days on, featured and counted beside those bought here
    await emptyTables(t.database.db, 'featured_campaigns');
    await t.database.db('payments').where({ subject: 'featured' }).delete();
    await seedDemoFeatured(t.database.db, NOW);
    const groups = (await t.database
      .db('companies')
      .where({ country_code: 'CZ', status: 'active' })
      // places without the demo company's campaigns
      .whereNotExists((q) =>
        q
          .select(t.database.db.raw('1'))
          .from('featured_campaigns as f')
          .whereRaw('f.city_id = companies.city_id and f.category_id = companies.category_id'),
      )
      .groupBy('city_id', 'category_id')
      .havingRaw('count(*) >= ?', [SLOTS + 2])
      .orderBy([{ column: 'city_id' }, { column: 'category_id' }])
      .limit(2)
      .select('city_id', 'category_id')) as Array<{ city_id: number; category_id: number }>;
    expect(groups).toHaveLength(2);
    for (const g of groups) {
      const city = await t.database.db('cities').where({ id: g.city_id }).first('name');
      const category = await t.database.db('category_groups').where({ id: g.category_id }).first('slug');
      const rows = await t.database
        .db('companies')
        .where({ city_id: g.city_id, category_id: g.category_id, status: 'active', is_featured: false })
        .orderBy('id')
        .limit(SLOTS + 2)
        .select('id', 'slug');
      const companies: Company[] = [];
      for (const row of rows) {
        const user = await createUser(t.core, 'company', { company_id: Number(row.id) });
        companies.push({ id: Number(row.id), slug: String(row.slug), email: user.email });
      }
      places.push({ city: String(city.name), category: String(category.slug), companies });
    }
  });
  afterAll(async () => t?.close());

  /** A session of the company's account signed in at the clock's now (a session ends with the clock's days). */
  const sessions = new Map<string, Auth>();
  async function authOf(c: Company): Promise<Auth> {
    const key = `${c.email} ${clock.now().toISOString()}`;
    if (!sessions.has(key)) {
      const res = await login(t.app, c.email);
      expect(res.statusCode, res.body).toBe(200);
      sessions.set(key, { authorization: `Bearer ${res.json().token}` });
    }
    return sessions.get(key)!;
  }
  const call = (method: 'GET' | 'POST', url: string, auth?: Auth, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** A purchase, paid at once (a purchase is a hold until paid: tests/api/payment-holds.test.ts): the answer with the campaign paid. */
  const buy = async (c: Company, starts_on: string, ends_on: string, name = 'Vánoční zviditelnění') => {
    const res = await call('POST', '/api/company/featured-campaigns', await authOf(c), { name, starts_on, ends_on });
    if (res.statusCode !== 201) return res;
    const bought = res.json() as { campaign: { id: number; status: string; payment: { id: number } } };
    expect(bought.campaign.status).toBe('awaiting_payment');
    await t.core.holdPayments.confirm(bought.campaign.payment.id);
    const paid = (await campaignsOf(c)).campaigns.find((x) => x.id === bought.campaign.id);
    return { statusCode: res.statusCode, body: res.body, json: () => ({ ...bought, campaign: paid }) };
  };
  const campaignsOf = async (c: Company) => {
    const res = await call('GET', '/api/company/featured-campaigns', await authOf(c));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      campaigns: Array<{ id: number; status: string; impressions: number; clicks: number; ctr: number; starts_on: string }>;
      offer: { day_price: number; currency: string; max_days: number; slots: number; today: string };
    };
  };
  const featuredIds = async () =>
    ((await call('GET', '/api/companies?featured=1')).json().companies as Array<{ id: number }>).map((c) => c.id);
  const listing = async (p: Place) => {
    const res = await call('GET', `/api/search?city=${encodeURIComponent(p.city)}&category=${p.category}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().companies as Array<{ id: number; is_featured: boolean }>;
  };

  it('buys a period: Czech validation by field, the price from the day price, planned; only the own company sees it', async () => {
    clock.set(NOW);
    const [a, b] = places[0]!.companies;
    const past = await buy(a!, '2026-11-25', '2026-11-30');
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual([expect.objectContaining({ field: 'starts_on', message: 'Začátek kampaně nesmí být v minulosti' })]);
    const order = await buy(a!, '2026-12-10', '2026-12-09');
    expect(order.statusCode).toBe(400);
    expect(order.json().fields[0]).toMatchObject({ field: 'ends_on', message: 'Konec kampaně nesmí být před jejím začátkem' });
    const long = await buy(a!, '2026-12-01', '2027-03-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0]).toMatchObject({ field: 'ends_on', message: 'Kampaň může trvat nejvýše 90 dní' });

    const res = await buy(a!, '2026-12-01', '2026-12-10');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Kampaň byla objednána',
      campaign: {
        status: 'planned',
        days: 10,
        price: 10 * 19_900,
        currency: 'CZK',
        starts_at: '2026-11-30T23:00:00.000Z',
        ends_at: '2026-12-10T23:00:00.000Z',
      },
    });
    const own = await buy(a!, '2026-12-10', '2026-12-12');
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe('V tomto období už máte jinou kampaň');

    const list = await campaignsOf(a!);
    expect(list.campaigns.map((c) => c.status)).toEqual(['planned']);
    expect(list.offer).toEqual({ day_price: 19_900, currency: 'CZK', max_days: 90, slots: SLOTS, today: '2026-11-26' });
    expect((await campaignsOf(b!)).campaigns).toEqual([]);
    const id = res.json().campaign.id as number;
    expect((await call('POST', `/api/company/featured-campaigns/${id}/cancel`, await authOf(b!))).statusCode).toBe(404);

    // the operator is told of the purchase
    const note = await t.database
      .db('email_notifications')
      .where({ type: 'featured_campaign' })
      .whereNull('company_id')
      .first('title', 'message');
    expect(note).toMatchObject({ title: 'Nová reklamní kampaň' });
    expect(String(note.message)).toContain('1\u00a0990,00\u00a0Kč');
  });

  it.runIf(kind === 'postgres')('announces a campaign paid and one cancelled to the other instances, at commit', async () => {
    clock.set(NOW);
    const other = openDatabase(t.database.config);
    const heard: string[] = [];
    const stop = listenForChanges(other, (topic) => heard.push(topic));
    try {
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['all']); // listening
      heard.length = 0;
      const c = places[1]!.companies[2]!;
      const paid = (await buy(c, '2027-02-20', '2027-02-21')).json().campaign as { id: number };
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['featured']);
      expect((await call('POST', `/api/company/featured-campaigns/${paid.id}/cancel`, await authOf(c))).statusCode).toBe(200);
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['featured', 'featured']);
    } finally {
      await stop();
      await other.destroy();
    }
  });

  it('status: planned, active, finished by the clock; only a planned one can be cancelled', async () => {
    clock.set(NOW);
    const c = places[0]!.companies[1]!;
    const first = (await buy(c, '2026-11-27', '2026-11-28')).json().campaign as { id: number };
    const second = (await buy(c, '2026-12-01', '2026-12-02')).json().campaign as { id: number };
    const third = (await buy(c, '2026-12-05', '2026-12-05')).json().campaign as { id: number };
    clock.set(new Date('2026-12-01T12:00:00Z'));
    const statuses = Object.fromEntries((await campaignsOf(c)).campaigns.map((x) => [x.id, x.status]));
    expect(statuses).toEqual({ [first.id]: 'finished', [second.id]: 'active', [third.id]: 'planned' });
    const active = await call('POST', `/api/company/featured-campaigns/${second.id}/cancel`, await authOf(c));
    expect(active.statusCode).toBe(409);
    expect(active.json().error).toBe('Zrušit lze jen naplánovanou kampaň');
    const cancelled = await call('POST', `/api/company/featured-campaigns/${third.id}/cancel`, await authOf(c));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: 'Kampaň byla zrušena', campaign: { status: 'cancelled' } });
    expect((await call('POST', `/api/company/featured-campaigns/${third.id}/cancel`, await authOf(c))).statusCode).toBe(409);
    clock.set(new Date('2026-12-05T12:00:00Z'));
    expect(await featuredIds()).not.toContain(c.id);
  });

  it('featured exactly from the start day’s Prague midnight to the midnight after the end day, across both changes of summer time', async () => {
    clock.set(NOW);
    const c = places[0]!.companies[2]!;
    // summer time starts on Sunday 28 March 2027 (a 23-hour day), ends on Sunday 31 October 2027 (25 hours)
    const spring = (await buy(c, '2027-02-27', '2027-03-28')).json().campaign as { starts_at: string; ends_at: string };
    expect(spring).toMatchObject({ starts_at: '2027-02-26T23:00:00.000Z', ends_at: '2027-03-28T22:00:00.000Z' });
    clock.set(new Date('2027-02-01T10:00:00Z'));
    const autumn = (await buy(c, '2027-10-31', '2027-10-31')).json().campaign as { starts_at: string; ends_at: string };
    expect(autumn).toMatchObject({ starts_at: '2027-10-30T22:00:00.000Z', ends_at: '2027-10-31T23:00:00.000Z' });

    const at = async (iso: string) => {
      clock.set(new Date(new Date(iso).getTime()));
      return (await featuredIds()).includes(c.id);
    };
    const second = 1000;
    const before = (iso: string) => new Date(new Date(iso).getTime() - second).toISOString();
    expect(await at(before(spring.starts_at))).toBe(false);
    expect(await at(spring.starts_at)).toBe(true);
    expect(await at(before(spring.ends_at))).toBe(true);
    expect(await at(spring.ends_at)).toBe(false);
    expect(await at(before(autumn.starts_at))).toBe(false);
    expect(await at(autumn.starts_at)).toBe(true);
    // 01:30 of the doubled hour, both times
    expect(await at('2027-10-31T00:30:00.000Z')).toBe(true);
    expect(await at('2027-10-31T01:30:00.000Z')).toBe(true);
    expect(await at(before(autumn.ends_at))).toBe(true);
    expect(await at(autumn.ends_at)).toBe(false);
  });

  it(`slots: of ${SLOTS + 2} purchases of one period in one city and category at once, exactly ${SLOTS} succeed; the rest get a 409 naming the days`, async () => {
    clock.set(NOW);
    const place = places[1]!;
    const answers = await Promise.all(place.companies.map((c) => buy(c, '2026-12-20', '2026-12-24')));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array<number>(SLOTS).fill(201), 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toBe(
        `Ve dnech 20. 12. 2026 – 24. 12. 2026 jsou ve vaší kategorii a městě obsazena všechna místa (${SLOTS}). Zvolte jiné období.`,
      );
    }
    const refusedCompany = place.companies[answers.findIndex((r) => r.statusCode === 409)]!;
    const partly = await buy(refusedCompany, '2026-12-23', '2026-12-27');
    expect(partly.statusCode).toBe(409);
    expect(partly.json().error).toContain('Ve dnech 23. 12. 2026 – 24. 12. 2026');
    expect((await buy(refusedCompany, '2026-12-25', '2026-12-27')).statusCode).toBe(201);
  });

  it('first in its city and category listing while active, counted as an impression; a click from there counted; written by the flush', async () => {
    const place = places[1]!;
    clock.set(new Date('2026-12-21T09:00:00Z'));
    await t.core.featured.flush(); // the earlier tests' home pages
    const buyers = (await t.database.db('featured_campaigns').where({ starts_on: '2026-12-20' }).select('company_id')).map((r) =>
      Number(r.company_id),
    );
    expect(buyers).toHaveLength(SLOTS);
    const first = await listing(place);
    expect(
      first
        .slice(0, SLOTS)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...buyers].sort());
    expect(first.slice(0, SLOTS).every((c) => c.is_featured)).toBe(true);
    expect(first.slice(SLOTS).some((c) => buyers.includes(c.id))).toBe(false);
    // another sort is not a featured place
    const byName = (await call('GET', `/api/search?city=${encodeURIComponent(place.city)}&category=${place.category}&sort=name`)).json();
    expect(byName.companies.filter((c: { id: number; is_featured: boolean }) => buyers.includes(c.id) && c.is_featured)).toEqual([]);
    await listing(place);
    const home = await featuredIds();
    expect(home).toEqual(expect.arrayContaining(buyers));

    const buyer = place.companies.find((c) => c.id === buyers[0])!;
    expect((await call('POST', `/api/companies/${buyer.slug}/featured-click`)).statusCode).toBe(204);
    const notBuyer = place.companies.find((c) => !buyers.includes(c.id))!;
    expect((await call('POST', `/api/companies/${notBuyer.slug}/featured-click`)).statusCode).toBe(204);

    // nothing written per request: the counts wait in memory for the flush
    const stored = () =>
      t.database.db('featured_campaigns').where({ company_id: buyer.id, starts_on: '2026-12-20' }).first('impressions', 'clicks');
    expect(await stored()).toMatchObject({ impressions: 0, clicks: 0 });
    expect(await t.core.featured.flush()).toEqual({ campaigns: SLOTS });
    expect(await stored()).toMatchObject({ impressions: 3, clicks: 1 });
    const shown = (await campaignsOf(buyer)).campaigns.find((c) => c.starts_on === '2026-12-20')!;
    expect(shown).toMatchObject({ status: 'active', impressions: 3, clicks: 1, ctr: 33.3 });
    expect(await t.core.featured.flush()).toEqual({ campaigns: 0 });

    // after the period: back to the rating order, not featured
    clock.set(new Date('2026-12-24T23:00:00Z'));
    const after = await listing(place);
    expect(after.filter((c) => buyers.includes(c.id) && c.is_featured)).toEqual([]);
  });

  it('demo: the demo company has a finished, an active and a planned campaign (and a hold awaiting payment), and is first among the featured while the active one runs', async () => {
    const rows = (await t.database
      .db('featured_campaigns')
      .where({ is_demo: true, payment_status: 'paid' })
      .orderBy('starts_on')
      .select('company_id', 'starts_at')) as Array<{
      company_id: number;
      starts_at: string | Date;
    }>;
    expect(rows).toHaveLength(3);
    const demoId = Number(rows[0]!.company_id);
    clock.set(new Date(new Date(rows[1]!.starts_at).getTime() + 60 * 60 * 1000));
    const page = await t.core.featured.list(demoId, { page: 1, limit: 10 });
    // and one hold awaiting its transfer, with the transfer's details, not featured
    expect(page.campaigns.map((c) => c.status)).toEqual(['awaiting_payment', 'planned', 'active', 'finished']);
    expect(page.campaigns.map((c) => c.price)).toEqual(page.campaigns.map((c) => c.days * 19_900));
    expect(page.campaigns[0]!.payment).toMatchObject({ method: 'bank_transfer', status: 'awaiting', amount: page.campaigns[0]!.price });
    expect(page.campaigns.slice(1).map((c) => c.payment)).toEqual([null, null, null]);
    expect((await featuredIds())[0]).toBe(demoId);
  });

  it('access: only a company account, and only its own company', async () => {
    const url = '/api/company/featured-campaigns';
    expect((await call('GET', url)).statusCode).toBe(401);
    const customer = await userWithToken(t.app, t.core, 'customer');
    expect((await call('GET', url, { authorization: `Bearer ${customer.token}` })).statusCode).toBe(403);
    const admin = await userWithToken(t.app, t.core, 'admin');
    expect((await call('GET', url, { authorization: `Bearer ${admin.token}` })).statusCode).toBe(403);
  });
});
