import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, writeTransaction, type Db } from '../../src/db/index.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

/** Read-modify-write from two separate connections (two processes' worth), 40 times each. */
describe.each(DB_KINDS)('write transactions on %s', (kind) => {
  let database: TestDatabase;
  let other: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    other = openDatabase(database.config);
    await database.db('settings').insert({ key: 'counter', value: '0', updated_at: new Date().toISOString() });
  });
  afterAll(async () => {
    await other?.destroy();
    await database?.drop();
  });

  const increment = (db: Db) =>
    writeTransaction(db, async (trx) => {
      const query = trx('settings').where({ key: 'counter' });
      const row = kind === 'postgres' ? await query.forUpdate().first() : await query.first();
      await new Promise((r) => setTimeout(r, 1));
      await trx('settings')
        .where({ key: 'counter' })
        .update({ value: String(Number(row.value) + 1) });
    });

  it('never interleave and never fail with a busy database', async () => {
    const runs = Array.from({ length: 40 }, () => [increment(database.db), increment(other)]).flat();
    await Promise.all(runs);
    const row = await database.db('settings').where({ key: 'counter' }).first();
    expect(Number(row.value)).toBe(80);
  });

  it('roll back entirely on error', async () => {
    await expect(
      writeTransaction(database.db, async (trx) => {
        await trx('settings').insert({ key: 'half-done', value: 'x', updated_at: new Date().toISOString() });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await database.db('settings').where({ key: 'half-done' }).first()).toBeUndefined();
  });
});
