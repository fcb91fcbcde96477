import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveEdition, type Edition, type DomainMap } from '../../core/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    edition: Edition;
  }
}

/** Country edition from the host name (MARKETPLACE_DOMAINS); on a local host from ?country=SK|PL. */
export const editionPlugin = fp(async (app: FastifyInstance, opts: { domains: DomainMap }) => {
  // Resolved on first use, so routes that do not need it (health, assets) do not pay for it.
  app.decorateRequest('edition', {
    getter(this: FastifyRequest) {
      const query = this.query as { country?: unknown } | undefined;
      return resolveEdition(this.headers.host, query?.country, opts.domains);
    },
  });
});
