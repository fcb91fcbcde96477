import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers (the set helmet sends by default) with a CSP that allows only our own scripts,
 * plus the analytics host when configured. Computed once; setting them costs one object copy.
 */
export function securityHeaders(opts: {
  analyticsScript?: string;
  analyticsDashboard?: string | null;
  mapTilesUrl?: string | null;
  https: boolean;
}): Record<string, string> {
  const extra = opts.analyticsScript ? ` ${new URL(opts.analyticsScript).origin}` : '';
  // the admin's 'plausible' tab embeds the external dashboard (MARKETPLACE_ANALYTICS_DASHBOARD_URL)
  const frames = opts.analyticsDashboard ? ` ${new URL(opts.analyticsDashboard).origin}` : '';
  // the profile map's tiles (MARKETPLACE_MAP_TILES_URL): its origin, a `{s}` subdomain as a wildcard label
  const tiles = opts.mapTilesUrl ? ` ${tileOrigin(opts.mapTilesUrl)}` : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    `frame-src 'self'${frames}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(opts.https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` -> `https://*.tile.example.org` (CSP's wildcard label). */
export function tileOrigin(tilesUrl: string): string {
  const url = new URL(tilesUrl.replaceAll('{s}', 'a'));
  return tilesUrl.includes('{s}') ? `${url.protocol}//${url.host.replace(/^a\./, '*.')}` : url.origin;
}

/** JSON answers are never rendered as documents: they need no CSP, only no sniffing and no framing. */
const API_HEADERS = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cache-control': 'no-store' };

export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { analyticsScript?: string; analyticsDashboard?: string | null; mapTilesUrl?: string | null; https: boolean },
  ) => {
    const headers = securityHeaders(opts);
    const apiHeaders = opts.https ? { ...API_HEADERS, 'strict-transport-security': headers['strict-transport-security'] } : API_HEADERS;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
      done();
    });
  },
);
