import { slugParams } from '../../contract/common.js';
import { companiesQuery, companiesResponse, companyResponse, searchQuery } from '../../contract/directory.js';
import { registerCompanyRequest, registerResponse } from '../../contract/registration.js';
import { editionFor, type Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

/** Listings of the public directory: the list, one profile, search, and a business's registration. */
export const companyRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const config = { access: 'public' as const };

  app.get('/api/companies', { config, schema: { querystring: companiesQuery, response: { 200: companiesResponse } } }, async (request) => {
    const q = request.query;
    return { success: true as const, ...(await core.directory.listCompanies(q.country ?? request.edition.code, q.page, q.featured)) };
  });

  app.get('/api/companies/:slug', { config, schema: { params: slugParams, response: { 200: companyResponse } } }, async (request) => ({
    success: true as const,
    company: await core.directory.company(request.params.slug),
  }));

  app.get('/api/search', { config, schema: { querystring: searchQuery, response: { 200: companiesResponse } } }, async (request) => {
    const { country, ...query } = request.query;
    return { success: true as const, ...(await core.directory.search(country ?? request.edition.code, query)) };
  });

  app.post(
    '/api/companies/register',
    { config: { ...config, rateLimitBucket: 'register' }, schema: { body: registerCompanyRequest, response: { 201: registerResponse } } },
    async (request, reply) => {
      const edition = editionFor(request.edition.code, core.config.domains);
      const result = await core.registration.registerCompany(request.body, edition, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.status(201).send({ success: true as const, ...result });
    },
  );
};
