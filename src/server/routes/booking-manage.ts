import type { FastifyInstance } from 'fastify';
import { bookingListResponse, bookingResponse, bookingStatusRequest, companyBookingsQuery } from '../../contract/booking.js';
import { idParams } from '../../contract/common.js';
import { BOOKING_TEXTS, CANCEL_PAGE_TEXTS, DomainError, type Core } from '../../core/index.js';
import { HTTP_STATUS } from '../plugins/errors.js';
import type { ZodTypeProvider } from '../typed-routes.js';
import { cancelDonePage, cancelErrorText, cancelPage } from './booking-cancel-page.js';

const tokenOf = (params: unknown) => String((params as { token?: string }).token ?? '');

/** Bookings after they are made: the customer's, the business's, the admin's, and the cancel link. */
export async function bookingManageRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const { status } = core.booking;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const changed = { params: idParams, body: bookingStatusRequest, response: { 200: bookingResponse } };
  // the cancel page's button posts a form; its body is never needed
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, _body, done) =>
    done(null, {}),
  );
  // the customer's list (GET /api/me/bookings) lives with the dashboard in customer.ts
  api.post(
    '/api/me/bookings/:id/cancel',
    { config: { access: ['customer'] }, schema: { params: idParams, response: { 200: bookingResponse } } },
    async (request) => ({
      success: true as const,
      booking: await status.change(request.params.id, 'cancelled', { kind: 'customer', userId: request.user!.id }),
    }),
  );

  api.get(
    '/api/company/bookings',
    { config: { access: ['company'] }, schema: { querystring: companyBookingsQuery, response: { 200: bookingListResponse } } },
    async (request) => {
      const companyId = request.user!.company_id;
      if (!companyId) throw new DomainError('not_found', BOOKING_TEXTS.companyNotFound);
      const q = request.query;
      return {
        success: true as const,
        bookings: await core.booking.ofCompany(companyId, q.from ? new Date(q.from) : core.clock.now(), q.status),
      };
    },
  );
  api.post('/api/company/bookings/:id/status', { config: { access: ['company'] }, schema: changed }, async (request) => {
    const companyId = request.user!.company_id ?? 0;
    return {
      success: true as const,
      booking: await status.change(request.params.id, request.body.status, { kind: 'company', userId: request.user!.id, companyId }),
    };
  });
  api.post('/api/admin/bookings/:id/status', { schema: changed }, async (request) => ({
    success: true as const,
    booking: await status.change(request.params.id, request.body.status, { kind: 'admin', userId: request.user!.id }),
  }));

  // the cancel link of the confirmation e-mail: GET asks, POST cancels (no session: the link is the key)
  app.get('/r/:token', async (request, reply) => {
    const found = await status.linkPage(tokenOf(request.params));
    return reply
      .status(found ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(cancelPage(tokenOf(request.params), found, request.edition.language));
  });
  app.post('/r/:token', async (request, reply) => {
    // the booking's language; a link that leads to none: the language of the edition it was opened on
    const language = (await status.linkPage(tokenOf(request.params)))?.language ?? request.edition.language;
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
