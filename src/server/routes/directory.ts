import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { categoriesQuery, citiesQuery } from '../../contract/directory.js';
import type { Core } from '../../core/index.js';
import { parse } from '../validate.js';

const slugParams = z.object({ slug: z.string().min(1).max(190) });

export async function directoryRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const pub = { config: { access: 'public' as const } };

  app.get('/api/cities', pub, async (request) => {
    const q = parse(citiesQuery, request.query);
    const cities = await core.directory.listCities(q.country ?? request.edition.code, { limit: q.limit, search: q.search });
    return { success: true, cities };
  });

  app.get('/api/cities/:slug', pub, async (request) => {
    const { slug } = parse(slugParams, request.params);
    const q = parse(categoriesQuery, request.query);
    return { success: true, ...(await core.directory.cityPage(q.country ?? request.edition.code, slug.toLowerCase())) };
  });

  app.get('/api/regions', pub, async (request) => {
    const q = parse(categoriesQuery, request.query);
    return { success: true, regions: await core.directory.listRegions(q.country ?? request.edition.code) };
  });

  app.get('/api/categories', pub, async (request) => {
    const q = parse(categoriesQuery, request.query);
    return { success: true, categories: await core.directory.listCategories(q.country ?? request.edition.code) };
  });

  app.get('/api/categories/:slug', pub, async (request) => {
    const { slug } = parse(slugParams, request.params);
    const q = parse(categoriesQuery, request.query);
    return { success: true, ...(await core.directory.categoryPage(q.country ?? request.edition.code, slug)) };
  });

  app.get('/api/stats', pub, async (request) => {
    const q = parse(categoriesQuery, request.query);
    return { success: true, stats: await core.directory.stats(q.country ?? request.edition.code) };
  });
}
