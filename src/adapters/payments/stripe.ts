import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  CardProviderError,
  type CardCheckoutState,
  type CardEvent,
  type CardPaymentProvider,
} from '../../core/payments/card-provider.port.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** FOR TESTS ONLY (MARKETPLACE_TEST_STRIPE_API, read only when NODE_ENV=test): a local stand-in of Stripe's API */
  testApi?: string | null;
}

/**
 * The SDK, loaded when a provider is made (card payments configured): it is 257 files, which every CLI command
 * loaded for nothing (~0.2 s a run).
 */
const loadStripe = (): typeof Stripe => createRequire(import.meta.url)('stripe') as typeof Stripe;

/** A request to Stripe waits at most this long (the SDK's default is 80 s, too long for a customer's checkout). */
const TIMEOUT_MS = 20_000;

/** The stand-in's address as the SDK's host, port and protocol. */
function apiAddress(testApi: string | null | undefined) {
  if (!testApi) return {};
  const url = new URL(testApi);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443'), protocol };
}

const paymentIntentId = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

function stateOf(session: Stripe.Checkout.Session): CardCheckoutState {
  return {
    id: session.id,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    // 'no_payment_required' never applies to a payment of a positive amount
    paid: session.payment_status === 'paid',
    paymentIntent: paymentIntentId(session.payment_intent),
    metadata: { ...(session.metadata ?? {}) },
  };
}

/** Stripe's errors (and the network's) as the port's error. */
async function call<T>(SDK: typeof Stripe, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SDK.errors.StripeError) throw new CardProviderError(`${what}: ${error.message}`, error.statusCode ?? null);
    throw new CardProviderError(`${what}: ${(error as Error).message}`);
  }
}

/**
 * Card payments through Stripe Checkout (the official `stripe` package): a hosted payment page per payment
 * (mode payment, one line of the amount in minor units, our success and cancel pages), its state, refunds,
 * and webhook events verified over the raw body (`webhooks.constructEvent`).
 */
export function createStripeProvider(options: StripeProviderOptions): CardPaymentProvider {
  const SDK = loadStripe();
  const stripe = new SDK(options.secretKey, {
    timeout: TIMEOUT_MS,
    maxNetworkRetries: 2,
    telemetry: false,
    ...apiAddress(options.testApi),
  });

  return {
    async createCheckout(request) {
      const session = await call(SDK, 'checkout.sessions.create', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amount,
                  product_data: { name: request.description },
                },
              },
            ],
            client_reference_id: request.reference,
            metadata: request.metadata,
            payment_intent_data: { metadata: request.metadata },
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : undefined,
        ),
      );
      if (!session.url) throw new CardProviderError('checkout.sessions.create: the session has no url');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(id) {
      return stateOf(await call(SDK, 'checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(id)));
    },

    async refund(paymentIntent, amount, idempotencyKey) {
      const refund = await call(SDK, 'refunds.create', () =>
        stripe.refunds.create({ payment_intent: paymentIntent, amount }, { idempotencyKey }),
      );
      return { id: refund.id };
    },

    verifyEvent(rawBody, signature, receivedAt) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, undefined, undefined, receivedAt.getTime());
      const object = event.data.object as { object?: string };
      const checkout = object.object === 'checkout.session' ? stateOf(object as Stripe.Checkout.Session) : undefined;
      return { id: event.id, type: event.type, ...(checkout ? { checkout } : {}) } satisfies CardEvent;
    },
  };
}
