import { branchIdParams, branchInput, branchListResponse, branchResponse, publicBranchesResponse } from '../../contract/branches.js';
import { slugParams } from '../../contract/common.js';
import { BRANCH_TEXTS, type Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

const ONE = '/api/company/branches/:id';

/** Branches: the company's own (salon Pobočky) and a listing's active ones on its public profile. */
export const branchRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const branches = core.branches;

  app.get(
    '/api/companies/:slug/branches',
    { config: { access: 'public' as const }, schema: { params: slugParams, response: { 200: publicBranchesResponse } } },
    async (request) => ({ success: true as const, branches: await branches.publicOf(request.params.slug) }),
  );

  app.get('/api/company/branches', { ...companyRoute, schema: { response: { 200: branchListResponse } } }, async (request) => ({
    success: true as const,
    ...(await branches.list(companyIdOf(request))),
  }));

  app.post(
    '/api/company/branches',
    { ...companyRoute, schema: { body: branchInput, response: { 201: branchResponse } } },
    async (request, reply) => {
      const branch = await branches.create(companyIdOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: BRANCH_TEXTS.created, branch });
    },
  );

  app.put(
    ONE,
    { ...companyRoute, schema: { params: branchIdParams, body: branchInput, response: { 200: branchResponse } } },
    async (request) => ({
      success: true as const,
      message: BRANCH_TEXTS.updated,
      branch: await branches.update(companyIdOf(request), request.params.id, request.body),
    }),
  );

  app.delete(ONE, { ...companyRoute, schema: { params: branchIdParams } }, async (request) => {
    await branches.remove(companyIdOf(request), request.params.id);
    return { success: true as const, message: BRANCH_TEXTS.deleted };
  });
};
