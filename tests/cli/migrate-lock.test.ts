import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';

/** instances deploying at once */
const INSTANCES = 4;
const MIGRATIONS = readdirSync(new URL('../../migrations/', import.meta.url)).filter((f) => /^\d{14}_.*\.ts$/.test(f)).length;

/**
 * Migrations once: four `marketplace db migrate` started at once on one empty PostgreSQL database (two
 * instances deploying together) all succeed; one applies every migration while the others wait for the
 * migrations' advisory lock and then finds nothing to do (knex alone lets them race to create its tables, and one fails).
 */
describe('marketplace db migrate twice at once on postgres', () => {
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
});
