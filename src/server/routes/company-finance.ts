import { financeQuery, financeResponse } from '../../contract/finance.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/**
 * Salon Finance, always the caller's company: `GET /api/company/finance?period&from` answers the figures,
 * `GET /api/company/finance/export?period&from` the same figures as a CSV download.
 */
export const financeRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.get(
    '/api/company/finance',
    { ...companyRoute, schema: { querystring: financeQuery, response: { 200: financeResponse } } },
    async (request) => ({ success: true as const, ...(await core.finance.figures(companyIdOf(request), request.query)) }),
  );

  app.get('/api/company/finance/export', { ...companyRoute, schema: { querystring: financeQuery } }, async (request, reply) => {
    const file = await core.finance.csv(companyIdOf(request), request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });
};
