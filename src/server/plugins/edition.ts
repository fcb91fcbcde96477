import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { editionFor, namedEdition, type Core, type Edition, type DomainMap } from '../../core/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    edition: Edition;
    /** the edition of a request that names none: the operator's default country (read only then) */
    defaultCountry: 'CZ' | 'SK' | 'PL';
  }
}

/**
 * Country edition from the host name (MARKETPLACE_DOMAINS); on a local host from ?country=SK|PL;
 * otherwise the operator's default country (Nastavení › Obecné).
 */
/** A path with an extension (a file: no edition needed), its query left out. */
const isFile = (url: string) => {
  const query = url.indexOf('?');
  return path.extname(query === -1 ? url : url.slice(0, query)) !== '';
};

export const editionPlugin = fp(async (app: FastifyInstance, opts: { domains: DomainMap; core: Core }) => {
  const named = (request: FastifyRequest) =>
    namedEdition(request.headers.host, (request.query as { country?: unknown } | undefined)?.country, opts.domains);

  app.decorateRequest('defaultCountry', 'CZ');
  // Resolved on first use, so routes that do not need it (health, assets) do not pay for it.
  app.decorateRequest('edition', {
    getter(this: FastifyRequest) {
      return editionFor(named(this) ?? this.defaultCountry, opts.domains);
    },
  });

  // The default country is a setting, kept in memory (read from the database once): only for a request
  // that names no edition (a host that is no edition's domain), and not for files. Callback style: a
  // request passes without a promise once the settings are loaded.
  app.addHook('onRequest', (request, _reply, done) => {
    if (named(request) || isFile(request.url)) return done();
    const known = opts.core.settings.generalNow();
    if (known) {
      request.defaultCountry = known.defaultCountry;
      return done();
    }
    opts.core.settings.defaultCountry().then((country) => {
      request.defaultCountry = country;
      done();
    }, done);
  });
});
