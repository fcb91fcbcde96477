import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { DomainError, MAINTENANCE_RETRY_AFTER_SECONDS, SWITCH_MESSAGES, type Core } from '../../core/index.js';
import { maintenancePage } from './maintenance-page.js';

/**
 * What stays reachable in maintenance mode, so that an admin can sign in and switch it off: the health
 * check, sign-in (`/api/auth/*`, the login page, social sign-in), the edition, the back office (`/admin`,
 * `/api/admin/*`), the site's look, and files (the web app's scripts and styles).
 */
const OPEN_PREFIXES = [
  '/api/health',
  '/api/auth/',
  '/api/admin/',
  '/api/site-settings',
  '/api/edition',
  '/admin',
  '/prihlaseni',
  '/auth/oauth/',
];

export function openInMaintenance(url: string): boolean {
  const pathname = url.split('?')[0];
  return Boolean(path.extname(pathname)) || OPEN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/**
 * Maintenance mode (Nastavení › Obecné › Režim údržby): the public site answers 503 with a Czech page,
 * the public API 503 in its error shape, both with Retry-After. An admin's requests pass (the back
 * office reads figures through non-admin routes too). Registered after the auth plugin, so the session's
 * user is known; the setting is read (one indexed query) only for a request that would be held.
 */
export const maintenancePlugin = fp(async (app: FastifyInstance, opts: { core: Core }) => {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (request.user?.role === 'admin' || openInMaintenance(request.url)) return;
    const general = await opts.core.settings.general();
    if (!general.maintenanceMode) return;
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      throw new DomainError('unavailable', SWITCH_MESSAGES.maintenance, { retryAfterSeconds: MAINTENANCE_RETRY_AFTER_SECONDS });
    }
    return reply
      .status(503)
      .header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(maintenancePage(general.siteName));
  });
});
