import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForChanges } from '../../src/adapters/change-feed/listener.js';
import { createChangeRepository } from '../../src/core/changes/changes.repository.js';
import { openDatabase, type Db } from '../../src/db/index.js';
import { dialectFor } from '../../src/db/sql-dialect.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Changes of cached data heard by the other instances: instance A announces (or, on SQLite, writes), the listener
 * of instance B (its own connection pool) hears it.
 */
describe.each(DB_KINDS)('change feed on %s', (kind) => {
  let database: TestDatabase;
  let other: Db;
  let heard: string[];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    other = openDatabase(database.config);
    heard = [];
    stop = listenForChanges(other, (topic) => heard.push(topic), { pollMs: 50 });
    // listening: PostgreSQL says so with 'all' once its LISTEN is in place; SQLite has read its first version
    for (let i = 0; kind === 'postgres' && !heard.includes('all'); i++) {
      if (i > 200) throw new Error('not listening after 10 s');
      await settle(50);
    }
    if (kind === 'sqlite') await settle(200);
    heard.length = 0;
  });
  afterAll(async () => {
    await stop?.();
    await other?.destroy();
    await database?.drop();
  });

  it.runIf(kind === 'postgres')('hears an announcement made in a transaction when it commits, and none when it rolls back', async () => {
    const trx = await database.db.transaction();
    await createChangeRepository(trx, dialectFor(database.db)).announce('featured');
    await settle(300);
    expect(heard).toEqual([]);
    await trx.commit();
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['featured']);

    const undone = await database.db.transaction();
    await createChangeRepository(undone, dialectFor(database.db)).announce('settings');
    await undone.rollback();
    await createChangeRepository(database.db, dialectFor(database.db)).announce('settings');
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['featured', 'settings']);
  });

  it.runIf(kind === 'postgres')('listens again after its connection is cut, and drops everything then', async () => {
    heard.length = 0;
    await database.db.raw(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN marketplace_changes'",
    );
    await expect.poll(() => heard, { timeout: 10_000, interval: 100 }).toContain('all');
    heard.length = 0;
    await createChangeRepository(database.db, dialectFor(database.db)).announce('featured');
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['featured']);
  });

  it.runIf(kind === 'sqlite')("hears another process's commit, and not its own pool's writes", async () => {
    await other('settings').insert({ key: 'test.own', value: '1', updated_at: new Date().toISOString() });
    await settle(300);
    expect(heard).toEqual([]);
    await database.db('settings').insert({ key: 'test.other', value: '1', updated_at: new Date().toISOString() });
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['all']);
  });
});
