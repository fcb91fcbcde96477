import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/adapters/payments/stripe.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createOutdoorSpace, createUser, login } from '../helpers/factories.js';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in.js';

/** Now: Thursday 26 November 2026, 11:00 in Prague. */
const NOW = new Date('2026-11-26T10:00:00Z');
const WEBHOOK = '/api/payments/stripe/webhook';

/**
 * Featured campaigns and outdoor contracts paid by card: the hold's Checkout Session (against the
 * local stand-in of Stripe's API), returning to the salon's section; Stripe's event or the salon's return
 * makes the hold active once; a page that could not be opened, or expired before the hold, is opened again.
 */
describe.each(DB_KINDS)('card payments of holds on %s', (kind) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  const clock = manualClock(NOW);
  let auth: { authorization: string };
  let companyId: number;
  let spaceId: number;
  let seq = 0;

  const call = (method: 'GET' | 'POST', url: string, headers = auth, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const deliver = (event: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: WEBHOOK, payload: event.body, headers: event.headers });
  const paymentRow = (id: number) => t.database.db('payments').where({ id }).first();
  /** a campaign of 3 days by card, each on days of its own (a company has one campaign a day) */
  async function buyByCard() {
    seq += 1;
    const day = 10 + seq * 4;
    const res = await call('POST', '/api/company/featured-campaigns', auth, {
      name: `Kartová kampaň ${seq}`,
      starts_on: `2026-12-${String(day).padStart(2, '0')}`,
      ends_on: `2026-12-${String(day + 2).padStart(2, '0')}`,
      payment_method: 'card',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().campaign as {
      id: number;
      name: string;
      price: number;
      status: string;
      payment: Record<string, unknown> & { id: number };
    };
  }
  const campaignStatus = async (id: number) => {
    const res = await call('GET', '/api/company/featured-campaigns');
    return (res.json().campaigns as Array<{ id: number; status: string }>).find((c) => c.id === id)?.status;
  };

  beforeAll(async () => {
    stripe = await startStripeStandIn({ clock });
    t = await startTestApp(kind, {
      clock,
      cardProvider: createStripeProvider(stripe.providerOptions),
      featured: { slots: 50, holdHours: 48, maxHolds: 20, cacheSeconds: 0 },
      shop: { bankAccount: '19-2000145399/0800' },
    });
    const db = t.database.db;
    const row = await db('companies')
      .where({ country_code: 'CZ', status: 'active' })
      .whereNotExists((q) => q.select(db.raw('1')).from('featured_campaigns as f').whereRaw('f.company_id = companies.id'))
      .orderBy('id')
      .first('id');
    companyId = Number(row.id);
    const user = await createUser(t.core, 'company', { company_id: companyId });
    auth = { authorization: `Bearer ${(await login(t.app, user.email)).json().token}` };
    spaceId = await createOutdoorSpace(t.app, t.core, 'Kartová 1, Praha 2');
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('a campaign by card answers its Checkout URL; the session returns to Reklamní kampaně; the paid event makes it featured once', async () => {
    const campaign = await buyByCard();
    expect(campaign.status).toBe('awaiting_payment');
    const row = await paymentRow(campaign.payment.id);
    const session = stripe.sessions.get(String(row.stripe_session_id))!;
    expect(campaign.payment).toMatchObject({ method: 'card', status: 'awaiting', checkout_url: session.url, transfer: null });
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      amount_total: campaign.price,
      currency: 'czk',
      client_reference_id: `featured-${campaign.id}`,
      metadata: { payment_id: String(campaign.payment.id), subject: 'featured', subject_id: String(campaign.id) },
      line_name: `Kampaň ${campaign.name}`,
    });
    expect(session.success_url).toMatch(new RegExp(`/firma\\?sekce=kampane&platba_id=${campaign.payment.id}&platba=hotovo$`));
    expect(session.cancel_url).toMatch(/&platba=zrusena$/);
    // Stripe's page expires within 24 hours, before the 48-hour hold
    expect(session.expires_at).toBeLessThanOrEqual(Math.floor(NOW.getTime() / 1000) + 24 * 3600);

    stripe.complete(session.id);
    const event = stripe.signedEvent('checkout.session.completed', session.id);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentRow(campaign.payment.id)).toMatchObject({
      status: 'paid',
      paid_via: 'card',
      stripe_payment_intent: expect.any(String),
    });
    expect(await campaignStatus(campaign.id)).toBe('planned');
    const notices = await t.database
      .db('email_notifications')
      .where({ company_id: companyId, title: 'Kampaň je zaplacena' })
      .count({ n: '*' });
    expect(Number(notices[0]!.n)).toBe(1);
  });

  it("an outdoor contract by card: the salon's return (GET its payment) asks Stripe and makes it a rental once, racing the webhook", async () => {
    const res = await call('POST', `/api/company/outdoor/spaces/${spaceId}/book`, auth, {
      campaign: 'Kartový billboard',
      start_date: '2027-01-01',
      months: 2,
      payment_method: 'card',
    });
    expect(res.statusCode, res.body).toBe(201);
    const contract = res.json().contract as { id: number; state: string; price: number; payment: { id: number; checkout_url: string } };
    expect(contract.state).toBe('awaiting_payment');
    const session = stripe.sessions.get(String((await paymentRow(contract.payment.id)).stripe_session_id))!;
    expect(contract.payment.checkout_url).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 3_000_000, line_name: 'Outdoor Kartový billboard' });
    expect(session.success_url).toMatch(new RegExp(`/firma\\?sekce=outdoor&platba_id=${contract.payment.id}&platba=hotovo$`));

    // before paying: the return answers it awaiting
    const waiting = await call('GET', `/api/company/payments/${contract.payment.id}`);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().payment).toMatchObject({ status: 'awaiting', checkout_url: session.url });

    stripe.complete(session.id);
    const [back, webhook] = await Promise.all([
      call('GET', `/api/company/payments/${contract.payment.id}`),
      deliver(stripe.signedEvent('checkout.session.completed', session.id)),
    ]);
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(back.statusCode, back.body).toBe(200);
    expect((await call('GET', `/api/company/payments/${contract.payment.id}`)).json().payment).toMatchObject({
      status: 'paid',
      checkout_url: null,
    });
    const after = await call('GET', `/api/company/outdoor/contracts/${contract.id}`);
    expect(after.json().contract.state).toBe('scheduled');
    const notices = await t.database
      .db('email_notifications')
      .where({ company_id: companyId, title: 'Outdoorová reklama je zaplacena' })
      .count({ n: '*' });
    expect(Number(notices[0]!.n)).toBe(1);
  });

  it("Stripe down at the purchase: the hold stays without a page; 'Zaplatit kartou' opens it (503 in Czech while Stripe still fails)", async () => {
    stripe.failCreates(3); // the SDK's tries (1 + 2 retries)
    const campaign = await buyByCard();
    expect(campaign.payment).toMatchObject({ method: 'card', status: 'awaiting', checkout_url: null });
    stripe.failCreates(3);
    const failing = await call('POST', `/api/company/payments/${campaign.payment.id}/checkout`);
    expect(failing.statusCode).toBe(503);
    expect(failing.json().error).toContain('Platební bránu se teď nepodařilo otevřít');
    const opened = await call('POST', `/api/company/payments/${campaign.payment.id}/checkout`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().payment.checkout_url).toMatch(/\/pay\/cs_test_/);
    const again = await call('POST', `/api/company/payments/${campaign.payment.id}/checkout`);
    expect(again.json().payment.checkout_url).toBe(opened.json().payment.checkout_url);

    // another company: not found; a transfer hold: not payable by card
    const other = await t.database
      .db('companies')
      .where({ country_code: 'CZ', status: 'active' })
      .whereNot({ id: companyId })
      .orderBy('id', 'desc')
      .first('id');
    const stranger = await createUser(t.core, 'company', { company_id: Number(other.id) });
    const strangerAuth = { authorization: `Bearer ${(await login(t.app, stranger.email)).json().token}` };
    expect((await call('POST', `/api/company/payments/${campaign.payment.id}/checkout`, strangerAuth)).statusCode).toBe(404);
    expect((await call('GET', `/api/company/payments/${campaign.payment.id}`, strangerAuth)).statusCode).toBe(404);
    seq += 1;
    const transfer = await call('POST', '/api/company/featured-campaigns', auth, {
      name: 'Převodem',
      starts_on: `2026-12-${10 + seq * 4}`,
      ends_on: `2026-12-${10 + seq * 4}`,
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const byTransfer = await call('POST', `/api/company/payments/${transfer.json().campaign.payment.id}/checkout`);
    expect(byTransfer.statusCode).toBe(409);
    expect(byTransfer.json().error).toBe('Tuto platbu už nelze zaplatit kartou (je zaplacena, zrušena nebo se platí převodem).');
  });

  it('a page expiring before the hold only goes (the hold still awaits); the next one pays it', async () => {
    const campaign = await buyByCard();
    const first = String((await paymentRow(campaign.payment.id)).stripe_session_id);
    stripe.expire(first);
    expect((await deliver(stripe.signedEvent('checkout.session.expired', first))).statusCode).toBe(200);
    expect(await paymentRow(campaign.payment.id)).toMatchObject({ status: 'awaiting', stripe_session_id: null, checkout_url: null });
    expect(await campaignStatus(campaign.id)).toBe('awaiting_payment');

    const reopened = await call('POST', `/api/company/payments/${campaign.payment.id}/checkout`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const second = String((await paymentRow(campaign.payment.id)).stripe_session_id);
    expect(second).not.toBe(first);
    stripe.complete(second);
    expect((await call('GET', `/api/company/payments/${campaign.payment.id}`)).json().payment.status).toBe('paid');
    expect(await campaignStatus(campaign.id)).toBe('planned');
  });
});
