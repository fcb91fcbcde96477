import { z } from 'zod';
import {
  analyticsEventBody,
  companyViewsQuery,
  companyViewsResponse,
  webAnalyticsQuery,
  webAnalyticsResponse,
} from '../../contract/web-analytics.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/** A page view's body is a few hundred bytes; anything much larger is refused (413) before it is read. */
const EVENT_BODY_LIMIT = 2048;

/**
 * Website analytics: the public site's page views (no session, limited per address by
 * MARKETPLACE_RATE_LIMIT_ANALYTICS, always 204 whether stored or not), the admin report and a
 * company's own profile views.
 */
export const webAnalyticsRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.post(
    '/api/analytics/event',
    {
      config: { access: 'public', rateLimitBucket: 'analytics' },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: { body: analyticsEventBody, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await core.webAnalytics.record({
        ...request.body,
        country: request.edition.code,
        host: request.host,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.get(
    '/api/analytics',
    { config: { access: ['admin'] }, schema: { querystring: webAnalyticsQuery, response: { 200: webAnalyticsResponse } } },
    async (request) => core.webAnalytics.report(request.query),
  );

  app.get(
    '/api/company/profile-views',
    { ...companyRoute, schema: { querystring: companyViewsQuery, response: { 200: companyViewsResponse } } },
    async (request) => core.webAnalytics.companyViews(companyIdOf(request), request.query.period),
  );
};
