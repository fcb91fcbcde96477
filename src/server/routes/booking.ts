import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingRequest, idempotencyKey, slotsQuery } from '../../contract/booking.js';
import type { Core } from '../../core/index.js';
import { BOOKING_TEXTS } from '../../core/booking/model.js';
import { parse } from '../validate.js';

const pub = { config: { access: 'public' as const } };
const slugParams = z.object({ slug: z.string().min(1).max(190) });

/** Slots of a service and bookings: anonymous or logged in (then the booking is the customer's). */
export async function bookingRoutes(app: FastifyInstance, { core }: { core: Core }) {
  app.get('/api/companies/:slug/slots', pub, async (request) => {
    const { slug } = parse(slugParams, request.params);
    const q = parse(slotsQuery, request.query);
    return { success: true, ...(await core.booking.slots(slug, q.service, { employee: q.employee, from: q.from })) };
  });

  app.post('/api/bookings', { config: { access: 'public', rateLimitBucket: 'booking' } }, async (request, reply) => {
    const body = parse(bookingRequest, request.body);
    const header = request.headers['idempotency-key'];
    const key = header === undefined ? undefined : parse(z.object({ key: idempotencyKey }), { key: header }).key;
    const customerId = request.user?.role === 'customer' ? request.user.id : null;
    const { booking, replayed } = await core.booking.create({ ...body, employee: body.employee ?? null }, customerId, {
      address: request.ip,
      idempotencyKey: key,
    });
    return reply.status(replayed ? 200 : 201).send({ success: true, message: BOOKING_TEXTS.success, booking });
  });
}
