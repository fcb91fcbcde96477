import { idParams } from '../../contract/common.js';
import {
  distributionResponse,
  hostingPaymentRequest,
  hostingPaymentResponse,
  revenueQuery,
  revenueResponse,
  webhostingCreateRequest,
  webhostingDeleteResponse,
  webhostingListQuery,
  webhostingListResponse,
  webhostingProjectResponse,
  webhostingUpdateRequest,
} from '../../contract/hosting.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };
const ONE = '/api/webhosting_projects/:id';

/** Webhosting projects, their payments, the revenue calendar and the renewal distribution (core.hosting). Admin only. */
export const webhostingRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const hosting = core.hosting;

  app.get(
    '/api/webhosting_projects',
    { config: admin, schema: { querystring: webhostingListQuery, response: { 200: webhostingListResponse } } },
    async (request) => ({ success: true as const, ...(await hosting.list(request.query)) }),
  );

  app.post(
    '/api/webhosting_projects',
    { config: admin, schema: { body: webhostingCreateRequest, response: { 201: webhostingProjectResponse } } },
    async (request, reply) => {
      const project = await hosting.create({ ...request.body, country: request.body.country ?? request.edition.code });
      return reply.status(201).send({ success: true as const, project });
    },
  );

  app.put(
    ONE,
    { config: admin, schema: { params: idParams, body: webhostingUpdateRequest, response: { 200: webhostingProjectResponse } } },
    async (request) => ({ success: true as const, ...(await hosting.update(request.params.id, request.body)) }),
  );

  app.delete(ONE, { config: admin, schema: { params: idParams, response: { 200: webhostingDeleteResponse } } }, async (request) => ({
    success: true as const,
    ...(await hosting.remove(request.params.id)),
  }));

  app.post(
    `${ONE}/payments`,
    { config: admin, schema: { params: idParams, body: hostingPaymentRequest, response: { 200: hostingPaymentResponse } } },
    async (request) => {
      const { period_date, paid_at, amount } = request.body;
      const answer = await hosting.recordPayment({
        projectId: request.params.id,
        periodDate: period_date,
        paidAt: paid_at,
        amount,
        createdBy: request.user!.id,
      });
      return { success: true as const, ...answer };
    },
  );

  app.get(
    '/api/webhosting/revenue',
    { config: admin, schema: { querystring: revenueQuery, response: { 200: revenueResponse } } },
    async (request) => ({ success: true as const, ...(await hosting.revenue(request.query)) }),
  );

  app.get(
    '/api/webhosting/distribution',
    { config: admin, schema: { querystring: revenueQuery.pick({ country: true }), response: { 200: distributionResponse } } },
    async (request) => ({ success: true as const, ...(await hosting.distribution(request.query)) }),
  );
};
