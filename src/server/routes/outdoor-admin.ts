import { idParams, okResponse } from '../../contract/common.js';
import {
  adminOutdoorContractsQuery,
  adminOutdoorSpacesQuery,
  outdoorContractsResponse,
  outdoorSpaceCreateRequest,
  outdoorSpaceResponse,
  outdoorSpacesResponse,
  outdoorSpaceUpdateRequest,
} from '../../contract/outdoor.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };
const ONE = '/api/admin/outdoor/spaces/:id';

/** The operator's outdoor ad spaces and every company's contracts on them (core.outdoor). Admin only. */
export const outdoorAdminRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const outdoor = core.outdoor;

  app.get(
    '/api/admin/outdoor/spaces',
    { config: admin, schema: { querystring: adminOutdoorSpacesQuery, response: { 200: outdoorSpacesResponse } } },
    async (request) => ({ success: true as const, ...(await outdoor.listSpaces(request.query)) }),
  );

  app.post(
    '/api/admin/outdoor/spaces',
    { config: admin, schema: { body: outdoorSpaceCreateRequest, response: { 201: outdoorSpaceResponse } } },
    async (request, reply) => {
      const space = await outdoor.createSpace({ ...request.body, country: request.body.country ?? request.edition.code });
      return reply.status(201).send({ success: true as const, space });
    },
  );

  app.put(
    ONE,
    { config: admin, schema: { params: idParams, body: outdoorSpaceUpdateRequest, response: { 200: outdoorSpaceResponse } } },
    async (request) => ({ success: true as const, space: await outdoor.updateSpace(request.params.id, request.body) }),
  );

  app.delete(ONE, { config: admin, schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    await outdoor.deleteSpace(request.params.id);
    return { success: true as const };
  });

  app.get(
    '/api/admin/outdoor/contracts',
    { config: admin, schema: { querystring: adminOutdoorContractsQuery, response: { 200: outdoorContractsResponse } } },
    async (request) => ({ success: true as const, ...(await outdoor.listContracts(request.query)) }),
  );
};
