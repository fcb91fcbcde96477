import type { FastifyInstance } from 'fastify';
import { COUNTRY_CODES } from '../../config/schema.js';
import { editionFor, isLocalHost, type Core } from '../../core/index.js';
import type { EditionResponse } from '../../contract/system.js';

const healthSchema = {
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'string' }, db: { type: 'string' }, version: { type: 'string' } },
    },
  },
};

export async function systemRoutes(app: FastifyInstance, opts: { core: Core; analyticsScript?: string }) {
  const { core } = opts;

  app.get('/api/health', { config: { access: 'public' }, schema: healthSchema }, () => core.system.health());

  app.get('/api/edition', { config: { access: 'public' } }, (request): EditionResponse => {
    const { edition } = request;
    const local = isLocalHost((request.headers.host ?? '').split(':')[0]);
    const editions = COUNTRY_CODES.map((code) => {
      const e = editionFor(code, core.config.domains);
      const url = local ? `/?country=${code}` : `https://${e.domain}/`;
      return { code, name: e.name, url };
    });
    return {
      success: true,
      edition: {
        code: edition.code,
        name: edition.name,
        domain: edition.domain,
        language: edition.language,
        currency: edition.currency,
        currencyLabel: edition.currencyLabel,
        defaultCity: edition.defaultCity,
        timeZone: edition.timeZone,
      },
      editions,
      isLocalHost: local,
      analytics: opts.analyticsScript && !local ? { src: opts.analyticsScript, domain: edition.domain } : null,
    };
  });
}
