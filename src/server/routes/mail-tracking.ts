import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LINK_NOT_FOUND, type Core } from '../../core/index.js';
import { confirmPage, donePage, doneText } from './unsubscribe-page.js';

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const tokenOf = (request: FastifyRequest) => String((request.params as { token?: string }).token ?? '');
/** Per-address limit of these public links (MARKETPLACE_RATE_LIMIT_TRACKING). */
const limited = { config: { rateLimitBucket: 'tracking' as const } };
const visitor = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/**
 * The public ends of the links in e-mails (not under /api, no session): the open pixel, click
 * redirects (only to the stored URL; a tampered token is a 404) and the unsubscribe page and its
 * one-click POST (RFC 8058: 200, no redirect, for any token).
 */
export async function mailTrackingRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const tracking = core.mail.tracking;
  // one-click unsubscribe posts `List-Unsubscribe=One-Click` form-encoded; the body is never needed
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null, undefined));

  app.get('/t/o/:token', limited, async (request, reply) => {
    if (!(await tracking.open(tokenOf(request), visitor(request))))
      return reply.status(404).type('text/plain; charset=utf-8').send(LINK_NOT_FOUND);
    return reply
      .header('cache-control', 'no-store, no-cache, must-revalidate, private')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/gif')
      .send(PIXEL);
  });

  app.get('/t/c/:token', limited, async (request, reply) => {
    const url = await tracking.click(tokenOf(request), visitor(request));
    if (!url) return reply.status(404).type('text/plain; charset=utf-8').send(LINK_NOT_FOUND);
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 302);
  });

  app.get('/u/:token', limited, async (request, reply) => {
    const token = tokenOf(request);
    const valid = tracking.isUnsubscribeToken(token);
    return reply
      .status(valid ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(confirmPage(request.edition.language, token, valid));
  });

  app.post('/u/:token', limited, async (request, reply) => {
    await tracking.unsubscribe(tokenOf(request), visitor(request));
    reply.status(200).header('cache-control', 'no-store');
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    return wantsPage
      ? reply.type('text/html; charset=utf-8').send(donePage(request.edition.language))
      : reply.type('text/plain; charset=utf-8').send(doneText(request.edition.language));
  });
}
