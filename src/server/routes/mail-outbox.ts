import { idParams, okResponse } from '../../contract/common.js';
import { queueActionRequest, queueListQuery, queueListResponse, sentListQuery, sentListResponse } from '../../contract/mail.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };

/** The queue (Fronta k odeslání) and sent mail (Odeslaná pošta) of the e-mail client. Admin only. */
export const mailOutboxRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const mailbox = core.mail.mailbox;
  app.get(
    '/api/emails/queue',
    { config: admin, schema: { querystring: queueListQuery, response: { 200: queueListResponse } } },
    async (request) => ({ success: true as const, ...(await mailbox.listQueue(request.query)) }),
  );
  app.post(
    '/api/emails/queue/:id',
    { config: admin, schema: { params: idParams, body: queueActionRequest, response: { 200: okResponse } } },
    async (request) => {
      await mailbox.decide(request.params.id, request.body.action);
      return { success: true as const };
    },
  );

  app.get(
    '/api/sent_emails',
    { config: admin, schema: { querystring: sentListQuery, response: { 200: sentListResponse } } },
    async (request) => ({ success: true as const, ...(await mailbox.listSent(request.query)) }),
  );
  app.delete('/api/sent_emails/:id', { config: admin, schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    await mailbox.deleteSent(request.params.id);
    return { success: true as const };
  });
};
