import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { startDovecot, type DovecotServer } from '../helpers/dovecot.js';

interface Doctor {
  ok: boolean;
  checks: Array<{ name: string; status: 'ok' | 'warn' | 'fail'; detail: string }>;
}
const statusOf = (doctor: Doctor) => Object.fromEntries(doctor.checks.map((c) => [c.name, c.status]));
const detailOf = (doctor: Doctor, name: string) => doctor.checks.find((c) => c.name === name)?.detail ?? '';

/**
 * `marketplace doctor`: not configured is a warning, configured and not answering a failure (exit 1 with one
 * line), on both engines. The public URL is a loopback stand-in answering the product's health check.
 */
describe('marketplace doctor', () => {
  let sink: SmtpSink;
  let site: Server;
  let siteUrl: string;
  let postgres: TestDatabase;
  let dovecot: DovecotServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    dovecot = await startDovecot();
    site = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url === '/api/health' ? { status: 'ok', db: 'sqlite', version: 'x' } : {}));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    postgres = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await sink?.close();
    await dovecot?.stop();
    site?.close();
    await postgres?.drop();
  });

  it('a fresh embedded install: every check ok or a warning for what is not configured, exit 0', async () => {
    const run = await runCli(['doctor'], { MARKETPLACE_DATA_DIR: tempDataDir() });
    expect(run.exitCode, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ok {3}Konfigurace: databáze SQLite, datová složka /);
    expect(lines).toContain(
      'warn Odesílání e-mailů (SMTP): není nastaveno: e-maily se jen ukládají do databáze (MARKETPLACE_SMTP_URL nebo Nastavení › E-mail)',
    );
    expect(lines.some((l) => l.startsWith('warn Schránka (IMAP): není nastavena'))).toBe(true);
    expect(lines.some((l) => l.startsWith('warn Veřejná adresa: MARKETPLACE_PUBLIC_URL není nastavena'))).toBe(true);
    expect(lines.some((l) => l.startsWith('warn Poslední záloha: zatím žádná záloha'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^v pořádku \d+, varování 5, chyby 0$/);
  }, 60_000);

  it('SQLite with SMTP, IMAP and the public URL answering: ok; the same not answering: fail, exit 1 with one line', async () => {
    const dataDir = tempDataDir();
    const good = await runCli(['doctor', '--json'], {
      MARKETPLACE_DATA_DIR: dataDir,
      MARKETPLACE_SMTP_URL: sink.url,
      MARKETPLACE_IMAP_URL: dovecot.url,
      MARKETPLACE_PUBLIC_URL: siteUrl,
    });
    expect(good.exitCode, good.stderr).toBe(0);
    const doctor = JSON.parse(good.stdout) as Doctor;
    expect(doctor.ok).toBe(true);
    expect(statusOf(doctor)).toMatchObject({
      'Schránka (IMAP)': 'ok',
      'Odesílání e-mailů (SMTP)': 'ok',
      'Veřejná adresa': 'ok',
      'Místo na disku': expect.stringMatching(/ok|warn/),
    });
    expect(detailOf(doctor, 'Veřejná adresa')).toBe(`${siteUrl} odpovídá`);

    const closed = `http://127.0.0.1:${await freePort()}`;
    const bad = await runCli(['doctor', '--json'], {
      MARKETPLACE_DATA_DIR: dataDir,
      MARKETPLACE_SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MARKETPLACE_IMAP_URL: `imap://${dovecot.user}:spatne-heslo@127.0.0.1:${dovecot.port}?tls=off`,
      MARKETPLACE_PUBLIC_URL: closed,
    });
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr.trim().split('\n')).toEqual(['marketplace: selhalo kontrol: 3']);
    const failed = JSON.parse(bad.stdout) as Doctor;
    expect(failed.ok).toBe(false);
    expect(statusOf(failed)).toMatchObject({ 'Odesílání e-mailů (SMTP)': 'fail', 'Schránka (IMAP)': 'fail', 'Veřejná adresa': 'fail' });
    expect(detailOf(failed, 'Odesílání e-mailů (SMTP)')).toContain('ECONNREFUSED');
    expect(detailOf(failed, 'Veřejná adresa')).toBe(`${closed} neodpovídá: ECONNREFUSED`);
  }, 60_000);

  it('PostgreSQL: the server and pg_dump versions; no MARKETPLACE_SECRET and no pg_dump are failures naming them', async () => {
    const env = { DATABASE_URL: postgres.url, MARKETPLACE_DATA_DIR: tempDataDir() };
    const good = await runCli(['doctor', '--json'], { ...env, MARKETPLACE_SECRET: TEST_SECRET });
    const doctor = JSON.parse(good.stdout) as Doctor;
    expect(statusOf(doctor)).toMatchObject({ 'Tajný klíč': 'ok', Databáze: 'ok', Migrace: 'ok', 'Nástroje záloh': 'ok' });
    expect(detailOf(doctor, 'Databáze')).toMatch(/^odpovídá: PostgreSQL \d+/);
    expect(detailOf(doctor, 'Nástroje záloh')).toMatch(/^PostgreSQL \d+\.\d+, pg_dump \d+\.\d+, pg_restore \d+\.\d+$/);
    expect(detailOf(doctor, 'Konfigurace')).toMatch(/^databáze PostgreSQL/);

    const bad = await runCli(['doctor'], { ...env, MARKETPLACE_PG_BIN_DIR: '/nonexistent' });
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toContain('FAIL Tajný klíč: MARKETPLACE_SECRET chybí: serve s PostgreSQL bez něj nenastartuje');
    expect(bad.stdout).toContain('FAIL Nástroje záloh: nelze ověřit: Chybí program pg_dump');

    const down = await runCli(['doctor', '--json'], {
      ...env,
      MARKETPLACE_SECRET: TEST_SECRET,
      DATABASE_URL: `postgres://nikdo:heslo@127.0.0.1:${await freePort()}/nic`,
    });
    expect(down.exitCode).toBe(1);
    expect(detailOf(JSON.parse(down.stdout) as Doctor, 'Databáze')).toMatch(/^neodpovídá: .*ECONNREFUSED/);
  }, 90_000);
});
