import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

/** The shop's tables hold their invariants themselves, whatever code writes to them. */
describe.each(DB_KINDS)('shop schema on %s', (kind) => {
  let database: TestDatabase;
  let productId: number;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const now = new Date().toISOString();
    const [row] = await database
      .db('products')
      .insert({
        slug: `schema-test-${kind}`,
        name: 'Schema test',
        name_sort: 'schema test',
        search_text: 'schema test',
        category: 'krasa',
        subcategory: 'naradi',
        price: 100,
        stock: 2,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    productId = Number(typeof row === 'object' ? row.id : row);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('has one VAT rate per edition', async () => {
    const rates = await database.db('vat_rates').orderBy('country_code').select('country_code', 'rate');
    expect(rates).toEqual([
      { country_code: 'CZ', rate: 21 },
      { country_code: 'PL', rate: 23 },
      { country_code: 'SK', rate: 23 },
    ]);
  });

  it('refuses a negative stock', async () => {
    await expect(database.db('products').where({ id: productId }).update({ stock: -1 })).rejects.toThrow();
    const taken = await database.db('products').where({ id: productId }).andWhere('stock', '>=', 3).decrement('stock', 3);
    expect(taken).toBe(0);
    const row = await database.db('products').where({ id: productId }).first('stock');
    expect(Number(row.stock)).toBe(2);
  });
});
