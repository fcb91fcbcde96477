/**
 * `marketplace inbox sync` as an operator runs it (the built package): its --json summary and exit
 * codes, a sync killed with SIGKILL midway then run again ending with every message once, and the
 * demo's mailbox giving way to the operator's real one under MARKETPLACE_IMAP_URL.
 * (The sync under chaos: inbox-chaos.test.ts.)
 */
import { execa } from 'execa';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { serveDatabase } from '../helpers/browser.js';
import { BIN, commandEnv, runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { startDovecot, type DovecotServer } from '../helpers/dovecot.js';
import { rawMessage } from '../helpers/inbox.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DB_KINDS)('marketplace inbox sync on %s', (kind) => {
  let database: TestDatabase;
  let dovecot: DovecotServer;
  let dataDir: string;
  const env = (imapUrl: string) => ({
    DATABASE_URL: database.url,
    MARKETPLACE_SECRET: TEST_SECRET,
    MARKETPLACE_DATA_DIR: dataDir,
    MARKETPLACE_IMAP_URL: imapUrl,
  });
  const count = async () => Number((await database.db('received_emails').count({ n: '*' }))[0]!.n);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dovecot = await startDovecot();
    dataDir = tempDataDir();
  });
  afterAll(async () => {
    await database?.drop();
    await dovecot?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'prints the summary with --json; a re-run finds nothing new; an account not synced exits 1 with one Czech line (also as `jobs run inbox`)',
    { timeout: 150_000 },
    async () => {
      for (let i = 0; i < 3; i += 1) await dovecot.append(rawMessage({ subject: `CLI ${i}` }));
      const first = await runCli(['inbox', 'sync', '--json'], env(dovecot.url));
      expect(first.stderr).toBe('');
      expect(first.exitCode).toBe(0);
      expect(JSON.parse(first.stdout)).toEqual({
        configured: 1,
        accounts: 1,
        mailboxes: 2,
        new: 3,
        updated: 0,
        removed: 0,
        bounces: 0,
        auto_replies: 0,
        errors: 0,
        skipped: 0,
        failures: [],
        stopped: false,
      });
      const again = await runCli(['inbox', 'sync', '--json'], env(dovecot.url));
      expect(JSON.parse(again.stdout)).toMatchObject({ accounts: 1, new: 0, errors: 0 });
      const text = await runCli(['inbox', 'sync'], env(dovecot.url));
      expect(text.stdout).toMatch(/^schránek synchronizováno 1 z 1 \(složek 2\): nových 0/);

      // the operator's server down: exit 1, one Czech line naming the mailbox and why
      const downUrl = `imap://${dovecot.user}:${dovecot.password}@127.0.0.1:1?tls=off`;
      const down = await runCli(['inbox', 'sync', '--json'], env(downUrl));
      expect(down.exitCode).toBe(1);
      expect(JSON.parse(down.stdout)).toMatchObject({
        configured: 1,
        accounts: 0,
        errors: 1,
        failures: [{ mailbox: `${dovecot.user}@127.0.0.1`, error: 'server nepřijímá spojení (ECONNREFUSED)' }],
      });
      expect(down.stderr).toBe(
        `marketplace: schránku ${dovecot.user}@127.0.0.1 se nepodařilo synchronizovat: server nepřijímá spojení (ECONNREFUSED)`,
      );
      // the same run from cron as a job: exit 1 with the same line, the counts on stdout
      const job = await runCli(['jobs', 'run', 'inbox', '--json'], env(downUrl));
      expect(job.exitCode).toBe(1);
      expect(JSON.parse(job.stdout)).toMatchObject({ job: 'inbox', result: { configured: 1, accounts: 0, errors: 1 } });
      expect(job.stderr).toBe(down.stderr);
      // one account of two failing (a business's on a non-public address): exit 1 too, though the other synced
      const companyId = Number((await database.db('companies').orderBy('id').first('id')).id);
      const stamp = new Date().toISOString();
      await database.db('mail_accounts').insert({
        company_id: companyId,
        owner_key: `company:${companyId}`,
        host: '127.0.0.1',
        port: 1,
        tls: 'none',
        username: 'firma',
        password: '',
        enabled: true,
        created_at: stamp,
        updated_at: stamp,
      });
      const partial = await runCli(['inbox', 'sync', '--json'], env(dovecot.url));
      expect(partial.exitCode).toBe(1);
      expect(JSON.parse(partial.stdout)).toMatchObject({ configured: 2, accounts: 1, errors: 1 });
      expect(partial.stderr).toMatch(
        /^marketplace: nepodařilo se synchronizovat 1 z 2 schránek: firma@127\.0\.0\.1: server IMAP má neveřejnou adresu/,
      );
      expect(partial.stderr.trim().split('\n')).toHaveLength(1);
      await database.db('mail_accounts').where('owner_key', `company:${companyId}`).delete();
      const unknown = await runCli(['inbox', 'sync', '--account', '999999'], env(dovecot.url));
      expect(unknown.exitCode).toBe(1);
      expect(unknown.stderr).toContain('Poštovní schránka #999999 neexistuje.');
      const usage = await runCli(['inbox', 'sync', '--account', 'x'], env(dovecot.url));
      expect(usage.exitCode).toBe(2);
    },
  );

  it('a sync killed with SIGKILL midway, run again once its lease ran out, stores every message once', { timeout: 120_000 }, async () => {
    const TOTAL = 3 + 400;
    for (let i = 0; i < 400; i += 1) await dovecot.append(rawMessage({ subject: `Hromadně ${i}`, text: `zpráva ${i} `.repeat(50) }));
    const child = execa('node', [BIN, 'inbox', 'sync', '--json'], {
      env: commandEnv(env(dovecot.url)),
      extendEnv: false,
      reject: false,
    });
    const deadline = Date.now() + 60_000;
    while ((await count()) < 3 + 100 && Date.now() < deadline) await sleep(20);
    child.kill('SIGKILL');
    await child;
    const stored = await count();
    expect(stored).toBeGreaterThanOrEqual(103);
    expect(stored).toBeLessThan(TOTAL);
    // the killed process still holds the account's lease: a run now skips it, and says so (exit 1)
    const busy = await runCli(['inbox', 'sync', '--json'], env(dovecot.url));
    expect(busy.exitCode).toBe(1);
    expect(JSON.parse(busy.stdout)).toMatchObject({ configured: 1, accounts: 0, skipped: 1, errors: 0 });
    expect(busy.stderr).toBe(
      'marketplace: schránku právě synchronizuje jiný proces; nic z ní se teď nestáhlo (po násilně ukončeném běhu se uvolní do 5 minut)',
    );
    await database.db('mail_accounts').update({ lease_until: new Date(Date.now() - 1000).toISOString() }); // the lease ran out

    const rerun = await runCli(['inbox', 'sync', '--json'], env(dovecot.url));
    expect(rerun.exitCode).toBe(0);
    expect(JSON.parse(rerun.stdout)).toMatchObject({ accounts: 1, new: TOTAL - stored, errors: 0 });
    expect(await count()).toBe(TOTAL);
    const uids = await database.db('received_emails').select('uid');
    expect(new Set(uids.map((r) => Number(r.uid))).size).toBe(TOTAL - 0); // INBOX only: one row per UID
  });
});

describe('the demo, then MARKETPLACE_IMAP_URL', () => {
  let dovecot: DovecotServer;
  const dataDir = tempDataDir();
  const withDb = serveDatabase(dataDir);
  const operatorRows = () =>
    withDb((db) =>
      db('received_emails as e')
        .join('mail_accounts as a', 'a.id', 'e.account_id')
        .whereNull('a.company_id')
        .orderBy('e.subject')
        .select('e.subject', 'a.host'),
    );

  beforeAll(async () => {
    dovecot = await startDovecot();
    const seeded = await runCli(['db', 'seed', '--demo'], { MARKETPLACE_DATA_DIR: dataDir });
    expect(seeded.exitCode, seeded.stderr).toBe(0);
  });
  afterAll(async () => {
    await dovecot?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("the demo alone: nothing to sync, said so (exit 0); with the URL the operator's real mailbox replaces the demo's", async () => {
    const demo = await operatorRows();
    expect(demo.length).toBeGreaterThan(3);
    expect(new Set(demo.map((r) => r.host))).toEqual(new Set(['imap.demo.marketplace.example']));
    const plain = await runCli(['inbox', 'sync'], { MARKETPLACE_DATA_DIR: dataDir });
    expect(plain.exitCode).toBe(0);
    expect(plain.stdout).toContain('žádná schránka není k synchronizaci zapnutá');

    await dovecot.append(rawMessage({ subject: 'Skutečná pošta 1' }));
    await dovecot.append(rawMessage({ subject: 'Skutečná pošta 2' }));
    const synced = await runCli(['inbox', 'sync', '--json'], { MARKETPLACE_DATA_DIR: dataDir, MARKETPLACE_IMAP_URL: dovecot.url });
    expect(synced.stderr).toBe('');
    expect(synced.exitCode).toBe(0);
    expect(JSON.parse(synced.stdout)).toMatchObject({ configured: 1, accounts: 1, new: 2, errors: 0, failures: [] });
    // only the server's messages: the demo's went with the demo's server
    expect(await operatorRows()).toEqual([
      { subject: 'Skutečná pošta 1', host: '127.0.0.1' },
      { subject: 'Skutečná pošta 2', host: '127.0.0.1' },
    ]);
    const account = await withDb((db) => db('mail_accounts').where('owner_key', 'operator').first());
    expect([account.host, Number(account.port), account.username, Boolean(account.enabled), account.password]).toEqual([
      '127.0.0.1',
      dovecot.port,
      dovecot.user,
      true,
      '',
    ]);
    // the demo business's own mailbox is still the demo's (not the operator's to replace)
    const salon = await withDb((db) => db('mail_accounts').whereNotNull('company_id').select('host', 'enabled'));
    expect(salon.map((r) => [r.host, Boolean(r.enabled)])).toEqual([['imap.demo.marketplace.example', false]]);

    const again = await runCli(['inbox', 'sync', '--json'], { MARKETPLACE_DATA_DIR: dataDir, MARKETPLACE_IMAP_URL: dovecot.url });
    expect(JSON.parse(again.stdout)).toMatchObject({ configured: 1, accounts: 1, new: 0 });
    expect(again.exitCode).toBe(0);
  });
});
