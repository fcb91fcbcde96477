import { idParams, slugParams } from '../../contract/common.js';
import {
  companyReviewsResponse,
  customerBookingResponse,
  customerBookingsQuery,
  customerBookingsResponse,
  dashboardResponse,
  profileRequest,
  profileResponse,
  promotionsQuery,
  promotionsResponse,
  reviewRequest,
  reviewsQuery,
} from '../../contract/customer.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { type Core, CUSTOMER_TEXTS } from '../../core/index.js';

const customer = { access: ['customer' as const] };
const pub = { access: 'public' as const };

/** The customer dashboard (/klient): own bookings, reviews, profile; and the public offers and reviews. */
export const customerRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const svc = core.customer;

  app.get('/api/me/dashboard', { config: customer, schema: { response: { 200: dashboardResponse } } }, async (request) => ({
    success: true as const,
    ...(await svc.dashboard(request.user!.id)),
  }));
  app.get(
    '/api/me/bookings',
    { config: customer, schema: { querystring: customerBookingsQuery, response: { 200: customerBookingsResponse } } },
    async (request) => {
      const q = request.query;
      return { success: true as const, ...(await svc.bookings(request.user!.id, q.filter, q.page, q.limit)) };
    },
  );
  app.get(
    '/api/me/bookings/:id',
    { config: customer, schema: { params: idParams, response: { 200: customerBookingResponse } } },
    async (request) => ({ success: true as const, booking: await svc.booking(request.user!.id, request.params.id) }),
  );
  app.post(
    '/api/me/bookings/:id/review',
    { config: customer, schema: { params: idParams, body: reviewRequest, response: { 201: customerBookingResponse } } },
    async (request, reply) => {
      const booking = await svc.review(request.user!.id, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, message: CUSTOMER_TEXTS.reviewSaved, booking });
    },
  );
  app.get('/api/me/profile', { config: customer, schema: { response: { 200: profileResponse } } }, async (request) => ({
    success: true as const,
    profile: await svc.profile(request.user!.id),
  }));
  app.put(
    '/api/me/profile',
    { config: customer, schema: { body: profileRequest, response: { 200: profileResponse } } },
    async (request) => ({
      success: true as const,
      message: CUSTOMER_TEXTS.profileSaved,
      profile: await svc.saveProfile(request.user!.id, request.body),
    }),
  );

  app.get(
    '/api/promotions',
    { config: pub, schema: { querystring: promotionsQuery, response: { 200: promotionsResponse } } },
    async (request) => {
      const q = request.query;
      return { success: true as const, ...(await svc.promotions(q.country ?? request.edition.code, q.page, q.limit)) };
    },
  );
  app.get(
    '/api/companies/:slug/reviews',
    { config: pub, schema: { params: slugParams, querystring: reviewsQuery, response: { 200: companyReviewsResponse } } },
    async (request) => ({ success: true as const, ...(await svc.companyReviews(request.params.slug, request.query.page)) }),
  );
};
