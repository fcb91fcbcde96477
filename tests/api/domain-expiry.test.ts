import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTlsSiteProbe } from '../../src/adapters/hosting-check/tls-site-probe.js';
import { createRdapRegistry } from '../../src/adapters/rdap/rdap-registry.js';
import { findJob } from '../../src/jobs/index.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { emptyTables, setSenderAddress, userWithToken } from '../helpers/factories.js';
import { insertHostingProject } from '../helpers/hosting.js';
import { startRdapStandIn, type RdapStandIn } from '../helpers/rdap-stand-in.js';
import { selfSignedCertificate, startHttpsSite, type LocalHttpsSite } from '../helpers/self-signed.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

/** 10:00 in Prague on Thursday 26 November 2026 */
const START = new Date('2026-11-26T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const OPERATOR = 'provoz@marketplace.test';

/**
 * Domain expiry (issue: domains expire too, not only hosting) on both engines: `hosting check` reads each
 * active project's domain's registration end over RDAP from a local registry stand-in (the real adapter,
 * through MARKETPLACE_TEST_RDAP_URL's replacement of the registry's base URL), stores it with when it was
 * read, keeps it when a later read fails, says so for a TLD without RDAP; `/api/webhosting_projects`
 * answers it and filters 'Domény brzy vyprší'; the web project shows it and its hosting project's status,
 * last payment and next payment; the reminders remind the client 30, 14, 3 days before and on the day,
 * once each, and the operator's summary lists the domains.
 */
describe.each(DB_KINDS)('domain expiry on %s', (kind) => {
  let t: TestApp;
  let site: LocalHttpsSite;
  let registry: RdapStandIn;
  let sink: SmtpSink;
  let admin: { authorization: string };
  const clock = manualClock(START);
  const ids: Record<string, number> = {};
  let webProjectId = 0;
  const DOMAINS = ['salon-eva.cz', 'www.nehty.cz', 'dnes.cz', 'kadernictvo.sk', 'neznama.cz', 'pomaly.cz', 'demo-salon.cz', 'stary.cz'];

  beforeAll(async () => {
    // every checked site answers from one local HTTPS server (a certificate valid for a year: no certificate alert)
    site = await startHttpsSite(selfSignedCertificate('salon-eva.cz', 365));
    registry = await startRdapStandIn({
      'salon-eva.cz': { expiration: '2026-12-16T12:00:00Z' },
      // 00:30 on 1 July in Prague: the day is Prague's
      'nehty.cz': { expiration: '2027-06-30T22:30:00Z' },
      'dnes.cz': { expiration: '2026-11-26T15:00:00Z' },
      'pomaly.cz': { expiration: '2027-01-10T10:00:00Z' },
      'demo-salon.cz': { expiration: '2026-12-01T10:00:00Z' },
    });
    sink = await startSmtpSink();
    t = await startTestApp(kind, {
      clock,
      smtpUrl: sink.url,
      siteProbe: createTlsSiteProbe({
        timeoutMs: 5000,
        testHosts: Object.fromEntries(DOMAINS.map((d) => [d, { address: '127.0.0.1', port: site.port }])),
      }),
      domainRegistry: createRdapRegistry({ timeoutMs: 700, testBaseUrl: registry.url }),
    });
    await signIn();
    const db = t.database.db;
    await emptyTables(db, 'hosting_payments', 'webhosting_projects');
    await setSenderAddress(t.core, OPERATOR);

    // salon-eva.cz: a finished web project that became a hosting project
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/web_projects',
      headers: admin,
      payload: { company_name: 'Firma eva', domain_name: 'salon-eva.cz', status: 'completed', hosting_price: 150 },
    });
    expect(created.statusCode, created.body).toBe(201);
    webProjectId = created.json().project.id;
    const hosted = await t.app.inject({ method: 'POST', url: `/api/web_projects/${webProjectId}/hosting`, headers: admin });
    expect(hosted.statusCode, hosted.body).toBe(201);
    ids.eva = hosted.json().project.id;
    await t.core.hosting.update(ids.eva!, { contact_email: 'eva@klient.test' });

    const project = async (key: string, fields: Parameters<typeof insertHostingProject>[1]) =>
      (ids[key] = await insertHostingProject(db, { company_name: `Firma ${key}`, next_payment_date: '2027-11-01', ...fields }));
    await project('nehty', { domain: 'www.nehty.cz', contact_email: 'nehty@klient.test' });
    await project('dnes', { domain: 'dnes.cz', contact_email: 'dnes@klient.test', contact_phone: '+420 777 000 111' });
    await project('slovak', { domain: 'kadernictvo.sk', country_code: 'SK', contact_email: 'sk@klient.test' });
    await project('unknown', { domain: 'neznama.cz' });
    await project('slow', { domain: 'pomaly.cz' });
    // the demo's: never asked about
    await project('demo', { domain: 'demo-salon.cz', is_demo: true });
    // hosting expired: its site is not checked
    await project('expired', { domain: 'stary.cz', next_payment_date: '2025-01-01' });
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
    await registry?.close();
    await sink?.close();
  });

  /** a new session (the clock moves past a session's idle time between the tests) */
  const signIn = async () => {
    admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  };
  const stored = (key: string) =>
    t.database.db('webhosting_projects').where({ id: ids[key] }).first('domain_expiration_date', 'domain_checked_at', 'domain_check_error');
  const domainNotifications = async () =>
    (await t.database.db('email_notifications').whereNull('company_id').orderBy('id').select('title'))
      .map((n: { title: string }) => n.title)
      .filter((title: string) => title.startsWith('Registrace domény'))
      .sort();

  it('reads each active domain over RDAP, stores the day and when it was read, and notifies a domain ending within 30 days once', async () => {
    const run = await t.core.hostingCheck.run();
    expect(run).toMatchObject({ checked: 6, site_down: 0, cert_expiring: 0, domain_expiring: 2 });
    const byDomain = Object.fromEntries(run.results.map((r) => [r.domain, r]));
    expect(byDomain['salon-eva.cz']).toMatchObject({
      domain_expiration_date: '2026-12-16',
      domain_days_left: 20,
      domain_check_error: null,
    });
    expect(byDomain['dnes.cz']).toMatchObject({ domain_expiration_date: '2026-11-26', domain_days_left: 0, notified: ['domain_expiring'] });
    expect(byDomain['www.nehty.cz']).toMatchObject({ domain_expiration_date: '2027-07-01', notified: [] });
    expect(byDomain['kadernictvo.sk']).toMatchObject({
      domain_expiration_date: null,
      domain_check_error: 'Doména .sk nemá službu RDAP; datum konce registrace nelze zjistit',
    });
    expect(byDomain['neznama.cz']).toMatchObject({ domain_expiration_date: null, domain_check_error: 'Registr doménu nezná' });

    // the registered name is asked for (www. dropped); no registry for .sk; the demo's and an expired project's domains never
    expect([...registry.requests].sort()).toEqual([
      '/domain/dnes.cz',
      '/domain/nehty.cz',
      '/domain/neznama.cz',
      '/domain/pomaly.cz',
      '/domain/salon-eva.cz',
    ]);

    expect(await stored('eva')).toMatchObject({ domain_expiration_date: '2026-12-16', domain_check_error: null });
    expect(new Date((await stored('eva')).domain_checked_at).getTime()).toBe(START.getTime());
    expect((await stored('slovak')).domain_checked_at).not.toBeNull();
    expect(await stored('demo')).toMatchObject({ domain_expiration_date: null, domain_checked_at: null });
    expect(await domainNotifications()).toEqual(['Registrace domény dnes.cz končí dnes', 'Registrace domény salon-eva.cz končí za 20 dní']);

    // the job, again: nothing new to notify
    clock.advance(DAY / 4);
    expect(await findJob('hosting-check')!.run(t.core)).toEqual({
      checked: 6,
      site_down: 0,
      cert_expiring: 0,
      domain_expiring: 2,
      notified: 0,
    });
    expect(await domainNotifications()).toHaveLength(2);
  });

  it('keeps the day read before when the registry does not answer, and says why', async () => {
    const before = await stored('slow');
    expect(before.domain_expiration_date).toBe('2027-01-10');
    registry.domains['pomaly.cz'] = { ...registry.domains['pomaly.cz'], delayMs: 3000 };
    clock.advance(DAY / 4);
    const run = await t.core.hostingCheck.run();
    expect(run.results.find((r) => r.domain === 'pomaly.cz')).toMatchObject({
      domain_expiration_date: '2027-01-10',
      domain_check_error: 'Registr domén neodpověděl do 0.7 s',
    });
    const after = await stored('slow');
    expect(after.domain_expiration_date).toBe('2027-01-10');
    expect(after.domain_check_error).toBe('Registr domén neodpověděl do 0.7 s');
    // when it was last read: the earlier run's time
    expect(new Date(after.domain_checked_at).getTime()).toBe(new Date(before.domain_checked_at).getTime());
    delete registry.domains['pomaly.cz'].delayMs;
  });

  it('answers the day in /api/webhosting_projects and filters the domains ending soon', async () => {
    await signIn();
    const all = await t.app.inject({ method: 'GET', url: '/api/webhosting_projects', headers: admin });
    expect(all.statusCode, all.body).toBe(200);
    const eva = all.json().projects.find((p: { id: number }) => p.id === ids.eva);
    expect(eva).toMatchObject({ domain_expiration_date: '2026-12-16', domain_days_left: 20, domain_check_error: null });
    expect(typeof eva.domain_checked_at).toBe('string');
    expect(all.json().counts.domain_expiring_soon).toBe(2);

    const soon = await t.app.inject({ method: 'GET', url: '/api/webhosting_projects?domain=expiring_soon', headers: admin });
    expect(soon.statusCode, soon.body).toBe(200);
    expect(
      soon
        .json()
        .projects.map((p: { company_name: string }) => p.company_name)
        .sort(),
    ).toEqual(['Firma dnes', 'Firma eva']);
    expect(soon.json().total).toBe(2);
    const bad = await t.app.inject({ method: 'GET', url: '/api/webhosting_projects?domain=brzy', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it("shows the web project the domain's end and its hosting project's status, last payment and next payment", async () => {
    await signIn();
    const paid = await t.app.inject({ method: 'POST', url: `/api/webhosting_projects/${ids.eva}/payments`, headers: admin, payload: {} });
    expect(paid.statusCode, paid.body).toBe(200);
    const renewal = paid.json().project.renewal_date;
    const list = await t.app.inject({ method: 'GET', url: '/api/web_projects', headers: admin });
    expect(list.statusCode, list.body).toBe(200);
    const project = list.json().projects.find((p: { id: number }) => p.id === webProjectId);
    expect(project).toMatchObject({
      webhosting_project_id: ids.eva,
      domain_expiration_date: '2026-12-16',
      hosting_status: 'active',
      last_hosting_payment: '2026-11-26',
      next_payment_due: renewal,
    });
    // a web project without a hosting project has none of them
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/web_projects',
      headers: admin,
      payload: { company_name: 'Bez hostingu' },
    });
    expect(plain.json().project).toMatchObject({
      domain_expiration_date: null,
      hosting_status: null,
      last_hosting_payment: null,
      next_payment_due: null,
    });
  });

  it('reminds the client 30, 14 and 3 days before and on the day, once each, and lists the domains in the summary', async () => {
    clock.set(START);
    const runs = await Promise.all([t.core.hostingReminders.run(), t.core.hostingReminders.run()]);
    const sent = runs.flatMap((r) => r.domain_reminders.map((d) => `${d.domain}/${d.lead_days}`)).sort();
    // salon-eva.cz is 20 days away (inside 30), dnes.cz ends today; nehty.cz is months away
    expect(sent).toEqual(['dnes.cz/0', 'salon-eva.cz/30']);
    expect((await t.core.hostingReminders.run()).domain_reminders).toEqual([]);

    while ((await t.core.mail.worker.run()).sent > 0) {
      /* until nothing is left */
    }
    const mails = await Promise.all(sink.messages.map((m) => simpleParser(m.raw)));
    const toEva = mails.filter((m) => JSON.stringify(m.to).includes('eva@klient.test'));
    expect(toEva.map((m) => m.subject)).toEqual(['Platnost domény salon-eva.cz končí 16. 12. 2026']);
    expect(toEva[0]!.text).toContain('Doména je zaregistrována do: 16. 12. 2026');
    const digest = mails.find((m) => JSON.stringify(m.to).includes(OPERATOR))!;
    expect(digest.subject).toBe('Obnovy hostingu 26. 11. 2026: 1 projekt, končící domény: 2 domény');
    expect(digest.text).toContain('Domény, jejichž registrace končí do 30 dnů nebo skončila: 2 domény.');
    expect(digest.text).toContain('- Firma eva (salon-eva.cz): registrace do 16. 12. 2026, za 20 dní');
    expect(digest.text).toContain('- Firma dnes (dnes.cz): registrace do 26. 11. 2026, dnes, tel. +420 777 000 111');

    // 10 days later: 10 days left, inside 14; 3 days before; the day itself, each once
    for (const [days, lead] of [
      [10, 14],
      [17, 3],
      [20, 0],
    ] as const) {
      clock.set(new Date(START.getTime() + days * DAY));
      await t.core.hostingReminders.run();
      const again = await t.core.hostingReminders.run();
      expect(again.domain_reminders, `day ${days}`).toEqual([]);
      const rows = await t.database.db('domain_reminders').where({ project_id: ids.eva }).orderBy('id').select('lead_days');
      expect(Number(rows.at(-1)!.lead_days)).toBe(lead);
    }
    const leads = await t.database.db('domain_reminders').where({ project_id: ids.eva }).orderBy('id').select('expiry_date', 'lead_days');
    expect(leads.map((r: { expiry_date: string; lead_days: number }) => `${r.expiry_date}/${Number(r.lead_days)}`)).toEqual([
      '2026-12-16/30',
      '2026-12-16/14',
      '2026-12-16/3',
      '2026-12-16/0',
    ]);
  });
});
