import { emailAnalyticsQuery, emailAnalyticsResponse } from '../../contract/email-analytics.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };

/** E-mail analytics (admin Analytika) and its CSV export. Admin only. */
export const emailAnalyticsRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.get(
    '/api/email_analytics',
    { config: admin, schema: { querystring: emailAnalyticsQuery, response: { 200: emailAnalyticsResponse } } },
    async (request) => core.emailAnalytics.report({ ...request.query, edition: request.edition.code }),
  );

  for (const path of ['/api/email_analytics/export', '/api/email_analytics/export.csv']) {
    app.get(path, { config: admin, schema: { querystring: emailAnalyticsQuery } }, async (request, reply) => {
      const file = await core.emailAnalytics.exportCsv({ ...request.query, edition: request.edition.code });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    });
  }
};
