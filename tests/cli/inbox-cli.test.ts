/**
 * `marketplace inbox sync` as an operator runs it (the built package): its --json summary and exit
 * codes, and a sync killed with SIGKILL midway then run again ending with every message once.
 */
import { execa } from 'execa';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { BIN, runCli, tempDataDir } from '../helpers/cli.js';
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
  const count = async () => Number((await database.db('received_emails').count({ n: '*' }))[0].n);

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

  it('prints the summary with --json; a re-run finds nothing new; an unreachable server alone exits 1', async () => {
    for (let i = 0; i < 3; i += 1) await dovecot.append(rawMessage({ subject: `CLI ${i}` }));
    const first = await runCli(['inbox', 'sync', '--json'], env(dovecot.url));
    expect(first.stderr).toBe('');
    expect(first.exitCode).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({
      accounts: 1,
      mailboxes: 2,
      new: 3,
      updated: 0,
      removed: 0,
      bounces: 0,
      auto_replies: 0,
      errors: 0,
      skipped: 0,
    });
    const again = await runCli(['inbox', 'sync', '--json'], env(dovecot.url));
    expect(JSON.parse(again.stdout)).toMatchObject({ accounts: 1, new: 0, errors: 0 });
    const text = await runCli(['inbox', 'sync'], env(dovecot.url));
    expect(text.stdout).toMatch(/^schránek synchronizováno 1 \(složek 2\): nových 0/);

    const down = await runCli(['inbox', 'sync', '--json'], env(`imap://x:y@127.0.0.1:1?tls=off`));
    expect(down.exitCode).toBe(1);
    expect(JSON.parse(down.stdout)).toMatchObject({ accounts: 0, errors: 1 });
    expect(down.stderr).toMatch(/^marketplace: žádnou schránku se nepodařilo synchronizovat/);
    const unknown = await runCli(['inbox', 'sync', '--account', '999999'], env(dovecot.url));
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('Poštovní schránka #999999 neexistuje.');
    const usage = await runCli(['inbox', 'sync', '--account', 'x'], env(dovecot.url));
    expect(usage.exitCode).toBe(2);
  });

  it('a sync killed with SIGKILL midway, run again once its lease ran out, stores every message once', async () => {
    const TOTAL = 3 + 400;
    for (let i = 0; i < 400; i += 1) await dovecot.append(rawMessage({ subject: `Hromadně ${i}`, text: `zpráva ${i} `.repeat(50) }));
    const child = execa('node', [BIN, 'inbox', 'sync', '--json'], {
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env(dovecot.url) },
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
    // the killed process still holds the account's lease: a run now skips it (busy, not an error)
    const busy = await runCli(['inbox', 'sync', '--json'], env(dovecot.url));
    expect(busy.exitCode).toBe(0);
    expect(JSON.parse(busy.stdout)).toMatchObject({ accounts: 0, skipped: 1, errors: 0 });
    await database.db('mail_accounts').update({ lease_until: new Date(Date.now() - 1000).toISOString() }); // the lease ran out

    const rerun = await runCli(['inbox', 'sync', '--json'], env(dovecot.url));
    expect(rerun.exitCode).toBe(0);
    expect(JSON.parse(rerun.stdout)).toMatchObject({ accounts: 1, new: TOTAL - stored, errors: 0 });
    expect(await count()).toBe(TOTAL);
    const uids = await database.db('received_emails').select('uid');
    expect(new Set(uids.map((r) => Number(r.uid))).size).toBe(TOTAL - 0); // INBOX only: one row per UID
  });
});
