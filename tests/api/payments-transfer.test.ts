import { decode } from 'bysquare/pay';
import { simpleParser } from 'mailparser';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { forgetSettings, userWithToken } from '../helpers/factories.js';

const ADDRESS = { street: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
const ACCOUNT = '19-2000145399/0800';
const IBAN = 'CZ6508000000192000145399';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bank-transfer orders: their instructions in each edition's standard, the QR code for the owner, the e-mail's inline QR. */
describe.each(DB_KINDS)('bank-transfer instructions of orders on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let buyer: { token: string; email: string };
  let other: string;
  let seq = 0;

  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

  async function orderIn(country: 'CZ' | 'SK' | 'PL', price = 12_100, method = 'bank_transfer') {
    seq += 1;
    const created = await as(admin, 'POST', '/api/admin/shop/products', {
      name: `Převodové křeslo ${kind} ${seq}`,
      category: 'krasa',
      subcategory: 'nabytek',
      price,
      stock: 10,
      country,
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await as(buyer.token, 'POST', '/api/shop/orders', {
      items: [{ product_id: created.json().product.id, quantity: 1 }],
      shipping_address: ADDRESS,
      payment_method: method,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as {
      id: number;
      number: string;
      total: number;
      variable_symbol: string;
      payment_instructions: Record<string, unknown> | null;
    };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-transfer-'));
    t = await startTestApp(kind, { dataDir, shop: { bankAccount: ACCOUNT } }); // no SMTP: the outbox in the database
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
    const b = await userWithToken(t.app, t.core, 'customer');
    buyer = { token: b.token, email: b.user.email };
    other = (await userWithToken(t.app, t.core, 'customer')).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives a CZ order QR Platba (SPAYD) with the account as its IBAN and the order in the message', async () => {
    const order = await orderIn('CZ', 123_450);
    expect(order.payment_instructions).toMatchObject({
      account: ACCOUNT,
      iban: IBAN,
      variable_symbol: order.variable_symbol,
      amount: 123_450,
      currency: 'CZK',
      message: `Objednávka ${order.number}`,
      pay_by_square: null,
    });
    expect(order.payment_instructions!.spayd).toBe(
      `SPD*1.0*ACC:${IBAN}*AM:1234.50*CC:CZK*X-VS:${order.variable_symbol}*MSG:Objednavka ${order.number}`,
    );
    expect(order.payment_instructions!.text).toContain(`Variabilní symbol: ${order.variable_symbol}`);
    // the same on the order's GET and in the buyer's list
    const again = await as(buyer.token, 'GET', `/api/shop/orders/${order.id}`);
    expect(again.json().order.payment_instructions).toEqual(order.payment_instructions);
  });

  it("gives an SK order PAY by square paying the site's name, else the edition's host", async () => {
    const unnamed = await orderIn('SK', 1_990);
    const first = decode(unnamed.payment_instructions!.pay_by_square as string);
    expect(first.payments[0]).toMatchObject({
      amount: 19.9,
      currencyCode: 'EUR',
      variableSymbol: unnamed.variable_symbol,
      bankAccounts: [{ iban: IBAN }],
    });
    expect(first.payments[0]!.beneficiary?.name).toBe('mail.test'); // the edition's host (publicUrl of the tests)
    expect(unnamed.payment_instructions!.spayd).toBeNull();

    await t.core.settings.save({ general: { siteName: 'Salony Online s.r.o.' } });
    try {
      const named = await orderIn('SK', 2_500);
      expect(decode(named.payment_instructions!.pay_by_square as string).payments[0]!.beneficiary?.name).toBe('Salony Online s.r.o.');
    } finally {
      await forgetSettings(t.core, 'general.site_name');
    }
  });

  it('gives a PL order the details as text and no QR code', async () => {
    const order = await orderIn('PL', 9_999);
    expect(order.payment_instructions).toMatchObject({ spayd: null, pay_by_square: null, currency: 'PLN' });
    expect(order.payment_instructions!.text).toContain(`Symbol zmienny: ${order.variable_symbol}`);
    expect((await as(buyer.token, 'GET', `/api/shop/orders/${order.id}/payment-qr.png`)).statusCode).toBe(404);
  });

  it("answers the QR code's PNG to the order's owner only (404 to another user, as the order itself)", async () => {
    const order = await orderIn('CZ');
    const png = await as(buyer.token, 'GET', `/api/shop/orders/${order.id}/payment-qr.png`);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('private, no-store');
    expect(png.rawPayload.subarray(0, 8)).toEqual(PNG_MAGIC);

    const foreign = await as(other, 'GET', `/api/shop/orders/${order.id}/payment-qr.png`);
    expect(foreign.statusCode).toBe(404);
    expect((await as(other, 'GET', `/api/shop/orders/${order.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/shop/orders/${order.id}/payment-qr.png` })).statusCode).toBe(401);
    // cash on delivery has no transfer to pay
    const cash = await orderIn('CZ', 12_100, 'cash_on_delivery');
    expect(cash.payment_instructions).toBeNull();
    expect((await as(buyer.token, 'GET', `/api/shop/orders/${cash.id}/payment-qr.png`)).statusCode).toBe(404);
  });

  it('sends the confirmation with the QR code as an inline image and the details as text', async () => {
    const order = await orderIn('CZ');
    const queued = await t.database.db('email_queue').where({ to_email: buyer.email }).orderBy('id', 'desc').first();
    expect(queued.subject).toContain(order.number);
    expect(queued.html_content).toContain('src="cid:payment-qr@marketplace"');
    expect(queued.text_content).toContain(`Variabilní symbol: ${order.variable_symbol}`);
    const [attachment] = await t.database.db('email_attachments').where({ queue_id: queued.id });
    expect(attachment.content_id).toBe('payment-qr@marketplace');
    expect(attachment.content_type).toBe('image/png');

    // as it leaves: the stored .eml of the outbox (no SMTP) holds the PNG as an inline part the HTML refers to
    await t.core.mail.worker.run();
    const listed = await as(admin, 'GET', `/api/emails/outbox?search=${encodeURIComponent(buyer.email)}`);
    const stored = (listed.json().messages as Array<{ id: number; message_id: string }>).find((m) => m.message_id === queued.message_id)!;
    expect(stored).toBeDefined();
    const sent = await simpleParser((await as(admin, 'GET', `/api/emails/outbox/${stored.id}/eml`)).rawPayload);
    expect(sent.messageId).toBe(queued.message_id);
    const qr = sent.attachments.find((a) => a.cid === 'payment-qr@marketplace')!;
    expect(qr.contentType).toBe('image/png');
    expect(qr.contentDisposition).toBe('inline');
    expect(qr.content.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(sent.text).toContain(IBAN);
  });
});
