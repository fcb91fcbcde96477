import type { FastifyRequest } from 'fastify';
import { idParams, okResponse } from '../../contract/common.js';
import { markAllReadResponse, notificationListResponse, notificationReadRequest } from '../../contract/notifications.js';
import type { Core, NotificationScope } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf } from './salon-scope.js';

/** An admin and a business account; anyone else is refused by the auth plugin (401 / 403). */
const staff = { access: ['admin' as const, 'company' as const] };

/** An admin acts on the operator's notifications; a business account on its own company's, never one named in the request. */
const scopeOf = (request: FastifyRequest): NotificationScope =>
  request.user?.role === 'admin' ? { companyId: null } : { companyId: companyIdOf(request) };

/** The notifications of the bell and the full panel (email_notifications). */
export const emailNotificationRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const notifications = core.notifications;
  app.get('/api/email_notifications', { config: staff, schema: { response: { 200: notificationListResponse } } }, async (request) => ({
    success: true as const,
    ...(await notifications.list(scopeOf(request))),
  }));
  app.put(
    '/api/email_notifications/mark-all-read',
    { config: staff, schema: { response: { 200: markAllReadResponse } } },
    async (request) => ({ success: true as const, updated: await notifications.markAllRead(scopeOf(request)) }),
  );
  app.put(
    '/api/email_notifications/:id',
    { config: staff, schema: { params: idParams, body: notificationReadRequest, response: { 200: okResponse } } },
    async (request) => {
      await notifications.markRead(scopeOf(request), request.params.id, request.body.is_read);
      return { success: true as const };
    },
  );
  app.delete(
    '/api/email_notifications/:id',
    { config: staff, schema: { params: idParams, response: { 200: okResponse } } },
    async (request) => {
      await notifications.remove(scopeOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
