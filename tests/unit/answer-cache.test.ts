import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnswerCache } from '../../src/server/answer-cache.js';
import { portOf } from '../helpers/raw-http.js';

/**
 * The answer cache in front of a real fastify on loopback: which answers it keeps, which requests it
 * answers, and when it lets fastify answer again. Each route counts its handler's calls, so that an answer
 * from the cache shows as a call that did not happen.
 */
describe('answer cache', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function serve(maxEntries = 100) {
    const state = { now: 0, settings: {} as object | undefined, calls: 0, served: [] as string[] };
    const cache = createAnswerCache({
      now: () => state.now,
      settings: () => state.settings,
      served: (route, status) => state.served.push(`${route} ${status}`),
      maxEntries,
    });
    app = Fastify({
      serverFactory: (handler) =>
        http.createServer((req, res) => {
          if (!cache.answer(req, res)) handler(req, res);
        }),
    });
    cache.keep(app);
    const made = () => ({ n: (state.calls += 1) });
    app.get('/shared', { config: { sharedAnswer: { ttlMs: 1000 } } }, async (_request, reply) => {
      void reply.header('x-made', 'yes');
      return made();
    });
    app.get('/forever', { config: { sharedAnswer: { ttlMs: Infinity } } }, async () => made());
    app.get('/cookie', { config: { sharedAnswer: { ttlMs: Infinity } } }, async (_request, reply) => {
      void reply.header('set-cookie', 'a=b');
      return made();
    });
    app.get('/failing', { config: { sharedAnswer: { ttlMs: Infinity } } }, async (_request, reply) => reply.status(503).send(made()));
    app.get('/changing', { config: { sharedAnswer: { ttlMs: Infinity } } }, async () => {
      state.settings = {};
      return made();
    });
    app.get('/private', async () => made());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${portOf(app.server)}`;
    const get = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${base}${path}`, init);
      return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
    };
    /** fetch cannot set Host: node's client can */
    const getOnHost = (host: string, path: string) =>
      new Promise<void>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port: portOf(app!.server), path, headers: { host } }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
      });
    return { state, get, getOnHost };
  }

  const withoutDate = (headers: Record<string, string>) => {
    const { date: _date, ...rest } = headers;
    return rest;
  };

  it('answers a repeated GET with the bytes and headers fastify answered, counted as served', async () => {
    const { state, get } = await serve();
    const first = await get('/shared');
    const second = await get('/shared');
    expect(first.body).toBe('{"n":1}');
    expect(second.body).toBe(first.body);
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
    expect(second.headers['x-made']).toBe('yes');
    expect(state.calls).toBe(1);
    expect(state.served).toEqual(['/shared 200']);
  });

  it('keeps one answer per host and URL, query included', async () => {
    const { state, get, getOnHost } = await serve();
    await get('/forever?country=SK');
    await get('/forever?country=PL');
    await get('/forever?country=SK');
    expect(state.calls).toBe(2);
    // another Host header is another site (an edition's domain)
    await getOnHost('example.sk', '/forever?country=SK');
    await getOnHost('example.sk', '/forever?country=SK');
    expect(state.calls).toBe(3);
  });

  it('neither keeps nor answers a request with an Authorization header', async () => {
    const { state, get } = await serve();
    await get('/forever', { headers: { authorization: 'Bearer x' } });
    await get('/forever', { headers: { authorization: 'Bearer x' } });
    expect(state.calls).toBe(2);
    await get('/forever');
    await get('/forever', { headers: { authorization: 'Bearer x' } });
    expect(state.calls).toBe(4);
    await get('/forever');
    expect(state.calls).toBe(4);
  });

  it('makes the answer again when its time is up by the clock', async () => {
    const { state, get } = await serve();
    await get('/shared');
    state.now += 999;
    await get('/shared');
    expect(state.calls).toBe(1);
    state.now += 1;
    expect((await get('/shared')).body).toBe('{"n":2}');
  });

  it('makes the answer again when the settings in memory change, and keeps none while they are not loaded', async () => {
    const { state, get } = await serve();
    await get('/forever');
    state.settings = {};
    expect((await get('/forever')).body).toBe('{"n":2}');
    state.settings = undefined;
    await get('/forever');
    await get('/forever');
    expect(state.calls).toBe(4);
  });

  it('does not keep an answer made while the settings changed', async () => {
    const { state, get } = await serve();
    await get('/changing');
    await get('/changing');
    expect(state.calls).toBe(2);
  });

  it('keeps no answer that sets a cookie, fails, or belongs to a route that did not opt in, and answers no HEAD', async () => {
    const { state, get } = await serve();
    for (const path of ['/cookie', '/failing', '/private']) {
      await get(path);
      await get(path);
    }
    expect(state.calls).toBe(6);
    await get('/forever');
    const head = await get('/forever', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(state.calls).toBe(8);
    expect(state.served).toEqual([]);
  });

  it('holds at most its number of answers, the oldest leaving first', async () => {
    const { state, get } = await serve(2);
    await get('/forever?a');
    await get('/forever?b');
    await get('/forever?c');
    expect(state.calls).toBe(3);
    await get('/forever?c');
    await get('/forever?b');
    expect(state.calls).toBe(3);
    await get('/forever?a');
    expect(state.calls).toBe(4);
  });
});
