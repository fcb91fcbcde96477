import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headInjector, type PageHead } from '../seo/head.js';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a file of the built web app (its scripts, styles, icons): maintenance mode lets it through */
    webAppFile?: boolean;
  }
}

const NOT_BUILT = `<!doctype html><html lang="cs"><meta charset="utf-8"><title>marketplace</title>
<p>Webová aplikace není sestavená. Spusťte <code>npm run build</code>.</p></html>`;

/**
 * Serves the built web app. Other paths get index.html with the page's head rendered on the server
 * (title, description, canonical, hreflang, JSON-LD) and its status (404 for what does not exist:
 * the app shows its not-found page); unknown /api/* paths and missing files answer 404.
 */
export const staticWebPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      root: string;
      head?: (request: FastifyRequest, path: string) => Promise<PageHead>;
      /** pages the same for everybody on a site: routes of their own, their answers shared (server/answer-cache.ts) */
      sharedPages?: readonly string[];
    },
  ) => {
    const indexFile = path.join(opts.root, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      // the files' routes, each tagged as a file of the web app, in a context of their own so the tag stays on them
      await app.register(async (files) => {
        files.addHook('onRoute', (route) => {
          route.config = { ...route.config, webAppFile: true };
        });
        await files.register(fastifyStatic, {
          root: opts.root,
          index: false,
          wildcard: false,
          setHeaders(res, file) {
            const immutable = file.includes(`${path.sep}assets${path.sep}`);
            res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
          },
        });
      });
    }
    const indexHtml = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT;
    const pageOf = headInjector(indexHtml);

    const page = async (request: FastifyRequest, reply: FastifyReply, url: string) => {
      const head = opts.head ? await opts.head(request, url) : undefined;
      return reply
        .status(head?.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(head ? pageOf(head) : indexHtml);
    };

    for (const url of opts.sharedPages ?? []) {
      app.get(url, { config: { sharedAnswer: { ttlMs: Infinity } } }, (request, reply) => page(request, reply, url));
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      if (url === '/api' || url.startsWith('/api/')) {
        return reply.status(404).send({ success: false, error: 'Nenalezeno', code: 'not_found' });
      }
      if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(url)) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Nenalezeno');
      }
      return page(request, reply, url);
    });
  },
);
