import { idParams } from '../../contract/common.js';
import {
  claimParams,
  claimPrefillResponse,
  prospectListQuery,
  prospectListResponse,
  prospectResponse,
  prospectStatsQuery,
  prospectStatsResponse,
  sendOfferRequest,
  sendOfferResponse,
  socialLinkRequest,
  socialLinkResponse,
} from '../../contract/prospects.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

/** The Companies screen (/admin) over the prospects CRM; admin only, as every /api/admin route. */
export const prospectRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  app.get(
    '/api/admin/prospects',
    { schema: { querystring: prospectListQuery, response: { 200: prospectListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await core.prospects.list(request.query)),
    }),
  );
  app.get(
    '/api/admin/prospects/stats',
    { schema: { querystring: prospectStatsQuery, response: { 200: prospectStatsResponse } } },
    async (request) => ({
      success: true as const,
      stats: await core.prospects.stats(request.query.country),
    }),
  );
  app.get('/api/admin/prospects/:id', { schema: { params: idParams, response: { 200: prospectResponse } } }, async (request) => ({
    success: true as const,
    company: await core.prospects.get(request.params.id),
  }));
  app.put(
    '/api/admin/prospects/:id/social',
    { schema: { params: idParams, body: socialLinkRequest, response: { 200: socialLinkResponse } } },
    async (request) => ({
      success: true as const,
      ...(await core.prospects.setSocial(request.params.id, request.body.network, request.body.url)),
    }),
  );
  app.post('/api/admin/prospects/:id/call', { schema: { params: idParams, response: { 200: prospectResponse } } }, async (request) => ({
    success: true as const,
    company: await core.prospects.logCall(request.params.id),
  }));
  app.post(
    '/api/admin/prospects/:id/offer',
    { schema: { params: idParams, body: sendOfferRequest, response: { 200: sendOfferResponse } } },
    async (request) => {
      const { message, email_id } = await core.offers.send({
        prospectId: request.params.id,
        template: request.body.template_id,
        to: request.body.to_email,
        createdBy: request.user?.id,
      });
      return { success: true as const, message, email_id };
    },
  );

  // the registration wizard's prefill from an offer's claim link (no session: the link is the key)
  app.get(
    '/api/prospects/claim/:token',
    { config: { access: 'public' }, schema: { params: claimParams, response: { 200: claimPrefillResponse } } },
    async (request) => ({ success: true as const, prospect: await core.prospects.claimPrefill(request.params.token) }),
  );
};
