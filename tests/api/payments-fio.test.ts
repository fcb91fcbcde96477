import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFioFeed, FIO_API, fioLastUrl } from '../../src/adapters/payments/fio.js';
import { findJob } from '../../src/jobs/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';
import { fioAnswer, fioTransaction, startFioStandIn } from '../helpers/fio-stand-in.js';

const TOKEN = 'fio-test-token-0123456789';
const ADDRESS = { street: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };

/** Fio banka's API feeding the statement import: the `bank-statements` job against a local stand-in of its JSON. */
describe.each(DB_KINDS)("Fio banka's API on %s", (kind) => {
  let t: TestApp;
  let fio: Awaited<ReturnType<typeof startFioStandIn>>;
  let buyer: string;
  let productId: number;
  const job = findJob('bank-statements')!;

  async function order() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/orders',
      headers: { authorization: `Bearer ${buyer}` },
      payload: { items: [{ product_id: productId, quantity: 1 }], shipping_address: ADDRESS, payment_method: 'bank_transfer' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { id: number; total: number; variable_symbol: string };
  }

  beforeAll(async () => {
    fio = await startFioStandIn(TOKEN);
    t = await startTestApp(kind, { bankFeed: createFioFeed({ token: TOKEN, baseUrl: fio.url }) });
    const admin = (await userWithToken(t.app, t.core, 'admin')).token;
    buyer = (await userWithToken(t.app, t.core, 'customer')).token;
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/products',
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: `Fio křeslo ${kind}`, category: 'krasa', subcategory: 'nabytek', price: 12_345, stock: 100 },
    });
    productId = product.json().product.id;
  });
  afterAll(async () => {
    await t?.close();
    await fio?.close();
  });

  it("calls Fio's `last` endpoint (its own address unless a test's stand-in is given)", () => {
    expect(FIO_API).toBe('https://fioapi.fio.cz');
    expect(fioLastUrl(FIO_API, 'ab/c')).toBe('https://fioapi.fio.cz/v1/rest/last/ab%2Fc/transactions.json');
  });

  it('pays the orders whose VS and amount match, once, through the bank-statements job', async () => {
    const paid = await order();
    const short = await order();
    fio.answer(
      fioAnswer([
        fioTransaction({ id: 26_000_000_001, amount: paid.total / 100, vs: paid.variable_symbol, note: 'Děkuji, Novák' }),
        fioTransaction({ id: 26_000_000_002, amount: (short.total - 45) / 100, vs: `000${short.variable_symbol}` }),
        fioTransaction({ id: 26_000_000_003, amount: -250.5 }),
        fioTransaction({ id: 26_000_000_004, amount: 10, vs: '123' }),
      ]),
    );
    const result = await job.run(t.core);
    expect(result).toEqual({ configured: 1, transactions: 4, matched: 1, partial: 1, unmatched: 1, duplicates: 0 });
    expect(fio.requests.at(-1)).toBe(`/v1/rest/last/${TOKEN}/transactions.json`);
    const payment = await t.database.db('payments').where({ subject: 'order', subject_id: paid.id }).first();
    expect(payment).toMatchObject({ status: 'paid', paid_via: 'fio' });
    expect(new Date(payment.paid_at).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect((await t.database.db('orders').where({ id: paid.id }).first()).status).toBe('paid');
    expect((await t.database.db('orders').where({ id: short.id }).first()).status).toBe('pending');
    const stored = await t.database.db('bank_transactions').where({ bank_transaction_id: '26000000001' }).first();
    expect(stored).toMatchObject({ account: '2000145399', state: 'matched', note: 'Děkuji, Novák', amount: paid.total });
    expect((await t.database.db('bank_transactions').where({ bank_transaction_id: '26000000003' }).first()).state).toBe('ignored');
    const statement = await t.database.db('bank_statements').where({ id: stored.statement_id }).first();
    expect(statement).toMatchObject({ source: 'fio', transactions: 4, matched: 1 });

    // nothing new: no statement; a transaction answered again (an overlap) is a duplicate and changes nothing
    const statements = Number((await t.database.db('bank_statements').count({ n: '*' }).first())!.n);
    expect(await job.run(t.core)).toEqual({ configured: 1, transactions: 0, matched: 0, partial: 0, unmatched: 0, duplicates: 0 });
    fio.answer(fioAnswer([fioTransaction({ id: 26_000_000_001, amount: paid.total / 100, vs: paid.variable_symbol })]));
    expect(await job.run(t.core)).toMatchObject({ transactions: 1, duplicates: 1, matched: 0 });
    expect(Number((await t.database.db('bank_statements').count({ n: '*' }).first())!.n)).toBe(statements);
  });

  it('fails with a Czech message that does not show the token when Fio refuses', async () => {
    fio.answer({ error: 'too many requests' }, 409);
    const error = await job.run(t.core).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toBe('Stažení pohybů z Fio banky selhalo: HTTP 409');
    expect(error?.message).not.toContain(TOKEN);
  });

  it('does nothing without a token', async () => {
    const bare = await startTestApp(kind);
    try {
      expect(await job.run(bare.core)).toEqual({ configured: 0 });
    } finally {
      await bare.close();
    }
  });
});
