import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { emptyTables, userWithToken } from '../helpers/factories.js';
import { insertProspects } from '../helpers/prospects.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');

describe.each(DB_KINDS)('web projects API on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const clock = manualClock(NOW);

  const signIn = async () => {
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  };
  /** Moves the clock and signs in again (the session would have lapsed). */
  const setClock = async (instant: Date) => {
    clock.set(instant);
    await signIn();
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    await signIn();
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    if (clock.now().getTime() !== NOW.getTime()) await setClock(NOW);
    await emptyTables(t.database.db, 'hosting_payments', 'webhosting_projects', 'web_projects');
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, payload: payload as any });
  const add = async (fields: Record<string, unknown>) => {
    const res = await call('POST', '/api/web_projects', fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().project;
  };
  const prospect = async (website_interest: string | null, name = 'Kadeřnictví Jana') =>
    (
      await insertProspects(t.database.db, [
        {
          name,
          address: 'Masarykova 5',
          postal_code: '602 00',
          city: 'Brno',
          phone: '+420 604 111 222',
          email: 'jana@kadernictvi-jana.cz',
          website_url: 'https://www.kadernictvi-jana.cz/',
          country: 'SK',
          extra: { website_interest },
        },
      ])
    )[0];

  it('lists with the filters and the summary banner: interested counts interested, in_progress and pending; active is shown as completed', async () => {
    const made: Array<[string, number]> = [
      ['email_sent', 1000],
      ['email_opened', 2000],
      ['interested', 3000],
      ['in_progress', 4000],
      ['pending', 5000],
      ['converted', 6000],
      ['completed', 7000],
      ['cancelled', 8000],
    ];
    for (const [status, price] of made) await add({ company_name: `Firma ${status}`, status, estimated_price: price });
    await add({ company_name: 'Slovenská', status: 'interested', estimated_price: 100, country: 'SK' });
    // a server status 'active' (older data): shown and counted as completed
    await t.database.db('web_projects').insert({
      company_name: 'Firma active',
      status: 'active',
      estimated_price: 9000,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    });

    const all = (await call('GET', '/api/web_projects?country=CZ')).json();
    expect(all).toMatchObject({
      success: true,
      total: 9,
      page: 1,
      page_size: 50,
      summary: { total: 9, email_sent: 1, interested: 3, converted: 1, completed: 2, total_value: 45000 },
    });
    const names = async (status: string) =>
      (await call('GET', `/api/web_projects?country=CZ&status=${status}`))
        .json()
        .projects.map((p: any) => [p.company_name, p.status])
        .sort();
    expect(await names('email_sent')).toEqual([['Firma email_sent', 'email_sent']]);
    expect(await names('interested')).toEqual([
      ['Firma in_progress', 'in_progress'],
      ['Firma interested', 'interested'],
      ['Firma pending', 'pending'],
    ]);
    expect(await names('converted')).toEqual([['Firma converted', 'converted']]);
    expect(await names('completed')).toEqual([
      ['Firma active', 'completed'],
      ['Firma completed', 'completed'],
    ]);
    expect((await call('GET', '/api/web_projects')).json().summary).toMatchObject({ total: 10, interested: 4, total_value: 45100 });
  });

  it('creates, edits (completing sets completed_at, taking it back clears it) and deletes with the messages', async () => {
    const p = await add({
      company_name: 'Salon Eva',
      project_type: 'eshop',
      estimated_price: 24000,
      hosting_price: 250,
      domain_name: 'salon-eva.cz',
    });
    expect(p).toMatchObject({
      country_code: 'CZ',
      status: 'pending',
      project_type: 'eshop',
      completed_at: null,
      webhosting_project_id: null,
      is_demo: false,
    });
    const done = await call('PUT', `/api/web_projects/${p.id}`, { status: 'completed' });
    expect(done.json()).toMatchObject({
      success: true,
      message: 'Projekt byl úspěšně aktualizován',
      project: { status: 'completed', completed_at: NOW.toISOString() },
    });
    await setClock(new Date('2026-11-27T10:00:00Z'));
    const again = await call('PUT', `/api/web_projects/${p.id}`, { status: 'completed', notes: 'Předáno' });
    expect(again.json().project).toMatchObject({ completed_at: NOW.toISOString(), notes: 'Předáno' });
    const back = await call('PUT', `/api/web_projects/${p.id}`, { status: 'in_progress' });
    expect(back.json().project).toMatchObject({ status: 'in_progress', completed_at: null });
    expect((await call('DELETE', `/api/web_projects/${p.id}`)).json()).toEqual({
      success: true,
      message: 'Projekt "Salon Eva" byl úspěšně smazán.',
    });
    expect((await call('DELETE', `/api/web_projects/${p.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/web_projects/${p.id}`, { notes: 'x' })).statusCode).toBe(404);
  });

  it('creates a project from a prospect who showed interest (name, country, website domain), once unless the first was cancelled', async () => {
    const id = await prospect('interested');
    const [first, second] = await Promise.all([
      call('POST', '/api/web_projects', { prospect_id: id }),
      call('POST', '/api/web_projects', { prospect_id: id }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const made = [first, second].find((r) => r.statusCode === 201)!.json().project;
    expect(made).toMatchObject({
      prospect_id: id,
      company_name: 'Kadeřnictví Jana',
      country_code: 'SK',
      domain_name: 'kadernictvi-jana.cz',
      status: 'interested',
    });
    expect([first, second].find((r) => r.statusCode === 409)!.json().error).toBe(
      'Firma "Kadeřnictví Jana" už má webový projekt. Nový lze založit, až bude ten první zrušen.',
    );
    await call('PUT', `/api/web_projects/${made.id}`, { status: 'cancelled' });
    expect((await call('POST', '/api/web_projects', { prospect_id: id, estimated_price: 15000 })).json().project).toMatchObject({
      estimated_price: 15000,
      status: 'interested',
    });

    const cold = await prospect('email_opened', 'Barber Karel');
    const refused = await call('POST', '/api/web_projects', { prospect_id: cold });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Webový projekt lze založit jen pro firmu, která projevila zájem o nový web. Firma "Barber Karel" ho zatím neprojevila.',
    );
    expect((await call('POST', '/api/web_projects', { prospect_id: 99_999_999 })).statusCode).toBe(404);
  });

  it('a completed project becomes a hosting project once, with the prospect contact, the completion day and the hosting price', async () => {
    const id = await prospect('interested');
    const p = (await call('POST', '/api/web_projects', { prospect_id: id, hosting_price: 250 })).json().project;
    const early = await call('POST', `/api/web_projects/${p.id}/hosting`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Na hosting lze převést jen dokončený projekt.');
    // completed at 00:30 on 1 December in Prague (30 November in UTC): the site was made on 1 December
    await setClock(new Date('2026-11-30T23:30:00Z'));
    await call('PUT', `/api/web_projects/${p.id}`, { status: 'completed' });
    await setClock(new Date('2026-12-02T10:00:00Z'));
    const answers = await Promise.all([
      call('POST', `/api/web_projects/${p.id}/hosting`),
      call('POST', `/api/web_projects/${p.id}/hosting`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const hosting = answers.find((a) => a.statusCode === 201)!.json().project;
    expect(hosting).toMatchObject({
      country_code: 'SK',
      web_project_id: p.id,
      prospect_id: id,
      company_name: 'Kadeřnictví Jana',
      domain: 'kadernictvi-jana.cz',
      website_url: 'https://kadernictvi-jana.cz',
      contact_phone: '+420 604 111 222',
      contact_email: 'jana@kadernictvi-jana.cz',
      contact_address: 'Masarykova 5, 602 00 Brno',
      website_created_date: '2026-12-01',
      monthly_cost: 250,
      annual_fee: null,
      yearly_fee: 3000,
      renewal_date: '2027-12-01',
      status: 'active',
    });
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe('Tento projekt už má hostingový projekt.');
    expect((await call('GET', '/api/web_projects?status=completed')).json().projects[0]).toMatchObject({
      webhosting_project_id: hosting.id,
    });
    expect(await t.database.db('webhosting_projects').where({ web_project_id: p.id })).toHaveLength(1);
    expect((await call('POST', '/api/web_projects/99999999/hosting')).statusCode).toBe(404);
  });

  it('refuses bad fields naming each in Czech', async () => {
    const res = await call('POST', '/api/web_projects', { project_type: 'blog', status: 'hotovo', estimated_price: 'hodně' });
    expect(res.statusCode).toBe(400);
    expect(Object.fromEntries(res.json().fields.map((f: any) => [f.field, f.message]))).toEqual({
      project_type: 'Typ projektu: landing, website, eshop nebo app',
      status: 'Neznámý stav projektu',
      estimated_price: 'Cena je celé číslo od 0 do 100 000 000 Kč',
    });
    const noName = await call('POST', '/api/web_projects', { estimated_price: 100 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toEqual([{ field: 'company_name', message: 'Zadejte název firmy', key: 'webProject.companyName' }]);
    expect((await call('GET', '/api/web_projects?status=active')).json().fields[0]).toMatchObject({
      field: 'status',
      message: 'Neznámý stav projektu',
    });
  });

  it('admins only: 401 without a session, 403 for a business and a customer', async () => {
    const p = await add({ company_name: 'Salon Eva', status: 'completed', domain_name: 'salon-eva.cz' });
    const company = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'company')).token}` };
    const customer = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'customer')).token}` };
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/web_projects'],
      ['POST', '/api/web_projects', { company_name: 'X' }],
      ['PUT', `/api/web_projects/${p.id}`, { notes: 'x' }],
      ['DELETE', `/api/web_projects/${p.id}`],
      ['POST', `/api/web_projects/${p.id}/hosting`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {} as any)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, company)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, payload, customer)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.database.db('web_projects')).toHaveLength(1);
    expect(await t.database.db('webhosting_projects')).toHaveLength(0);
  });
});
