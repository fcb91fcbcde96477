import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { emptyTables, insertHostingProject, userWithToken } from '../helpers/factories.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');

describe.each(DB_KINDS)('webhosting projects API on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const clock = manualClock(NOW);

  const signIn = async () => {
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  };
  /** Moves the clock and signs in again (a session does not outlive a month). */
  const setClock = async (instant: Date) => {
    clock.set(instant);
    await signIn();
  };

  /** the demo seed's list (the template database is seeded with the demo), read before the tests empty the tables */
  let demo: any;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    await signIn();
    demo = (await t.app.inject({ method: 'GET', url: '/api/webhosting_projects', headers: admin })).json();
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    if (clock.now().getTime() !== NOW.getTime()) await setClock(NOW);
    await emptyTables(t.database.db, 'hosting_payments', 'webhosting_projects');
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, payload: payload as any });
  const add = async (company_name: string, fields: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/webhosting_projects', { company_name, domain: `${company_name.toLowerCase()}.cz`, ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().project;
  };
  const names = async (query: string) => {
    const res = await call('GET', `/api/webhosting_projects?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .projects.map((p: any) => p.company_name)
      .sort();
  };

  it('lists the demo projects, each marked demo, with their last payments', async () => {
    expect(demo.total).toBeGreaterThanOrEqual(20);
    expect(demo.projects.every((p: any) => p.is_demo)).toBe(true);
    expect(demo.projects.some((p: any) => p.last_payment !== null)).toBe(true);
  });

  it('creates a project with the defaults derived (renewal one year after the site, fee 12 x monthly cost, status by the dates)', async () => {
    const p = await add('Salon Eva', {
      domain: 'salon-eva.cz',
      website_created_date: '2026-01-10',
      monthly_cost: 150,
      contact_email: 'eva@salon-eva.cz',
    });
    expect(p).toMatchObject({
      country_code: 'CZ',
      company_name: 'Salon Eva',
      domain: 'salon-eva.cz',
      next_payment_date: null,
      renewal_date: '2027-01-10',
      yearly_fee: 1800,
      status: 'active',
      days_left: 45,
      contact_email: 'eva@salon-eva.cz',
      manual_status: null,
      last_payment: null,
      is_demo: false,
    });
    const bare = await add('Bez Dat');
    expect(bare).toMatchObject({ renewal_date: '2026-11-26', yearly_fee: 1000, status: 'expiring_soon', days_left: 0 });
    const fee = await add('Roční', { annual_fee: 2400, monthly_cost: 150, next_payment_date: '2027-06-01' });
    expect(fee).toMatchObject({ yearly_fee: 2400, status: 'active', days_left: 187 });
  });

  it('lists 50 a page with the counts of the filter buttons and the cards; the monthly income is of active projects', async () => {
    await add('Aktivní A', { next_payment_date: '2027-06-01', monthly_cost: 100 });
    await add('Aktivní B', { website_created_date: '2025-12-27', monthly_cost: 200 });
    await add('Ručně aktivní', { next_payment_date: '2026-11-01', status: 'active', monthly_cost: 300 });
    await add('Brzy', { next_payment_date: '2026-12-26', monthly_cost: 1000 });
    await add('Dnes', { next_payment_date: '2026-11-26' });
    await add('Prošlý', { next_payment_date: '2026-11-25', monthly_cost: 5000 });
    await add('Prošlý web', { website_created_date: '2025-11-25' });
    await add('Slovenský', { country: 'SK', next_payment_date: '2027-05-01', monthly_cost: 400 });
    const res = await call('GET', '/api/webhosting_projects?country=cz');
    expect(res.json()).toMatchObject({
      success: true,
      total: 7,
      page: 1,
      page_size: 50,
      counts: { all: 7, active: 3, expiring_soon: 2, expired: 2 },
      monthly_income: 600,
    });
    // the renewals soonest first, a renewal a year after the site was made among them
    expect(res.json().projects.map((p: any) => p.company_name)).toEqual([
      'Ručně aktivní',
      'Prošlý',
      'Prošlý web',
      'Dnes',
      'Brzy',
      'Aktivní B',
      'Aktivní A',
    ]);
    expect(await names('country=CZ&status=active')).toEqual(['Aktivní A', 'Aktivní B', 'Ručně aktivní']);
    expect(await names('country=CZ&status=expiring_soon')).toEqual(['Brzy', 'Dnes']);
    expect(await names('country=CZ&status=expired')).toEqual(['Prošlý', 'Prošlý web']);
    const all = (await call('GET', '/api/webhosting_projects')).json();
    expect(all).toMatchObject({ total: 8, counts: { all: 8, active: 4 }, monthly_income: 1000 });

    for (let i = 0; i < 50; i++)
      await insertHostingProject(t.database.db, {
        company_name: `Hromadný ${String(i).padStart(2, '0')}`,
        domain: `h${i}.cz`,
        next_payment_date: '2030-01-01',
      });
    const first = (await call('GET', '/api/webhosting_projects?country=CZ')).json();
    const second = (await call('GET', '/api/webhosting_projects?country=CZ&page=2')).json();
    expect([first.projects.length, second.projects.length, second.total, second.page]).toEqual([50, 7, 57, 2]);
  });

  /** The status filter (SQL) and the status shown (the rules) agree on every day, at month ends, on leap days and at the year boundary. */
  const cases: Array<{ at: string; today: string; dates: Array<[string, Record<string, string>, string, number]> }> = [
    {
      at: '2027-01-31T12:00:00Z',
      today: '2027-01-31',
      dates: [
        ['30 dní', { next_payment_date: '2027-03-02' }, 'expiring_soon', 30],
        ['31 dní', { next_payment_date: '2027-03-03' }, 'active', 31],
        ['včera', { next_payment_date: '2027-01-30' }, 'expired', -1],
        ['web před rokem', { website_created_date: '2026-01-31' }, 'expiring_soon', 0],
        ['web před rokem a dnem', { website_created_date: '2026-01-30' }, 'expired', -1],
      ],
    },
    {
      // 29 February 2028: a site made on 28 February 2027 renewed yesterday; one made on 1 March 2027 renews the day after
      at: '2028-02-29T12:00:00Z',
      today: '2028-02-29',
      dates: [
        ['přestupný den', { next_payment_date: '2028-02-29' }, 'expiring_soon', 0],
        ['web 28. 2.', { website_created_date: '2027-02-28' }, 'expired', -1],
        ['web 1. 3.', { website_created_date: '2027-03-01' }, 'expiring_soon', 1],
        ['web 30. 3.', { website_created_date: '2027-03-30' }, 'expiring_soon', 30],
        ['web 31. 3.', { website_created_date: '2027-03-31' }, 'active', 31],
      ],
    },
    {
      // a site made on 29 February renews on 28 February of a common year
      at: '2025-02-28T12:00:00Z',
      today: '2025-02-28',
      dates: [
        ['web 29. 2.', { website_created_date: '2024-02-29' }, 'expiring_soon', 0],
        ['web 28. 2.', { website_created_date: '2024-02-28' }, 'expiring_soon', 0],
        ['web 27. 2.', { website_created_date: '2024-02-27' }, 'expired', -1],
      ],
    },
    {
      // 00:30 on New Year's Day in Prague is still 31 December in UTC
      at: '2026-12-31T23:30:00Z',
      today: '2027-01-01',
      dates: [
        ['Silvestr', { next_payment_date: '2026-12-31' }, 'expired', -1],
        ['Nový rok', { next_payment_date: '2027-01-01' }, 'expiring_soon', 0],
        ['31. ledna', { next_payment_date: '2027-01-31' }, 'expiring_soon', 30],
        ['1. února', { next_payment_date: '2027-02-01' }, 'active', 31],
        ['nic', {}, 'expiring_soon', 0],
      ],
    },
  ];
  for (const c of cases) {
    it(`status on ${c.today} (${c.at})`, async () => {
      await setClock(new Date(c.at));
      for (const [name, fields] of c.dates) await add(name, fields);
      const { projects } = (await call('GET', '/api/webhosting_projects')).json();
      const shown = Object.fromEntries(projects.map((p: any) => [p.company_name, [p.status, p.days_left]]));
      expect(shown).toEqual(Object.fromEntries(c.dates.map(([name, , status, days]) => [name, [status, days]])));
      for (const status of ['active', 'expiring_soon', 'expired']) {
        expect(await names(`status=${status}`)).toEqual(
          c.dates
            .filter(([, , s]) => s === status)
            .map(([name]) => name)
            .sort(),
        );
      }
    });
  }

  it("edits: 'auto' lets the status follow the dates, another status sets it; answers 'Změny byly úspěšně…'", async () => {
    const p = await add('Salon Eva', { next_payment_date: '2027-06-01', annual_fee: 1200 });
    const set = await call('PUT', `/api/webhosting_projects/${p.id}`, {
      status: 'expired',
      annual_fee: 2400,
      monthly_cost: 200,
      notes: 'Neplatí',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      success: true,
      message: 'Změny byly úspěšně uloženy!',
      project: {
        status: 'expired',
        manual_status: 'expired',
        annual_fee: 2400,
        monthly_cost: 200,
        notes: 'Neplatí',
        company_name: 'Salon Eva',
      },
    });
    const auto = await call('PUT', `/api/webhosting_projects/${p.id}`, { status: 'auto', next_payment_date: null });
    expect(auto.json().project).toMatchObject({
      status: 'expiring_soon',
      manual_status: null,
      next_payment_date: null,
      renewal_date: '2026-11-26',
    });
    expect((await call('PUT', '/api/webhosting_projects/999999', { notes: 'x' })).statusCode).toBe(404);
  });

  it('deletes a project with its payments', async () => {
    const p = await add('Salon Eva');
    await t.core.hosting.recordPayment({ projectId: p.id });
    const res = await call('DELETE', `/api/webhosting_projects/${p.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Projekt "Salon Eva" byl úspěšně smazán.' });
    expect(await t.database.db('hosting_payments').where({ project_id: p.id })).toHaveLength(0);
    expect((await call('DELETE', `/api/webhosting_projects/${p.id}`)).statusCode).toBe(404);
  });

  it('refuses bad fields, naming each in Czech', async () => {
    const res = await call('POST', '/api/webhosting_projects', {
      domain: '',
      next_payment_date: '1. 12. 2026',
      annual_fee: -1,
      status: 'zrušeno',
      contact_email: 'eva',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.fromEntries(res.json().fields.map((f: any) => [f.field, f.message]))).toEqual({
      company_name: 'Zadejte název firmy',
      domain: 'Zadejte doménu, např. salon-eva.cz',
      next_payment_date: 'Zadejte datum ve tvaru RRRR-MM-DD',
      annual_fee: 'Částka je celé číslo od 0 do 10 000 000 Kč',
      status: 'Stav: auto, active, expiring_soon nebo expired',
      contact_email: 'Zadejte platný e-mail',
    });
    const day = await call('POST', '/api/webhosting_projects', { company_name: 'A', domain: 'a.cz', website_created_date: '2026-02-30' });
    expect(day.statusCode).toBe(400);
    expect(day.json().fields).toEqual([
      { field: 'website_created_date', message: 'Zadejte datum ve tvaru RRRR-MM-DD', key: 'hosting.date' },
    ]);
    expect((await call('GET', '/api/webhosting_projects?status=vse')).json().fields[0]).toMatchObject({ field: 'status' });
  });

  it('admins only: 401 without a session, 403 for a business and a customer', async () => {
    const p = await add('Salon Eva');
    const company = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'company')).token}` };
    const customer = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'customer')).token}` };
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/webhosting_projects'],
      ['POST', '/api/webhosting_projects', { company_name: 'X', domain: 'x.cz' }],
      ['PUT', `/api/webhosting_projects/${p.id}`, { notes: 'x' }],
      ['DELETE', `/api/webhosting_projects/${p.id}`],
      ['POST', `/api/webhosting_projects/${p.id}/payments`, {}],
      ['GET', '/api/webhosting/revenue?year=2026'],
      ['GET', '/api/webhosting/distribution'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {} as any)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, company)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, payload, customer)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.database.db('webhosting_projects')).toHaveLength(1);
    expect(await t.database.db('hosting_payments')).toHaveLength(0);
  });
});
