import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';

/** instances deploying at once */
const INSTANCES = 4;
const MIGRATIONS = readdirSync(new URL('../../migrations/', import.meta.url)).filter((f) => /^\d{14}_.*\.ts$/.test(f)).length;

/**
 * Migrations once (issue 39): four `marketplace db migrate` started at once on one empty PostgreSQL database (two
 * instances deploying together) all succeed; one applies every migration while the others wait for the
 * migrations' advisory lock and then finds nothing to do (knex alone lets them race to create its tables, and one fails).
 * Then two `serve` with jobs on: each scheduled tick is run by one of them (job_runs).
 */
describe('several instances on one postgres database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await database.db.raw('DROP SCHEMA public CASCADE');
    await database.db.raw('CREATE SCHEMA public');
  });
  afterAll(() => database?.drop());

  it('all come up: one applies the migrations, the others wait and apply none', async () => {
    const env = { DATABASE_URL: database.url, MARKETPLACE_SECRET: TEST_SECRET };
    const runs = await Promise.all(
      Array.from({ length: INSTANCES }, () => runCli(['db', 'migrate', '--json'], { ...env, MARKETPLACE_DATA_DIR: tempDataDir() })),
    );
    for (const run of runs) expect(run.exitCode, run.stderr).toBe(0);
    const applied = runs.map((run) => (JSON.parse(run.stdout) as { applied: string[] }).applied.length).sort((a, b) => a - b);
    expect(applied).toEqual([...Array.from({ length: INSTANCES - 1 }, () => 0), MIGRATIONS]);
    const status = await runCli(['db', 'status', '--json'], { ...env, MARKETPLACE_DATA_DIR: tempDataDir() });
    expect(status.exitCode, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ pending: [] });
  });

  it('two serve instances with jobs on run each tick of a job once, and `jobs list` names the instance that ran it', async () => {
    const env = { DATABASE_URL: database.url, MARKETPLACE_SECRET: TEST_SECRET };
    expect((await runCli(['db', 'seed'], { ...env, MARKETPLACE_DATA_DIR: tempDataDir() })).exitCode).toBe(0);
    const servers = await Promise.all(
      ['alfa', 'beta'].map(async (instance) =>
        startServe(['--port', String(await freePort())], { ...env, MARKETPLACE_DATA_DIR: tempDataDir(), MARKETPLACE_INSTANCE: instance }),
      ),
    );
    try {
      // the queue job fires every 10 s on both: wait for two of its ticks to be run and recorded
      const queueRuns = () =>
        database.db('job_runs').where({ job: 'queue' }).whereNotNull('finished_at').orderBy('tick').select('tick', 'instance', 'outcome');
      await expect.poll(async () => (await queueRuns()).length, { timeout: 40_000, interval: 500 }).toBeGreaterThanOrEqual(2);
      const rows = await queueRuns();
      // one row a tick (either instance), each run to its end
      expect(new Set(rows.map((r) => r.tick)).size).toBe(rows.length);
      for (const row of rows) expect([row.instance, row.outcome]).toEqual([expect.stringMatching(/^(alfa|beta)$/), 'ok']);
      const list = await runCli(['jobs', 'list', '--json'], { ...env, MARKETPLACE_DATA_DIR: tempDataDir() });
      expect(list.exitCode, list.stderr).toBe(0);
      const queue = (JSON.parse(list.stdout) as Array<{ name: string; lastRun: { instance: string; outcome: string } | null }>).find(
        (j) => j.name === 'queue',
      );
      expect(queue?.lastRun).toMatchObject({
        instance: expect.stringMatching(/^(alfa|beta)$/),
        outcome: expect.stringMatching(/^(ok|running)$/),
      });
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
});
