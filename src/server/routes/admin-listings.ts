import { idParams } from '../../contract/common.js';
import {
  companyListingResponse,
  listingDecisionResponse,
  listingListQuery,
  listingListResponse,
  listingReasonRequest,
  listingResponse,
  listingUpdateRequest,
  listingUpdateResponse,
} from '../../contract/listings.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/** Listing moderation ('Zápisy firem'): admin only, as every /api/admin route; and the company's own state. */
export const adminListingRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const admin = (request: { user: { id: number } | null }) => request.user?.id ?? null;
  const decided = { params: idParams, response: { 200: listingDecisionResponse } };
  const explained = { ...decided, body: listingReasonRequest };

  app.get(
    '/api/admin/listings',
    { schema: { querystring: listingListQuery, response: { 200: listingListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await core.listings.list(request.query)),
    }),
  );
  app.get('/api/admin/listings/:id', { schema: { params: idParams, response: { 200: listingResponse } } }, async (request) => ({
    success: true as const,
    listing: await core.listings.get(request.params.id),
  }));
  app.put(
    '/api/admin/listings/:id',
    { schema: { params: idParams, body: listingUpdateRequest, response: { 200: listingUpdateResponse } } },
    async (request) => ({ success: true as const, ...(await core.listings.update(request.params.id, request.body)) }),
  );
  app.post('/api/admin/listings/:id/verify', { schema: decided }, async (request) => ({
    success: true as const,
    ...(await core.listings.verify(request.params.id, admin(request))),
  }));
  app.post('/api/admin/listings/:id/reinstate', { schema: decided }, async (request) => ({
    success: true as const,
    ...(await core.listings.reinstate(request.params.id, admin(request))),
  }));
  app.post('/api/admin/listings/:id/reject', { schema: explained }, async (request) => ({
    success: true as const,
    ...(await core.listings.reject(request.params.id, request.body.reason, admin(request))),
  }));
  app.post('/api/admin/listings/:id/suspend', { schema: explained }, async (request) => ({
    success: true as const,
    ...(await core.listings.suspend(request.params.id, request.body.reason, admin(request))),
  }));

  // the salon dashboard's state banner: always the caller's own listing
  app.get('/api/company/listing', { ...companyRoute, schema: { response: { 200: companyListingResponse } } }, async (request) => ({
    success: true as const,
    listing: await core.listings.ofCompany(companyIdOf(request)),
  }));
};
