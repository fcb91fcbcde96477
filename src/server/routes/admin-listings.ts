import type { FastifyInstance } from 'fastify';
import { listingListQuery, listingReasonRequest, listingUpdateRequest } from '../../contract/listings.js';
import type { Core } from '../../core/index.js';
import { idParam } from '../params.js';
import { parse } from '../validate.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/** Listing moderation ('Zápisy firem'): admin only, as every /api/admin route; and the company's own state. */
export async function adminListingRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const admin = (request: { user: { id: number } | null }) => request.user?.id ?? null;
  app.get('/api/admin/listings', async (request) => ({
    success: true,
    ...(await core.listings.list(parse(listingListQuery, request.query))),
  }));
  app.get('/api/admin/listings/:id', async (request) => ({ success: true, listing: await core.listings.get(idParam(request.params)) }));
  app.put('/api/admin/listings/:id', async (request) => ({
    success: true,
    ...(await core.listings.update(idParam(request.params), parse(listingUpdateRequest, request.body))),
  }));
  app.post('/api/admin/listings/:id/verify', async (request) => ({
    success: true,
    ...(await core.listings.verify(idParam(request.params), admin(request))),
  }));
  app.post('/api/admin/listings/:id/reinstate', async (request) => ({
    success: true,
    ...(await core.listings.reinstate(idParam(request.params), admin(request))),
  }));
  app.post('/api/admin/listings/:id/reject', async (request) => {
    const { reason } = parse(listingReasonRequest, request.body);
    return { success: true, ...(await core.listings.reject(idParam(request.params), reason, admin(request))) };
  });
  app.post('/api/admin/listings/:id/suspend', async (request) => {
    const { reason } = parse(listingReasonRequest, request.body);
    return { success: true, ...(await core.listings.suspend(idParam(request.params), reason, admin(request))) };
  });

  // the salon dashboard's state banner: always the caller's own listing
  app.get('/api/company/listing', companyRoute, async (request) => ({
    success: true,
    listing: await core.listings.ofCompany(companyIdOf(request)),
  }));
}
