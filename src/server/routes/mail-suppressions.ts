import { okResponse } from '../../contract/common.js';
import { suppressionListQuery, suppressionListResponse, suppressionParams } from '../../contract/mail.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };

/** The suppression list (unsubscribes, bounces): 50 a page, newest first; an admin may remove an address. Admin only. */
export const mailSuppressionRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const suppressions = core.inbox.suppressions;
  app.get(
    '/api/admin/suppressions',
    { config: admin, schema: { querystring: suppressionListQuery, response: { 200: suppressionListResponse } } },
    async (request) => ({ success: true as const, ...(await suppressions.list(request.query)) }),
  );
  app.delete(
    '/api/admin/suppressions/:email',
    { config: admin, schema: { params: suppressionParams, response: { 200: okResponse } } },
    async (request) => {
      await suppressions.remove(request.params.email);
      return { success: true as const };
    },
  );
};
