import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { startServe, tempDataDir } from '../helpers/cli.js';

/** `serve` (with its jobs) starts the monitoring sampler itself: the minute history fills without anybody asking. */
describe('marketplace serve and server monitoring', () => {
  it('samples every MARKETPLACE_MONITOR_SAMPLE_SECONDS and writes the finished minute to server_stats_minutes', async () => {
    const dataDir = tempDataDir();
    const server = await startServe(['--port', String(await freePort())], {
      MARKETPLACE_DATA_DIR: dataDir,
      MARKETPLACE_MONITOR_SAMPLE_SECONDS: '1',
    });
    const db = openDatabase({ client: 'sqlite', filename: path.join(dataDir, 'marketplace.sqlite'), embedded: false });
    try {
      // no request reaches the server: the rows come from its own sampler, after the first minute boundary
      let rows: Array<{ minute: string; cpu_percent: number }> = [];
      const deadline = Date.now() + 100_000;
      while (Date.now() < deadline) {
        rows = await db('server_stats_minutes').select('minute', 'cpu_percent');
        if (rows.length) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(rows.length, server.output()).toBeGreaterThan(0);
      expect(rows[0]!.minute).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
      expect(Number(rows[0]!.cpu_percent)).toBeGreaterThanOrEqual(0);
    } finally {
      await db.destroy();
      await server.stop();
    }
  }, 180_000);
});
