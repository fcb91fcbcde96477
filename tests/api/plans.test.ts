import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPlanFeature, DomainError } from '../../src/core/index.js';
import { repositoriesOn } from '../../src/core/unit-of-work.js';
import { HTTP_STATUS } from '../../src/server/plugins/errors.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login, userWithToken } from '../helpers/factories.js';
import { createListing, everyDay } from '../helpers/listings.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');

type Auth = { authorization: string };

/** The n-th free half hour from 27 November 08:00 (24 a day, 08:00–19:30 Prague). */
function slot(n: number): string {
  const day = 27 + Math.floor(n / 24);
  const minutes = 8 * 60 + (n % 24) * 30;
  const date = day <= 30 ? `2026-11-${day}` : `2026-12-0${day - 30}`;
  return `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000+01:00`;
}

describe.each(DB_KINDS)('plans on %s: the list, the month limit, e-mails, requests and the operator', (kind) => {
  let t: TestApp;
  let admin: Auth;
  let city: number;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
    city = Number((await t.database.db('cities').where({ country_code: 'CZ', slug: 'praha' }).first('id')).id);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A listing of the test's own, open 08:00–20:00 every day with a 30-minute service, and its owner's session. */
  async function salon(name: string) {
    const listing = await createListing(t.database.db, {
      name,
      city,
      email: `${listing_mail(name)}@example.cz`,
      services: [{ name: 'Střih', price: 400, duration: 30 }],
      hours: everyDay('08:00', '20:00'),
    });
    const user = await createUser(t.core, 'company', { company_id: listing.id });
    const auth = { authorization: `Bearer ${(await login(t.app, user.email)).json().token}` };
    const book = (n: number) =>
      call('POST', '/api/bookings', undefined, {
        company: listing.slug,
        service: listing.services[0]!.id,
        start: slot(n),
        name: 'Jana Nováková',
        email: `jana${n}@example.cz`,
        phone: '+420 777 123 456',
      });
    return { id: listing.id, email: `${listing_mail(name)}@example.cz`, auth, book };
  }
  const listing_mail = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');
  const settings = async (auth: Auth) => (await call('GET', '/api/company/settings', auth)).json().settings;
  const mailsTo = (to: string, subject: RegExp) =>
    t.database
      .db('email_queue')
      .where({ to_email: to })
      .select('subject', 'text_content')
      .then((rows) => rows.filter((r) => subject.test(String(r.subject))));

  it('lists the five plans with prices in the edition currency (crowns; euros in the euro edition)', async () => {
    const cz = await call('GET', '/api/plans');
    expect(cz.statusCode).toBe(200);
    const plans = cz.json().plans as Array<Record<string, unknown>>;
    expect(plans.map((p) => [p.code, p.price, p.currency, p.bookings_per_month, p.popular])).toEqual([
      ['free', 0, 'CZK', 30, false],
      ['starter', 290, 'CZK', 50, false],
      ['professional', 990, 'CZK', null, true],
      ['business', 1590, 'CZK', null, false],
      ['enterprise', 2490, 'CZK', null, false],
    ]);
    expect(plans[3]!.features).toEqual(expect.arrayContaining(['branches', 'advanced_analytics', 'api']));
    expect(plans[1]!.features).not.toContain('advanced_analytics');
    expect(plans[3]!.listed).toEqual(['all_professional', 'branches', 'api', 'phone_support']);
    const sk = (await call('GET', '/api/plans?country=SK')).json().plans as Array<{ price: number; currency: string; price_czk: number }>;
    expect(sk.map((p) => [p.price, p.currency])).toEqual([
      [0, 'EUR'],
      [12, 'EUR'],
      [41, 'EUR'],
      [65, 'EUR'],
      [102, 'EUR'],
    ]);
  });

  it('Free: 30 bookings a month; the 80 % and 100 % e-mails once each; five at once at 29 give exactly one 201', async () => {
    const s = await salon('Salon Volny Tarif');
    expect(await settings(s.auth)).toMatchObject({ plan: 'free', bookings_this_month: 0, bookings_limit: 30, plan_request: null });
    for (let n = 0; n < 23; n += 1) expect((await s.book(n)).statusCode).toBe(201);
    expect(await mailsTo(s.email, /80 %/)).toHaveLength(0);
    expect((await s.book(23)).statusCode).toBe(201); // the 24th: 80 % of 30
    const warning = await mailsTo(s.email, /80 %/);
    expect(warning).toHaveLength(1);
    expect(warning[0]!.subject).toBe('Využili jste 80 % rezervací tarifu Free');
    expect(warning[0]!.text_content).toContain('24 z 30 online rezervací');
    // a cancelled booking still counts
    const first = await t.database.db('bookings').where({ company_id: s.id }).orderBy('id').first('id');
    await t.database.db('bookings').where({ id: first.id }).update({ status: 'cancelled' });
    for (let n = 24; n < 29; n += 1) expect((await s.book(n)).statusCode).toBe(201);
    expect((await settings(s.auth)).bookings_this_month).toBe(29);

    const answers = await Promise.all([29, 30, 31, 32, 33].map((n) => s.book(n)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused).toMatchObject({ success: false, code: 'plan_limit' });
    expect(refused.error).toBe(
      'Firma Salon Volny Tarif už tento měsíc nemůže přijímat další online rezervace. Objednejte se prosím telefonicky přímo u ní.',
    );
    expect(Number((await t.database.db('bookings').where({ company_id: s.id }).count({ n: '*' }).first())!.n)).toBe(30);
    expect((await settings(s.auth)).bookings_this_month).toBe(30);
    expect(await mailsTo(s.email, /80 %/)).toHaveLength(1);
    const reached = await mailsTo(s.email, /vyčerpán/);
    expect(reached).toHaveLength(1);
    expect(reached[0]!.subject).toBe('Limit online rezervací tarifu Free je vyčerpán');
    expect((await s.book(40)).json().code).toBe('plan_limit');

    // the salon's own booking (phone, walk-in) counts but is not refused
    const own = await call('POST', '/api/company/reservations', s.auth, {
      service: (await t.database.db('services').where({ company_id: s.id }).first('id')).id,
      start: slot(41),
      name: 'Petr Telefon',
      email: 'petr@example.cz',
      phone: '+420 777 000 111',
    });
    expect(own.statusCode, own.body).toBe(201);
    expect((await settings(s.auth)).bookings_this_month).toBe(31);
    expect(await mailsTo(s.email, /vyčerpán/)).toHaveLength(1);

    // the month is Prague's: 23:30 UTC on 30 November is 1 December 00:30 in Prague, a new month
    try {
      clock.set(new Date('2026-11-30T22:59:00Z'));
      expect((await s.book(97)).statusCode).toBe(409);
      clock.set(new Date('2026-11-30T23:30:00Z'));
      const december = await s.book(100);
      expect(december.statusCode, december.body).toBe(201);
      expect(await t.core.plans.status(s.id)).toMatchObject({ bookings_this_month: 1, bookings_limit: 30 });
    } finally {
      clock.set(NOW);
    }
    expect((await settings(s.auth)).bookings_this_month).toBe(31); // November's, seen on 26 November
  });

  it('Starter: 50 a month, exact under concurrency; Professional: unlimited', async () => {
    const s = await salon('Salon Starter');
    expect((await call('PUT', `/api/admin/companies/${s.id}/plan`, admin, { plan: 'starter' })).statusCode).toBe(200);
    for (let n = 0; n < 46; n += 1) expect((await s.book(n)).statusCode).toBe(201);
    const answers = await Promise.all([46, 47, 48, 49, 50, 51, 52].map((n) => s.book(n)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'plan_limit')).toHaveLength(3);
    expect(await settings(s.auth)).toMatchObject({ plan: 'starter', bookings_this_month: 50, bookings_limit: 50 });
    expect(await mailsTo(s.email, /80 %/)).toHaveLength(1);
    expect((await mailsTo(s.email, /80 %/))[0]!.text_content).toContain('40 z 50');
    expect(await mailsTo(s.email, /vyčerpán/)).toHaveLength(1);

    // the operator moves it to Professional: bookings go on without a limit
    expect((await call('PUT', `/api/admin/companies/${s.id}/plan`, admin, { plan: 'professional' })).statusCode).toBe(200);
    const more = await Promise.all([60, 61, 62].map((n) => s.book(n)));
    expect(more.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(await settings(s.auth)).toMatchObject({ plan: 'professional', bookings_this_month: 53, bookings_limit: null });
  });

  it('a business asks for another plan in Nastavení; the operator sees it in Zápisy firem and confirms; only the operator sets a plan', async () => {
    const s = await salon('Salon Zadost');
    const other = await salon('Salon Jiny');
    const bad = await call('POST', '/api/company/plan-request', s.auth, { plan: 'gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'plan', key: 'plans.plan' });
    expect((await call('POST', '/api/company/plan-request', s.auth, { plan: 'free' })).statusCode).toBe(409);
    const asked = await call('POST', '/api/company/plan-request', s.auth, { plan: 'business' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().plan).toMatchObject({ plan: 'free', plan_request: { plan: 'business', requested_at: NOW.toISOString() } });
    expect((await settings(s.auth)).plan_request).toEqual({ plan: 'business', requested_at: NOW.toISOString() });
    expect((await settings(other.auth)).plan_request).toBeNull();
    const note = await t.database.db('email_notifications').where({ type: 'plan_request' }).orderBy('id', 'desc').first();
    expect(note).toMatchObject({ company_id: null, title: 'Žádost o změnu tarifu: Salon Zadost' });

    const pending = (await call('GET', '/api/admin/listings?plan_request=pending&limit=100', admin)).json();
    expect(pending.listings.map((l: { id: number }) => l.id)).toContain(s.id);
    expect(pending.listings.map((l: { id: number }) => l.id)).not.toContain(other.id);
    expect(pending.listings.find((l: { id: number }) => l.id === s.id)).toMatchObject({ plan: 'free', requested_plan: 'business' });
    expect(pending.plan_requests).toBeGreaterThanOrEqual(1);

    // a business cannot set a plan, its own or another's
    for (const id of [s.id, other.id]) {
      const refused = await call('PUT', `/api/admin/companies/${id}/plan`, s.auth, { plan: 'enterprise' });
      expect(refused.statusCode).toBe(403);
    }
    expect((await call('PUT', `/api/admin/companies/${s.id}/plan`, undefined, { plan: 'enterprise' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/companies/99999999/plan', admin, { plan: 'business' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/companies/${s.id}/plan`, admin, { plan: 'mega' })).statusCode).toBe(400);

    const set = await call('PUT', `/api/admin/companies/${s.id}/plan`, admin, { plan: 'business' });
    expect(set.json()).toEqual({ success: true, company: { id: s.id, plan: 'business', plan_request: null } });
    expect(await settings(s.auth)).toMatchObject({ plan: 'business', bookings_limit: null, plan_request: null });
    expect((await settings(s.auth)).features).toEqual(expect.arrayContaining(['branches', 'advanced_analytics']));
    expect((await settings(other.auth)).plan).toBe('free');
    const after = (await call('GET', '/api/admin/listings?plan_request=pending&limit=100', admin)).json();
    expect(after.listings.map((l: { id: number }) => l.id)).not.toContain(s.id);

    // a request can be withdrawn
    await call('POST', '/api/company/plan-request', other.auth, { plan: 'starter' });
    const withdrawn = await call('DELETE', '/api/company/plan-request', other.auth);
    expect(withdrawn.json().plan.plan_request).toBeNull();
  });

  it('assertPlanFeature: branches from Business, advanced analytics from Professional (403 plan_feature naming the plan)', async () => {
    const s = await salon('Salon Funkce');
    const plans = repositoriesOn(t.database.db).plans;
    const refusal = async (feature: 'branches' | 'advanced_analytics') => {
      try {
        await assertPlanFeature(plans, s.id, feature);
        return undefined;
      } catch (error) {
        return error as DomainError;
      }
    };
    expect(await refusal('branches')).toMatchObject({ code: 'plan_feature', message: 'Pobočky jsou k dispozici od tarifu Business.' });
    expect(await refusal('advanced_analytics')).toMatchObject({
      code: 'plan_feature',
      message: 'Pokročilé statistiky jsou k dispozici od tarifu Professional.',
    });
    expect(HTTP_STATUS.plan_feature).toBe(403);
    expect(HTTP_STATUS.plan_limit).toBe(409);
    await call('PUT', `/api/admin/companies/${s.id}/plan`, admin, { plan: 'professional' });
    expect(await refusal('advanced_analytics')).toBeUndefined();
    expect(await refusal('branches')).toBeInstanceOf(DomainError);
    await call('PUT', `/api/admin/companies/${s.id}/plan`, admin, { plan: 'business' });
    expect(await refusal('branches')).toBeUndefined();
    expect(await refusal('advanced_analytics')).toBeUndefined();
  });
});
