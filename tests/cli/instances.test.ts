import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { freePort } from '../helpers/postgres-cluster.js';

type Server = Awaited<ReturnType<typeof startServe>>;

/**
 * Several `serve` instances on one PostgreSQL database (the demo), as an operator who outgrows one machine runs
 * them: `alfa` with the jobs, `beta` with `--no-jobs`.
 */
describe('two serve instances on one postgres database', () => {
  let database: TestDatabase;
  let alfa: Server;
  let beta: Server;
  const env = () => ({ DATABASE_URL: database.url, MARKETPLACE_SECRET: TEST_SECRET });
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const start = async (instance: string, args: string[]) =>
      startServe(['--port', String(await freePort()), ...args], {
        ...env(),
        MARKETPLACE_DATA_DIR: tempDataDir(),
        MARKETPLACE_INSTANCE: instance,
        // a purchase elsewhere must reach this instance by the announcement, not by the cache's age
        MARKETPLACE_FEATURED_CACHE_SECONDS: '300',
        MARKETPLACE_FEATURED_FLUSH_SECONDS: '1',
      });
    [alfa, beta] = await Promise.all([start('alfa', []), start('beta', ['--no-jobs'])]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([alfa?.stop(), beta?.stop()]);
    await database?.drop();
  });

  it('runs each tick of a job once across the instances, and `jobs list` names the instance that ran it', async () => {
    // the queue job fires every 10 s: wait for two of its ticks to be run and recorded
    const queueRuns = () =>
      database.db('job_runs').where({ job: 'queue' }).whereNotNull('finished_at').orderBy('tick').select('tick', 'instance', 'outcome');
    await expect.poll(async () => (await queueRuns()).length, { timeout: 40_000, interval: 500 }).toBeGreaterThanOrEqual(2);
    const rows = await queueRuns();
    expect(new Set(rows.map((r) => r.tick)).size).toBe(rows.length);
    // only alfa has jobs on
    for (const row of rows) expect([row.instance, row.outcome]).toEqual(['alfa', 'ok']);
    const list = await runCli(['jobs', 'list', '--json'], { ...env(), MARKETPLACE_DATA_DIR: tempDataDir() });
    expect(list.exitCode, list.stderr).toBe(0);
    const queue = (JSON.parse(list.stdout) as Array<{ name: string; lastRun: { instance: string } | null }>).find(
      (j) => j.name === 'queue',
    );
    expect(queue?.lastRun?.instance).toBe('alfa');
  }, 60_000);

  it('switches maintenance on and off through one instance, and the other answers accordingly within a second', async () => {
    const created = await runCli(
      ['users', 'create', '--email', 'spravce@example.cz', '--password', 'silne-heslo-1', '--role', 'admin', '--name', 'Eva Správcová'],
      { ...env(), MARKETPLACE_DATA_DIR: tempDataDir() },
    );
    expect(created.exitCode, created.stderr).toBe(0);
    const login = await fetch(`${alfa.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'spravce@example.cz', password: 'silne-heslo-1' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const maintenance = (on: boolean) =>
      fetch(`${alfa.url}/api/admin/app-settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ general: { maintenanceMode: on } }),
      });
    const betaSearch = async () => (await fetch(`${beta.url}/api/search?country=CZ&q=salon`)).status;
    // beta has read the settings (and keeps them in memory)
    expect(await betaSearch()).toBe(200);
    expect((await maintenance(true)).status).toBe(200);
    await expect.poll(betaSearch, { timeout: 10_000, interval: 100 }).toBe(503);
    expect((await maintenance(false)).status).toBe(200);
    await expect.poll(betaSearch, { timeout: 10_000, interval: 100 }).toBe(200);
  }, 60_000);

  it('writes the featured impressions counted by an instance without jobs', async () => {
    const now = new Date().toISOString();
    const running = await database
      .db('featured_campaigns')
      .where({ payment_status: 'paid' })
      .whereNull('cancelled_at')
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .first('id', 'country_code', 'impressions');
    expect(running).toBeDefined();
    const impressions = async () =>
      Number((await database.db('featured_campaigns').where({ id: running.id }).first('impressions')).impressions);
    const before = await impressions();
    const home = await fetch(`${beta.url}/api/companies?featured=1&country=${running.country_code}`);
    expect(home.status).toBe(200);
    await expect.poll(impressions, { timeout: 10_000, interval: 200 }).toBeGreaterThan(before);
  }, 60_000);

  it("shows another instance's warnings in GET /api/logs, with the instance that logged them", async () => {
    const created = await runCli(
      ['users', 'create', '--email', 'logy@example.cz', '--password', 'silne-heslo-2', '--role', 'admin', '--name', 'Petr Logový'],
      { ...env(), MARKETPLACE_DATA_DIR: tempDataDir() },
    );
    expect(created.exitCode, created.stderr).toBe(0);
    // beta refuses a sign-in through a provider that does not exist: a warning in beta's log
    const refused = await fetch(`${beta.url}/auth/oauth/nikdo/start`, { redirect: 'manual' });
    expect(refused.status).toBe(303);
    const login = await fetch(`${alfa.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'logy@example.cz', password: 'silne-heslo-2' }),
    });
    const { token } = (await login.json()) as { token: string };
    const warnings = async () => {
      const res = await fetch(`${alfa.url}/api/logs?level=warn&q=sign-in%20refused`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { logs: Array<{ msg: string; instance: string | null; provider?: string }> };
      return body.logs.map((l) => [l.msg, l.instance, l.provider]);
    };
    await expect.poll(warnings, { timeout: 10_000, interval: 200 }).toEqual([['social sign-in refused', 'beta', 'nikdo']]);
  }, 60_000);
});
