import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's GET answers are the same for everybody who asks the same host and URL: the answer cache
     * (server/answer-cache.ts) keeps them as bytes while the settings in memory stay the ones they were made
     * with, and at most `ttlMs` by the clock (Infinity: until the settings change).
     */
    sharedAnswer?: { ttlMs: number };
  }
}

/**
 * Answers that are the same for everybody (the liveness check, the site's public settings, the public
 * pages' HTML), kept as the bytes fastify sent and written again before fastify sees the next identical
 * request. What it buys (bench/http, 2 shared cores, requests/s against node:http answering the same bytes
 * and headers): fastify alone, with no hook or plugin, answers these paths at 0.72-0.80 of node:http, and
 * the app at 0.41-0.73; served from here they come at node:http's speed less a map look-up (figures in
 * the README's Benchmarks table). Everything else (and every first request) goes through fastify as before.
 *
 * A route opts in with `config.sharedAnswer`. An answer is kept when the request was a GET with no
 * Authorization header, the status 200, no Set-Cookie, the body a string or bytes, and the settings were in
 * memory and stayed the same from the request's start to its answer. It is written for a GET of the same
 * host, forwarded host and protocol, and URL (query included) with no Authorization header, while the
 * general settings in memory are the same object as when it was made (a save anywhere makes a new one:
 * settings/settings.service.ts; another instance's save within a second) and its `ttlMs` has not passed by the
 * clock port. So maintenance mode, the default country or a renamed site never meet an old answer. At
 * most `maxEntries` answers (the oldest leaves first): the Host header and the query are the client's to
 * vary. Each written answer is counted like any other (`served`).
 */
export interface AnswerCache {
  /** Writes the kept answer of this request when one is good; false: fastify answers it. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Keeps the answers of the routes that opt in (registered on the app before its routes). */
  keep(app: FastifyInstance): void;
}

interface Kept {
  route: string;
  headers: Record<string, string | string[]>;
  body: Buffer;
  settings: object;
  until: number;
}

export interface AnswerCacheOptions {
  /** the clock port's milliseconds */
  now: () => number;
  /** the general settings in memory (their identity names a load of the settings), undefined before the first */
  settings: () => object | undefined;
  /** told of every answer written from here (the request counter, the metrics), with the seconds it took */
  served: (route: string, status: number, seconds: number) => void;
  maxEntries?: number;
}

const DEFAULT_MAX_ENTRIES = 500;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/** What an answer may differ by: the host (the edition), what a trusted proxy says of it, and the URL. */
const keyOf = (req: IncomingMessage) =>
  `${req.headers.host ?? ''}\n${single(req.headers['x-forwarded-host'])}\n${single(req.headers['x-forwarded-proto'])}\n${req.url ?? ''}`;

/** The answer's headers as node writes them (numbers as text). */
const headersOf = (reply: FastifyReply): Record<string, string | string[]> =>
  Object.fromEntries(
    Object.entries(reply.getHeaders()).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value : String(value)]],
    ),
  );

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const kept = new Map<string, Kept>();

  return {
    answer(req, res) {
      if (req.method !== 'GET' || req.headers.authorization !== undefined || kept.size === 0) return false;
      const started = performance.now();
      const key = keyOf(req);
      const entry = kept.get(key);
      if (!entry) return false;
      if (entry.settings !== options.settings() || options.now() >= entry.until) {
        kept.delete(key);
        return false;
      }
      res.writeHead(200, entry.headers);
      res.end(entry.body);
      options.served(entry.route, 200, (performance.now() - started) / 1000);
      return true;
    },

    keep(app) {
      // the settings each opted-in request began with: an answer made while the settings changed is not kept
      const settingsAtStart = new WeakMap<IncomingMessage, object>();
      const onRequest = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
        const settings = options.settings();
        if (settings) settingsAtStart.set(request.raw, settings);
        done();
      };
      app.addHook('onRoute', (route) => {
        const shared = route.config?.sharedAnswer;
        if (!shared) return;
        const onSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
          const settings = settingsAtStart.get(request.raw);
          if (
            request.method === 'GET' &&
            request.headers.authorization === undefined &&
            reply.statusCode === 200 &&
            !reply.hasHeader('set-cookie') &&
            settings !== undefined &&
            settings === options.settings() &&
            (typeof payload === 'string' || Buffer.isBuffer(payload))
          ) {
            const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
            if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
            kept.set(keyOf(request.raw), {
              route: route.url,
              headers: { ...headersOf(reply), 'content-length': String(body.length) },
              body,
              settings,
              until: shared.ttlMs === Infinity ? Infinity : options.now() + shared.ttlMs,
            });
          }
          done(null, payload);
        };
        route.onRequest = [...[route.onRequest ?? []].flat(), onRequest as never];
        route.onSend = [...[route.onSend ?? []].flat(), onSend as never];
      });
    },
  };
}
