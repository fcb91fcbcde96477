import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentRepository } from '../../src/core/payments/payments.repository.js';
import { findJob } from '../../src/jobs/index.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';

const ADDRESS = { street: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
const MINUTE = 60_000;
const UNPAID_MINUTES = 30;
const ROUNDS = 10;

/** What the two kinds of test need of one app: an admin making products, buyers, orders and the stock. */
function shopOf(t: () => TestApp) {
  let seq = 0;
  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, remoteAddress = '127.0.0.1') =>
    t().app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` }, remoteAddress });
  return {
    as,
    async product(admin: string, stock: number) {
      seq += 1;
      const res = await as(admin, 'POST', '/api/admin/shop/products', {
        name: `Expirační křeslo ${seq}`,
        category: 'krasa',
        subcategory: 'nabytek',
        price: 12_100,
        stock,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().product as { id: number };
    },
    order: (token: string, productId: number, quantity: number, payment_method = 'bank_transfer', remoteAddress?: string) =>
      as(
        token,
        'POST',
        '/api/shop/orders',
        { items: [{ product_id: productId, quantity }], shipping_address: ADDRESS, payment_method },
        remoteAddress,
      ),
    stockOf: async (id: number) => Number((await t().database.db('products').where({ id }).first('stock')).stock),
    statusOf: async (orderId: number) => String((await t().database.db('orders').where({ id: orderId }).first('status')).status),
  };
}

describe.each(DB_KINDS)('unpaid orders expire (shop-expire) on %s', (kind) => {
  const clock = manualClock(new Date('2026-11-26T10:00:00Z'));
  let t: TestApp;
  let admin: string;
  const shop = shopOf(() => t);
  const job = findJob('shop-expire')!;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, shop: { unpaidMinutes: UNPAID_MINUTES } });
  });
  afterAll(() => t?.close());

  /** A signed-in admin and buyer at the clock's now (a session ends 60 minutes after its last use). */
  async function people() {
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
    const b = await userWithToken(t.app, t.core, 'customer');
    return { token: b.token, email: b.user.email };
  }

  it('is registered to run every 5 minutes inside serve', () => {
    expect(job).toMatchObject({ name: 'shop-expire', schedule: '0 */5 * * * *' });
  });

  it('cancels a transfer order unpaid after MARKETPLACE_SHOP_UNPAID_MINUTES, returns its stock once and tells the buyer it was not paid in time', async () => {
    const buyer = await people();
    const chair = await shop.product(admin, 10);
    const res = await shop.order(buyer.token, chair.id, 4);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order as { id: number; number: string };
    const cod = await shop.order(buyer.token, chair.id, 1, 'cash_on_delivery');
    expect(cod.statusCode, cod.body).toBe(201);
    expect(await shop.stockOf(chair.id)).toBe(5);
    const payment = await t.database.db('payments').where({ subject: 'order', subject_id: order.id }).first('expires_at');
    expect(new Date(payment.expires_at).toISOString()).toBe(new Date(clock.now().getTime() + UNPAID_MINUTES * MINUTE).toISOString());

    // one minute before its time: nothing
    clock.advance((UNPAID_MINUTES - 1) * MINUTE);
    expect(await job.run(t.core)).toEqual({ expired: 0 });
    expect(await shop.statusOf(order.id)).toBe('pending');

    clock.advance(MINUTE);
    expect(await job.run(t.core)).toEqual({ expired: 1 });
    expect(await shop.statusOf(order.id)).toBe('cancelled');
    expect(await shop.stockOf(chair.id)).toBe(9);
    expect(await t.database.db('payments').where({ subject: 'order', subject_id: order.id }).first('status', 'cancelled_at')).toMatchObject(
      {
        status: 'cancelled',
      },
    );
    const mail = await t.database
      .db('email_queue')
      .where({ to_email: buyer.email })
      .where('subject', 'like', `%${order.number}%`)
      .orderBy('id', 'desc')
      .first('subject', 'text_content', 'html_content');
    expect(mail.subject).toBe(`Objednávka ${order.number}: Zrušeno`);
    expect(mail.text_content).toContain('Objednávka byla zrušena, protože nebyla včas zaplacena.');
    expect(mail.html_content).toContain('Objednávka byla zrušena, protože nebyla včas zaplacena.');

    // once: a second run, and the buyer's cancel afterwards, return nothing more
    expect(await job.run(t.core)).toEqual({ expired: 0 });
    expect(await shop.stockOf(chair.id)).toBe(9);

    // cash on delivery has no payment to wait for: it never expires
    clock.advance(400 * 24 * 60 * MINUTE);
    expect(await job.run(t.core)).toEqual({ expired: 0 });
    expect(await shop.statusOf(cod.json().order.id as number)).toBe('pending');
  });

  it('an order cancelled by the admin (not by the expiry) gets no "not paid in time" line', async () => {
    const buyer = await people();
    const chair = await shop.product(admin, 3);
    const order = (await shop.order(buyer.token, chair.id, 1)).json().order as { id: number; number: string };
    const res = await shop.as(admin, 'POST', `/api/admin/shop/orders/${order.id}/status`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.database
      .db('email_queue')
      .where({ to_email: buyer.email })
      .where('subject', 'like', `%${order.number}: Zrušeno%`)
      .first('text_content');
    expect(mail.text_content).not.toContain('včas');
    expect(await job.run(t.core)).toEqual({ expired: 0 });
    expect(await shop.stockOf(chair.id)).toBe(3);
  });

  it('a payment settled at the moment of the expiry: exactly one wins, the stock comes back only when the cancel won', async () => {
    const payments = createPaymentRepository(t.database.db);
    const outcomes = { paid: 0, cancelled: 0 };
    // the sessions slide with each use: a round moves the clock by less than their 60 minutes
    const buyer = await people();
    for (let round = 0; round < ROUNDS; round += 1) {
      const chair = await shop.product(admin, 5);
      const res = await shop.order(buyer.token, chair.id, 2);
      expect(res.statusCode, res.body).toBe(201);
      const orderId = res.json().order.id as number;
      const payment = (await payments.ofSubject('order', orderId))!;
      clock.advance((UNPAID_MINUTES + 1) * MINUTE);
      const [settled, run] = await Promise.all([
        // the statement's match and the job, started together (which one is first varies by round)
        round % 2
          ? t.core.payments.settle(payment, 'bank_statement', clock.now())
          : Promise.resolve().then(() => t.core.payments.settle(payment, 'bank_statement', clock.now())),
        round % 2 ? Promise.resolve().then(() => job.run(t.core)) : job.run(t.core),
      ]);
      const expired = (run as { expired: number }).expired;
      expect(Number(settled) + expired, `round ${round}`).toBe(1);
      const status = await shop.statusOf(orderId);
      const stored = (await payments.find(payment.id))!;
      if (settled) {
        outcomes.paid += 1;
        expect(status).toBe('paid');
        expect(stored.status).toBe('paid');
        expect(await shop.stockOf(chair.id)).toBe(3);
      } else {
        outcomes.cancelled += 1;
        expect(status).toBe('cancelled');
        expect(stored.status).toBe('cancelled');
        expect(await shop.stockOf(chair.id)).toBe(5);
      }
      // nothing moves afterwards
      expect(await job.run(t.core)).toEqual({ expired: 0 });
      expect(await t.core.payments.settle(stored, 'bank_statement', clock.now())).toBe(false);
    }
    expect(outcomes.paid + outcomes.cancelled).toBe(ROUNDS);
  });
});

describe.each(DB_KINDS)('unpaid orders per account and orders per address on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const shop = shopOf(() => t);

  beforeAll(async () => {
    t = await startTestApp(kind, { shop: { maxUnpaidOrders: 3 }, limits: { rate: { orders: { max: 4, windowMs: 60 * MINUTE } } } });
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
  });
  afterAll(() => t?.close());

  it('MARKETPLACE_SHOP_MAX_UNPAID_ORDERS: of 10 transfer orders sent at once exactly 3 are made, the rest 409 in Czech; cash on delivery is not counted', async () => {
    const buyer = await userWithToken(t.app, t.core, 'customer');
    const chair = await shop.product(admin, 100);
    // each from its own address: the per-address limit is not what refuses them
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => shop.order(buyer.token, chair.id, 1, 'bank_transfer', `198.51.100.${i + 1}`)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'conflict',
        error: 'Máte už 3 nezaplacené objednávky. Nejprve je prosím zaplaťte nebo zrušte, pak můžete objednat znovu.',
      });
    }
    expect(await shop.stockOf(chair.id)).toBe(97);
    expect(Number((await t.database.db('orders').where({ user_id: buyer.user.id }).count({ n: '*' }).first())!.n)).toBe(3);

    // one more, later: still 409; cash on delivery is not an unpaid online order
    expect((await shop.order(buyer.token, chair.id, 1, 'bank_transfer', '198.51.100.50')).statusCode).toBe(409);
    expect((await shop.order(buyer.token, chair.id, 1, 'cash_on_delivery', '198.51.100.50')).statusCode).toBe(201);
    // another account has its own count
    const other = await userWithToken(t.app, t.core, 'customer');
    expect((await shop.order(other.token, chair.id, 1, 'bank_transfer', '198.51.100.51')).statusCode).toBe(201);
  });

  it('MARKETPLACE_RATE_LIMIT_ORDERS: orders are limited per address (429 in Czech with Retry-After)', async () => {
    const chair = await shop.product(admin, 100);
    const tokens = await Promise.all(Array.from({ length: 5 }, () => userWithToken(t.app, t.core, 'customer')));
    for (const b of tokens.slice(0, 4))
      expect((await shop.order(b.token, chair.id, 1, 'cash_on_delivery', '203.0.113.7')).statusCode).toBe(201);
    const limited = await shop.order(tokens[4]!.token, chair.id, 1, 'cash_on_delivery', '203.0.113.7');
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      code: 'rate_limited',
      error: expect.stringMatching(/^Příliš mnoho objednávek z této adresy\. Zkuste to prosím znovu za \d+ minut/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address orders on
    expect((await shop.order(tokens[4]!.token, chair.id, 1, 'cash_on_delivery', '203.0.113.8')).statusCode).toBe(201);
    expect(await shop.stockOf(chair.id)).toBe(95);
  });
});
