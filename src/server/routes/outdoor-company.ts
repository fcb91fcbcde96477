import { idParams } from '../../contract/common.js';
import {
  outdoorBookRequest,
  outdoorCampaignRequest,
  outdoorContractResponse,
  outdoorContractsQuery,
  outdoorContractsResponse,
  outdoorExtendRequest,
  outdoorSpacesQuery,
  outdoorSpacesResponse,
} from '../../contract/outdoor.js';
import { type Core, OUTDOOR_TEXTS } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

const ONE = '/api/company/outdoor/contracts/:id';

/** A company's outdoor advertising (salon Outdoorová reklama, /outdoor-ad/{id}): always its own contracts. */
export const outdoorCompanyRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const outdoor = core.outdoor;

  app.get(
    '/api/company/outdoor/spaces',
    { ...companyRoute, schema: { querystring: outdoorSpacesQuery, response: { 200: outdoorSpacesResponse } } },
    async (request) => ({ success: true as const, ...(await outdoor.spacesForCompany(companyIdOf(request), request.query)) }),
  );

  app.post(
    '/api/company/outdoor/spaces/:id/book',
    { ...companyRoute, schema: { params: idParams, body: outdoorBookRequest, response: { 201: outdoorContractResponse } } },
    async (request, reply) => {
      const contract = await outdoor.book(companyIdOf(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, message: OUTDOOR_TEXTS.booked, contract });
    },
  );

  app.get(
    '/api/company/outdoor/contracts',
    { ...companyRoute, schema: { querystring: outdoorContractsQuery, response: { 200: outdoorContractsResponse } } },
    async (request) => ({ success: true as const, ...(await outdoor.contractsOfCompany(companyIdOf(request), request.query)) }),
  );

  app.get(ONE, { ...companyRoute, schema: { params: idParams, response: { 200: outdoorContractResponse } } }, async (request) => ({
    success: true as const,
    contract: await outdoor.contractOfCompany(companyIdOf(request), request.params.id),
  }));

  app.put(
    ONE,
    { ...companyRoute, schema: { params: idParams, body: outdoorCampaignRequest, response: { 200: outdoorContractResponse } } },
    async (request) => ({
      success: true as const,
      message: OUTDOOR_TEXTS.updated,
      contract: await outdoor.editCampaign(companyIdOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    `${ONE}/extend`,
    { ...companyRoute, schema: { params: idParams, body: outdoorExtendRequest, response: { 200: outdoorContractResponse } } },
    async (request) => ({
      success: true as const,
      message: OUTDOOR_TEXTS.extended,
      contract: await outdoor.extend(companyIdOf(request), request.params.id, request.body.months),
    }),
  );

  app.get(`${ONE}/report.csv`, { ...companyRoute, schema: { params: idParams } }, async (request, reply) => {
    const file = await outdoor.report(companyIdOf(request), request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });
};
