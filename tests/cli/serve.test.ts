import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { TEST_SECRET } from '../helpers/app.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';

describe('marketplace serve', () => {
  it('on a fresh data dir: migrates, seeds the demo, serves the web app and the API, and prints how to create an admin', async () => {
    const env = { MARKETPLACE_DATA_DIR: tempDataDir() };
    const port = await freePort();
    const server = await startServe(['--port', String(port), '--no-jobs'], env);
    try {
      expect(server.url).toBe(`http://127.0.0.1:${port}`);
      expect(server.output()).toContain('users create');
      expect(server.output()).toContain('npx marketplace demo accounts');
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', db: 'sqlite' });
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<div id="root">');

      // a command on the same database while serve runs
      const created = await runCli(
        ['users', 'create', '--email', 'soubeh@example.cz', '--password', 'silne-heslo-1', '--role', 'customer'],
        env,
      );
      expect(created.exitCode, created.stderr).toBe(0);
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'soubeh@example.cz', password: 'silne-heslo-1' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  describe('on PostgreSQL', () => {
    const name = `cli_${randomBytes(4).toString('hex')}`;
    const admin = openDatabase({ client: 'postgres', connectionString: inject('pgAdminUrl'), embedded: false });
    const url = new URL(inject('pgAdminUrl'));
    url.pathname = `/${name}`;
    afterAll(async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    });

    it('refuses to start with pending migrations, then serves once migrated', async () => {
      await admin.raw(`CREATE DATABASE ${name}`);
      // several instances share a PostgreSQL database: serve refuses to start without their one secret
      const dataDir = tempDataDir();
      const secretless = await runCli(['serve', '--port', String(await freePort()), '--no-jobs'], {
        MARKETPLACE_DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
      });
      expect(secretless.exitCode).toBe(1);
      expect(secretless.stderr.trim().split('\n')).toHaveLength(1);
      expect(secretless.stderr).toContain('MARKETPLACE_SECRET: s databází PostgreSQL nastavte jeden tajný klíč pro všechny instance');
      expect(existsSync(path.join(dataDir, 'secret.key'))).toBe(false);

      const env = { MARKETPLACE_DATA_DIR: dataDir, DATABASE_URL: url.toString(), MARKETPLACE_SECRET: TEST_SECRET };
      const refused = await runCli(['serve', '--port', String(await freePort()), '--no-jobs'], env);
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toContain('db migrate');
      expect((await runCli(['db', 'migrate'], env)).exitCode).toBe(0);
      expect((await runCli(['db', 'seed'], env)).exitCode).toBe(0);
      const server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
      try {
        expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ status: 'ok', db: 'postgres' });
        const regions = (await (await fetch(`${server.url}/api/regions?country=PL`)).json()) as { regions: unknown[] };
        expect(regions.regions).toHaveLength(16);
      } finally {
        await server.stop();
      }
      const rollback = await runCli(['db', 'rollback', '--json'], env);
      expect(JSON.parse(rollback.stdout).undone.length).toBeGreaterThanOrEqual(2);
      const status = JSON.parse((await runCli(['db', 'status', '--json'], env)).stdout);
      expect(status).toMatchObject({ completed: [], client: 'postgres' });
      expect(status.pending.length).toBeGreaterThanOrEqual(2);
    });
  });
});
