import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Core, type Role, type SessionUser, DomainError, ACCOUNT_MESSAGES } from '../../core/index.js';

/** Who may call a route. Every /api route declares it; /api/admin/* is always admin only. */
type Access = 'public' | 'user' | Role[];

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    token: string | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route as registered, with its effective access (for the access test and docs). */
    routeAccess: Array<{ method: string; url: string; access: Access }>;
  }
}

const ADMIN_PREFIX = '/api/admin';

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
};

function allowed(access: Access, user: SessionUser | null): 'ok' | 'unauthenticated' | 'forbidden' {
  if (access === 'public') return 'ok';
  if (!user) return 'unauthenticated';
  if (access === 'user' || access.includes(user.role)) return 'ok';
  return 'forbidden';
}

/**
 * Authenticates `Authorization: Bearer <token>` and enforces each route's declared access before
 * the body is read. A route under /api without a declaration is a programming error.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { core: Core }) => {
  app.decorate('routeAccess', []);
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const config = (route.config ?? {}) as { access?: Access };
    if (route.url === ADMIN_PREFIX || route.url.startsWith(`${ADMIN_PREFIX}/`)) config.access = ['admin'];
    if (!config.access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    route.config = config as typeof route.config;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access: config.access });
    }
  });

  async function authenticate(request: FastifyRequest, token: string) {
    request.token = token;
    try {
      request.user = await opts.core.accounts.authenticate(token);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }

  function enforce(request: FastifyRequest) {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const verdict = allowed(access, request.user);
    if (verdict === 'unauthenticated') throw new DomainError('unauthenticated', ACCOUNT_MESSAGES.sessionInvalid);
    if (verdict === 'forbidden') throw new DomainError('forbidden', ACCOUNT_MESSAGES.forbidden);
  }

  // Callback style: the common anonymous request passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) {
      try {
        enforce(request);
        done();
      } catch (error) {
        done(error as Error);
      }
      return;
    }
    authenticate(request, token)
      .then(() => {
        enforce(request);
        done();
      })
      .catch((error: Error) => done(error));
  });
});
