import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { okResponse } from '../../contract/common.js';
import {
  taskAssigneesResponse,
  taskAttachmentParams,
  taskCommentInput,
  taskCommentParams,
  taskCreateInput,
  taskListQuery,
  taskListResponse,
  taskParams,
  taskResponse,
  taskStatsResponse,
  taskSubtaskInput,
  taskSubtaskParams,
  taskSubtaskUpdateInput,
  taskUpdateInput,
} from '../../contract/tasks.js';
import type { Core, TaskActor, TaskScope } from '../../core/index.js';
import { readComposeForm } from '../compose-form.js';
import type { ZodTypeProvider } from '../typed-routes.js';
import { sendAttachment } from './content-disposition.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/** The session's user as the task's assigner, comment author or uploader. */
function actorOf(request: FastifyRequest): TaskActor {
  const user = request.user!;
  return { id: user.id, name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email };
}

/** Where a set of task routes lives, who may call it and whose tasks it serves. */
interface TaskFace {
  base: string;
  route: { config: { access: Array<'admin' | 'company'> }; preValidation?: (request: FastifyRequest) => Promise<void> };
  scopeOf(request: FastifyRequest): TaskScope;
}

function registerTaskRoutes(app: FastifyInstance, core: Core, face: TaskFace) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tasks = core.tasks;
  const { base, route, scopeOf } = face;
  const ONE = `${base}/:id`;
  const answer = async (task: Promise<Awaited<ReturnType<typeof tasks.detail>>>) => ({ success: true as const, task: await task });

  api.get(base, { ...route, schema: { querystring: taskListQuery, response: { 200: taskListResponse } } }, async (request) => ({
    success: true as const,
    ...(await tasks.list(scopeOf(request), request.query)),
  }));
  api.post(base, { ...route, schema: { body: taskCreateInput, response: { 201: taskResponse } } }, async (request, reply) =>
    reply.status(201).send(await answer(tasks.create(scopeOf(request), actorOf(request), request.body))),
  );
  api.get(`${base}/assignees`, { ...route, schema: { response: { 200: taskAssigneesResponse } } }, async (request) => ({
    success: true as const,
    assignees: await tasks.assignees(scopeOf(request)),
  }));
  api.get(`${base}/stats`, { ...route, schema: { response: { 200: taskStatsResponse } } }, async (request) => ({
    success: true as const,
    ...(await tasks.stats(scopeOf(request))),
  }));

  api.get(ONE, { ...route, schema: { params: taskParams, response: { 200: taskResponse } } }, async (request) =>
    answer(tasks.detail(scopeOf(request), request.params.id)),
  );
  api.put(ONE, { ...route, schema: { params: taskParams, body: taskUpdateInput, response: { 200: taskResponse } } }, async (request) =>
    answer(tasks.update(scopeOf(request), actorOf(request), request.params.id, request.body)),
  );
  api.delete(ONE, { ...route, schema: { params: taskParams, response: { 200: okResponse } } }, async (request) => {
    await tasks.remove(scopeOf(request), request.params.id);
    return { success: true as const };
  });

  api.post(
    `${ONE}/comments`,
    { ...route, schema: { params: taskParams, body: taskCommentInput, response: { 201: taskResponse } } },
    async (request, reply) =>
      reply.status(201).send(await answer(tasks.items.addComment(scopeOf(request), actorOf(request), request.params.id, request.body))),
  );
  api.delete(
    `${ONE}/comments/:commentId`,
    { ...route, schema: { params: taskCommentParams, response: { 200: taskResponse } } },
    async (request) => answer(tasks.items.removeComment(scopeOf(request), request.params.id, request.params.commentId)),
  );

  api.post(
    `${ONE}/subtasks`,
    { ...route, schema: { params: taskParams, body: taskSubtaskInput, response: { 201: taskResponse } } },
    async (request, reply) =>
      reply.status(201).send(await answer(tasks.items.addSubtask(scopeOf(request), request.params.id, request.body.title))),
  );
  api.put(
    `${ONE}/subtasks/:subtaskId`,
    { ...route, schema: { params: taskSubtaskParams, body: taskSubtaskUpdateInput, response: { 200: taskResponse } } },
    async (request) => answer(tasks.items.updateSubtask(scopeOf(request), request.params.id, request.params.subtaskId, request.body)),
  );
  api.delete(
    `${ONE}/subtasks/:subtaskId`,
    { ...route, schema: { params: taskSubtaskParams, response: { 200: taskResponse } } },
    async (request) => answer(tasks.items.removeSubtask(scopeOf(request), request.params.id, request.params.subtaskId)),
  );

  /** multipart/form-data with one or more files (any field names): compose's upload rules (10 MB, the allowed types), 413 / 400 */
  api.post(`${ONE}/attachments`, { ...route, schema: { params: taskParams, response: { 201: taskResponse } } }, async (request, reply) => {
    const files = request.isMultipart() ? (await readComposeForm(request, core.attachments)).files : [];
    return reply.status(201).send(await answer(tasks.items.attach(scopeOf(request), actorOf(request), request.params.id, files)));
  });
  api.get(`${ONE}/attachments/:attachmentId`, { ...route, schema: { params: taskAttachmentParams } }, async (request, reply) => {
    const file = await tasks.items.attachmentFile(scopeOf(request), request.params.id, request.params.attachmentId);
    return sendAttachment(reply, file.filename, file.content);
  });
  api.delete(
    `${ONE}/attachments/:attachmentId`,
    { ...route, schema: { params: taskAttachmentParams, response: { 200: taskResponse } } },
    async (request) => answer(tasks.items.removeAttachment(scopeOf(request), request.params.id, request.params.attachmentId)),
  );
}

/**
 * Tasks (core.tasks): the operator's at /api/admin/tasks (admin), a business's at /api/company/tasks
 * (its company's account; another company's task is 404). The same routes and answers for both.
 */
export async function taskRoutes(app: FastifyInstance, { core }: { core: Core }) {
  await app.register(multipart, { throwFileSizeLimit: true });
  registerTaskRoutes(app, core, {
    base: '/api/admin/tasks',
    route: { config: { access: ['admin'] } },
    scopeOf: () => ({ companyId: null }),
  });
  registerTaskRoutes(app, core, {
    base: '/api/company/tasks',
    route: companyRoute,
    scopeOf: (request) => ({ companyId: companyIdOf(request) }),
  });
}
