import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/adapters/payments/stripe.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in.js';

const ADDRESS = { street: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
const WEBHOOK = '/api/payments/stripe/webhook';

/**
 * Cards through Stripe Checkout against the local stand-in of Stripe's API (never Stripe itself): the order's
 * payment page, Stripe's signed events handled once, the customer's return racing the webhook, refunds.
 */
describe.each(DB_KINDS)('card payments on %s', (kind) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let admin: string;
  let buyer: string;
  let seq = 0;
  const clock = manualClock();

  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

  async function product(stock = 5, price = 12_100) {
    seq += 1;
    const res = await as(admin, 'POST', '/api/admin/shop/products', {
      name: `Karta ${kind} ${seq}`,
      category: 'krasa',
      subcategory: 'nabytek',
      price,
      stock,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product as { id: number };
  }
  const stockOf = async (id: number) => Number((await t.database.db('products').where({ id }).first('stock')).stock);
  const orderRow = async (id: number) => t.database.db('orders').where({ id }).first();
  const paymentRow = async (orderId: number) => t.database.db('payments').where({ subject: 'order', subject_id: orderId }).first();
  const statusMails = async (orderId: number) => {
    const order = await orderRow(orderId);
    const rows = await t.database.db('email_queue').where('subject', 'like', `%${order.number}%`).select('subject');
    return rows.length;
  };

  async function cardOrder(productId: number, quantity = 1) {
    const res = await as(buyer, 'POST', '/api/shop/orders', {
      items: [{ product_id: productId, quantity }],
      shipping_address: ADDRESS,
      payment_method: 'card',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { order: { id: number; number: string; total: number }; payment: Record<string, unknown> };
  }
  const sessionOf = async (orderId: number) => String((await paymentRow(orderId)).stripe_session_id);
  const deliver = (event: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: WEBHOOK, payload: event.body, headers: event.headers });

  beforeAll(async () => {
    stripe = await startStripeStandIn({ clock });
    t = await startTestApp(kind, { clock, cardProvider: createStripeProvider(stripe.providerOptions) });
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
    buyer = (await userWithToken(t.app, t.core, 'customer')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('offers cards and answers the order with the Checkout URL of one session made as Stripe expects it', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/api/shop/payment-methods' });
    expect(methods.json().methods).toEqual(['card', 'bank_transfer', 'cash_on_delivery']);
    const item = await product(5, 12_100);
    const { order, payment } = await cardOrder(item.id, 2);
    const session = stripe.sessions.get(await sessionOf(order.id))!;
    expect(payment).toMatchObject({ method: 'card', status: 'awaiting', checkout_url: session.url, error: null, amount: 24_200 });
    expect(session.url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 24_200,
      currency: 'czk',
      client_reference_id: String(order.id),
      line_name: `Objednávka ${order.number}`,
    });
    expect(session.metadata).toMatchObject({ order_id: String(order.id), payment_id: String((await paymentRow(order.id)).id) });
    expect(session.success_url).toBe(`http://mail.test/eshop/objednavka/${order.id}?platba=hotovo`);
    expect(session.cancel_url).toBe(`http://mail.test/eshop/objednavka/${order.id}?platba=zrusena`);
    // the payment's expiry (3 days) is beyond what Stripe takes: the page expires within 24 hours
    expect(session.expires_at).toBe(Math.floor(clock.now().getTime() / 1000) + 24 * 3600 - 60);
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(await stockOf(item.id)).toBe(3);
  });

  it('marks the order paid once on checkout.session.completed; a replay is 200 and changes nothing', async () => {
    const item = await product();
    const { order } = await cardOrder(item.id);
    const session = stripe.complete(await sessionOf(order.id));
    const event = stripe.signedEvent('checkout.session.completed', session.id);
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const paid = await orderRow(order.id);
    expect(paid.status).toBe('paid');
    expect(await paymentRow(order.id)).toMatchObject({ status: 'paid', paid_via: 'card', stripe_payment_intent: session.payment_intent });
    const mails = await statusMails(order.id);

    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await orderRow(order.id)).toEqual(paid);
    expect(await statusMails(order.id)).toBe(mails);
    expect(await t.database.db('stripe_events').where({ id: event.id }).count({ n: '*' }).first()).toMatchObject({ n: expect.anything() });
  });

  it('refuses an event with a bad signature (400) and changes nothing', async () => {
    const item = await product();
    const { order } = await cardOrder(item.id);
    const session = stripe.complete(await sessionOf(order.id));
    const event = stripe.signedEvent('checkout.session.completed', session.id);
    const tampered = await deliver({ ...event, body: event.body.replace('"paid"', '"paid" ') });
    expect(tampered.statusCode).toBe(400);
    const forged = await deliver({
      ...event,
      headers: { ...event.headers, 'stripe-signature': `t=${Math.floor(clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: event.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    // signed more than 5 minutes before it arrives: a replay of an old capture
    clock.advance(6 * 60_000);
    expect((await deliver(event)).statusCode).toBe(400);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await t.database.db('stripe_events').where({ id: event.id }).first()).toBeUndefined();
    // the genuine event still pays it
    expect((await deliver(stripe.signedEvent('checkout.session.completed', session.id))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it('cancels the order on checkout.session.expired and returns its stock once', async () => {
    const item = await product(5);
    const { order } = await cardOrder(item.id, 2);
    expect(await stockOf(item.id)).toBe(3);
    const session = stripe.expire(await sessionOf(order.id));
    const event = stripe.signedEvent('checkout.session.expired', session.id);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect((await paymentRow(order.id)).status).toBe('cancelled');
    expect(await stockOf(item.id)).toBe(5);
    // another delivery of another event id of the same expiry changes nothing either
    expect((await deliver(stripe.signedEvent('checkout.session.expired', session.id))).statusCode).toBe(200);
    expect(await stockOf(item.id)).toBe(5);
  });

  it('settles on the customer return (payment-status) and the webhook racing it: paid exactly once', async () => {
    const item = await product();
    const { order } = await cardOrder(item.id);
    const session = stripe.complete(await sessionOf(order.id));
    const event = stripe.signedEvent('checkout.session.completed', session.id);
    const [webhook, back] = await Promise.all([deliver(event), as(buyer, 'GET', `/api/shop/orders/${order.id}/payment-status`)]);
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(back.statusCode, back.body).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await statusMails(order.id)).toBe(2); // the confirmation and one 'paid' status e-mail
    const status = await as(buyer, 'GET', `/api/shop/orders/${order.id}/payment-status`);
    expect(status.json()).toMatchObject({
      order: { status: 'paid', status_label: 'Zaplaceno' },
      payment: { status: 'paid', checkout_url: null },
    });
  });

  it('pays once under 50 deliveries of the same event at once', async () => {
    const item = await product();
    const { order } = await cardOrder(item.id);
    const session = stripe.complete(await sessionOf(order.id));
    const event = stripe.signedEvent('checkout.session.completed', session.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(event)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await statusMails(order.id)).toBe(2);
    expect(await t.database.db('stripe_events').where({ id: event.id }).count({ n: '*' }).first()).toEqual({
      n: kind === 'postgres' ? '1' : 1,
    });
  });

  it('keeps the order pending with a Czech error when Stripe fails, and opens the page on retry', async () => {
    const item = await product();
    stripe.failCreates(3); // the SDK's tries (1 + 2 retries)
    const res = await as(buyer, 'POST', '/api/shop/orders', {
      items: [{ product_id: item.id, quantity: 1 }],
      shipping_address: ADDRESS,
      payment_method: 'card',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json();
    expect(order.status).toBe('pending');
    expect(payment).toMatchObject({
      status: 'awaiting',
      checkout_url: null,
      error: expect.stringContaining('Platební bránu se teď nepodařilo otevřít'),
    });
    const retry = await as(buyer, 'POST', `/api/shop/orders/${order.id}/checkout`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().payment.checkout_url).toMatch(/\/pay\/cs_test_/);
    // a second retry answers the same page
    const again = await as(buyer, 'POST', `/api/shop/orders/${order.id}/checkout`);
    expect(again.json().payment.checkout_url).toBe(retry.json().payment.checkout_url);
    // another customer's order is not found
    const other = (await userWithToken(t.app, t.core, 'customer')).token;
    expect((await as(other, 'POST', `/api/shop/orders/${order.id}/checkout`)).statusCode).toBe(404);
    expect((await as(other, 'GET', `/api/shop/orders/${order.id}/payment-status`)).statusCode).toBe(404);
  });

  it('refunds in part and the rest through Stripe with an idempotency key, refuses more than was paid (409)', async () => {
    const item = await product(5, 10_000);
    const { order } = await cardOrder(item.id);
    const payment = await paymentRow(order.id);
    const notPaid = await as(admin, 'POST', `/api/admin/payments/${payment.id}/refund`, {});
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error).toBe('Vrátit lze jen zaplacenou platbu.');
    const session = stripe.complete(await sessionOf(order.id));
    await deliver(stripe.signedEvent('checkout.session.completed', session.id));

    const part = await as(admin, 'POST', `/api/admin/payments/${payment.id}/refund`, { amount: 3_000, reason: 'Poškozené zboží' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().message).toBe('Vráceno 30,00\u00a0Kč.');
    expect(part.json().payment).toMatchObject({ refunded_amount: 3_000, refunds: [{ amount: 3_000, reason: 'Poškozené zboží' }] });
    const over = await as(admin, 'POST', `/api/admin/payments/${payment.id}/refund`, { amount: 7_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('Vrátit lze nejvýše 70,00\u00a0Kč.');
    const rest = await as(admin, 'POST', `/api/admin/payments/${payment.id}/refund`, {});
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payment.refunded_amount).toBe(10_000);
    expect((await as(admin, 'POST', `/api/admin/payments/${payment.id}/refund`, {})).json().error).toBe('Platba už byla vrácena celá.');

    expect(stripe.refunds.filter((r) => r.payment_intent === session.payment_intent).map((r) => r.amount)).toEqual([3_000, 7_000]);
    const keys = stripe.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey);
    expect(keys.every((k) => k?.startsWith('refund-'))).toBe(true);
    const rows = await t.database.db('payment_refunds').where({ payment_id: payment.id }).orderBy('id');
    expect(rows.map((r) => [Number(r.amount), r.stripe_refund_id?.startsWith('re_test_')])).toEqual([
      [3_000, true],
      [7_000, true],
    ]);

    // the admin's orders show the refunds with the order; the card payments list has it
    const orders = await as(admin, 'GET', `/api/admin/shop/orders?q=${order.number}`);
    const shown = orders.json().orders.find((o: { id: number }) => o.id === order.id);
    expect(shown.payment).toMatchObject({ method: 'card', refunded_amount: 10_000, refunds: [{ amount: 3_000 }, { amount: 7_000 }] });
    const list = await as(admin, 'GET', '/api/admin/payments?method=card&limit=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().payments.find((p: { id: number }) => p.id === payment.id)).toMatchObject({
      order_number: order.number,
      status: 'paid',
      refunded_amount: 10_000,
    });
    expect(list.json().payments.every((p: { method: string }) => p.method === 'card')).toBe(true);
    expect((await as(buyer, 'GET', '/api/admin/payments')).statusCode).toBe(403);
  });

  it('gives the money back when the page is paid after the order was cancelled, once however often it is reported', async () => {
    const item = await product(5, 8_000);
    const { order } = await cardOrder(item.id);
    const cancelled = await as(buyer, 'POST', `/api/shop/orders/${order.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const session = stripe.complete(await sessionOf(order.id)); // paid in the tab still open
    const event = stripe.signedEvent('checkout.session.completed', session.id);
    await Promise.all([
      deliver(event),
      deliver(stripe.signedEvent('checkout.session.completed', session.id)),
      as(buyer, 'GET', `/api/shop/orders/${order.id}/payment-status`),
    ]);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(await stockOf(item.id)).toBe(5);
    expect(stripe.refunds.filter((r) => r.payment_intent === session.payment_intent).map((r) => r.amount)).toEqual([8_000]);
    const rows = await t.database.db('payment_refunds').where({ payment_id: (await paymentRow(order.id)).id });
    expect(rows.map((r) => [Number(r.amount), r.reason])).toEqual([[8_000, 'Automaticky vráceno: zaplaceno až po zrušení objednávky']]);
  });

  it('refuses a refund that Stripe refuses and keeps nothing of it', async () => {
    const item = await product(5, 5_000);
    const { order } = await cardOrder(item.id);
    const payment = await paymentRow(order.id);
    const session = stripe.complete(await sessionOf(order.id));
    await deliver(stripe.signedEvent('checkout.session.completed', session.id));
    // Stripe already refunded part of it outside the shop (the dashboard): it refuses the whole amount
    stripe.refunds.push({
      id: 're_outside',
      object: 'refund',
      amount: 1_000,
      payment_intent: session.payment_intent!,
      status: 'succeeded',
      currency: 'czk',
    });
    const res = await as(admin, 'POST', `/api/admin/payments/${payment.id}/refund`, {});
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('Stripe vrácení peněz neprovedl. Zkuste to prosím později.');
    expect(Number((await paymentRow(order.id)).refunded_amount)).toBe(0);
    expect(await t.database.db('payment_refunds').where({ payment_id: payment.id })).toEqual([]);
  });
});

describe.each(DB_KINDS)('cards not configured on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('does not offer cards, refuses a card order with a Czech 400 and the webhook with 404', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/api/shop/payment-methods' });
    expect(methods.json().methods).toEqual(['bank_transfer', 'cash_on_delivery']);
    const admin = (await userWithToken(t.app, t.core, 'admin')).token;
    const buyer = (await userWithToken(t.app, t.core, 'customer')).token;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/products',
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: `Bez karty ${kind}`, category: 'krasa', subcategory: 'nabytek', price: 1_000, stock: 1 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shop/orders',
      headers: { authorization: `Bearer ${buyer}` },
      payload: { items: [{ product_id: created.json().product.id, quantity: 1 }], shipping_address: ADDRESS, payment_method: 'card' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      expect.objectContaining({ field: 'payment_method', message: 'Platba kartou není k dispozici. Zvolte prosím bankovní převod.' }),
    ]);
    const hook = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(hook.statusCode).toBe(404);
  });
});
