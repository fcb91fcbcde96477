import type { FastifyInstance } from 'fastify';
import { createUserRequest } from '../../contract/auth.js';
import { pageQuery } from '../../contract/common.js';
import type { Core } from '../../core/index.js';
import { parse } from '../validate.js';

/** Admin only (every /api/admin route is, by the auth plugin). */
export async function adminUserRoutes(app: FastifyInstance, { core }: { core: Core }) {
  app.get('/api/admin/users', async (request) => {
    const { page, limit } = parse(pageQuery, request.query);
    return { success: true as const, ...(await core.accounts.listUsers(page, limit)) };
  });

  app.get('/api/admin/users/:id', async (request) => {
    const id = Number((request.params as { id: string }).id);
    return { success: true as const, user: await core.accounts.getUser(Number.isInteger(id) ? id : 0) };
  });

  app.post('/api/admin/users', async (request, reply) => {
    const body = parse(createUserRequest, request.body);
    const user = await core.accounts.createUser(body);
    return reply.status(201).send({ success: true as const, user });
  });
}
