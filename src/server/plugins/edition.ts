import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveEdition, type Edition } from '../../core/index.js';
import type { DomainMap } from '../../core/directory/edition.js';

declare module 'fastify' {
  interface FastifyRequest {
    edition: Edition;
  }
}

/** Country edition from the host name (MARKETPLACE_DOMAINS); on a local host from ?country=SK|PL. */
export const editionPlugin = fp(async (app: FastifyInstance, opts: { domains: DomainMap }) => {
  app.decorateRequest('edition', null as unknown as Edition);
  app.addHook('onRequest', async (request) => {
    const query = request.query as { country?: unknown } | undefined;
    request.edition = resolveEdition(request.headers.host, query?.country, opts.domains);
  });
});
