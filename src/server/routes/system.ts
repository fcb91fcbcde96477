import { COUNTRY_CODES } from '../../config/schema.js';
import { editionFor, HEALTH_PING_TTL_MS, isLocalHost, type Core } from '../../core/index.js';
import { editionResponse, healthResponse, readyResponse } from '../../contract/system.js';
import type { RoutesPlugin } from '../typed-routes.js';

/** Liveness (`/api/health`, cheap) and readiness (`/api/health/ready`) for monitors and load balancers, and the edition the request was served for. */
export const systemRoutes: RoutesPlugin<{
  core: Core;
  analyticsScript?: string;
  map: { tilesUrl: string; attribution: string } | null;
}> = async (app, opts) => {
  const { core } = opts;
  const config = { access: 'public' as const };

  // the same for everybody for as long as one database ping vouches for the database
  const shared = { ...config, sharedAnswer: { ttlMs: HEALTH_PING_TTL_MS } };
  app.get('/api/health', { config: shared, schema: { response: { 200: healthResponse } } }, () => core.system.health());
  app.get('/api/health/ready', { config, schema: { response: { 200: readyResponse } } }, () => core.system.ready());

  app.get('/api/edition', { config, schema: { response: { 200: editionResponse } } }, (request) => {
    const { edition } = request;
    const local = isLocalHost((request.headers.host ?? '').split(':')[0] ?? '');
    const editions = COUNTRY_CODES.map((code) => {
      const e = editionFor(code, core.config.domains);
      const url = local ? `/?country=${code}` : `https://${e.domain}/`;
      return { code, name: e.name, url };
    });
    return {
      success: true as const,
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
      pageViews: core.webAnalytics.options.enabled,
      map: opts.map,
    };
  });
};
