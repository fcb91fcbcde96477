import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { rawRequest } from '../helpers/raw-http.js';

const SHAPE = { success: false, code: 'validation' };

describe.each(DB_KINDS)('framework and parser errors keep the API error shape on %s', (kind) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t?.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload });

  it('a malformed or empty JSON body, an unknown content type: 400/415 with a Czech message', async () => {
    const malformed = await post('{"email": "jana@example.cz",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ ...SHAPE, error: 'Tělo požadavku není platný JSON.' });
    const empty = await post('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ ...SHAPE, error: 'Tělo požadavku je prázdné, očekává se JSON.' });
    const unknown = await post('email=jana', 'application/x-neznamy');
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json()).toEqual({ ...SHAPE, error: 'Tento typ obsahu požadavku není podporován.' });
  });

  it('an oversized JSON body: 413 in the shape', async () => {
    const big = await post(JSON.stringify({ email: 'a'.repeat(1_100_000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ success: false, code: 'too_large', error: 'Požadavek je příliš velký' });
  });

  it('over real sockets: malformed JSON 400 and an oversized body 413', async () => {
    const json = '{"email":';
    const bad = await rawRequest(
      port,
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\nConnection: close\r\n\r\n${json}`,
    );
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ ...SHAPE, error: 'Tělo požadavku není platný JSON.' });
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, code: 'too_large', error: 'Požadavek je příliš velký' });
  });

  it('a URL over MARKETPLACE_MAX_URL_LENGTH (8192) but under the parser limit: 414 in the shape', async () => {
    const url = `/api/cities?country=CZ&search=${'a'.repeat(9000)}`;
    const injected = await t.app.inject({ url });
    expect(injected.statusCode).toBe(414);
    expect(injected.json()).toEqual({ ...SHAPE, error: 'Adresa požadavku je příliš dlouhá.' });
    const raw = await rawRequest(port, `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(raw.status).toBe(414);
    expect(JSON.parse(raw.body)).toEqual({ ...SHAPE, error: 'Adresa požadavku je příliš dlouhá.' });
    expect((await t.app.inject({ url: `/api/cities?country=CZ&search=${'a'.repeat(50)}` })).statusCode).toBe(200);
  });

  it("a URL Node's parser refuses (over 16 KB): 414 written on the socket as JSON", async () => {
    const raw = await rawRequest(port, `GET /api/cities?search=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(raw.status).toBe(414);
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(raw.headers['content-length'])).toBe(Buffer.byteLength(raw.body));
    expect(JSON.parse(raw.body)).toEqual({ ...SHAPE, error: 'Adresa požadavku je příliš dlouhá.' });
  });

  it('headers over the parser limit: 431 as JSON; garbage instead of HTTP: 400 as JSON', async () => {
    const big = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Velka: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual({ ...SHAPE, error: 'Hlavičky požadavku jsou příliš velké.' });
    const many = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n${Array.from({ length: 400 }, (_, i) => `X-H${i}: ${'c'.repeat(60)}\r\n`).join('')}\r\n`,
    );
    expect(many.status).toBe(431);
    expect(JSON.parse(many.body)).toMatchObject(SHAPE);
    const garbage = await rawRequest(port, 'NESMYSL \u0000\u0001 neni http\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual({ ...SHAPE, error: 'Neplatný požadavek' });
    // the server still answers afterwards
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
