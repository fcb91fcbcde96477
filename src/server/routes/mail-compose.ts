import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { composeFields, draftInput } from '../../contract/mail.js';
import type { Core } from '../../core/index.js';
import { readComposeForm } from '../compose-form.js';
import { idParam } from '../params.js';
import { parse } from '../validate.js';

const admin = { config: { access: ['admin' as const] } };
const senderOf = (request: FastifyRequest) => ({ userId: request.user!.id, country: request.edition.code });

/** Compose and drafts of the e-mail client (back-office.md §2, §5, §8). Admin only. */
export async function mailComposeRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const compose = core.mail.compose;
  await app.register(multipart, { throwFileSizeLimit: true });

  /** Multipart form (to_email, cc, bcc, subject, content, html_content, template_id, attachment_N), or JSON without files. */
  app.post('/api/emails/send', admin, async (request) => {
    const form = request.isMultipart() ? await readComposeForm(request) : { fields: request.body, files: [] };
    const answer = await compose.send(senderOf(request), parse(composeFields, form.fields), form.files);
    return { success: true, ...answer };
  });

  app.get('/api/emails/drafts', admin, async (request) => ({ success: true, drafts: await compose.listDrafts(senderOf(request)) }));
  app.post('/api/emails/drafts', admin, async (request, reply) => {
    const answer = await compose.saveDraft(senderOf(request), parse(draftInput, request.body));
    return reply.status(201).send({ success: true, ...answer });
  });
  app.put('/api/emails/drafts/:id', admin, async (request) => ({
    success: true,
    ...(await compose.updateDraft(senderOf(request), idParam(request.params), parse(draftInput, request.body))),
  }));
  app.delete('/api/emails/drafts/:id', admin, async (request) => {
    await compose.deleteDraft(senderOf(request), idParam(request.params));
    return { success: true };
  });
}
