import { idParams } from '../../contract/common.js';
import { adminPaymentListQuery, adminPaymentListResponse, refundRequest, refundResponse } from '../../contract/card-payments.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };

/** The back office's card payments (Platby › Platby kartou): the list and refunds through Stripe. Admin only. */
export const adminCardPaymentRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const cards = core.payments.cards;

  app.get(
    '/api/admin/payments',
    { config: admin, schema: { querystring: adminPaymentListQuery, response: { 200: adminPaymentListResponse } } },
    async (request) => ({ success: true as const, ...(await cards.list(request.query)) }),
  );

  app.post(
    '/api/admin/payments/:id/refund',
    { config: admin, schema: { params: idParams, body: refundRequest, response: { 200: refundResponse } } },
    async (request) => ({ success: true as const, ...(await cards.refund(request.params.id, request.body, request.user!.id)) }),
  );
};
