import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cellOf, csvCells, HOSTILE } from '../helpers/csv.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';

const ADDRESS = { street: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };

/** Orders of the e-shop: stock that never oversells, totals in minor units, idempotency, validation, access. */
describe.each(DB_KINDS)('e-shop orders on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let buyer: { token: string; id: number; email: string };
  let other: string;
  let company: { token: string; companyId: number };
  let seq = 0;

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const as = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, payload: payload as object, headers: { ...auth(token), ...headers } });

  async function product(fields: Record<string, unknown> = {}) {
    seq += 1;
    const res = await as(admin, 'POST', '/api/admin/shop/products', {
      name: `Testovací křeslo ${kind} ${seq}`,
      category: 'krasa',
      subcategory: 'nabytek',
      price: 12_100,
      stock: 5,
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product as { id: number; slug: string; price: number; stock: number };
  }
  const stockOf = async (id: number) => Number((await t.database.db('products').where({ id }).first('stock')).stock);
  const order = (token: string, items: unknown[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    as(token, 'POST', '/api/shop/orders', { items, shipping_address: ADDRESS, payment_method: 'bank_transfer', ...extra }, headers);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
    const b = await userWithToken(t.app, t.core, 'customer');
    buyer = { token: b.token, id: b.user.id, email: b.user.email };
    other = (await userWithToken(t.app, t.core, 'customer')).token;
    const c = await userWithToken(t.app, t.core, 'company');
    company = { token: c.token, companyId: Number(c.user.company_id) };
  });
  afterAll(() => t?.close());

  it('computes lines, VAT and totals in minor units from the catalogue, never from the request', async () => {
    const chair = await product({ price: 12_100, stock: 10 }); // 121,00 Kč with 21 % VAT
    const lamp = await product({ price: 999, stock: 10 }); // 9,99 Kč
    const res = await order(buyer.token, [
      { product_id: chair.id, quantity: 3, price: 1 },
      { product_id: lamp.id, quantity: 7 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(`Objednávka ${body.order.number} byla úspěšně vytvořena!`);
    // the year (Prague) the order was made in: this test runs on the real clock
    const year = DateTime.fromISO(body.order.created_at, { zone: 'Europe/Prague' }).year;
    expect(body.order.number).toMatch(new RegExp(`^OBJ-${year}-\\d{6}$`));
    expect(body.order.status).toBe('pending');
    // by hand: 3 x 121,00 = 363,00, VAT = 363 * 21 / 121 = 63,00; 7 x 9,99 = 69,93, VAT = 6993 * 21 / 121 = 1213,64 -> 1214
    expect(body.order.lines.map((l: Record<string, number>) => [l.unit_price, l.quantity, l.line_total, l.line_vat, l.line_net])).toEqual([
      [12_100, 3, 36_300, 6_300, 30_000],
      [999, 7, 6_993, 1_214, 5_779],
    ]);
    expect(body.order.total).toBe(43_293);
    expect(body.order.vat_total).toBe(7_514);
    expect(body.order.subtotal_net).toBe(35_779);
    expect(body.order.currency).toBe('CZK');
    expect(body.order.payment_instructions).toMatchObject({ variable_symbol: body.order.variable_symbol, amount: 43_293 });
    expect(await stockOf(chair.id)).toBe(7);
    expect(await stockOf(lamp.id)).toBe(3);
    // the confirmation is queued with the order, and the operator is notified
    const mail = await t.database.db('email_queue').where({ to_email: buyer.email }).orderBy('id', 'desc').first();
    expect(mail.subject).toContain(body.order.number);
    expect(mail.text_body ?? mail.text ?? '').toBeDefined();
    // a customer without a company follows the order on its own page (its payment state, the transfer's QR code)
    expect(`${mail.html_content}\n${mail.text_content}`).toContain(`/eshop/objednavka/${body.order.id}`);
    const note = await t.database.db('email_notifications').where({ type: 'shop_order' }).orderBy('id', 'desc').first();
    expect(note.title).toBe(`Nová objednávka ${body.order.number}`);
  });

  it('sells exactly the stock to 30 concurrent orders of one piece', async () => {
    const hot = await product({ stock: 5 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => order(buyer.token, [{ product_id: hot.id, quantity: 1 }])));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(25);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.error).toContain('není skladem');
    expect(refused.fields[0].field).toBe('items.0.quantity');
    expect(await stockOf(hot.id)).toBe(0);
    const sold = await t.database.db('order_lines').where({ product_id: hot.id }).sum({ q: 'quantity' }).first();
    expect(Number(sold?.q)).toBe(5);
  });

  it('never oversells when the orders race a cancellation', async () => {
    const hot = await product({ stock: 5 });
    const first = (await order(buyer.token, [{ product_id: hot.id, quantity: 1 }])).json().order;
    const racing = await Promise.all([
      ...Array.from({ length: 30 }, () => order(other, [{ product_id: hot.id, quantity: 1 }])),
      as(buyer.token, 'POST', `/api/shop/orders/${first.id}/cancel`),
    ]);
    const cancel = racing.pop()!;
    expect(cancel.statusCode, cancel.body).toBe(200);
    const created = racing.filter((a) => a.statusCode === 201).length;
    expect(racing.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    const stock = await stockOf(hot.id);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(created + stock).toBe(5); // every piece is either in a live order or in stock
    const live = await t.database
      .db('order_lines')
      .join('orders', 'orders.id', 'order_lines.order_id')
      .where('order_lines.product_id', hot.id)
      .whereNot('orders.status', 'cancelled')
      .sum({ q: 'order_lines.quantity' })
      .first();
    expect(Number(live?.q)).toBe(5 - stock);
  });

  it('answers a retried Idempotency-Key with the first order, also when the retries race', async () => {
    const p = await product({ stock: 50 });
    const key = `retry-${kind}-key-1`;
    const once = await order(buyer.token, [{ product_id: p.id, quantity: 2 }], {}, { 'idempotency-key': key });
    expect(once.statusCode).toBe(201);
    const again = await order(buyer.token, [{ product_id: p.id, quantity: 2 }], {}, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(once.json().order.id);
    expect(again.json().replayed).toBe(true);
    const changed = await order(buyer.token, [{ product_id: p.id, quantity: 3 }], {}, { 'idempotency-key': key });
    expect(changed.statusCode).toBe(409);

    const raceKey = `race-${kind}-key-2`;
    const raced = await Promise.all(
      Array.from({ length: 6 }, () => order(buyer.token, [{ product_id: p.id, quantity: 1 }], {}, { 'idempotency-key': raceKey })),
    );
    expect(raced.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(raced.map((r) => r.json().order.id)).size).toBe(1);
    expect(await t.database.db('orders').where({ idempotency_key: raceKey })).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(50 - 2 - 1);
  });

  it('refuses every bad field with a 400 naming it in Czech', async () => {
    const p = await product({ stock: 5 });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ items: [] }, 'items', 'Objednávka musí mít 1 až 100 položek'],
      [{ items: [{ product_id: p.id, quantity: 0 }] }, 'items.0.quantity', 'Množství musí být kladné celé číslo'],
      [{ items: [{ product_id: 'x', quantity: 1 }] }, 'items.0.product_id', 'Neplatný produkt'],
      [{ items: [{ quantity: 1 }] }, 'items.0.product_id', 'Položka musí mít buď produkt, nebo reklamní předmět'],
      [{ shipping_address: { ...ADDRESS, street: ' ' } }, 'shipping_address.street', 'Ulice je povinná'],
      [{ shipping_address: { ...ADDRESS, city: '' } }, 'shipping_address.city', 'Město je povinné'],
      [{ payment_method: 'bitcoin' }, 'payment_method', 'Vyberte způsob platby: card, bank_transfer nebo cash_on_delivery'],
      [{ note: 'x'.repeat(1001) }, 'note', 'Poznámka může mít nejvýše 1000 znaků'],
      [{ items: [{ product_id: p.id, quantity: 101 }] }, 'items.0.quantity', 'Množství jedné položky může být nejvýše 100 ks.'],
      [{ items: [{ product_id: 99_999_999, quantity: 1 }] }, 'items.0.product_id', 'Produkt nenalezen'],
    ];
    for (const [change, field, message] of cases) {
      const res = await as(buyer.token, 'POST', '/api/shop/orders', {
        items: [{ product_id: p.id, quantity: 1 }],
        shipping_address: ADDRESS,
        payment_method: 'bank_transfer',
        ...change,
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().fields, field).toContainEqual(expect.objectContaining({ field, message }));
    }
    // postal code is optional, the country defaults to Česká republika
    const minimal = await as(buyer.token, 'POST', '/api/shop/orders', {
      items: [{ product_id: p.id, quantity: 1 }],
      shipping_address: { street: 'Krátká 1', city: 'Brno' },
      payment_method: 'cash_on_delivery',
    });
    expect(minimal.statusCode, minimal.body).toBe(201);
    expect(minimal.json().order.shipping_address).toEqual({ street: 'Krátká 1', city: 'Brno', postalCode: '', country: 'Česká republika' });
    expect(await stockOf(p.id)).toBe(4); // refused orders took nothing
  });

  it('holds promotional item lines to their minimum order', async () => {
    const created = await as(admin, 'POST', '/api/admin/shop/promo-items', {
      name: `Propiska ${kind}`,
      category: 'Psací potřeby',
      price: 1_500,
      min_order: 50,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().item;
    const few = await order(company.token, [{ promo_item_id: item.id, quantity: 10 }]);
    expect(few.statusCode).toBe(400);
    expect(few.json().fields[0]).toMatchObject({
      field: 'items.0.quantity',
      message: `Minimální odběr předmětu „Propiska ${kind}“ je 50 ks.`,
    });
    const enough = await order(company.token, [{ promo_item_id: item.id, quantity: 50 }]);
    expect(enough.statusCode, enough.body).toBe(201);
    expect(enough.json().order.total).toBe(75_000);
    expect(enough.json().order.company_id).toBe(company.companyId);
    const listed = await as(company.token, 'GET', '/api/company/shop/orders');
    expect(listed.json().orders.map((o: { id: number }) => o.id)).toContain(enough.json().order.id);
  });

  it('keeps orders to their owners and status changes to the allowed ones', async () => {
    const p = await product({ stock: 5 });
    const mine = (await order(buyer.token, [{ product_id: p.id, quantity: 2 }])).json().order;
    expect((await t.app.inject({ method: 'POST', url: '/api/shop/orders', payload: {} })).statusCode).toBe(401);
    expect((await as(other, 'GET', `/api/shop/orders/${mine.id}`)).statusCode).toBe(404);
    expect((await as(other, 'POST', `/api/shop/orders/${mine.id}/cancel`)).statusCode).toBe(404);
    expect((await as(buyer.token, 'GET', `/api/shop/orders/${mine.id}`)).json().order.id).toBe(mine.id);
    expect((await as(other, 'GET', '/api/shop/orders')).json().orders.map((o: { id: number }) => o.id)).not.toContain(mine.id);
    expect((await as(buyer.token, 'GET', '/api/admin/shop/orders')).statusCode).toBe(403);

    const status = (to: string) => as(admin, 'POST', `/api/admin/shop/orders/${mine.id}/status`, { status: to });
    expect((await status('delivered')).statusCode).toBe(409);
    expect((await status('shipped')).statusCode).toBe(409); // bank transfer: paid first
    const paid = await status('paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.paid_at).not.toBeNull();
    expect((await as(buyer.token, 'POST', `/api/shop/orders/${mine.id}/cancel`)).statusCode).toBe(409); // only pending
    expect(await stockOf(p.id)).toBe(3);
    expect((await status('cancelled')).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(5);
    expect((await status('cancelled')).statusCode).toBe(409); // once
    expect(await stockOf(p.id)).toBe(5);
    const mails = await t.database.db('email_queue').where({ to_email: buyer.email }).where('subject', 'like', `%${mine.number}%`);
    expect(mails.length).toBe(3); // confirmation, paid, cancelled

    const list = await as(admin, 'GET', `/api/admin/shop/orders?status=cancelled&q=${mine.number}`);
    expect(list.json().orders.map((o: { id: number }) => o.id)).toEqual([mine.id]);
    const csv = await as(admin, 'GET', `/api/admin/shop/orders?format=csv&q=${mine.number}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(mine.number);
  });

  it('the CSV export writes no live formula: a street, city, postcode, country and product like formulas start with an apostrophe', async () => {
    const p = await product({ stock: 5, name: `${HOSTILE.sum} ${kind}` });
    const hostile = { street: HOSTILE.hyperlink, city: HOSTILE.command, postalCode: '@SUM(1+1)', country: HOSTILE.minus };
    const res = await order(buyer.token, [{ product_id: p.id, quantity: 1 }], { shipping_address: hostile });
    expect(res.statusCode, res.body).toBe(201);
    const number = res.json().order.number as string;
    const csv = await as(admin, 'GET', `/api/admin/shop/orders?format=csv&q=${number}`);
    expect(csv.statusCode, csv.body).toBe(200);
    for (const value of Object.values(hostile)) expect(cellOf(csv.body, value)).toBe(`'${value}`);
    const line = csvCells(csv.body).find((cells) => cells[0] === number)!;
    expect(line.slice(7, 11)).toEqual(Object.values(hostile).map((v) => `'${v}`));
    expect(line[11]).toBe(`'${HOSTILE.sum} ${kind}`);
    // the system's own amounts stay numbers: 121,00 with a decimal comma, no apostrophe
    expect(line[13]).toBe('121,00');
  });

  it('keeps a server cart: adding again raises, 0 removes, merging keeps the larger quantity', async () => {
    const a = await product({ stock: 5 });
    const b = await product({ stock: 5 });
    const { token } = await userWithToken(t.app, t.core, 'customer');
    await as(token, 'POST', '/api/shop/cart/items', { product_id: a.id, quantity: 1 });
    const raised = await as(token, 'POST', '/api/shop/cart/items', { product_id: a.id, quantity: 2 });
    expect(raised.json().cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
    const merged = await as(token, 'POST', '/api/shop/cart/merge', {
      items: [
        { product_id: a.id, quantity: 1 },
        { product_id: b.id, quantity: 2 },
        { product_id: 99_999_999, quantity: 1 },
      ],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const again = await as(token, 'POST', '/api/shop/cart/merge', { items: [{ product_id: b.id, quantity: 2 }] });
    expect(again.json().cart.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([
      [a.id, 3],
      [b.id, 2],
    ]);
    expect(again.json().cart.total).toBe(5 * a.price);
    const removed = await as(token, 'PUT', '/api/shop/cart', { items: [{ product_id: a.id, quantity: 0 }] });
    expect(removed.json().cart.items.map((i: { product_id: number }) => i.product_id)).toEqual([b.id]);
    // ordering with clear_cart takes the ordered products out of the cart
    const placed = await order(token, [{ product_id: b.id, quantity: 2 }], { clear_cart: true });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await as(token, 'GET', '/api/shop/cart')).json().cart.items).toEqual([]);
  });
});
