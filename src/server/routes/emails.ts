import type { FastifyRequest } from 'fastify';
import { idParams, okResponse } from '../../contract/common.js';
import {
  archiveRequest,
  countryQuery,
  inboxAttachmentParams,
  inboxDetailResponse,
  inboxListQuery,
  inboxListResponse,
  markReadRequest,
  starRequest,
} from '../../contract/received-emails.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf } from './salon-scope.js';
import { sendAttachment } from './content-disposition.js';

/** An admin reads the operator's mailbox; a company account its own company's. */
const reader = { access: ['admin' as const, 'company' as const] };
const scopeOf = (request: FastifyRequest) => ({ companyId: request.user?.role === 'admin' ? null : companyIdOf(request) });
/**
 * One message. The static /api/emails/drafts, /send and /queue win over this parametric path (the
 * router tries static segments first), and an id that is not a number is 0 (idParams), which is a 404.
 */
const ONE = '/api/emails/:id';

/** The inbox of the e-mail client. */
export const emailsRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const inbox = core.inbox.messages;

  app.get(
    '/api/emails',
    { config: reader, schema: { querystring: inboxListQuery, response: { 200: inboxListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await inbox.list(scopeOf(request), request.query)),
    }),
  );

  app.get(
    ONE,
    { config: reader, schema: { params: idParams, querystring: countryQuery, response: { 200: inboxDetailResponse } } },
    async (request) => ({ success: true as const, email: await inbox.get(scopeOf(request), request.params.id) }),
  );

  app.get(
    `${ONE}/attachments/:part`,
    { config: reader, schema: { params: inboxAttachmentParams, querystring: countryQuery } },
    async (request, reply) => {
      const file = await inbox.attachment(scopeOf(request), request.params.id, request.params.part);
      return sendAttachment(reply, file.filename, file.stream);
    },
  );

  app.put(
    `${ONE}/mark-read`,
    { config: reader, schema: { params: idParams, querystring: countryQuery, body: markReadRequest, response: { 200: okResponse } } },
    async (request) => {
      await inbox.markRead(scopeOf(request), request.params.id, request.body.is_read);
      return { success: true as const };
    },
  );
  app.put(
    `${ONE}/star`,
    { config: reader, schema: { params: idParams, querystring: countryQuery, body: starRequest, response: { 200: okResponse } } },
    async (request) => {
      await inbox.star(scopeOf(request), request.params.id, request.body.is_starred);
      return { success: true as const };
    },
  );
  app.put(
    `${ONE}/archive`,
    { config: reader, schema: { params: idParams, querystring: countryQuery, body: archiveRequest, response: { 200: okResponse } } },
    async (request) => {
      await inbox.archive(scopeOf(request), request.params.id, request.body.is_archived);
      return { success: true as const };
    },
  );
  app.delete(
    ONE,
    { config: reader, schema: { params: idParams, querystring: countryQuery, response: { 200: okResponse } } },
    async (request) => {
      await inbox.remove(scopeOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
