import { slugParams } from '../../contract/common.js';
import {
  categoriesQuery,
  categoriesResponse,
  categoryPageResponse,
  citiesQuery,
  citiesResponse,
  cityPageResponse,
  regionsResponse,
  statsResponse,
} from '../../contract/directory.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

/** Cities, regions, categories and the edition's figures of the public directory. */
export const directoryRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const config = { access: 'public' as const };

  app.get('/api/cities', { config, schema: { querystring: citiesQuery, response: { 200: citiesResponse } } }, async (request) => {
    const q = request.query;
    const cities = await core.directory.listCities(q.country ?? request.edition.code, { limit: q.limit, search: q.search });
    return { success: true as const, cities };
  });

  app.get(
    '/api/cities/:slug',
    { config, schema: { params: slugParams, querystring: categoriesQuery, response: { 200: cityPageResponse } } },
    async (request) => ({
      success: true as const,
      ...(await core.directory.cityPage(request.query.country ?? request.edition.code, request.params.slug.toLowerCase())),
    }),
  );

  app.get('/api/regions', { config, schema: { querystring: categoriesQuery, response: { 200: regionsResponse } } }, async (request) => ({
    success: true as const,
    regions: await core.directory.listRegions(request.query.country ?? request.edition.code),
  }));

  app.get(
    '/api/categories',
    { config, schema: { querystring: categoriesQuery, response: { 200: categoriesResponse } } },
    async (request) => ({
      success: true as const,
      categories: await core.directory.listCategories(request.query.country ?? request.edition.code),
    }),
  );

  app.get(
    '/api/categories/:slug',
    { config, schema: { params: slugParams, querystring: categoriesQuery, response: { 200: categoryPageResponse } } },
    async (request) => ({
      success: true as const,
      ...(await core.directory.categoryPage(request.query.country ?? request.edition.code, request.params.slug)),
    }),
  );

  app.get('/api/stats', { config, schema: { querystring: categoriesQuery, response: { 200: statsResponse } } }, async (request) => ({
    success: true as const,
    stats: await core.directory.stats(request.query.country ?? request.edition.code),
  }));
};
