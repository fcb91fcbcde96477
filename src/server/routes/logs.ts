import { logsQuery, logsResponse } from '../../contract/monitoring.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };

/** The server's own log (admin): level and above, text, strictly after `since` (the viewer follows with it), newest last. */
export const logRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.get('/api/logs', { config: admin, schema: { querystring: logsQuery, response: { 200: logsResponse } } }, async (request) => ({
    success: true as const,
    logs: await core.monitoring.logs(request.query),
  }));
};
