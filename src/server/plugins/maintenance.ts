import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, MAINTENANCE_RETRY_AFTER_SECONDS, SWITCH_MESSAGES, type Core, type GeneralSettings } from '../../core/index.js';
import { maintenancePage } from './maintenance-page.js';

/**
 * What stays reachable in maintenance mode, so that an admin can sign in and switch it off: the health
 * check, the metrics, sign-in (`/api/auth/*`, the login page, social sign-in), the edition, the back office (`/admin`,
 * `/api/admin/*`) and the site's look. A prefix ending in `/` opens what is under it; any other opens that
 * path and what is under it (`/admin` and `/admin/settings`, not `/administrace`).
 */
const OPEN_PATHS = [
  '/api/health',
  '/metrics',
  '/api/auth/',
  '/api/admin/',
  '/api/site-settings',
  '/api/edition',
  '/admin',
  '/prihlaseni',
  '/auth/oauth/',
];

const opens = (path: string) =>
  OPEN_PATHS.some((open) => (open.endsWith('/') ? path.startsWith(open) : path === open || path.startsWith(`${open}/`)));

/**
 * The path of a request that no route matched, cut where the router ends a path (`?`, `#`) and at `;` too
 * (a delimiter the router may be told to use): such a request reaches only the not-found handler.
 */
function unroutedPath(url: string): string {
  const end = url.search(/[?#;]/);
  return end === -1 ? url : url.slice(0, end);
}

/** The path that decides: the pattern of the route that matched (`/api/companies/:id`), else the cut path. */
function decidingPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  return request.routeOptions.url ?? unroutedPath(request.url);
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Open in maintenance mode: the paths above, decided on the route that will answer (so `/api/search#.js`
 * is `/api/search` and `/api/companies/x;.js` is `/api/companies/:id`), and the web app's own files (the
 * static plugin's routes, tagged `webAppFile`). An extension opens nothing: an `/api/*` path never passes
 * but by the list.
 */
function openInMaintenance(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): boolean {
  const path = decidingPath(request);
  if (opens(path)) return true;
  return !isApi(path) && request.routeOptions.config?.webAppFile === true;
}

/**
 * Maintenance mode (Nastavení › Obecné › Režim údržby): the public site answers 503 with a Czech page,
 * the public API 503 in its error shape, both with Retry-After. An admin's requests pass (the back
 * office reads figures through non-admin routes too). Registered after the auth plugin, so the session's
 * user is known; the setting is read (one indexed query) only for a request that would be held.
 */
export const maintenancePlugin = fp(async (app: FastifyInstance, opts: { core: Core }) => {
  const hold = (request: FastifyRequest, reply: FastifyReply, general: GeneralSettings, done: HookHandlerDoneFunction) => {
    if (!general.maintenanceMode) return done();
    if (isApi(decidingPath(request))) {
      return done(new DomainError('unavailable', SWITCH_MESSAGES.maintenance, { retryAfterSeconds: MAINTENANCE_RETRY_AFTER_SECONDS }));
    }
    // answered here: done() is not called
    void reply
      .status(503)
      .header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(maintenancePage(general.siteName));
  };
  // Callback style: a request passes without a promise once the settings are in memory.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.user?.role === 'admin' || openInMaintenance(request)) return done();
    const known = opts.core.settings.generalNow();
    if (known) return hold(request, reply, known, done);
    opts.core.settings.general().then((general) => hold(request, reply, general, done), done);
  });
});
