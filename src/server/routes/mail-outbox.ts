import type { FastifyRequest } from 'fastify';
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
import { companyIdOf } from './salon-scope.js';

const admin = { access: ['admin' as const] };
/** The queue and sent mail: the operator's all of it, a company account's only what its company composed. */
const reader = { access: ['admin' as const, 'company' as const] };
const scopeOf = (request: FastifyRequest) => ({ companyId: request.user?.role === 'admin' ? null : companyIdOf(request) });

/**
 * The queue (Fronta k odeslání) and sent mail (Odeslaná pošta) of the e-mail client (the back office's, and a
 * business's own), and the outbox without SMTP (Nastavení › E-mail: the stored messages, each downloadable as
 * .eml; admin only).
 */
export const mailOutboxRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const mailbox = core.mail.mailbox;
  app.get(
    '/api/emails/queue',
    { config: reader, schema: { querystring: queueListQuery, response: { 200: queueListResponse } } },
    async (request) => ({ success: true as const, ...(await mailbox.listQueue(request.query, scopeOf(request))) }),
  );
  app.post(
    '/api/emails/queue/:id',
    { config: reader, schema: { params: idParams, body: queueActionRequest, response: { 200: okResponse } } },
    async (request) => {
      await mailbox.decide(request.params.id, request.body.action, scopeOf(request));
      return { success: true as const };
    },
  );

  app.get(
    '/api/sent_emails',
    { config: reader, schema: { querystring: sentListQuery, response: { 200: sentListResponse } } },
    async (request) => ({ success: true as const, ...(await mailbox.listSent(request.query, scopeOf(request))) }),
  );
  app.delete('/api/sent_emails/:id', { config: reader, schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    await mailbox.deleteSent(request.params.id, scopeOf(request));
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
