/**
 * `marketplace hosting renewals|check|renew` as an operator runs them (the built package: `npm run
 * build` first): the renewals' `--json` and the plain table without a terminal, the reminders of
 * `--notify` reaching the loopback SMTP sink once, the certificate and site check against a local HTTPS
 * server with a self-signed certificate (the domain pointed there by the test-only setting), a payment,
 * and the exit codes of bad input.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { insertHostingProject } from '../helpers/hosting.js';
import { startRdapStandIn, type RdapStandIn } from '../helpers/rdap-stand-in.js';
import { selfSignedCertificate, startHttpsSite, type LocalHttpsSite } from '../helpers/self-signed.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { emptyTables } from '../helpers/factories.js';

const AS_OF = '2026-03-10';

describe.each(DB_KINDS)('marketplace hosting on %s', (kind) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let site: LocalHttpsSite;
  let registry: RdapStandIn;
  let dataDir: string;
  const ids: Record<string, number> = {};
  const env = () => ({
    DATABASE_URL: database.url,
    MARKETPLACE_SECRET: TEST_SECRET,
    MARKETPLACE_DATA_DIR: dataDir,
    MARKETPLACE_SMTP_URL: sink.url,
    MARKETPLACE_PUBLIC_URL: 'http://mail.test',
    NODE_ENV: 'test',
    MARKETPLACE_TEST_HOSTING_HOSTS: `salon-eva.cz=127.0.0.1:${site.port}`,
    MARKETPLACE_TEST_RDAP_URL: registry.url,
  });
  const cli = (...args: string[]) => runCli(['hosting', ...args], env());
  const json = async (...args: string[]) => {
    const result = await cli(...args, '--json');
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    return JSON.parse(result.stdout);
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    sink = await startSmtpSink();
    site = await startHttpsSite(selfSignedCertificate('salon-eva.cz', 10, 'Salon Eva CA'));
    // the registry of .cz, in its RDAP: salon-eva.cz is registered until 2099
    registry = await startRdapStandIn({ 'salon-eva.cz': { expiration: '2099-03-15T10:00:00Z' } });
    dataDir = tempDataDir();
    const db = database.db;
    await emptyTables(db, 'webhosting_projects');
    const add = async (key: string, fields: Parameters<typeof insertHostingProject>[1]) =>
      (ids[key] = await insertHostingProject(db, fields));
    await add('eva', {
      company_name: 'Salon Eva',
      domain: 'salon-eva.cz',
      next_payment_date: '2026-03-25',
      annual_fee: 2400,
      contact_phone: '+420 777 123 456',
      contact_email: 'eva@salon-eva.test',
      // as an earlier `hosting check` read it
      domain_expiration_date: '2026-04-02',
    });
    await add('late', { company_name: 'Kadeřnictví Pozdě', domain: 'pozde.cz', next_payment_date: '2026-03-01', monthly_cost: 100 });
    await add('april', { company_name: 'Barber Duben', domain: 'duben.cz', website_created_date: '2025-04-05' });
    await add('leap', { company_name: 'Přestupná', domain: 'prestupna.cz', website_created_date: '2024-02-29', annual_fee: 500 });
    await add('far', { company_name: 'Daleko', domain: 'daleko.cz', next_payment_date: '2026-06-01' });
  });
  afterAll(async () => {
    await sink?.close();
    await site?.close();
    await registry?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renewals --json: expired ones first, grouped by month with count and sum', async () => {
    const report = await json('renewals', '--as-of', AS_OF);
    expect(report).toEqual({
      as_of: AS_OF,
      within_days: 30,
      total_due: 1200 + 500 + 2400 + 1000,
      renewals: [
        {
          id: ids.late,
          company_name: 'Kadeřnictví Pozdě',
          domain: 'pozde.cz',
          next_payment_date: '2026-03-01',
          days_left: -9,
          annual_fee: 1200,
          status: 'expired',
          phone: null,
          domain_expiration_date: null,
        },
        // 29 February 2024 + 1 year = 28 February 2025: overdue a year on
        {
          id: ids.leap,
          company_name: 'Přestupná',
          domain: 'prestupna.cz',
          next_payment_date: '2025-02-28',
          days_left: -375,
          annual_fee: 500,
          status: 'expired',
          phone: null,
          domain_expiration_date: null,
        },
        {
          id: ids.eva,
          company_name: 'Salon Eva',
          domain: 'salon-eva.cz',
          next_payment_date: '2026-03-25',
          days_left: 15,
          annual_fee: 2400,
          status: 'expiring_soon',
          phone: '+420 777 123 456',
          domain_expiration_date: '2026-04-02',
        },
        {
          id: ids.april,
          company_name: 'Barber Duben',
          domain: 'duben.cz',
          next_payment_date: '2026-04-05',
          days_left: 26,
          annual_fee: 1000,
          status: 'expiring_soon',
          phone: null,
          domain_expiration_date: null,
        },
      ].sort((a, b) => Number(b.days_left < 0) - Number(a.days_left < 0) || a.next_payment_date.localeCompare(b.next_payment_date)),
      by_month: [
        { month: '2025-02', count: 1, sum: 500 },
        { month: '2026-03', count: 2, sum: 3600 },
        { month: '2026-04', count: 1, sum: 1000 },
      ],
    });
    expect(report.total_due).toBe(500 + 1200 + 2400 + 1000);
    const wide = await json('renewals', '--as-of', AS_OF, '--within', '90');
    expect(wide.renewals.map((r: { domain: string }) => r.domain)).toContain('daleko.cz');
    expect(wide.within_days).toBe(90);
  });

  it('renewals without a terminal: a plain table under its months, expired ones marked', async () => {
    const result = await cli('renewals', '--as-of', AS_OF);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('Obnovy hostingu k 10. 3. 2026 (po splatnosti a do 30 dní): 4 projekty, celkem 5 100 Kč');
    expect(lines[2]).toMatch(/^ {2}Firma +Doména +Obnova +Dní +Poplatek +Stav +Doména do +Telefon$/);
    expect(result.stdout).toContain('Únor 2025: 1 projekt, 500 Kč');
    expect(result.stdout).toContain('Březen 2026: 2 projekty, 3 600 Kč');
    expect(lines.find((l) => l.includes('pozde.cz'))).toMatch(/^! Kadeřnictví Pozdě +pozde\.cz +1\. 3\. 2026 +-9 +1 200 Kč +Vypršel$/);
    expect(lines.find((l) => l.includes('salon-eva.cz'))).toMatch(
      /^ {2}Salon Eva +salon-eva\.cz +25\. 3\. 2026 +15 +2 400 Kč +Brzy vyprší +2\. 4\. 2026 +\+420 777 123 456$/,
    );
    expect(result.stdout).not.toContain(`${String.fromCharCode(27)}[`); // no colours without a terminal
  });

  it('refuses bad flags with exit 2 and one line on stderr', async () => {
    for (const args of [
      ['renewals', '--within', 'abc'],
      ['renewals', '--as-of', '2026-02-30'],
      ['renewals', '--notify', '--as-of', AS_OF],
      ['renew', 'x'],
      ['renew', String(ids.eva), '--amount', '-5'],
    ]) {
      const result = await cli(...args);
      expect(result.exitCode, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
    }
    const unknown = await cli('renew', '999999');
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('check --json: the self-signed certificate expiring in 10 days, its issuer, the site up, a notification', async () => {
    // only projects active or expiring soon are checked: the others' dates are long past by the real clock
    await database.db('webhosting_projects').where({ id: ids.eva }).update({ next_payment_date: '2099-01-01' });
    const checked = await json('check');
    expect(checked).toMatchObject({ checked: 1, site_down: 0, cert_expiring: 1, notified: 1 });
    const eva = checked.results.find((r: { domain: string }) => r.domain === 'salon-eva.cz');
    expect(eva).toMatchObject({
      id: ids.eva,
      site_up: true,
      http_status: 200,
      cert_issuer: 'Salon Eva CA',
      cert_trusted: false,
      notified: ['cert_expiring'],
    });
    expect(eva.cert_days_left).toBeGreaterThanOrEqual(9);
    expect(eva.cert_days_left).toBeLessThanOrEqual(10);
    // the domain's registration end, read over RDAP from the registry (MARKETPLACE_TEST_RDAP_URL)
    expect(eva).toMatchObject({ domain_expiration_date: '2099-03-15', domain_check_error: null });
    expect(registry.requests).toEqual(['/domain/salon-eva.cz']);
    const row = await database.db('webhosting_projects').where({ id: ids.eva }).first();
    expect(row.cert_issuer).toBe('Salon Eva CA');
    expect(row.domain_expiration_date).toBe('2099-03-15');
    const notes = await database.db('email_notifications').whereNull('company_id').where('title', 'like', 'Certifikát webu salon-eva.cz%');
    expect(notes).toHaveLength(1);
    // again, as text: no second notification; the line names the domain's end
    const text = await cli('check');
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toContain('nových upozornění: 0');
    expect(text.stdout).toMatch(/salon-eva\.cz: certifikát do .*; registrace domény do 15\. 3\. 2099 \(\d+ dní\)/);
  });

  it('renewals --notify queues the reminders due today once; renew records a payment and moves the renewal on a year', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    const inDays = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    await database
      .db('webhosting_projects')
      .where({ id: ids.eva })
      .update({ next_payment_date: inDays(3) });
    const first = await json('renewals', '--notify');
    expect(first.as_of).toBe(today);
    expect(first.notify.reminders).toEqual([
      expect.objectContaining({ project_id: ids.eva, due_date: inDays(3), lead_days: 3, to: 'eva@salon-eva.test' }),
    ]);
    const second = await json('renewals', '--notify');
    expect(second.notify.reminders).toEqual([]);
    const queued = await database.db('email_queue').where({ to_email: 'eva@salon-eva.test' });
    expect(queued).toHaveLength(1);

    const paid = await json('renew', String(ids.eva), '--paid-at', today, '--amount', '2000');
    expect(paid.payment).toMatchObject({ period_date: inDays(3), amount: 2000, paid_at: today });
    expect(paid.project).toMatchObject({ id: ids.eva, status: 'active' });
    expect(paid.project.renewal_date).toBe(`${Number(inDays(3).slice(0, 4)) + 1}${inDays(3).slice(4)}`.replace(/-02-29$/, '-02-28'));
    const text = await cli('renew', String(ids.late));
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toMatch(/^Platba projektu #\d+ \(pozde\.cz\) za obnovu 1\. 3\. 2026: 1 200 Kč; další obnova 1\. 3\. 2027\.$/);
  });
});
