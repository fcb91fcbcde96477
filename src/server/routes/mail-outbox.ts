import { idParams, okResponse } from '../../contract/common.js';
import {
  outboxListQuery,
  outboxListResponse,
  queueActionRequest,
  queueListQuery,
  queueListResponse,
  sentListQuery,
  sentListResponse,
} from '../../contract/mail.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };

/**
 * The queue (Fronta k odeslání) and sent mail (Odeslaná pošta) of the e-mail client, and the outbox without SMTP
 * (Nastavení › E-mail: the stored messages, each downloadable as .eml). Admin only.
 */
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

  app.get(
    '/api/emails/outbox',
    { config: admin, schema: { querystring: outboxListQuery, response: { 200: outboxListResponse } } },
    async (request) => ({ success: true as const, ...(await core.mail.outbox.list(request.query)) }),
  );
  app.get('/api/emails/outbox/:id/eml', { config: admin, schema: { params: idParams } }, async (request, reply) => {
    const file = await core.mail.outbox.eml(request.params.id);
    return reply
      .header('content-type', 'message/rfc822')
      .header('content-disposition', `attachment; filename="${file.filename}"`) // zprava-<id>.eml: ASCII
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
};
