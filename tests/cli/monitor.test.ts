/**
 * `marketplace monitor` as an operator runs it without a terminal (the built package: `npm run build`
 * first): `--once --json` prints one object in the shape of `GET /api/server-stats` (checked against
 * the contract) with the figures of the server's database, and `--json --interval 1` prints a line a
 * second until it is stopped.
 */
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverStatsResponse } from '../../src/contract/monitoring.js';
import { TEST_SECRET } from '../helpers/app.js';
import { BIN, commandEnv, runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { emptyTables } from '../helpers/factories.js';

describe.each(DB_KINDS)('marketplace monitor on %s', (kind) => {
  let database: TestDatabase;
  const dataDir = tempDataDir();
  const env = () => ({ DATABASE_URL: database.url, MARKETPLACE_SECRET: TEST_SECRET, MARKETPLACE_DATA_DIR: dataDir, NODE_ENV: 'test' });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // the minute the server's sampler wrote last: a standalone monitor takes its requests and errors from it
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
    await emptyTables(database.db, 'server_stats_minutes');
    await database.db('server_stats_minutes').insert({
      minute,
      cpu_percent: 12,
      memory_percent: 40,
      disk_percent: 55,
      rx_per_s: 0,
      tx_per_s: 0,
      requests: 42,
      errors: 3,
      queue_pending: 0,
    });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('--once --json: one object in the shape of /api/server-stats, with the database engine and its figures', async () => {
    const result = await runCli(['monitor', '--once', '--json'], env());
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const stats = serverStatsResponse.parse(JSON.parse(lines[0]!));
    expect(stats.app.db).toBe(kind === 'postgres' ? 'postgres' : 'sqlite');
    expect(stats.app.requests_per_min).toBe(42);
    expect(stats.app.errors_per_min).toBe(3);
    expect(stats.cpu.cores).toBeGreaterThan(0);
    expect(stats.memory.total).toBeGreaterThan(0);
    expect(Date.parse(stats.timestamp)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('--json --interval 1: a line a second until stopped', async () => {
    const child = execa('node', [BIN, 'monitor', '--json', '--interval', '1'], {
      env: commandEnv(env(), process.env.HOME ?? ''),
      extendEnv: false,
      reject: false,
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await expect.poll(() => out.split('\n').filter(Boolean).length, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(3);
    child.kill('SIGTERM');
    const result = await child;
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const times = lines.map((line) => serverStatsResponse.parse(JSON.parse(line)).timestamp);
    expect([...times].sort()).toEqual(times);
  });
});
