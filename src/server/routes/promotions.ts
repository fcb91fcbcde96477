import { idParams, slugParams } from '../../contract/common.js';
import {
  bookablePromotionsQuery,
  bookablePromotionsResponse,
  companyPromotionResponse,
  companyPromotionsQuery,
  companyPromotionsResponse,
  promotionEndResponse,
  promotionRecipientsResponse,
  promotionRequest,
  promotionSendResponse,
} from '../../contract/promotions.js';
import { type Core, PROMOTION_TEXTS } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

const ONE = '/api/company/promotions/:id';

/** A company's promotions (salon Marketing: always its own) and the booking modal's promotions of a service (public). */
export const promotionRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const promotions = core.promotions;

  app.get(
    '/api/companies/:slug/promotions',
    {
      config: { access: 'public' as const },
      schema: { params: slugParams, querystring: bookablePromotionsQuery, response: { 200: bookablePromotionsResponse } },
    },
    async (request) => ({ success: true as const, promotions: await promotions.bookable(request.params.slug, request.query.service) }),
  );

  app.get(
    '/api/company/promotions',
    { ...companyRoute, schema: { querystring: companyPromotionsQuery, response: { 200: companyPromotionsResponse } } },
    async (request) => ({ success: true as const, ...(await promotions.list(companyIdOf(request), request.query)) }),
  );

  app.post(
    '/api/company/promotions',
    { ...companyRoute, schema: { body: promotionRequest, response: { 201: companyPromotionResponse } } },
    async (request, reply) => {
      const promotion = await promotions.create(companyIdOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: PROMOTION_TEXTS.created, promotion });
    },
  );

  app.get(ONE, { ...companyRoute, schema: { params: idParams, response: { 200: companyPromotionResponse } } }, async (request) => ({
    success: true as const,
    promotion: await promotions.get(companyIdOf(request), request.params.id),
  }));

  app.put(
    ONE,
    { ...companyRoute, schema: { params: idParams, body: promotionRequest, response: { 200: companyPromotionResponse } } },
    async (request) => ({
      success: true as const,
      message: PROMOTION_TEXTS.updated,
      promotion: await promotions.update(companyIdOf(request), request.params.id, request.body),
    }),
  );

  app.delete(ONE, { ...companyRoute, schema: { params: idParams, response: { 200: promotionEndResponse } } }, async (request) => {
    const { deleted, promotion } = await promotions.end(companyIdOf(request), request.params.id);
    return { success: true as const, message: deleted ? PROMOTION_TEXTS.deleted : PROMOTION_TEXTS.ended, deleted, promotion };
  });

  app.get(
    `${ONE}/recipients`,
    { ...companyRoute, schema: { params: idParams, response: { 200: promotionRecipientsResponse } } },
    async (request) => ({ success: true as const, ...(await promotions.recipients(companyIdOf(request), request.params.id)) }),
  );

  app.post(`${ONE}/send`, { ...companyRoute, schema: { params: idParams, response: { 200: promotionSendResponse } } }, async (request) => ({
    success: true as const,
    ...(await promotions.send(companyIdOf(request), request.params.id)),
  }));
};
