import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { Clock } from '../../src/core/clock.port.js';

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in_0123456789';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_0123456789abcdef';

/** A Checkout Session as Stripe answers it (the fields we read and a few we send). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  livemode: false;
  /** what the line said (product_data.name) */
  line_name: string;
}

interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  currency: string;
}

/** Parses Stripe's form encoding (`line_items[0][price_data][currency]=czk`) into nested objects. */
export function parseStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const error = (status: number, type: string, message: string, code?: string) => ({ status, body: { error: { type, message, code } } });

/**
 * A local stand-in of the part of Stripe's API the adapter calls (the outside internet of the tests; Stripe
 * itself is never called): a real HTTP server on 127.0.0.1 that reads Stripe's form-encoded requests and
 * answers Stripe's JSON. POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/refunds (with
 * Idempotency-Key: the same key answers the first answer again), sessions and refunds kept in memory.
 * GET /pay/:id is the hosted page in miniature: it completes the session and redirects to its success_url.
 * Events are signed as Stripe signs them (`stripe.webhooks.generateTestHeaderString` with the webhook secret)
 * at the clock's time.
 */
export async function startStripeStandIn(options: { clock: Clock }) {
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: Array<{ method: string; path: string; form: Record<string, unknown>; idempotencyKey: string | null }> = [];
  const state = { failCreates: 0, failStatus: 500, seq: 0 };
  const seconds = () => Math.floor(options.clock.now().getTime() / 1000);
  const next = (prefix: string) => `${prefix}_test_${String((state.seq += 1)).padStart(6, '0')}`;
  let base = '';

  function createSession(form: Record<string, unknown>) {
    if (state.failCreates > 0) {
      state.failCreates -= 1;
      return error(state.failStatus, 'api_error', 'The stand-in was told to fail.');
    }
    const items = (form.line_items ?? {}) as Record<string, Record<string, unknown>>;
    const line = items['0'];
    const price = line?.price_data as Record<string, unknown> | undefined;
    const amount = Number(price?.unit_amount);
    const currency = String(price?.currency ?? '');
    if (form.mode !== 'payment') return error(400, 'invalid_request_error', 'mode must be payment', 'parameter_invalid');
    if (!line || items['1'] || Number(line.quantity) !== 1)
      return error(400, 'invalid_request_error', 'one line of quantity 1', 'parameter_invalid');
    if (!Number.isInteger(amount) || amount <= 0)
      return error(400, 'invalid_request_error', 'unit_amount: an integer of minor units', 'parameter_invalid');
    if (!/^[a-z]{3}$/.test(currency)) return error(400, 'invalid_request_error', 'currency: three lower-case letters', 'parameter_invalid');
    const expiresAt = Number(form.expires_at);
    const now = seconds();
    if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
      return error(400, 'invalid_request_error', 'expires_at must be between 30 minutes and 24 hours from now', 'parameter_invalid');
    if (typeof form.success_url !== 'string' || typeof form.cancel_url !== 'string')
      return error(400, 'invalid_request_error', 'success_url and cancel_url are required', 'parameter_missing');
    const id = next('cs');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${base}/pay/${id}`,
      amount_total: amount,
      currency,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
      metadata: { ...((form.metadata ?? {}) as Record<string, string>) },
      payment_intent: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      expires_at: expiresAt,
      created: now,
      livemode: false,
      line_name: String((price?.product_data as Record<string, unknown> | undefined)?.name ?? ''),
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function createRefund(form: Record<string, unknown>) {
    const intent = String(form.payment_intent ?? '');
    const session = [...sessions.values()].find((s) => s.payment_intent === intent && intent);
    if (!session) return error(404, 'invalid_request_error', `No such payment_intent: '${intent}'`, 'resource_missing');
    const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
    const amount = form.amount === undefined ? session.amount_total - refunded : Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > session.amount_total)
      return error(400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount on charge', 'amount_too_large');
    const refund: StandInRefund = {
      id: next('re'),
      object: 'refund',
      amount,
      payment_intent: intent,
      status: 'succeeded',
      currency: session.currency,
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  function complete(id: string) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    if (session.status === 'open')
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: next('pi'), url: null });
    return session;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const send = (answer: { status: number; body: unknown }) => {
        res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${state.seq}` });
        res.end(JSON.stringify(answer.body));
      };
      const pay = /^\/pay\/([\w]+)$/.exec(url.pathname);
      if (pay && req.method === 'GET') {
        // the hosted page in miniature: paying completes the session and goes back to the shop's success page
        const session = sessions.get(pay[1]!);
        if (!session || session.status !== 'open') {
          res.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
          return res.end('<!doctype html><title>Checkout</title><p>This Checkout Session is no longer available.</p>');
        }
        complete(session.id);
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        return res.end();
      }
      if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`)
        return send(error(401, 'invalid_request_error', 'Invalid API Key provided', 'api_key_invalid'));
      const form = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      requests.push({ method: req.method ?? '', path: url.pathname, form, idempotencyKey: key });
      if (req.method === 'POST' && key && idempotent.has(`${url.pathname} ${key}`)) return send(idempotent.get(`${url.pathname} ${key}`)!);
      let answer: { status: number; body: unknown };
      const one = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') answer = createSession(form);
      else if (req.method === 'GET' && one) {
        const session = sessions.get(one[1]!);
        answer = session
          ? { status: 200, body: session }
          : error(404, 'invalid_request_error', `No such checkout.session: '${one[1]}'`, 'resource_missing');
      } else if (req.method === 'POST' && url.pathname === '/v1/refunds') answer = createRefund(form);
      else answer = error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname})`);
      // Stripe keeps an idempotent answer once the request started executing (a 5xx of ours is not kept, so a retry runs again)
      if (req.method === 'POST' && key && answer.status < 500) idempotent.set(`${url.pathname} ${key}`, answer);
      send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** An event of this session as Stripe sends it: its JSON body and the Stripe-Signature header, signed at the clock's time. */
  function signedEvent(type: string, sessionId: string, eventId = next('evt')) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: session },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: STAND_IN_WEBHOOK_SECRET, timestamp: seconds() });
    return { id: eventId, body, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
  }

  return {
    /** MARKETPLACE_TEST_STRIPE_API */
    url: base,
    sessions,
    refunds,
    requests,
    /** the adapter's options against this stand-in */
    providerOptions: { secretKey: STAND_IN_SECRET_KEY, webhookSecret: STAND_IN_WEBHOOK_SECRET, testApi: base },
    /** the next `n` session creations fail with `status` (Stripe down: 500; a refusal: 400) */
    failCreates(n: number, status = 500) {
      state.failCreates = n;
      state.failStatus = status;
    },
    /** the customer paid on the hosted page */
    complete,
    /** Stripe expired the unpaid session */
    expire(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      if (session.status === 'open') Object.assign(session, { status: 'expired', url: null });
      return session;
    },
    signedEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
