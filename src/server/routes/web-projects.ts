import { idParams } from '../../contract/common.js';
import {
  webProjectCreateRequest,
  webProjectDeleteResponse,
  webProjectHostingResponse,
  webProjectListQuery,
  webProjectListResponse,
  webProjectResponse,
  webProjectUpdateRequest,
} from '../../contract/web-projects.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };
const ONE = '/api/web_projects/:id';

/** Web projects (core.webProjects): list, create (also from a prospect), edit, delete, to a hosting project. Admin only. */
export const webProjectRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const projects = core.webProjects;

  app.get(
    '/api/web_projects',
    { config: admin, schema: { querystring: webProjectListQuery, response: { 200: webProjectListResponse } } },
    async (request) => ({ success: true as const, ...(await projects.list(request.query)) }),
  );

  app.post(
    '/api/web_projects',
    { config: admin, schema: { body: webProjectCreateRequest, response: { 201: webProjectResponse } } },
    async (request, reply) => {
      const project = await projects.create({ ...request.body, country: request.body.country ?? request.edition.code });
      return reply.status(201).send({ success: true as const, project });
    },
  );

  app.put(
    ONE,
    { config: admin, schema: { params: idParams, body: webProjectUpdateRequest, response: { 200: webProjectResponse } } },
    async (request) => ({ success: true as const, ...(await projects.update(request.params.id, request.body)) }),
  );

  app.delete(ONE, { config: admin, schema: { params: idParams, response: { 200: webProjectDeleteResponse } } }, async (request) => ({
    success: true as const,
    ...(await projects.remove(request.params.id)),
  }));

  app.post(
    `${ONE}/hosting`,
    { config: admin, schema: { params: idParams, response: { 201: webProjectHostingResponse } } },
    async (request, reply) => reply.status(201).send({ success: true as const, project: await projects.toHosting(request.params.id) }),
  );
};
