import { idParams } from '../../contract/common.js';
import { holdPaymentResponse, paymentConfirmResponse } from '../../contract/payment-holds.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

const admin = { access: ['admin' as const] };

/**
 * Payments of holds (featured campaigns, outdoor contracts): the operator confirms a payment by hand (admin
 * only); a company gets its own payment (a card one looked up at Stripe: the return from the payment page), the
 * payment page of a card hold ('Zaplatit kartou'), and the QR code of its transfer.
 */
export const paymentsHoldsRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.post(
    '/api/admin/payments/:id/confirm',
    { config: admin, schema: { params: idParams, response: { 200: paymentConfirmResponse } } },
    async (request) => ({ success: true as const, ...(await core.holdPayments.confirm(request.params.id)) }),
  );

  app.get(
    '/api/company/payments/:id',
    { ...companyRoute, schema: { params: idParams, response: { 200: holdPaymentResponse } } },
    async (request) => ({
      success: true as const,
      payment: await core.holdPayments.ofCompany(companyIdOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/company/payments/:id/checkout',
    { ...companyRoute, schema: { params: idParams, response: { 200: holdPaymentResponse } } },
    async (request) => ({
      success: true as const,
      payment: await core.holdPayments.checkoutOfCompany(companyIdOf(request), request.params.id),
    }),
  );

  app.get('/api/company/payments/:id/payment-qr.png', { ...companyRoute, schema: { params: idParams } }, async (request, reply) => {
    const png = await core.holdPayments.qrOfCompany(companyIdOf(request), request.params.id);
    return reply.header('content-type', 'image/png').header('cache-control', 'private, no-store').send(png);
  });
};
