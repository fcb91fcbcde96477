import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../helpers/postgres-cluster.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('files the product writes are private', () => {
  it('serve and mail on a fresh data dir: the folders 0700; secret.key, the database with its -wal/-shm 0600; mail stays in the database', async () => {
    const dir = path.join(tempDataDir(), 'data');
    const env = { MARKETPLACE_DATA_DIR: dir };
    const server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      // while serve runs, the database is open in WAL mode: both side files exist
      for (const name of ['marketplace.sqlite', 'marketplace.sqlite-wal', 'marketplace.sqlite-shm']) {
        expect(existsSync(path.join(dir, name)), name).toBe(true);
        expect(mode(path.join(dir, name)), name).toBe(0o600);
      }
      const sent = await runCli(['mail', 'test', '--to', 'jana@example.cz'], env);
      expect(sent.exitCode, sent.stderr).toBe(0);
    } finally {
      await server.stop();
    }
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'secret.key'))).toBe(0o600);
    // without SMTP the message is kept in the database: no outbox folder
    expect(existsSync(path.join(dir, 'outbox'))).toBe(false);
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      expect(mode(file), name).toBe(statSync(file).isDirectory() ? 0o700 : 0o600);
    }
  });

  it("a command tightens a data dir an older version left readable (dir, key, database, an older version's outbox folder)", async () => {
    const dir = tempDataDir();
    writeFileSync(path.join(dir, 'secret.key'), `${'k'.repeat(43)}\n`);
    writeFileSync(path.join(dir, 'marketplace.sqlite'), '');
    mkdirSync(path.join(dir, 'outbox'));
    writeFileSync(path.join(dir, 'outbox', 'stara.eml'), 'Subject: stará zpráva\n');
    for (const name of ['', 'outbox']) chmodSync(path.join(dir, name), 0o755);
    for (const name of ['secret.key', 'marketplace.sqlite', 'outbox/stara.eml']) chmodSync(path.join(dir, name), 0o644);
    const res = await runCli(['db', 'migrate'], { MARKETPLACE_DATA_DIR: dir });
    expect(res.exitCode, res.stderr).toBe(0);
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'outbox'))).toBe(0o700);
    for (const name of ['secret.key', 'marketplace.sqlite', 'outbox/stara.eml']) expect(mode(path.join(dir, name)), name).toBe(0o600);
  });

  it('stops on an empty secret.key with one line naming the file and the fix (exit 1)', async () => {
    const dir = tempDataDir();
    writeFileSync(path.join(dir, 'secret.key'), '');
    const res = await runCli(['db', 'status'], { MARKETPLACE_DATA_DIR: dir });
    expect(res.exitCode).toBe(1);
    const lines = res.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(path.join(dir, 'secret.key'));
    expect(lines[0]).toMatch(/potřeba je alespoň 32; smažte soubor .* nebo nastavte MARKETPLACE_SECRET/);
    expect(res.stdout).toBe('');
  });
});
