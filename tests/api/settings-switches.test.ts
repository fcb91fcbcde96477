import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { insertHostingProject } from '../helpers/hosting.js';
import { forgetSettings, setSenderAddress, userWithToken } from '../helpers/factories.js';

const CLOSED = 'Registrace je momentálně uzavřená. Zkuste to prosím později.';
const MAINTENANCE = 'Probíhá údržba webu. Zkuste to prosím za několik minut.';

/**
 * Nastavení › Obecné in effect: contact e-mail, default country and time zone (through the site
 * settings, the edition of a request naming none, records made without a country, the operator's
 * address), registration switched off and maintenance mode.
 */
describe.each(DB_KINDS)('general settings in effect on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock });
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
  });
  afterAll(() => t?.close());
  // every test starts from the defaults
  afterEach(async () => {
    await forgetSettings(t.core, 'general.%');
  });

  const auth = () => ({ authorization: `Bearer ${admin}` });
  const save = (general: object) => t.app.inject({ method: 'PUT', url: '/api/admin/app-settings', headers: auth(), payload: { general } });
  const registerCustomer = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Jana Nováková',
        email: `reg-${Math.random().toString(36).slice(2)}@example.cz`,
        phone: '777111222',
        password: 'dlouhe-heslo',
      },
    });
  const registerCompany = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/companies/register',
      payload: {
        companyName: 'Salon Zavřeno',
        contactPerson: 'Eva Svobodová',
        email: `salon-${Math.random().toString(36).slice(2)}@example.cz`,
        phone: '+420 777 123 456',
        password: 'bezpecne-heslo',
        confirmPassword: 'bezpecne-heslo',
        category: 'krasa',
        subcategory: 'kadernictvi',
        city: 'Plzeň',
        address: 'Americká 12',
        description: 'Salon v centru.',
      },
    });

  it('answers the contact e-mail, default country, time zone and the registration switch in the site settings', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json();
    expect(before).toMatchObject({ contactEmail: '', defaultCountry: 'CZ', timeZone: 'Europe/Prague', registrationEnabled: true });
    expect((await save({ contactEmail: 'provoz@example.cz', defaultCountry: 'PL', timeZone: 'America/New_York' })).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json();
    expect(after).toMatchObject({ contactEmail: 'provoz@example.cz', defaultCountry: 'PL', timeZone: 'America/New_York' });
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/app-settings', headers: auth() })).json().settings;
    expect(settings.general).toMatchObject({ maintenanceMode: false, registrationEnabled: true });
  });

  it('serves the default country as the edition of a request that names none, and to records made without a country', async () => {
    const edition = async (url: string, host?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: host ? { host } : {} })).json().edition.code as string;
    expect(await edition('/api/edition')).toBe('CZ');
    await save({ defaultCountry: 'SK' });
    expect(await edition('/api/edition')).toBe('SK');
    // a request that names its edition keeps it: ?country= on a local host, an edition's domain
    expect(await edition('/api/edition?country=PL')).toBe('PL');
    expect(await edition('/api/edition', 'marketplace.cz')).toBe('CZ');

    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/scheduled_emails',
      headers: auth(),
      payload: { to_email: 'klient@example.cz', subject: 'Bez země', text_content: 'Text', scheduled_at: '2026-12-01T10:00:00Z' },
    });
    expect(scheduled.statusCode, scheduled.body).toBeLessThan(300);
    const row = await t.database.db('scheduled_emails').where({ id: scheduled.json().scheduled_email.id }).first('country_code');
    expect(row.country_code).toBe('SK');
  });

  it("sends the operator's mail (the hosting renewals' summary) to the contact e-mail", async () => {
    const db = t.database.db;
    await setSenderAddress(t.core, 'odesilatel@example.cz');
    await save({ contactEmail: 'provozovatel@example.cz' });
    await insertHostingProject(db, {
      company_name: 'Firma dnes',
      domain: 'dnes.cz',
      contact_email: 'dnes@klient.test',
      next_payment_date: '2026-11-26',
    });
    const run = await t.core.hostingReminders.run();
    expect(run.digest).toBe('queued');
    const digest = await db('email_queue').where('subject', 'like', 'Obnovy hostingu%').first('to_email');
    expect(digest.to_email).toBe('provozovatel@example.cz');
  });

  it("runs the hosting reminders on the operator's day (time zone)", async () => {
    // 03:00 UTC: the 26th in Prague, still the 25th in New York
    clock.set(new Date('2026-11-26T03:00:00Z'));
    try {
      expect((await t.core.hostingReminders.run()).as_of).toBe('2026-11-26');
      await save({ timeZone: 'America/New_York' });
      expect((await t.core.hostingReminders.run()).as_of).toBe('2026-11-25');
    } finally {
      clock.set(new Date('2026-11-26T09:00:00Z'));
    }
  });

  it('refuses both public registrations with a Czech 403 while registration is off; the admin still creates users', async () => {
    await save({ registrationEnabled: false });
    for (const res of [await registerCustomer(), await registerCompany()]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'forbidden', error: CLOSED });
    }
    const site = (await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json();
    expect(site.registrationEnabled).toBe(false);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth(),
      payload: { email: `novy-${Math.random().toString(36).slice(2)}@example.cz`, password: 'dlouhe-heslo-1', role: 'customer' },
    });
    expect(created.statusCode, created.body).toBe(201);

    await save({ registrationEnabled: true });
    expect((await registerCustomer()).statusCode).toBe(201);
    expect((await registerCompany()).statusCode).toBe(201);
  });

  it('keeps the settings in memory: public requests read no settings row, and a save is in effect at the next request', async () => {
    const statements: string[] = [];
    const record = (query: { sql: string }) => void statements.push(query.sql);
    await t.app.inject({ method: 'GET', url: '/api/search?q=salon' }); // the first use loads them
    t.database.db.on('query', record);
    try {
      for (const url of ['/api/search?q=salon', '/api/categories', '/api/search?country=SK&q=salon', '/api/health']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.filter((sql) => /\bsettings\b/.test(sql))).toEqual([]);
      expect((await save({ maintenanceMode: true })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/search?q=salon' })).statusCode).toBe(503);
    } finally {
      t.database.db.off('query', record);
    }
  });

  it('answers the public site and API 503 with Retry-After in maintenance mode; sign-in, health and the back office stay', async () => {
    await save({ maintenanceMode: true });
    const api = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('600');
    expect(api.json()).toMatchObject({ success: false, code: 'unavailable', error: MAINTENANCE });

    const page = await t.app.inject({ method: 'GET', url: '/katalog' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('600');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Probíhá údržba</h1>');
    expect(page.body).toContain(MAINTENANCE);

    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).not.toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/prihlaseni' })).statusCode).not.toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/edition' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/site-settings' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/admin/settings' })).statusCode).not.toBe(503);
    // an admin signs in, reads the public API and switches maintenance off
    const { token } = await userWithToken(t.app, t.core, 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/categories', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      200,
    );
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app-settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { general: { maintenanceMode: false } },
    });
    expect(off.json().settings.general.maintenanceMode).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/katalog' })).statusCode).toBe(200);
  });

  it('holds a customer in maintenance mode, not only anonymous visitors', async () => {
    const { token } = await userWithToken(t.app, t.core, 'customer');
    await save({ maintenanceMode: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/categories', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(503);
  });
});
