import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { idParams, okResponse } from '../../contract/common.js';
import { composeFields, draftInput, draftListResponse, draftSaveResponse, sendEmailResponse } from '../../contract/mail.js';
import type { Core } from '../../core/index.js';
import { readComposeForm } from '../compose-form.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { parse } from '../validate.js';
import { companyIdOf } from './salon-scope.js';

/** An admin writes as the operator; a company account as its company (salon E-maily), from the company's address. */
const writer = { access: ['admin' as const, 'company' as const] };
const senderOf = (request: FastifyRequest) => ({
  userId: request.user!.id,
  country: request.edition.code,
  companyId: request.user?.role === 'admin' ? null : companyIdOf(request),
});

/** Compose and drafts of the e-mail client: the back office's, and a business's own (drafts are each user's own). */
export const mailComposeRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const compose = core.mail.compose;
  await app.register(multipart, { throwFileSizeLimit: true });

  /**
   * Multipart form (to_email, cc, bcc, subject, content, html_content, template_id, attachment_N), or
   * JSON without files: one schema for both, so the fields are checked here once the form is read.
   */
  app.post('/api/emails/send', { config: writer, schema: { response: { 200: sendEmailResponse } } }, async (request) => {
    const form = request.isMultipart() ? await readComposeForm(request, core.attachments) : { fields: request.body, files: [] };
    const answer = await compose.send(senderOf(request), parse(composeFields, form.fields), form.files);
    return { success: true as const, ...answer };
  });

  app.get('/api/emails/drafts', { config: writer, schema: { response: { 200: draftListResponse } } }, async (request) => ({
    success: true as const,
    drafts: await compose.listDrafts(senderOf(request)),
  }));
  app.post(
    '/api/emails/drafts',
    { config: writer, schema: { body: draftInput, response: { 201: draftSaveResponse } } },
    async (request, reply) => {
      const answer = await compose.saveDraft(senderOf(request), request.body);
      return reply.status(201).send({ success: true as const, ...answer });
    },
  );
  app.put(
    '/api/emails/drafts/:id',
    { config: writer, schema: { params: idParams, body: draftInput, response: { 200: draftSaveResponse } } },
    async (request) => ({ success: true as const, ...(await compose.updateDraft(senderOf(request), request.params.id, request.body)) }),
  );
  app.delete('/api/emails/drafts/:id', { config: writer, schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    await compose.deleteDraft(senderOf(request), request.params.id);
    return { success: true as const };
  });
};
