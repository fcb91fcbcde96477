import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTlsSiteProbe } from '../../src/adapters/hosting-check/tls-site-probe.js';
import { createMailTransport } from '../../src/adapters/mail/nodemailer-transport.js';
import { createCore, type Core, type SiteProbe } from '../../src/core/index.js';
import { findJob } from '../../src/jobs/index.js';
import { manualClock, TEST_SECRET } from '../helpers/app.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { insertHostingProject } from '../helpers/hosting.js';
import { selfSignedCertificate, startHttpsSite, type LocalHttpsSite } from '../helpers/self-signed.js';
import { emptyTables } from '../helpers/factories.js';

const DAY = 24 * 60 * 60 * 1000;

/** A TCP port nothing listens on (connection refused). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP server that accepts and never answers (a TLS handshake that never ends). */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

let eva: LocalHttpsSite;
let down: LocalHttpsSite;
let silent: Awaited<ReturnType<typeof silentServer>>;
let refusedPort: number;
const testHosts = () => ({
  'salon-eva.cz': { address: '127.0.0.1', port: eva.port },
  'down.cz': { address: '127.0.0.1', port: down.port },
  'refused.cz': { address: '127.0.0.1', port: refusedPort },
  'silent.cz': { address: '127.0.0.1', port: silent.port },
});

beforeAll(async () => {
  // salon-eva.cz: a self-signed certificate expiring in 10 days; down.cz answers 503
  eva = await startHttpsSite(selfSignedCertificate('salon-eva.cz', 10, 'Salon Eva CA'));
  down = await startHttpsSite(selfSignedCertificate('down.cz', 365), 503);
  silent = await silentServer();
  refusedPort = await closedPort();
});
afterAll(async () => {
  await eva?.close();
  await down?.close();
  await silent?.close();
});

describe('the TLS site probe (adapters/hosting-check)', () => {
  it('reads a self-signed certificate (expiry, issuer, not trusted) and sees the site answer', async () => {
    const probe = createTlsSiteProbe({ timeoutMs: 5000, testHosts: testHosts() });
    const result = await probe.probe('salon-eva.cz');
    expect(result).toMatchObject({ siteUp: true, httpStatus: 200, error: null });
    expect(result.certificate).toMatchObject({ issuer: 'Salon Eva CA', trusted: false, trustError: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    const daysLeft = (Date.parse(result.certificate!.expiresAt) - Date.now()) / DAY;
    expect(daysLeft).toBeGreaterThan(9.9);
    expect(daysLeft).toBeLessThanOrEqual(10.01);
    expect(eva.requests).toBeGreaterThan(0);
    // a stored domain written as an address
    expect((await probe.probe('https://salon-eva.cz/kontakt')).siteUp).toBe(true);
  });

  it('reports a server error, a refused connection and a handshake that never ends within the time allowed', async () => {
    const probe = createTlsSiteProbe({ timeoutMs: 700, testHosts: testHosts() });
    expect(await probe.probe('down.cz')).toMatchObject({ siteUp: false, httpStatus: 503, error: null });
    const refused = await probe.probe('refused.cz');
    expect(refused).toMatchObject({ siteUp: false, certificate: null, error: 'Spojení selhalo (ECONNREFUSED)' });
    const began = Date.now();
    const stuck = await probe.probe('silent.cz');
    expect(stuck).toMatchObject({ siteUp: false, certificate: null, error: 'Web neodpověděl do 0.7 s' });
    expect(Date.now() - began).toBeLessThan(3000);
  });

  it('refuses a domain resolving to a non-public address without connecting (the guard), and an invalid domain', async () => {
    let connects = 0;
    const answers: Record<string, string[]> = {
      'intranet.cz': ['10.0.0.5'],
      'loopback.cz': ['127.0.0.1'],
      'mixed.cz': ['93.184.216.34', '192.168.1.10'],
      'mapped.cz': ['::ffff:127.0.0.1'],
      'metadata.cz': ['169.254.169.254'],
    };
    const probe = createTlsSiteProbe({
      timeoutMs: 1000,
      resolve: (host) => Promise.resolve((answers[host] ?? []).map((address) => ({ address, family: net.isIP(address) }))),
      connect: () => {
        connects += 1;
        throw new Error('must not connect');
      },
    });
    for (const host of Object.keys(answers)) {
      const result = await probe.probe(host);
      expect(result.siteUp, host).toBe(false);
      expect(result.error, host).toMatch(/vede na neveřejnou adresu/);
    }
    expect((await probe.probe('127.0.0.1')).error).toMatch(/neveřejnou adresu \(loopback\)/);
    expect((await probe.probe('unknown.cz')).error).toBe('Doména unknown.cz nemá záznam v DNS');
    expect((await probe.probe('javascript:alert(1)')).error).toMatch(/Neplatná doména/);
    expect(connects).toBe(0);
  });

  it('takes only loopback addresses for test hosts', () => {
    expect(() => createTlsSiteProbe({ timeoutMs: 1000, testHosts: { 'a.cz': { address: '10.0.0.1', port: 443 } } })).toThrow(
      /not a loopback/,
    );
  });
});

/** core.hostingCheck (and the `hosting-check` job) on both engines against the local HTTPS sites. */
describe.each(DB_KINDS)('the hosting check on %s', (kind) => {
  let database: TestDatabase;
  let core: Core;
  const clock = manualClock(new Date());
  const ids: Record<string, number> = {};
  let inFlight = 0;
  let mostAtOnce = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const real = createTlsSiteProbe({ timeoutMs: 700, testHosts: testHosts() });
    const counted: SiteProbe = {
      async probe(domain) {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        try {
          return await real.probe(domain);
        } finally {
          inFlight -= 1;
        }
      },
    };
    core = createCore({
      db: database.db,
      clock,
      config: { version: '0.0.0-test', domains: {}, secret: TEST_SECRET, publicUrl: 'http://mail.test', hostingCheck: { concurrency: 2 } },
      transports: createMailTransport,
      siteProbe: counted,
    });
    await emptyTables(database.db, 'webhosting_projects');
    const today = new Date().toISOString().slice(0, 10);
    const inYears = (n: number) => `${Number(today.slice(0, 4)) + n}${today.slice(4)}`;
    for (const [key, fields] of Object.entries({
      eva: { domain: 'salon-eva.cz', next_payment_date: inYears(1) },
      down: { domain: 'down.cz', next_payment_date: inYears(1) },
      refused: { domain: 'refused.cz', next_payment_date: inYears(1) },
      silent: { domain: 'silent.cz', next_payment_date: inYears(1) },
      // expired: not checked
      expired: { domain: 'expired.cz', next_payment_date: inYears(-1) },
      // the demo's: a stranger's domain, never connected to
      demo: { domain: 'salon-eva.cz', next_payment_date: inYears(1), is_demo: true },
    })) {
      ids[key] = await insertHostingProject(database.db, { company_name: `Firma ${key}`, ...fields });
    }
  });
  afterAll(async () => {
    core?.mail.close();
    await database?.drop();
  });

  const notifications = () =>
    database.db('email_notifications').whereNull('company_id').orderBy('id').select('type', 'title', 'message', 'data');
  const project = (key: string) => database.db('webhosting_projects').where({ id: ids[key] }).first();

  it('stores what it found on each active project, notifies each problem once, and again only after it was over', async () => {
    await emptyTables(database.db, 'email_notifications');
    down.status = 503;
    const first = await core.hostingCheck.run();
    expect(first).toMatchObject({ checked: 4, site_down: 3, cert_expiring: 1, notified: 4 });
    expect(mostAtOnce).toBeLessThanOrEqual(2);
    const evaResult = first.results.find((r) => r.domain === 'salon-eva.cz')!;
    expect(evaResult).toMatchObject({
      site_up: true,
      http_status: 200,
      cert_issuer: 'Salon Eva CA',
      cert_trusted: false,
      notified: ['cert_expiring'],
    });
    expect(evaResult.cert_days_left).toBeGreaterThanOrEqual(9);
    expect(evaResult.cert_days_left).toBeLessThanOrEqual(10);

    const stored = await project('eva');
    expect(Boolean(stored.site_up)).toBe(true);
    expect(stored.cert_issuer).toBe('Salon Eva CA');
    expect(new Date(stored.cert_expires_at).toISOString()).toBe(evaResult.cert_expires_at);
    expect(stored.check_error).toBe('Certifikát není důvěryhodný (DEPTH_ZERO_SELF_SIGNED_CERT)');
    expect(new Date(stored.checked_at).getTime()).toBe(clock.now().getTime());
    const downRow = await project('down');
    expect(Boolean(downRow.site_up)).toBe(false);
    expect(downRow.check_error).toContain('Web odpověděl chybou HTTP 503');
    expect((await project('refused')).check_error).toBe('Spojení selhalo (ECONNREFUSED)');
    expect((await project('expired')).checked_at).toBeNull();
    expect((await project('demo')).checked_at).toBeNull();

    const titles = (await notifications()).map((n: { title: string }) => n.title).sort();
    expect(titles).toEqual(
      ['Certifikát webu salon-eva.cz vyprší za 9 dní', 'Web down.cz neodpovídá', 'Web refused.cz neodpovídá', 'Web silent.cz neodpovídá']
        .map((t) => (t.includes('salon-eva') ? `Certifikát webu salon-eva.cz vyprší za ${evaResult.cert_days_left} dní` : t))
        .sort(),
    );

    // the job, twice: the same problems notify nobody again
    clock.advance(DAY / 2);
    expect(await findJob('hosting-check')!.run(core)).toEqual({
      checked: 4,
      site_down: 3,
      cert_expiring: 1,
      domain_expiring: 0,
      notified: 0,
    });
    await core.hostingCheck.run();
    expect(await notifications()).toHaveLength(4);

    // down.cz comes back, then goes down again: a new outage notifies again
    down.status = 200;
    expect((await core.hostingCheck.run()).site_down).toBe(2);
    expect(Boolean((await project('down')).site_up)).toBe(true);
    down.status = 502;
    const again = await core.hostingCheck.run();
    expect(again.results.find((r) => r.domain === 'down.cz')!.notified).toEqual(['site_down']);
    expect(await notifications()).toHaveLength(5);
  });

  it('checks at once from two runs without notifying a problem twice', async () => {
    await emptyTables(database.db, 'email_notifications', 'hosting_check_alerts');
    down.status = 503;
    const [a, b] = await Promise.all([core.hostingCheck.run(), core.hostingCheck.run()]);
    expect(a.notified + b.notified).toBe(4);
    expect(await notifications()).toHaveLength(4);
  });
});
