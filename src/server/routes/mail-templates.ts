import { idParams, okResponse } from '../../contract/common.js';
import { templateInput, templateListQuery, templateListResponse, templatePatch, templateResponse } from '../../contract/mail.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

/** Template screen API (admin only, as every /api/admin route). */
export const mailTemplateRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const templates = core.mail.templates;
  app.get(
    '/api/admin/templates',
    { schema: { querystring: templateListQuery, response: { 200: templateListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await templates.list(request.query)),
    }),
  );
  app.get('/api/admin/templates/:id', { schema: { params: idParams, response: { 200: templateResponse } } }, async (request) => ({
    success: true as const,
    data: await templates.get(request.params.id),
  }));
  app.post('/api/admin/templates', { schema: { body: templateInput, response: { 201: templateResponse } } }, async (request, reply) => {
    const data = await templates.create(request.body);
    return reply.status(201).send({ success: true as const, data });
  });
  app.put(
    '/api/admin/templates/:id',
    { schema: { params: idParams, body: templatePatch, response: { 200: templateResponse } } },
    async (request) => ({ success: true as const, data: await templates.update(request.params.id, request.body) }),
  );
  app.post(
    '/api/admin/templates/:id/duplicate',
    { schema: { params: idParams, response: { 201: templateResponse } } },
    async (request, reply) => {
      const data = await templates.duplicate(request.params.id);
      return reply.status(201).send({ success: true as const, data });
    },
  );
  app.delete('/api/admin/templates/:id', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    await templates.remove(request.params.id);
    return { success: true as const };
  });
};
