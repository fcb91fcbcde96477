import { idParams } from '../../contract/common.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

/** any logged-in account: customer, company or admin */
const user = { access: 'user' as const };

/** A bank-transfer order's QR code (QR Platba, PAY by square) for its owner: another's order is 404, as the order's GET. */
export const paymentTransferRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.get('/api/shop/orders/:id/payment-qr.png', { config: user, schema: { params: idParams } }, async (request, reply) => {
    const png = await core.shop.orders.transferQr(request.user!.id, request.user!.company_id ?? null, request.params.id);
    return reply
      .type('image/png')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(png.length))
      .send(png);
  });
};
