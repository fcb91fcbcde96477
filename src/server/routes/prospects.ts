import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countryCode } from '../../contract/common.js';
import { prospectListQuery, sendOfferRequest, socialLinkRequest } from '../../contract/prospects.js';
import type { Core } from '../../core/index.js';
import { idParam } from '../params.js';
import { parse } from '../validate.js';

const statsQuery = z.object({ country: countryCode.optional() });
const claimParams = z.object({ token: z.string().min(1).max(64) });

/** The Companies screen (/admin) over the prospects CRM; admin only, as every /api/admin route. */
export async function prospectRoutes(app: FastifyInstance, { core }: { core: Core }) {
  app.get('/api/admin/prospects', async (request) => ({
    success: true,
    ...(await core.prospects.list(parse(prospectListQuery, request.query))),
  }));
  app.get('/api/admin/prospects/stats', async (request) => ({
    success: true,
    stats: await core.prospects.stats(parse(statsQuery, request.query).country),
  }));
  app.get('/api/admin/prospects/:id', async (request) => ({ success: true, company: await core.prospects.get(idParam(request.params)) }));
  app.put('/api/admin/prospects/:id/social', async (request) => {
    const { network, url } = parse(socialLinkRequest, request.body);
    return { success: true, ...(await core.prospects.setSocial(idParam(request.params), network, url)) };
  });
  app.post('/api/admin/prospects/:id/call', async (request) => ({
    success: true,
    company: await core.prospects.logCall(idParam(request.params)),
  }));
  app.post('/api/admin/prospects/:id/offer', async (request) => {
    const body = parse(sendOfferRequest, request.body);
    const { message, email_id } = await core.offers.send({
      prospectId: idParam(request.params),
      template: body.template_id,
      to: body.to_email,
      createdBy: request.user?.id,
    });
    return { success: true, message, email_id };
  });

  // the registration wizard's prefill from an offer's claim link (no session: the link is the key)
  app.get('/api/prospects/claim/:token', { config: { access: 'public' } }, async (request) => ({
    success: true,
    prospect: await core.prospects.claimPrefill(parse(claimParams, request.params).token),
  }));
}
