import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitBucket, RateLimits } from '../../config/limits.js';
import { type Core, DomainError, rateLimitedMessage } from '../../core/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** limit this route per client address with the bucket's limit (config: MARKETPLACE_RATE_LIMIT_*) */
    rateLimitBucket?: RateLimitBucket;
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over the database (core.rateLimits), so every `serve` process counts together. */
function databaseStore(rateLimits: Core['rateLimits']): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    readonly bucket: string;
    constructor(options: { bucket?: string }) {
      this.bucket = options.bucket ?? 'default';
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      rateLimits.hit(this.bucket, key, timeWindow).then((r) => callback(null, { current: r.hits, ttl: r.ttlMs }), callback);
    }
    read(key: string, callback: Callback, timeWindow: number) {
      rateLimits.read(this.bucket, key, timeWindow).then((r) => callback(null, { current: r.hits, ttl: r.ttlMs }), callback);
    }
    child(routeOptions: object) {
      return new DatabaseStore(routeOptions as { bucket?: string });
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Per-address limits of the routes that declare `config.rateLimitBucket` (login, registrations,
 * bookings, tracking and unsubscribe links), counted in the database in fixed windows. Over the limit:
 * 429 in the API's error shape with a Czech message and Retry-After. The address is the client's, or
 * the proxy's X-Forwarded-For only when MARKETPLACE_TRUST_PROXY trusts it; IPv6 counts per /64. The
 * store hands core the address, and core keeps only its keyed hash (core/security/client-address.ts).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { core: Core; limits: RateLimits }) => {
  app.addHook('onRoute', (route) => {
    const bucket = route.config?.rateLimitBucket;
    if (!bucket) return;
    const { max, windowMs } = opts.limits[bucket];
    Object.assign(route.config!, { rateLimit: { max, timeWindow: windowMs, bucket } });
  });

  await app.register(rateLimit, {
    global: false,
    store: databaseStore(opts.core.rateLimits),
    errorResponseBuilder: (request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const bucket = request.routeOptions.config.rateLimitBucket ?? 'tracking';
      return new DomainError('rate_limited', rateLimitedMessage(bucket, seconds), { retryAfterSeconds: seconds });
    },
  });
});
