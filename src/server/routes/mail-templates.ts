import type { FastifyInstance } from 'fastify';
import { templateInput, templateListQuery, templatePatch } from '../../contract/mail.js';
import type { Core } from '../../core/index.js';
import { idParam } from '../params.js';
import { parse } from '../validate.js';

/** Template screen API (admin only, as every /api/admin route). */
export async function mailTemplateRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const templates = core.mail.templates;
  app.get('/api/admin/templates', async (request) => {
    const filter = parse(templateListQuery, request.query);
    return { success: true, ...(await templates.list(filter)) };
  });
  app.get('/api/admin/templates/:id', async (request) => ({ success: true, data: await templates.get(idParam(request.params)) }));
  app.post('/api/admin/templates', async (request, reply) => {
    const data = await templates.create(parse(templateInput, request.body));
    return reply.status(201).send({ success: true, data });
  });
  app.put('/api/admin/templates/:id', async (request) => ({
    success: true,
    data: await templates.update(idParam(request.params), parse(templatePatch, request.body)),
  }));
  app.post('/api/admin/templates/:id/duplicate', async (request, reply) => {
    const data = await templates.duplicate(idParam(request.params));
    return reply.status(201).send({ success: true, data });
  });
  app.delete('/api/admin/templates/:id', async (request) => {
    await templates.remove(idParam(request.params));
    return { success: true };
  });
}
