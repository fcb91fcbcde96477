import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { companiesQuery, searchQuery } from '../../contract/directory.js';
import { registerCompanyRequest } from '../../contract/registration.js';
import { editionFor, type Core } from '../../core/index.js';
import { parse } from '../validate.js';

const slugParams = z.object({ slug: z.string().min(1).max(190) });

export async function companyRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const pub = { config: { access: 'public' as const } };

  app.get('/api/companies', pub, async (request) => {
    const q = parse(companiesQuery, request.query);
    return { success: true, ...(await core.directory.listCompanies(q.country ?? request.edition.code, q.page, q.featured)) };
  });

  app.get('/api/companies/:slug', pub, async (request) => {
    const { slug } = parse(slugParams, request.params);
    return { success: true, company: await core.directory.company(slug) };
  });

  app.get('/api/search', pub, async (request) => {
    const { country, ...query } = parse(searchQuery, request.query);
    return { success: true, ...(await core.directory.search(country ?? request.edition.code, query)) };
  });

  app.post('/api/companies/register', { config: { access: 'public', rateLimitBucket: 'register' } }, async (request, reply) => {
    const body = parse(registerCompanyRequest, request.body);
    const edition = editionFor(request.edition.code, core.config.domains);
    const result = await core.registration.registerCompany(body, edition, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return reply.status(201).send({ success: true, ...result });
  });
}
