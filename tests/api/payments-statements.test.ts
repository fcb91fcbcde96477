import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';
import { gpcFile, type GpcLine } from '../helpers/gpc.js';
import { multipartBody } from '../helpers/multipart.js';

const ADDRESS = { street: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
/** 27 Nov 2026 (the files' value date DDMMYY) as paid_at: the day's start in Prague */
const VALUE_DATE = '271126';
const PAID_AT = '2026-11-26T23:00:00.000Z';

interface Order {
  id: number;
  number: string;
  total: number;
  variable_symbol: string;
}

/** Bank statements (GPC): credits matched to awaiting orders by VS, partial, unmatched, duplicates, assignment by hand, the expiry race. */
describe.each(DB_KINDS)('bank statements on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let buyer: { token: string; email: string };
  let productId: number;
  let txSeq = 0;

  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}`, ...headers } });
  const nextTx = () => (txSeq += 1);

  async function order(): Promise<Order> {
    const res = await as(buyer.token, 'POST', '/api/shop/orders', {
      items: [{ product_id: productId, quantity: 1 }],
      shipping_address: ADDRESS,
      payment_method: 'bank_transfer',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order;
  }
  const credit = (o: Pick<Order, 'variable_symbol'>, amount: number, extra: Partial<GpcLine> = {}): GpcLine => ({
    id: nextTx(),
    amount,
    vs: o.variable_symbol,
    valueDate: VALUE_DATE,
    ...extra,
  });
  async function upload(file: Buffer, mode: 'multipart' | 'raw' = 'multipart', token = admin) {
    if (mode === 'raw') return as(token, 'POST', '/api/admin/payments/statements', file, { 'content-type': 'application/octet-stream' });
    const form = await multipartBody({}, [{ field: 'file', name: 'vypis.gpc', content: file }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/statements',
      payload: form.payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    });
  }
  const orderRow = async (id: number) => t.database.db('orders').where({ id }).first();
  const paymentRow = async (orderId: number) => t.database.db('payments').where({ subject: 'order', subject_id: orderId }).first();
  const storedPayment = async (orderId: number) => {
    const row = await paymentRow(orderId);
    return { ...row, id: Number(row.id), subject_id: Number(row.subject_id), amount: Number(row.amount) };
  };
  const count = async (table: string) => Number((await t.database.db(table).count({ n: '*' }).first())!.n);
  const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

  beforeAll(async () => {
    t = await startTestApp(kind, { shop: { bankAccount: '19-2000145399/0800' }, statementMaxBytes: 2048 });
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
    const b = await userWithToken(t.app, t.core, 'customer');
    buyer = { token: b.token, email: b.user.email };
    const product = await as(admin, 'POST', '/api/admin/shop/products', {
      name: `Výpisové křeslo ${kind}`,
      category: 'krasa',
      subcategory: 'nabytek',
      price: 12_100,
      stock: 1000,
    });
    expect(product.statusCode, product.body).toBe(201);
    productId = product.json().product.id;
  });
  afterAll(() => t?.close());

  it('pays an order from a credit of at least its total (paid at the value date), lists a lower one as partial and an unknown symbol as unmatched', async () => {
    const paid = await order();
    const short = await order();
    const file = gpcFile([
      credit(paid, paid.total + 100, { note: 'Objednávka – děkuji' }),
      credit(short, short.total - 1),
      credit({ variable_symbol: '1234567' }, 50_000),
      { id: nextTx(), amount: 20_000, code: 1, vs: paid.variable_symbol },
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ transactions: 4, matched: 1, partial: 1, unmatched: 1, duplicates: 0 });
    expect(res.json().message).toBe('Výpis načten: transakcí 4, spárováno 1, částečně 1, nespárováno 1, duplicitních 0.');

    const paidOrder = await orderRow(paid.id);
    expect(paidOrder.status).toBe('paid');
    expect(iso(paidOrder.paid_at)).toBe(PAID_AT);
    expect(await paymentRow(paid.id)).toMatchObject({ status: 'paid', paid_via: 'bank_statement' });
    // the buyer's status e-mail went out with the payment
    const mails = await t.database.db('email_queue').where({ to_email: buyer.email }).where('subject', 'like', `%${paid.number}%`);
    expect(mails.length).toBe(2);
    expect((await orderRow(short.id)).status).toBe('pending');
    expect((await paymentRow(short.id)).status).toBe('awaiting');

    const partial = await as(admin, 'GET', '/api/admin/payments/transactions?state=partial');
    expect(partial.statusCode, partial.body).toBe(200);
    const listed = partial.json().transactions.find((x: { variable_symbol: string }) => x.variable_symbol === short.variable_symbol);
    expect(listed).toMatchObject({ state: 'partial', amount: short.total - 1, order_number: short.number, value_date: '2026-11-27' });
    const matched = (await as(admin, 'GET', '/api/admin/payments/transactions?state=matched')).json().transactions;
    expect(matched.find((x: { order_number: string }) => x.order_number === paid.number)).toMatchObject({ note: 'Objednávka – děkuji' });
    const statements = (await as(admin, 'GET', '/api/admin/payments/statements')).json();
    expect(statements.statements[0]).toMatchObject({
      source: 'gpc',
      file_name: 'vypis.gpc',
      account: '19-2000145399',
      transactions: 4,
      matched: 1,
    });

    // the same file again (as the raw body): every transaction a duplicate, nothing changes
    const before = { transactions: await count('bank_transactions'), statements: await count('bank_statements') };
    const again = await upload(file, 'raw');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ transactions: 4, matched: 0, partial: 0, unmatched: 0, duplicates: 4 });
    expect({ transactions: await count('bank_transactions'), statements: await count('bank_statements') }).toEqual(before);
    expect((await orderRow(short.id)).status).toBe('pending');
  });

  it('lets the operator assign an unmatched or partial transaction by VS or payment id, once', async () => {
    const target = await order();
    const short = await order();
    const file = gpcFile([
      credit({ variable_symbol: '55501' }, target.total),
      credit(short, 100),
      { id: nextTx(), amount: 999, code: 1 },
      credit({ variable_symbol: '55502' }, 5_000),
    ]);
    expect((await upload(file)).json()).toMatchObject({ unmatched: 2, partial: 1 });
    const txOf = async (vs: string) => t.database.db('bank_transactions').where({ variable_symbol: vs }).first();
    const unmatched = await txOf('55501');
    const assign = (id: number, body: unknown, token = admin) => as(token, 'POST', `/api/admin/payments/transactions/${id}/assign`, body);

    const res = await assign(unmatched.id, { variable_symbol: target.variable_symbol });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction).toMatchObject({ state: 'matched', order_number: target.number });
    expect(res.json().transaction.assigned_by).toBeGreaterThan(0);
    expect(await paymentRow(target.id)).toMatchObject({ status: 'paid', paid_via: 'operator' });
    expect((await orderRow(target.id)).status).toBe('paid');
    // matched already: 409, and the other transaction cannot pay a paid payment
    expect((await assign(unmatched.id, { variable_symbol: target.variable_symbol })).statusCode).toBe(409);
    const other = await txOf('55502');
    const refused = await assign(other.id, { variable_symbol: target.variable_symbol });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Platba už nečeká na zaplacení (je zaplacená nebo zrušená).');
    expect((await txOf('55502')).state).toBe('unmatched');

    // a partial one by the payment's id
    const partialTx = await t.database.db('bank_transactions').where({ variable_symbol: short.variable_symbol, state: 'partial' }).first();
    const byId = await assign(partialTx.id, { payment_id: (await paymentRow(short.id)).id });
    expect(byId.statusCode, byId.body).toBe(200);
    expect((await orderRow(short.id)).status).toBe('paid');

    const debit = await t.database.db('bank_transactions').where({ state: 'ignored' }).orderBy('id', 'desc').first();
    expect((await assign(debit.id, { variable_symbol: short.variable_symbol })).statusCode).toBe(409);
    expect((await assign(999_999, { variable_symbol: short.variable_symbol })).statusCode).toBe(404);
    expect((await assign(other.id, { variable_symbol: '8888888888' })).statusCode).toBe(404);
    expect((await assign(other.id, {})).statusCode).toBe(400);
    const customer = (await userWithToken(t.app, t.core, 'customer')).token;
    expect((await assign(other.id, { variable_symbol: short.variable_symbol }, customer)).statusCode).toBe(403);
  });

  it('never pays an order whose payment expired first, and of a statement racing the expiry exactly one wins', async () => {
    const expired = await order();
    expect(await t.core.payments.close(await storedPayment(expired.id), 'expired')).toBe(true);
    expect((await orderRow(expired.id)).status).toBe('cancelled');
    const late = await upload(gpcFile([credit(expired, expired.total)]));
    expect(late.json()).toMatchObject({ matched: 0, unmatched: 1 });
    expect((await orderRow(expired.id)).status).toBe('cancelled');
    expect(await paymentRow(expired.id)).toMatchObject({ status: 'cancelled', paid_at: null });

    for (let round = 0; round < 4; round += 1) {
      const racing = await order();
      const stock = Number((await t.database.db('products').where({ id: productId }).first()).stock);
      const [statement, closed] = await Promise.all([
        upload(gpcFile([credit(racing, racing.total)])),
        t.core.payments.close(await storedPayment(racing.id), 'expired'),
      ]);
      expect(statement.statusCode, statement.body).toBe(200);
      const matched = statement.json().matched as number;
      expect(matched + (closed ? 1 : 0)).toBe(1); // exactly one of the two moved the payment
      const payment = await paymentRow(racing.id);
      const row = await orderRow(racing.id);
      const after = Number((await t.database.db('products').where({ id: productId }).first()).stock);
      if (matched) {
        expect([payment.status, row.status, after]).toEqual(['paid', 'paid', stock]);
      } else {
        expect([payment.status, row.status, after]).toEqual(['cancelled', 'cancelled', stock + 1]);
        expect((await t.database.db('bank_transactions').where({ variable_symbol: racing.variable_symbol }).first()).state).toBe(
          'unmatched',
        );
      }
    }
  });

  it('refuses a malformed file with the line in Czech, a file over the limit with 413, and stores nothing', async () => {
    const before = await count('bank_transactions');
    const good = gpcFile([credit({ variable_symbol: '42' }, 100)])
      .toString('latin1')
      .split('\r\n');
    const broken = Buffer.from([good[0], good[1]!.slice(0, 100), ''].join('\r\n'), 'latin1');
    const res = await upload(broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Výpis není ve formátu GPC (ABO): řádek 2: má 100 znaků místo 128.');
    const big = gpcFile(Array.from({ length: 20 }, () => credit({ variable_symbol: '43' }, 100)));
    expect(big.length).toBeGreaterThan(2048);
    expect((await upload(big)).statusCode).toBe(413);
    expect((await upload(big, 'raw')).statusCode).toBe(413);
    expect((await upload(Buffer.alloc(0), 'raw')).statusCode).toBe(400);
    expect(await count('bank_transactions')).toBe(before);
    expect((await upload(gpcFile([]), 'multipart', buyer.token)).statusCode).toBe(403);
  });
});
