import { idParams } from '../../contract/common.js';
import { paymentMethodsResponse, stripeWebhookResponse } from '../../contract/card-payments.js';
import { orderPaymentResponse } from '../../contract/shop.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const open = { access: 'public' as const };
const user = { access: 'user' as const };
/** Stripe's events are small; a larger body is not one */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Card payments' public face (core.payments.cards): what the checkout offers, the order page's payment state
 * and retry, and Stripe's webhook. The webhook's JSON is kept as the raw bytes Stripe signed: this plugin's own
 * content-type parser (fastify encapsulates it: other routes parse JSON as usual).
 */
export const stripePaymentRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const cards = core.payments.cards;

  app.get('/api/shop/payment-methods', { config: open, schema: { response: { 200: paymentMethodsResponse } } }, async () => ({
    success: true as const,
    methods: cards.methods(),
  }));

  app.get(
    '/api/shop/orders/:id/payment-status',
    { config: user, schema: { params: idParams, response: { 200: orderPaymentResponse } } },
    async (request) => ({
      success: true as const,
      ...(await cards.paymentStatus(request.user!.id, request.user!.company_id ?? null, request.params.id)),
    }),
  );

  app.post(
    '/api/shop/orders/:id/checkout',
    { config: user, schema: { params: idParams, response: { 200: orderPaymentResponse } } },
    async (request) => ({
      success: true as const,
      ...(await cards.retryCheckout(request.user!.id, request.user!.company_id ?? null, request.params.id)),
    }),
  );

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/api/payments/stripe/webhook', { config: open, schema: { response: { 200: stripeWebhookResponse } } }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    return cards.handleEvent(raw, typeof signature === 'string' ? signature : '');
  });
};
