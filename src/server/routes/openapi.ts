import type { FastifyInstance } from 'fastify';

/** The OpenAPI 3 document of /api, generated from the routes' contract schemas. Admin only (under /api/admin). */
export async function openApiRoutes(app: FastifyInstance) {
  app.get('/api/admin/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
