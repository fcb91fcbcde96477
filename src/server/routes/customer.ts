import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerBookingsQuery, profileRequest, promotionsQuery, reviewRequest, reviewsQuery } from '../../contract/customer.js';
import { CUSTOMER_TEXTS } from '../../core/customer/model.js';
import type { Core } from '../../core/index.js';
import { idParam } from '../params.js';
import { parse } from '../validate.js';

const customer = { config: { access: ['customer' as const] } };
const pub = { config: { access: 'public' as const } };
const slugParams = z.object({ slug: z.string().min(1).max(190) });

/** The customer dashboard (/klient): own bookings, reviews, profile; and the public offers and reviews. */
export async function customerRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const svc = core.customer;

  app.get('/api/me/dashboard', customer, async (request) => ({ success: true, ...(await svc.dashboard(request.user!.id)) }));
  app.get('/api/me/bookings', customer, async (request) => {
    const q = parse(customerBookingsQuery, request.query);
    return { success: true, ...(await svc.bookings(request.user!.id, q.filter, q.page, q.limit)) };
  });
  app.get('/api/me/bookings/:id', customer, async (request) => ({
    success: true,
    booking: await svc.booking(request.user!.id, idParam(request.params)),
  }));
  app.post('/api/me/bookings/:id/review', customer, async (request, reply) => {
    const body = parse(reviewRequest, request.body);
    const booking = await svc.review(request.user!.id, idParam(request.params), body);
    return reply.status(201).send({ success: true, message: CUSTOMER_TEXTS.reviewSaved, booking });
  });
  app.get('/api/me/profile', customer, async (request) => ({ success: true, profile: await svc.profile(request.user!.id) }));
  app.put('/api/me/profile', customer, async (request) => ({
    success: true,
    message: CUSTOMER_TEXTS.profileSaved,
    profile: await svc.saveProfile(request.user!.id, parse(profileRequest, request.body)),
  }));

  app.get('/api/promotions', pub, async (request) => {
    const q = parse(promotionsQuery, request.query);
    return { success: true, ...(await svc.promotions(q.country ?? request.edition.code, q.page, q.limit)) };
  });
  app.get('/api/companies/:slug/reviews', pub, async (request) => {
    const { slug } = parse(slugParams, request.params);
    return { success: true, ...(await svc.companyReviews(slug, parse(reviewsQuery, request.query).page)) };
  });
}
