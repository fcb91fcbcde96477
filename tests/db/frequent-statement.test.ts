import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../src/db/index.js';
import { frequentStatement } from '../../src/db/frequent-statement.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

const BUMP = `update settings set value = cast(cast(value as integer) + :by as text), updated_at = :at where key = :key returning value`;

/**
 * The queue worker's frequent statement: on SQLite a second writer of the file (a connection of its
 * own), which must wait for the pool's write transactions rather than fail, and never make them fail.
 */
describe.each(DB_KINDS)('a frequent statement on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db('settings').insert({ key: 'counter', value: '0', updated_at: new Date().toISOString() });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('answers the rows of its statement, and closes (also unused)', async () => {
    const statement = frequentStatement(database.db, 'test_bump', BUMP);
    expect(await statement.rows({ by: 2, at: new Date().toISOString(), key: 'counter' })).toEqual([{ value: '2' }]);
    expect(await statement.rows({ by: 3, at: new Date().toISOString(), key: 'counter' })).toEqual([{ value: '5' }]);
    expect(await statement.rows({ by: 1, at: new Date().toISOString(), key: 'none' })).toEqual([]);
    await statement.close();
    await frequentStatement(database.db, 'test_bump', BUMP).close();
    const row = await database.db('settings').where({ key: 'counter' }).first();
    expect(row.value).toBe('5');
  });

  it('waits for a write transaction of the pool that holds the lock, and sees its commit', async () => {
    await database.db('settings').where({ key: 'counter' }).update({ value: '0' });
    const statement = frequentStatement(database.db, 'test_bump', BUMP);
    try {
      await statement.rows({ by: 0, at: new Date().toISOString(), key: 'counter' }); // opened
      let release!: () => void;
      const holding = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const hasLock = new Promise<void>((resolve) => (locked = resolve));
      const transaction = writeTransaction(database.db, async (trx) => {
        await trx('settings').where({ key: 'counter' }).update({ value: '100' });
        locked();
        await holding;
      });
      await hasLock;
      const bump = statement.rows({ by: 1, at: new Date().toISOString(), key: 'counter' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      release();
      await transaction;
      expect(await bump).toEqual([{ value: '101' }]);
    } finally {
      await statement.close();
    }
  });

  it('never makes a read-then-write transaction of the pool fail while it commits', async () => {
    await database.db('settings').where({ key: 'counter' }).update({ value: '0' });
    const statement = frequentStatement(database.db, 'test_bump', BUMP);
    try {
      const bumps = (async () => {
        for (let i = 0; i < 200; i += 1) await statement.rows({ by: 1, at: new Date().toISOString(), key: 'counter' });
      })();
      const readThenWrite = (async () => {
        for (let i = 0; i < 40; i += 1)
          await writeTransaction(database.db, async (trx) => {
            const query = trx('settings').where({ key: 'counter' });
            const row = kind === 'postgres' ? await query.forUpdate().first('value') : await query.first('value');
            await new Promise((resolve) => setTimeout(resolve, 1));
            await trx('settings')
              .where({ key: 'counter' })
              .update({ value: String(Number(row.value) + 1000) });
          });
      })();
      await Promise.all([bumps, readThenWrite]);
      const row = await database.db('settings').where({ key: 'counter' }).first();
      expect(Number(row.value)).toBe(200 + 40 * 1000);
    } finally {
      await statement.close();
    }
  });
});

/** On PostgreSQL the statement has a connection of its own (named in pg_stat_activity), which may be cut. */
describe('a frequent statement on postgres, its connection cut', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await database.db('settings').insert({ key: 'counter', value: '0', updated_at: new Date().toISOString() });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('opens another connection for the next call', async () => {
    const statement = frequentStatement(database.db, 'test_bump', BUMP);
    const bump = () => statement.rows<{ value: string }>({ by: 1, at: new Date().toISOString(), key: 'counter' });
    try {
      expect(await bump()).toEqual([{ value: '1' }]);
      const own = `from pg_stat_activity where application_name = 'marketplace frequent statement' and datname = current_database()`;
      const cut = await database.db.raw(`select pg_terminate_backend(pid) as cut ${own}`);
      expect(cut.rows).toEqual([{ cut: true }]);
      // the call made as the connection breaks may fail; a later one runs on a new connection
      let value: string | undefined;
      for (let i = 0; i < 100 && value === undefined; i += 1) {
        value = await bump().then(
          (rows) => rows[0].value,
          () => undefined,
        );
        if (value === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(Number(value)).toBeGreaterThanOrEqual(2);
      expect(await bump()).toEqual([{ value: String(Number(value) + 1) }]);
      const connections = await database.db.raw(`select count(*)::int as n ${own}`);
      expect(connections.rows).toEqual([{ n: 1 }]);
    } finally {
      await statement.close();
    }
  });
});
