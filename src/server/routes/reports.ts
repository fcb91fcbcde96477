import { reportParams, reportQuery, reportResponse } from '../../contract/reports.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { contentDisposition } from './content-disposition.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/**
 * The salon's reports (Reporty): `GET /api/company/reports/{name}?from&to[&format=csv]`, always of the
 * caller's own company. `format=csv` answers the same table as a CSV file.
 */
export const reportsRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.get(
    '/api/company/reports/:name',
    { ...companyRoute, schema: { params: reportParams, querystring: reportQuery, response: { 200: reportResponse } } },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const companyId = companyIdOf(request);
      if (format !== 'csv') return { success: true as const, ...(await core.reports.report(companyId, request.params.name, from, to)) };
      const file = await core.reports.csv(companyId, request.params.name, from, to);
      // a text/csv string is sent as it is, not serialised by the JSON schema
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'no-store')
        .send(file.content as never);
    },
  );
};
