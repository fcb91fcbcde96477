import type { FastifyInstance } from 'fastify';
import { categoriesQuery, citiesQuery } from '../../contract/directory.js';
import type { Core } from '../../core/index.js';
import { parse } from '../validate.js';

export async function directoryRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const pub = { config: { access: 'public' as const } };

  app.get('/api/cities', pub, async (request) => {
    const q = parse(citiesQuery, request.query);
    const cities = await core.directory.listCities(q.country ?? request.edition.code, { limit: q.limit, search: q.search });
    return { success: true, cities };
  });

  app.get('/api/regions', pub, async (request) => {
    const q = parse(categoriesQuery, request.query);
    return { success: true, regions: await core.directory.listRegions(q.country ?? request.edition.code) };
  });

  app.get('/api/categories', pub, async (request) => {
    const q = parse(categoriesQuery, request.query);
    return { success: true, categories: await core.directory.listCategories(q.country ?? request.edition.code) };
  });
}
