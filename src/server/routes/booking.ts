import { bookingCreatedResponse, bookingHeaders, bookingRequest, slotsQuery, slotsResponse } from '../../contract/booking.js';
import { slugParams } from '../../contract/common.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { type Core, BOOKING_TEXTS } from '../../core/index.js';

const config = { access: 'public' as const };

/** Slots of a service and bookings: anonymous or logged in (then the booking is the customer's). */
export const bookingRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.get(
    '/api/companies/:slug/slots',
    { config, schema: { params: slugParams, querystring: slotsQuery, response: { 200: slotsResponse } } },
    async (request) => {
      const q = request.query;
      return {
        success: true as const,
        ...(await core.booking.slots(request.params.slug, q.service, { employee: q.employee, from: q.from, branch: q.branch })),
      };
    },
  );

  app.post(
    '/api/bookings',
    {
      config: { ...config, rateLimitBucket: 'booking' },
      schema: { headers: bookingHeaders, body: bookingRequest, response: { 200: bookingCreatedResponse, 201: bookingCreatedResponse } },
    },
    async (request, reply) => {
      const body = request.body;
      const customerId = request.user?.role === 'customer' ? request.user.id : null;
      const { booking, replayed } = await core.booking.create({ ...body, employee: body.employee ?? null }, customerId, {
        address: request.ip,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(replayed ? 200 : 201).send({ success: true as const, message: BOOKING_TEXTS.success, booking });
    },
  );
};
