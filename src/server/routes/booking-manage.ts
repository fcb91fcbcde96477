import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOOKING_STATUSES } from '../../core/booking/model.js';
import type { Core } from '../../core/index.js';
import { DomainError } from '../../core/index.js';
import { HTTP_STATUS } from '../plugins/errors.js';
import { idParam } from '../params.js';
import { parse } from '../validate.js';
import { cancelDonePage, cancelErrorText, cancelPage } from './booking-cancel-page.js';
import { CANCEL_PAGE_TEXTS } from '../../core/booking/cancel-page-texts.js';

const statusBody = z.object({ status: z.enum(BOOKING_STATUSES) });
const companyQuery = z.object({ from: z.string().datetime({ offset: true }).optional(), status: z.enum(BOOKING_STATUSES).optional() });
const tokenOf = (params: unknown) => String((params as { token?: string }).token ?? '');

/** Bookings after they are made: the customer's, the business's, the admin's, and the cancel link. */
export async function bookingManageRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const { status } = core.booking;
  // the cancel page's button posts a form; its body is never needed
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, _body, done) =>
    done(null, {}),
  );
  // the customer's list (GET /api/me/bookings) lives with the dashboard in customer.ts
  app.post('/api/me/bookings/:id/cancel', { config: { access: ['customer'] } }, async (request) => ({
    success: true,
    booking: await status.change(idParam(request.params), 'cancelled', { kind: 'customer', userId: request.user!.id }),
  }));

  app.get('/api/company/bookings', { config: { access: ['company'] } }, async (request) => {
    const companyId = request.user!.company_id;
    if (!companyId) throw new DomainError('not_found', 'Firma nenalezena');
    const q = parse(companyQuery, request.query);
    return { success: true, bookings: await core.booking.ofCompany(companyId, q.from ? new Date(q.from) : core.clock.now(), q.status) };
  });
  app.post('/api/company/bookings/:id/status', { config: { access: ['company'] } }, async (request) => {
    const to = parse(statusBody, request.body).status;
    const companyId = request.user!.company_id ?? 0;
    return {
      success: true,
      booking: await status.change(idParam(request.params), to, { kind: 'company', userId: request.user!.id, companyId }),
    };
  });
  app.post('/api/admin/bookings/:id/status', async (request) => ({
    success: true,
    booking: await status.change(idParam(request.params), parse(statusBody, request.body).status, {
      kind: 'admin',
      userId: request.user!.id,
    }),
  }));

  // the cancel link of the confirmation e-mail: GET asks, POST cancels (no session: the link is the key)
  app.get('/r/:token', async (request, reply) => {
    const found = await status.linkPage(tokenOf(request.params));
    return reply
      .status(found ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(cancelPage(tokenOf(request.params), found));
  });
  app.post('/r/:token', async (request, reply) => {
    const language = (await status.linkPage(tokenOf(request.params)))?.language ?? 'cs';
    let message: string;
    try {
      await status.cancelByLink(tokenOf(request.params));
      message = CANCEL_PAGE_TEXTS[language].done;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      message = cancelErrorText(error.message, language);
      reply.status(HTTP_STATUS[error.code]);
    }
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(cancelDonePage(message, language));
  });
}
