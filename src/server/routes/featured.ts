import { z } from 'zod';
import { idParams, slugParams } from '../../contract/common.js';
import {
  featuredCampaignResponse,
  featuredCampaignsQuery,
  featuredCampaignsResponse,
  featuredPurchaseRequest,
} from '../../contract/featured.js';
import { type Core, FEATURED_TEXTS } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/**
 * Featured campaigns: a company's own campaigns (salon Reklamní kampaně: list, buy a period, cancel a
 * planned one), and the public click beacon of a listing opened from a featured place.
 */
export const featuredRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const featured = core.featured;

  app.get(
    '/api/company/featured-campaigns',
    { ...companyRoute, schema: { querystring: featuredCampaignsQuery, response: { 200: featuredCampaignsResponse } } },
    async (request) => ({ success: true as const, ...(await featured.list(companyIdOf(request), request.query)) }),
  );

  app.post(
    '/api/company/featured-campaigns',
    { ...companyRoute, schema: { body: featuredPurchaseRequest, response: { 201: featuredCampaignResponse } } },
    async (request, reply) => {
      const campaign = await featured.purchase(companyIdOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: FEATURED_TEXTS.bought, campaign });
    },
  );

  app.post(
    '/api/company/featured-campaigns/:id/cancel',
    { ...companyRoute, schema: { params: idParams, response: { 200: featuredCampaignResponse } } },
    async (request) => ({
      success: true as const,
      message: FEATURED_TEXTS.cancelled,
      campaign: await featured.cancel(companyIdOf(request), request.params.id),
    }),
  );

  // a visitor opened the profile from a featured place (the card's ?ref=featured): counted in memory
  app.post(
    '/api/companies/:slug/featured-click',
    { config: { access: 'public', rateLimitBucket: 'analytics' }, schema: { params: slugParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await featured.clicked(request.params.slug);
      return reply.status(204).send(null);
    },
  );
};
