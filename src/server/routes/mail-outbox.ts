import type { FastifyInstance } from 'fastify';
import { queueActionRequest, queueListQuery, sentListQuery } from '../../contract/mail.js';
import type { Core } from '../../core/index.js';
import { idParam } from '../params.js';
import { parse } from '../validate.js';

const admin = { config: { access: ['admin' as const] } };

/** The queue (Fronta k odeslání) and sent mail (Odeslaná pošta) of the e-mail client. Admin only. */
export async function mailOutboxRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const mailbox = core.mail.mailbox;
  app.get('/api/emails/queue', admin, async (request) => ({
    success: true,
    ...(await mailbox.listQueue(parse(queueListQuery, request.query))),
  }));
  app.post('/api/emails/queue/:id', admin, async (request) => {
    await mailbox.decide(idParam(request.params), parse(queueActionRequest, request.body).action);
    return { success: true };
  });

  app.get('/api/sent_emails', admin, async (request) => ({
    success: true,
    ...(await mailbox.listSent(parse(sentListQuery, request.query))),
  }));
  app.delete('/api/sent_emails/:id', admin, async (request) => {
    await mailbox.deleteSent(idParam(request.params));
    return { success: true };
  });
}
