import { serverStatsHistoryQuery, serverStatsHistoryResponse, serverStatsResponse } from '../../contract/monitoring.js';
import { systemHealthResponse } from '../../contract/system-health.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };

/** Server monitoring (admin): the sampler's latest sample (no host call per request), the minute history, 'Stav systému'. */
export const serverStatsRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.get('/api/server-stats', { config: admin, schema: { response: { 200: serverStatsResponse } } }, async () => ({
    success: true as const,
    ...(await core.monitoring.sampler.latest()),
  }));
  app.get(
    '/api/server-stats/history',
    { config: admin, schema: { querystring: serverStatsHistoryQuery, response: { 200: serverStatsHistoryResponse } } },
    async (request) => ({ success: true as const, history: await core.monitoring.history(request.query.minutes) }),
  );
  app.get('/api/system-health', { config: admin, schema: { response: { 200: systemHealthResponse } } }, async () => ({
    success: true as const,
    checks: await core.systemHealth.run(),
  }));
};
